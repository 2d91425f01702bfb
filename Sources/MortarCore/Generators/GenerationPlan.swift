/// Every file generation would write, and its findings: planned before anything is written.
public struct GenerationPlan: Hashable, Sendable {
    /// In a fixed order: Package.swift, its umbrella source, Podfile.
    public var files: [GeneratedFile]
    /// `not-swiftpm`, `not-cocoapods`, `unknown-pin-url`; sorted.
    public var diagnostics: [Diagnostic]
}
