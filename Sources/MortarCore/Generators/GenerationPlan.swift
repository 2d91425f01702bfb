/// Every file generation would write, and its findings: planned before anything is written.
public struct GenerationPlan: Hashable, Sendable {
    /// In a fixed order: Package.swift, its umbrella source, Podfile.
    public var files: [GeneratedFile]
    /// `not-swiftpm`, `not-cocoapods`, `unknown-pin-url`; sorted.
    public var diagnostics: [Diagnostic]
    /// The links of every `TargetTree`, by tree then path (paths as the output's folder was given).
    public var links: [GeneratedLink] = []
    /// The folder of the package's `TargetTree`s (nil: no Package.swift planned): a tree there
    /// the plan no longer has is removed, links only.
    public var treesFolder: String?
}
