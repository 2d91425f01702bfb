/// The source files of one workspace module (or one SwiftPM target), as the walk found them.
public struct ModuleSources: Hashable, Sendable {
    /// The module (node) name.
    public var module: String
    /// Sorted by path.
    public var files: [SourceFile]

    public init(module: String, files: [SourceFile]) {
        self.module = module
        self.files = files
    }
}
