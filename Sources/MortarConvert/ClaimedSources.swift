/// The source files of one folder that a spec already compiles, and its targets: SwiftPM
/// compiles a file in one target only, so the first spec to select a file keeps it and every
/// later spec selecting it depends on that spec's targets instead. Shared by the specs of one
/// podspec (root, subspecs, test specs) and by the podspecs of modules in one folder
/// (`RxSwift.podspec` and `RxBlocking.podspec` both select `Platform/**`).
public struct ClaimedSources: Sendable {
    /// A spec that compiles files, and its targets.
    struct Owner: Sendable {
        var spec: String
        var targets: [String]
    }

    /// Path relative to the folder → the spec compiling it.
    var owners: [String: Owner] = [:]

    public init() {}

    /// Every path some spec compiles.
    public var paths: Set<String> { Set(owners.keys) }

    subscript(path: String) -> Owner? {
        get { owners[path] }
        set { owners[path] = newValue }
    }
}
