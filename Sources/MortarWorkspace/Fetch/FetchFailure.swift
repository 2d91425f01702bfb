import MortarCore

/// Why one module could not be brought into place, as a message that names the module.
public enum FetchFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The manifest entry was refused before any process started.
    case unsafeInput(module: String, GitInputError)
    /// The branch is not on the remote; `suggestion` is the nearest branch name.
    case branchNotFound(module: String, branch: String, url: String, suggestion: String?)
    /// The tag is not on the remote; `suggestion` is the nearest tag name.
    case tagNotFound(module: String, tag: String, url: String, suggestion: String?)
    /// No such commit in the repository.
    case commitNotFound(module: String, commit: String, url: String)
    /// Local tags that differ from the remote's tags of the same names: fetch never moves them.
    case localTagsDiffer(module: String, tags: [String])
    /// A short commit pin that more than one commit of the repository starts with.
    case ambiguousCommit(module: String, commit: String, candidates: [String])
    /// The repository could not be read at all (`detail`: git's own last line).
    case repositoryUnreachable(module: String, url: String, detail: String)
    /// The manifest asks for the remote's default branch (a Podfile `:git` pod with no ref), and
    /// the remote names none.
    case defaultBranchUnknown(module: String, url: String)
    /// `--offline` and there is no checkout yet.
    case offlineMissing(module: String)
    /// `--offline` and the ref or commit is not in the local checkout.
    case offlineRefMissing(module: String, ref: GitReference)
    /// `--offline`, and the repository cache (`cache`: its folder) has no entry for the
    /// module's URL, or one without the ref.
    case offlineNotCached(module: String, ref: GitReference, cache: String)
    /// `--offline`, and the module's repository cache entry is damaged (it cannot be cloned
    /// again without the network).
    case repositoryCacheDamaged(module: String, entry: String, damage: String)
    /// The module's repository cache entry could not be used (its lock).
    case repositoryCacheUnusable(module: String, reason: String)
    /// git could not check out the module's folder (`folder`, relative to the manifest) from
    /// its repository cache entry (`entry`, absolute): `git read-tree` failed or ran past its
    /// time limit.
    case cacheCheckoutFailed(module: String, folder: String, entry: String, GitError)
    /// Any other git failure.
    case git(module: String, GitError)
    /// A file operation in the checkouts folder failed.
    case fileSystem(module: String, FileSystemError)
    /// Mortar was stopped by a signal (Ctrl-C) while git worked on the module: whatever git
    /// reported then is about the stop, not the repository.
    case interrupted(module: String)

    /// The module the failure is about.
    public var module: String {
        switch self {
        case let .unsafeInput(module, _), let .branchNotFound(module, _, _, _), let .tagNotFound(module, _, _, _),
            let .commitNotFound(module, _, _), let .ambiguousCommit(module, _, _), let .localTagsDiffer(module, _), let .repositoryUnreachable(module, _, _), let .defaultBranchUnknown(module, _), let .offlineMissing(module),
            let .offlineRefMissing(module, _), let .offlineNotCached(module, _, _), let .repositoryCacheDamaged(module, _, _),
            let .repositoryCacheUnusable(module, _), let .cacheCheckoutFailed(module, _, _, _), let .git(module, _), let .fileSystem(module, _), let .interrupted(module):
            return module
        }
    }

    /// The message without the module's name.
    public var reason: String {
        switch self {
        // What the URL check, git and the file system say already names the problem and the fix.
        case let .unsafeInput(_, error as any Error), let .git(_, error as any Error), let .fileSystem(_, error as any Error):
            return "\(error)"
        case let .branchNotFound(_, branch, url, suggestion):
            return "branch '\(branch)' not found in \(URLCredentials.hidden(url))" + FetchFailure.hint(suggestion, otherwise: "check 'branch' in the manifest")
        case let .tagNotFound(_, tag, url, suggestion):
            return "tag '\(tag)' not found in \(URLCredentials.hidden(url))" + FetchFailure.hint(suggestion, otherwise: "check 'tag' in the manifest")
        case let .commitNotFound(_, commit, url):
            return "commit '\(commit)' not found in \(URLCredentials.hidden(url)); check 'commit' in the manifest"
        case let .localTagsDiffer(_, tags):
            let names = tags.map { "'\($0)'" }.joined(separator: ", ")
            return "local tag \(names) differs from the remote's tag of the same name, and mortar never moves a tag it did not create; if the remote's is right, delete the local one (git tag -d \(tags.joined(separator: " "))) and fetch again"
        case let .ambiguousCommit(_, commit, candidates):
            return "commit '\(commit)' is ambiguous: \(candidates.count) commits start with it (\(candidates.map { String($0.prefix(12)) }.joined(separator: ", "))); give more digits of the commit in the manifest"
        case let .repositoryUnreachable(_, url, detail):
            let why = detail.isEmpty ? "" : " (\(detail))"
            return "repository \(URLCredentials.hidden(url)) could not be read\(why); check the 'git' URL and your access to it"
        case let .defaultBranchUnknown(_, url):
            return "no ref is given, and \(URLCredentials.hidden(url)) names no default branch (its HEAD is no branch, or it is empty); give the pod a :branch, :tag or :commit"
        case .offlineMissing:
            return "not cloned yet and --offline forbids the network; run 'mortar fetch' without --offline"
        case let .offlineRefMissing(_, ref):
            return "\(ref) is not in the local checkout and --offline forbids fetching it; run 'mortar fetch' without --offline"
        case let .offlineNotCached(_, ref, cache):
            return "\(ref) is not in the repository cache \(cache) and --offline forbids fetching it; run 'mortar fetch' once without --offline"
        case let .repositoryCacheDamaged(_, entry, damage):
            return "the repository cache entry \(entry) \(damage), and --offline forbids cloning it again; run 'mortar fetch' without --offline"
        case let .cacheCheckoutFailed(_, folder, entry, error):
            let head = "git could not check out \(folder) from the repository cache entry \(entry): \(error)"
            // A time limit's message says what to do already; a clean cache would not help.
            if case .timedOut = error.reason { return head }
            return head + "; if the entry is at fault, remove the cache with 'mortar clean --repository-cache' (or fetch with --no-repository-cache) and fetch again"
        case let .repositoryCacheUnusable(_, reason):
            return "the repository cache could not be used: \(reason); run again, or pass --no-repository-cache"
        case .interrupted:
            return "interrupted: mortar was stopped by a signal before this module was in place; run 'mortar fetch' again"
        }
    }

    /// The failed git command, for a failure that is git's.
    var gitError: GitError? {
        switch self {
        case let .git(_, error), let .cacheCheckoutFailed(_, _, _, error): return error
        default: return nil
        }
    }

    /// True when a git command ran past its time limit.
    var timedOut: Bool {
        if case .timedOut = gitError?.reason { return true }
        return false
    }

    /// `Journey: branch 'develp' not found in https://…; did you mean 'develop'?`
    public var description: String { "\(module): \(reason)" }

    private static func hint(_ suggestion: String?, otherwise: String) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? "; \(otherwise)"
    }
}
