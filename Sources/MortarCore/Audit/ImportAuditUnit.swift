/// One node of the import audit: a workspace module (or a SwiftPM target, or a third-party
/// module that is pinned but not in the workspace), what an import may call it, what its manifest
/// declares, and what its sources import.
public struct ImportAuditUnit: Hashable, Sendable {
    /// A declared dependency on another node, at the manifest line that declares it.
    public struct Edge: Hashable, Sendable {
        public var target: String
        /// The name as the manifest writes it (`Masonry/Core`), for messages.
        public var writtenName: String
        public var location: SourceLocation

        public init(target: String, writtenName: String? = nil, location: SourceLocation) {
            self.target = target
            self.writtenName = writtenName ?? target
            self.location = location
        }
    }

    /// The node's name (module, pin, or target).
    public var name: String
    /// Names an import may use for it (`import X`, `<X/Y.h>`, `@import X;`).
    public var importNames: Set<String>
    /// The manifest that declares its dependencies, as shown in the fix (`Feature.podspec.json`).
    public var manifest: String
    /// Declared dependencies (the first declaration of each target), in manifest order.
    public var dependencies: [Edge]
    /// Imports of its sources, header imports already resolved (nil module: unresolved).
    public var imports: [SourceImport]
    /// False when no source file was found (or the node is third-party): nothing is reported
    /// about it, and its imports count for nothing.
    public var hasSources: Bool

    public init(
        name: String, importNames: Set<String>, manifest: String, dependencies: [Edge] = [], imports: [SourceImport] = [],
        hasSources: Bool
    ) {
        self.name = name
        self.importNames = importNames
        self.manifest = manifest
        self.dependencies = dependencies
        self.imports = imports
        self.hasSources = hasSources
    }
}
