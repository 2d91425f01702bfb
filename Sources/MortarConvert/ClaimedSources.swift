/// The source files of one folder that a spec already compiles, and its targets: SwiftPM
/// compiles a file in one target only, so the first spec to select a file keeps it and every
/// later spec selecting it depends on that spec's targets instead. Shared by the specs of one
/// podspec (root, subspecs, test specs) and by the podspecs of modules in one folder
/// (`RxSwift.podspec` and `RxBlocking.podspec` both select `Platform/**`), or in checkouts of
/// one commit (TOCropViewController's two podspecs as two git modules).
public struct ClaimedSources: Sendable {
    /// A spec that compiles files, its targets, and the module whose podspec it is.
    struct Owner: Sendable {
        var spec: String
        var targets: [String]
        var module: String
    }

    /// Path relative to the folder → the spec compiling it.
    var owners: [String: Owner] = [:]

    /// Whether the modules claiming these files are checkouts of one commit, each with its own
    /// copy of the same files: a file another module compiles already is then one file
    /// compiled once, which a note says, where specs of one folder overlapping get a warning.
    public var checkoutsOfOneCommit: Bool

    public init(checkoutsOfOneCommit: Bool = false) {
        self.checkoutsOfOneCommit = checkoutsOfOneCommit
    }

    /// Every path some spec compiles.
    public var paths: Set<String> { Set(owners.keys) }

    subscript(path: String) -> Owner? {
        get { owners[path] }
        set { owners[path] = newValue }
    }
}
