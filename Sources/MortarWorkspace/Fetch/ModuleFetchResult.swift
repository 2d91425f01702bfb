import MortarCore

/// One module's line in the fetch report, made by `FetchEngine` (through the memberwise
/// initializer: nothing outside the fetch makes one).
public struct ModuleFetchResult: Hashable, Sendable {
    public var name: String
    /// The source URL as the manifest wrote it (nil for `path` modules).
    public var url: String?
    /// The ref the manifest asked for (nil for `path` modules).
    public var ref: GitReference?
    public var outcome: FetchOutcome
    /// When the manifest asked for the remote's default branch (`HEAD`): the branch it is.
    public var defaultBranch: String?
    /// What the reader should know beside the outcome (a repository cache entry rebuilt).
    public var notes: [String] = []

    /// The line printed for it: `Core: cloned branch 'develop' at 1a2b3c4`,
    /// `Journey: skipped: dirty`, `Bybus: failed: …`.
    public var line: String {
        let short = FetchPlanner.short
        let at = defaultBranch.map { "branch '\($0)' (the remote's default) " } ?? ref.map { "\($0) " } ?? ""
        switch outcome {
        case let .cloned(commit): return "\(name): cloned \(at)at \(short(commit))"
        case let .updated(from, to): return "\(name): updated \(at)\(short(from))..\(short(to))"
        case let .unchanged(commit): return "\(name): unchanged \(at)at \(short(commit))"
        case let .skipped(reason): return "\(name): skipped: \(reason)"
        case let .failed(failure): return "\(name): failed: \(failure.reason)"
        case let .local(path): return "\(name): local path '\(path)', not touched"
        }
    }
}
