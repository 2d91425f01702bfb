import MortarCore

/// git, run through a `ProcessRunning` with an argv array: never prompts, never runs transport
/// helpers, gives up on stalled transfers, and puts `--` before every URL and path. Every URL
/// and ref handed to a method passes `GitInputValidator` first: a refused one throws
/// `GitError` with reason `.refused` and starts no process. The one way Mortar runs git.
public struct Git: Sendable {
    /// The environment every git command gets: no prompts, batch-mode ssh, untranslated messages.
    public static let environment: [String: String] = [
        "GIT_TERMINAL_PROMPT": "0",
        "GIT_SSH_COMMAND": "ssh -oBatchMode=yes",
        "GIT_ASKPASS": "true",
        "SSH_ASKPASS": "true",
        "LC_ALL": "C",
        // `git status` must not refresh the index of a checkout fetch only looks at.
        "GIT_OPTIONAL_LOCKS": "0",
    ]

    /// Variables that point git at a repository, index or object store other than the one a
    /// command names by its folder. git sets them for the hooks it runs (`GIT_DIR`,
    /// `GIT_INDEX_FILE`, …), so Mortar run from a hook would otherwise fetch into, or read a
    /// tree over the index of, the user's own repository. Every git command starts without them.
    public static let repositoryVariables: [String] = [
        "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES",
        "GIT_COMMON_DIR", "GIT_NAMESPACE", "GIT_PREFIX", "GIT_QUARANTINE_PATH",
    ]

    /// Options before every subcommand: no `ext::`/`fd::` transports, no hooks and no
    /// fsmonitor program (a repository's own config or `hooks` folder — a checkout's, a
    /// cache's — can name programs, and Mortar runs git there without asking anyone), a
    /// low-speed limit for http. `core.sshCommand` needs no option: `GIT_SSH_COMMAND` wins;
    /// `remote.origin.uploadpack` cannot be overridden by `-c` (the first value wins), so
    /// every fetch from `origin` names `stockUploadPack`.
    public static let safetyOptions: [String] = [
        "-c", "protocol.ext.allow=never",
        "-c", "protocol.fd.allow=never",
        "-c", "core.hooksPath=/dev/null",
        "-c", "core.fsmonitor=false",
        "-c", "http.lowSpeedLimit=1000",
        "-c", "http.lowSpeedTime=60",
    ]

    /// For a fetch from a remote by name: git's own upload-pack, whatever the repository's
    /// `remote.origin.uploadpack` names (a program run for local and ssh remotes).
    static let stockUploadPack = "--upload-pack=git-upload-pack"

    public var runner: ProcessRunning
    /// The git program (`git` on PATH by default).
    public var executable: String
    /// Limit for commands that may use the network (clone, fetch, ls-remote), in seconds.
    public var networkTimeout: Double
    /// Limit for commands that only read or change the local repository, in seconds.
    public var localTimeout: Double

    public init(runner: ProcessRunning = ProcessRunner(), executable: String = "git", networkTimeout: Double = 900, localTimeout: Double = 120) {
        self.runner = runner
        self.executable = executable
        self.networkTimeout = networkTimeout
        self.localTimeout = localTimeout
    }

    /// Runs `git <safety options> arguments` in `directory` and returns standard output with
    /// surrounding whitespace trimmed (as is when `trimming` is false: a file's text); `input`,
    /// when given, is written to its standard input (lists too long for an argv).
    @discardableResult
    public func run(_ arguments: [String], in directory: String? = nil, network: Bool = false, trimming: Bool = true, input: [UInt8]? = nil) throws(GitError) -> String {
        let args = Git.safetyOptions + arguments
        let argv = [executable] + args
        let request = ProcessRequest(
            executable, args, workingDirectory: directory, environment: Git.environment,
            timeout: network ? networkTimeout : localTimeout, input: input, unsetting: Git.repositoryVariables)
        let result: ProcessResult
        do {
            result = try runner.run(request)
        } catch {
            switch error {
            case let .timedOut(_, seconds): throw GitError(argv: argv, reason: .timedOut(seconds, network: network))
            case let .launchFailed(_, reason): throw GitError(argv: argv, reason: .launchFailed(reason))
            case let .failed(_, status, stderr): throw GitError(argv: argv, reason: .exitStatus(status), stderr: Git.trimmed(stderr))
            }
        }
        guard result.status == 0 else {
            throw GitError(argv: argv, reason: .exitStatus(result.status), stderr: Git.trimmed(result.stderrText))
        }
        return trimming ? Git.trimmed(result.stdoutText) : result.stdoutText
    }

    // MARK: - Network

    /// Clones `url` into `directory` (which must not exist), at `branch` (a branch or tag) when
    /// given, shallow when `depth` is given, without a checkout when `noCheckout`, and without
    /// copying a template folder when `templates` is false (see `usesStockTemplates`).
    public func clone(
        _ url: String, into directory: String, branch: String? = nil, depth: Int? = nil, noCheckout: Bool = false, templates: Bool = true
    ) throws(GitError) {
        try Git.check(url: url)
        if let branch { try Git.check(.branch(branch)) }
        var args = ["clone", "--quiet"]
        if !templates { args.append("--template=") }
        if let branch { args += ["--branch", branch] }
        if let depth { args += ["--depth", String(depth)] }
        if noCheckout { args.append("--no-checkout") }
        args += ["--", url, directory]
        try run(args, network: true)
    }

    /// Makes `url` the `origin` of the repository in `directory` (a clone from a cache entry).
    public func setOrigin(_ url: String, in directory: String) throws(GitError) {
        try Git.check(url: url)
        try run(["config", "remote.origin.url", url], in: directory)
    }

    /// Fetches branches (and, with `tags`, every tag) from `origin`. A local tag is never
    /// moved: a remote tag of the same name pointing elsewhere makes git refuse
    /// (`would clobber existing tag`, which `clobberedTags` reads from the error).
    public func fetch(in directory: String, tags: Bool = true) throws(GitError) {
        // No automatic gc/maintenance: fetch must not start work of its own in a checkout.
        // Not quiet with tags: a refused tag is only named in the output git prints.
        var args = ["fetch", "--no-auto-gc", Git.stockUploadPack]
        args += tags ? ["--tags"] : ["--quiet"]
        args.append("origin")
        try run(args, in: directory, network: true)
    }

    /// The tags a failed `fetch` refused to move (`! [rejected] 1.0.0 -> 1.0.0 (would clobber
    /// existing tag)`), sorted.
    public static func clobberedTags(_ error: GitError) -> [String] {
        error.stderr.split(whereSeparator: \.isNewline).compactMap { line -> String? in
            guard line.contains("(would clobber existing tag)") else { return nil }
            let words = line.split(separator: " ").filter { !$0.isEmpty }
            guard let arrow = words.firstIndex(of: "->"), arrow + 1 < words.count else { return nil }
            return String(words[arrow + 1])
        }.sorted()
    }

    /// Fetches one commit by id from `origin` (servers may refuse ids they do not advertise).
    public func fetchCommit(_ commit: String, in directory: String) throws(GitError) {
        try Git.check(.commit(commit))
        try run(["fetch", "--quiet", Git.stockUploadPack, "origin", commit], in: directory, network: true)
    }

    /// The commit `url`'s branch `name` points at, or nil when it has no such branch.
    public func remoteBranchTip(_ url: String, branch name: String) throws(GitError) -> String? {
        try Git.check(url: url)
        try Git.check(.branch(name))
        let ref = "refs/heads/" + name
        let output = try run(["ls-remote", "--heads", "--", url, ref], network: true)
        for line in output.split(whereSeparator: \.isNewline) {
            let fields = line.split(separator: "\t", maxSplits: 1)
            if fields.count == 2, fields[1] == ref { return String(fields[0]) }
        }
        return nil
    }

    /// The branch `url`'s `HEAD` names: its default branch (`git ls-remote --symref -- URL
    /// HEAD`), or nil when it names none (an empty repository, a server hiding symbolic refs).
    public func remoteDefaultBranch(_ url: String) throws(GitError) -> String? {
        let output = try run(["ls-remote", "--symref", "--", url, "HEAD"], network: true)
        return Git.symbolicHead(output)
    }

    /// The branch in `ref: refs/heads/NAME<TAB>HEAD`, the line `ls-remote --symref` prints first.
    static func symbolicHead(_ output: String) -> String? {
        let prefix = "ref: refs/heads/", suffix = "\tHEAD"
        for line in output.split(whereSeparator: \.isNewline) where line.hasPrefix(prefix) && line.hasSuffix(suffix) {
            let name = line.dropFirst(prefix.count).dropLast(suffix.count)
            if !name.isEmpty { return String(name) }
        }
        return nil
    }

    /// The branch and tag names `url` advertises.
    public func remoteRefs(_ url: String) throws(GitError) -> (branches: [String], tags: [String]) {
        try Git.check(url: url)
        let output = try run(["ls-remote", "--heads", "--tags", "--", url], network: true)
        var branches: [String] = [], tags: [String] = []
        for line in output.split(whereSeparator: \.isNewline) {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            let ref = line[line.index(after: tab)...]
            if ref.hasPrefix("refs/heads/") {
                branches.append(String(ref.dropFirst("refs/heads/".count)))
            } else if ref.hasPrefix("refs/tags/"), !ref.hasSuffix("^{}") {
                tags.append(String(ref.dropFirst("refs/tags/".count)))
            }
        }
        return (branches.sorted(), tags.sorted())
    }

    // MARK: - Local reads (never change the working tree or the index)

    /// True when a clone would copy only git's stock template folder: neither
    /// `GIT_TEMPLATE_DIR` (in `environment`, what git will inherit) nor `init.templateDir` (in
    /// any git configuration seen from `directory`) is set. Stock templates hold inert
    /// `*.sample` hooks, a gitweb description and a comment-only `info/exclude`, so a clone
    /// may skip them (`templates: false`) and write about 16 files fewer; a configured
    /// folder (a Gerrit `commit-msg` hook, say) is always copied. When git cannot answer, the
    /// answer is false: copying is the safe default.
    public func usesStockTemplates(in directory: String, environment: [String: String]) -> Bool {
        if environment["GIT_TEMPLATE_DIR"] != nil { return false }
        do {
            try run(["config", "--get", "init.templateDir"], in: directory)
            return false
        } catch {
            // `git config --get` exits with 1 exactly when the key is not set.
            if case .exitStatus(1) = error.reason { return true }
            return false
        }
    }

    /// `git config --get`, or nil when unset.
    public func config(_ key: String, in directory: String) -> String? {
        guard let value = try? run(["config", "--get", key], in: directory), !value.isEmpty else { return nil }
        return value
    }

    /// `HEAD`'s commit and branch, and whether anything is uncommitted, in one
    /// `git status --porcelain=v2 --branch` (ignored files do not count; `--no-optional-locks`
    /// so not even the index's stat cache is rewritten).
    public func status(_ directory: String) throws(GitError) -> GitStatus {
        let output = try run(["--no-optional-locks", "status", "--porcelain=v2", "--branch", "--untracked-files=all"], in: directory)
        var status = GitStatus()
        for line in output.split(whereSeparator: \.isNewline) {
            if line.hasPrefix("# branch.oid ") {
                let oid = String(line.dropFirst("# branch.oid ".count))
                status.headCommit = oid == "(initial)" ? nil : oid
            } else if line.hasPrefix("# branch.head ") {
                let head = String(line.dropFirst("# branch.head ".count))
                status.branch = head == "(detached)" ? nil : head
            } else if !line.hasPrefix("#") {
                status.isDirty = true
            }
        }
        return status
    }

    /// The full commit id `revision` names, or nil when it names none here.
    public func commit(_ revision: String, in directory: String) -> String? {
        guard let id = try? run(["rev-parse", "--quiet", "--verify", "--end-of-options", revision + "^{commit}"], in: directory), !id.isEmpty else {
            return nil
        }
        return id
    }

    /// Commits only on `local` (ahead) and only on `upstream` (behind).
    public func aheadBehind(_ directory: String, local: String = "HEAD", upstream: String) throws(GitError) -> (ahead: Int, behind: Int) {
        let output = try run(["rev-list", "--left-right", "--count", "\(local)...\(upstream)", "--"], in: directory)
        let numbers = output.split(whereSeparator: { $0 == "\t" || $0 == " " }).compactMap { Int($0) }
        guard numbers.count == 2 else { return (0, 0) }
        return (numbers[0], numbers[1])
    }

    /// The remote's default branch as the clone in `directory` recorded it (`origin/HEAD`), or nil.
    public func recordedDefaultBranch(in directory: String) -> String? {
        guard let ref = try? run(["symbolic-ref", "--quiet", "refs/remotes/origin/HEAD"], in: directory),
              ref.hasPrefix("refs/remotes/origin/") else { return nil }
        let name = String(ref.dropFirst("refs/remotes/origin/".count))
        return name.isEmpty ? nil : name
    }

    /// True when a remote-tracking branch or a tag contains `HEAD`.
    public func headIsOnRemote(_ directory: String) -> Bool {
        let output = (try? run(["for-each-ref", "--count=1", "--contains", "HEAD", "--format=%(refname)", "refs/remotes/", "refs/tags/"], in: directory)) ?? ""
        return !output.isEmpty
    }

    /// Branch names under `refs/remotes/origin/` and tag names, as fetched last.
    public func localRemoteRefs(_ directory: String) -> (branches: [String], tags: [String]) {
        let branches = ((try? run(["for-each-ref", "--format=%(refname:lstrip=3)", "refs/remotes/origin/"], in: directory)) ?? "")
            .split(whereSeparator: \.isNewline).map(String.init).filter { $0 != "HEAD" }
        let tags = ((try? run(["for-each-ref", "--format=%(refname:lstrip=2)", "refs/tags/"], in: directory)) ?? "")
            .split(whereSeparator: \.isNewline).map(String.init)
        return (branches.sorted(), tags.sorted())
    }

    /// True when a local branch `name` exists.
    public func hasLocalBranch(_ name: String, in directory: String) -> Bool {
        commit("refs/heads/" + name, in: directory) != nil
    }

    // MARK: - Local changes (only ever forward, never destructive)

    /// Checks out `commit` with a detached `HEAD`.
    public func checkoutDetached(_ commit: String, in directory: String) throws(GitError) {
        try run(["checkout", "--quiet", "--detach", commit, "--"], in: directory)
    }

    /// Puts a fresh clone that `git clone --branch NAME` left on the branch `NAME` at the tag
    /// `NAME` instead: git takes the branch when the repository has both (builtin/clone.c,
    /// `find_remote_branch`: `refs/heads/NAME`, then `refs/tags/NAME`). The tag's commit is
    /// checked out detached and the local branch deleted with its `[branch]` section, which
    /// leaves the repository a clone of the tag alone is. A shallow clone (`depth`) took the
    /// branch alone, so the tag is fetched first, as shallow.
    public func detachAtTag(_ name: String, depth: Int? = nil, in directory: String) throws(GitError) {
        try Git.check(.tag(name))
        if let depth {
            try run(["fetch", "--quiet", "--no-tags", "--depth", String(depth), Git.stockUploadPack, "origin", "+refs/tags/\(name):refs/tags/\(name)"], in: directory, network: true)
        }
        try run(["checkout", "--quiet", "--detach", "refs/tags/\(name)^{commit}", "--"], in: directory)
        try run(["branch", "--quiet", "-D", "--", name], in: directory)
    }

    /// Switches to local branch `name`, creating it to track `origin/name` when absent.
    public func switchBranch(_ name: String, create: Bool, in directory: String) throws(GitError) {
        if create {
            try run(["checkout", "--quiet", "-b", name, "--track", "origin/" + name, "--"], in: directory)
        } else {
            try run(["checkout", "--quiet", name, "--"], in: directory)
        }
    }

    /// `git update-index -q --refresh`: re-reads the stat data of every tracked file into the
    /// index (rewriting only `.git/index`, never a working file), so later `status` runs need
    /// not re-read files git thought possibly changed. Fails when the index is locked.
    public func refreshIndex(in directory: String) throws(GitError) {
        try run(["update-index", "-q", "--refresh"], in: directory)
    }

    /// Moves the current branch forward to `revision`; refuses anything but a fast-forward.
    public func fastForward(to revision: String, in directory: String) throws(GitError) {
        try run(["merge", "--quiet", "--ff-only", revision], in: directory)
    }

    // MARK: - Input validation

    /// Refuses `url` unless `GitInputValidator` accepts it (no process is started).
    static func check(url: String) throws(GitError) {
        do throws(GitInputError) {
            _ = try GitInputValidator.url(url)
        } catch {
            throw GitError(argv: [], reason: .refused(error))
        }
    }

    /// Refuses `reference` unless `GitInputValidator` accepts it (no process is started).
    static func check(_ reference: GitReference) throws(GitError) {
        do throws(GitInputError) {
            try GitInputValidator.ref(reference)
        } catch {
            throw GitError(argv: [], reason: .refused(error))
        }
    }

    static func trimmed(_ text: String) -> String { text.trimmingWhitespace() }
}
