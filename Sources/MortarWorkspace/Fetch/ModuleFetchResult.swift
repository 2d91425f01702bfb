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
    /// The module's folder relative to the manifest's folder (`Modules/Core`), for a line that
    /// must name it (a folder there that is not a git checkout); nil when none does.
    public var folder: String?

    /// The line printed for it: `Core: cloned branch 'develop' at 1a2b3c4`,
    /// `Journey: skipped: dirty`, `Bybus: failed: …`; a folder that is not a git checkout is named,
    /// with the fix.
    public var line: String {
        let short = FetchPlanner.short
        let at = defaultBranch.map { "branch '\($0)' (the remote's default) " } ?? ref.map { "\($0) " } ?? ""
        switch outcome {
        case let .cloned(commit): return "\(name): cloned \(at)at \(short(commit))"
        case let .updated(from, to): return "\(name): updated \(at)\(short(from))..\(short(to))"
        case let .unchanged(commit): return "\(name): unchanged \(at)at \(short(commit))"
        case .skipped(.notARepository) where folder != nil:
            let folder = folder ?? ""
            return "\(name): skipped: '\(folder)' is there and is not a git checkout; move it aside to have \(name) cloned there, or point \(name) at it with a path entry (\"path\": \"\(folder)\") instead of its git source"
        case let .skipped(reason): return "\(name): skipped: \(reason)"
        case let .failed(failure): return "\(name): failed: \(failure.reason)"
        case let .local(path): return "\(name): local path '\(path)', not touched"
        }
    }
}
