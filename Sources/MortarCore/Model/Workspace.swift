/// Everything the checks look at: the integrator manifest and each module's component,
/// read by the workspace layer (which reports what it could not read as diagnostics).
public struct Workspace: Hashable, Sendable {
    public var integrator: IntegratorManifest
    /// Components by module name; a module whose manifest is missing or broken has none.
    public var components: [String: Component]
    /// Problems met while reading (missing-manifest, invalid-manifest), already located.
    public var readDiagnostics: [Diagnostic]

    public init(integrator: IntegratorManifest, components: [String: Component] = [:], readDiagnostics: [Diagnostic] = []) {
        self.integrator = integrator
        self.components = components
        self.readDiagnostics = readDiagnostics
    }
}
