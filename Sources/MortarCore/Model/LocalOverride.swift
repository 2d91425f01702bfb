/// One module's source for this machine only, from `mortar.local.json` beside the integrator
/// manifest (git-ignored): a folder (`path`, relative to the manifest's folder) or another ref
/// of the same repository (`branch`, `tag` or `commit`).
public struct LocalOverride: Hashable, Sendable {
    public enum Change: Hashable, Sendable {
        case path(String)
        case ref(GitReference)
    }

    public var module: String
    public var change: Change
    /// Where the override's value (the path or ref) is in `mortar.local.json`.
    public var location: SourceLocation

    public init(module: String, change: Change, location: SourceLocation) {
        self.module = module
        self.change = change
        self.location = location
    }

    /// `path '../Journey'`, `branch 'feature/x'`: for the note every command prints.
    public var summary: String {
        switch change {
        case let .path(path): return "path '\(path)'"
        case let .ref(ref): return "\(ref.kind) '\(ref.value)'"
        }
    }

    /// The manifest with each override applied to its module, whose problems with its source
    /// then point at the override (`Module.sourceSite`); `overridden` lists the modules changed. An override of a module the manifest does not have, or a ref for a `path`
    /// module, changes nothing (`LocalOverridesReader` refuses both).
    public static func apply(_ overrides: [LocalOverride], to manifest: IntegratorManifest) -> IntegratorManifest {
        var result = manifest
        for override in overrides {
            guard let index = result.modules.firstIndex(where: { $0.name == override.module }) else { continue }
            switch (override.change, result.modules[index].source) {
            case let (.path(path), _):
                result.modules[index].source = .path(path)
            case let (.ref(ref), .git(url, _)):
                result.modules[index].source = .git(url: url, ref: ref)
            case (.ref, .path):
                continue
            }
            result.modules[index].sourceLocation = override.location
            if !result.overridden.contains(override.module) { result.overridden.append(override.module) }
        }
        return result
    }
}
