/// Everything read for one app — the integrator manifest and each module's component — and
/// what the checks look at. Read by `WorkspaceLoader` (which reports what it could not read as
/// diagnostics). Named apart from the `MortarWorkspace` target, which is the effects layer.
public struct AppManifests: Hashable, Sendable {
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
