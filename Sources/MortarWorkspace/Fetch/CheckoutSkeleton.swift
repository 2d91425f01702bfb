import Foundation

/// What `git clone` writes into a new repository in one run's checkouts folder that depends on
/// the machine and the user: the `[core]` section `git init` writes, and the lines the user's
/// configuration adds to a branch's section. Asked of git once per run (`git init --template=`
/// into a temporary folder there, and `git config --get-regexp` in it, then removed) and shared
/// by the worker threads under a lock. git probes the file system for the `[core]` section
/// (`filemode`, `symlinks`, `ignorecase`, `precomposeunicode`), so the answer is git's own and
/// holds for every checkout made beside it. `FetchEngine.checkOutFromEntry` writes it into
/// each checkout it makes from a cache entry.
final class CheckoutSkeleton: @unchecked Sendable {
    /// What git answered: the new repository's `.git/config`, and what `git config
    /// --get-regexp` printed for `settingsPattern` there (empty when nothing is set).
    struct Probe: Sendable {
        var config: String
        var settings: String
    }

    /// What a checkout written from an entry gets.
    struct Answer: Hashable, Sendable {
        /// The `[core]` section, as git wrote it.
        var core: String
        /// Lines `git clone` adds to the `[branch "NAME"]` section after `merge`
        /// (`\trebase = true\n` under `branch.autoSetupRebase` `always` or `remote`), or empty.
        var branchLines: String
    }

    private let lock = NSLock()
    private var asked = false
    private var answer: Answer?

    /// The keys git writes into `[core]` of a new non-bare repository whose meaning this code
    /// knows; a section with any other (a `sharedRepository`, an extension, another format)
    /// is not used, and checkouts are cloned by git.
    static let knownKeys: Set<String> = ["repositoryformatversion", "filemode", "bare", "logallrefupdates", "symlinks", "ignorecase", "precomposeunicode"]

    /// The configuration keys (besides `[core]` and the template folder) that change what `git
    /// clone` writes into `.git/config` (git 2.39, builtin/clone.c and branch.c): the remote's
    /// name, and `rebase = true` in the branch's section.
    static let settingsPattern = "^(branch\\.autosetuprebase|clone\\.defaultremotename)$"

    /// The answer, made by `probe` on the first call (from any thread; the others wait);
    /// nil when git could not say or said something this code does not know.
    func answer(_ probe: () -> Probe?) -> Answer? {
        lock.withLock {
            if !asked {
                asked = true
                answer = probe().flatMap { probe in
                    guard let core = Self.acceptedCore(probe.config), let lines = Self.branchLines(probe.settings) else { return nil }
                    return Answer(core: core, branchLines: lines)
                }
            }
            return answer
        }
    }

    /// What `git clone` adds to a branch's section under `settings` (`git config
    /// --get-regexp` lines `KEY VALUE` for `settingsPattern`, the last value winning, as in
    /// git): `rebase = true` for `branch.autoSetupRebase` `always` or `remote` (branch.c,
    /// `should_setup_rebase`), nothing for `never` or `local`. Nil for any other value (git
    /// refuses it) and for a remote name other than `origin`: then git clones.
    static func branchLines(_ settings: String) -> String? {
        // A key without a value (an implicit `true`) is kept as "", which git refuses for both.
        var values: [String: String] = [:]
        for line in settings.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            let key = String(parts[0])
            guard key == "branch.autosetuprebase" || key == "clone.defaultremotename" else { return nil }
            values[key] = parts.count == 2 ? String(parts[1]) : ""
        }
        if let remote = values["clone.defaultremotename"], remote != "origin" { return nil }
        switch values["branch.autosetuprebase"] {
        case nil, "never", "local": return ""
        case "always", "remote": return "\trebase = true\n"
        default: return nil
        }
    }

    /// `config` (a new repository's `.git/config`) when it is exactly one `[core]` section of
    /// `knownKeys`, format 0 and not bare; else nil.
    static func acceptedCore(_ config: String) -> String? {
        let lines = config.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == "[core]", config.hasSuffix("\n") else { return nil }
        var values: [String: String] = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            guard line.hasPrefix("\t"), let equals = line.firstIndex(of: "=") else { return nil }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard knownKeys.contains(key), values[key] == nil, value == "true" || value == "false" || value == "0" else { return nil }
            values[key] = value
        }
        guard values["repositoryformatversion"] == "0", values["bare"] == "false" else { return nil }
        return config
    }
}
