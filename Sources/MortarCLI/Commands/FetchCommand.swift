import MortarCore
import MortarFormats
import MortarWorkspace

/// `mortar fetch`: clones and updates every git module into the checkouts folder, in
/// parallel, never touching local work, and writes `mortar.lock`.
struct FetchCommand: Command {
    static let name = "fetch"
    static let summary = "Clone and update the module repositories at their branches, tags or commits"
    static let positionals: String? = nil
    static let options: [OptionSpec] = [ManifestSession.manifestOption] + fetchOptions + [
        OptionSpec("--format", value: "FORMAT", help: "text (default) or json"),
    ]

    /// The options `fetch` shares with `bootstrap`.
    static let fetchOptions: [OptionSpec] = [
        OptionSpec("--jobs", value: "N", help: "Fetch N modules at once (default 8)"),
        OptionSpec("--depth", value: "N", help: "Shallow clones of N commits (later fetches bring only new commits)"),
        OptionSpec("--only", value: "NAME,...", help: "Fetch only these modules"),
        OptionSpec("--locked", help: "Check out exactly the commits in the lock file; fail if it no longer matches"),
        OptionSpec("--offline", help: "Never touch the network: use only what is already cloned"),
    ]

    static let help = """
        Clones each git module of the integrator manifest into the checkouts folder (default
        Modules/ beside the manifest) at its branch, tag or commit, and brings existing
        checkouts forward:

          - a missing checkout is cloned into a temporary folder (.NAME.mortar-tmp-PID) and
            renamed into place; a temporary folder left by an interrupted run is removed;
          - a clean checkout on its branch is fetched and fast-forwarded (never merged or
            reset); at a tag or commit it is fetched if needed and checked out detached;
          - a checkout with uncommitted or untracked changes, local commits, another branch
            or another origin is left exactly as it is and reported as skipped;
          - path modules are never touched.

        A clone is one 'git clone' per module. It skips git's stock template folder (inert
        *.sample hooks) unless GIT_TEMPLATE_DIR or init.templateDir names one, which is then
        copied as usual.

        Results are printed in manifest order with a summary. When every module is in place
        the lock file (outputs.lock, default mortar.lock) records each module's URL, ref and
        commit, the pins and the manifest's SHA-256; with --only, only the fetched modules'
        entries of an existing lock change (and only while the rest still matches the
        manifest); --locked checks the locked commits out instead. The lock is never written
        over a file Mortar reads or did not write (a lock starts with "manifestDigest"), into
        git's own files or a checkout, or out of the project folder: exit 2 before anything
        is fetched.

        Git never prompts, runs with a timeout, and gets '--' before every URL and path;
        ext::, fd:: and URLs starting with '-' are refused.

        EXIT STATUS: 0 every module in place, 1 any module skipped or failed (or the lock no
        longer matches the manifest under --locked), 2 unusable input (unreadable manifest,
        unsafe URL, ref or name, bad option).
        """

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option({ try arguments.choice("--format", default: TextOrJSON.text) == .json }) else { return .usage }
        guard let session = ManifestSession.open(arguments, context), let manifest = session.integrator(context) else { return .usage }
        guard let lock = session.lockCheckouts(manifest, command: "fetch", context) else { return .failure }
        defer { lock.release() }
        return fetch(manifest, session: session, arguments, context, json: json)
    }

    /// The lock file when its path (`outputs.lock`) names an input, lands out of place
    /// (`OutputPlacement`) or holds a file Mortar did not write, located; nil otherwise.
    static func refusedLock(_ manifest: IntegratorManifest, session: ManifestSession, _ context: CommandContext) -> ManifestError? {
        let shown = PathText.join(PathText.directory(of: session.manifestPath), manifest.outputs.lock)
        let manifestName = PathText.lastComponent(of: session.manifestPath)
        var output = PlannedOutput(
            path: session.loader.absolute(shown), shown: shown, origin: "outputs.lock", location: manifest.outputs.locations["lock"],
            help: Generate.outputsHelp("lock", integrator: manifest, manifestName: manifestName, option: ""))
        output.forceHint = nil
        output.mark = "\(LockFile.mark) member"
        let inputs = session.loader.inputFiles(manifestPath: session.manifestPath, integrator: manifest, includingLock: false)
        let placement = OutputPlacement(integrator: manifest, manifestPath: session.loader.absolute(session.manifestPath))
        return OutputGuard.refusals([output], inputs: inputs, resolve: OutputGuard.resolvingLinks, placement: placement, special: OutputPlacement.specialKind,
                                    mayReplace: GeneratedFileWriter(fileSystem: context.fileSystem).mayReplace, identity: OutputGuard.fileIdentity)
    }

    /// Fetches the modules of a loaded manifest and prints the report; `bootstrap` calls this
    /// before checking. The caller holds the checkouts folder's `WorkspaceLock`.
    static func fetch(_ manifest: IntegratorManifest, session: ManifestSession, _ arguments: ParsedArguments, _ context: CommandContext, json: Bool) -> ExitCode {
        let options: FetchOptions
        do {
            options = try parseOptions(arguments, manifest: manifest)
        } catch {
            context.stderr.write("error: \(error)\n")
            return .usage
        }
        let refused = FetchEngine.refusedInputs(manifest)
        if !refused.isEmpty {
            let diagnostics = refused.map { failure in
                Diagnostic(.invalidManifest, .error, failure.description, at: manifest.module(named: failure.module).map { [$0.location] } ?? [])
            }
            context.stderr.write(DiagnosticRenderer.entries(diagnostics))
            return .usage
        }
        if let refused = refusedLock(manifest, session: session, context) {
            context.stderr.write(DiagnosticRenderer.entries(refused.diagnostics))
            return .usage
        }
        let folder = PathText.directory(of: session.manifestPath)
        let lockPath = PathText.join(folder, manifest.outputs.lock)
        var lockedOptions = options
        let policy = FetchLockPolicy(fileSystem: context.fileSystem, currentDirectory: session.loader.currentDirectory)
        if arguments.flag("--locked") {
            switch policy.lockToFollow(lockPath, manifest: manifest, manifestPath: session.manifestPath) {
            case let .success(lock): lockedOptions.locked = lock
            case let .failure(refusal):
                context.stderr.write("error: \(refusal.message)\n")
                return refusal.isUsageError ? .usage : .failure
            }
        }

        let progress = context.isTerminal && !json ? FetchProgress(output: context.stdout, total: selectedCount(manifest, lockedOptions)) : nil
        let engine = FetchEngine(git: context.git, fileSystem: context.fileSystem, inheritedEnvironment: context.environment)
        let report = engine.fetch(manifest, manifestDirectory: session.loader.absolute(folder), options: lockedOptions) { event in
            progress?.handle(event)
        }
        progress?.clear()

        let lockStatus = policy.writeLock(report, manifest: manifest, manifestPath: session.manifestPath, lockPath: lockPath, options: lockedOptions)
        context.stdout.write(json ? FetchRenderer.json(report, lock: lockStatus) : FetchRenderer.text(report, lock: lockStatus))
        if case .writeFailed = lockStatus { return .failure }
        return report.allInPlace ? .success : .failure
    }

    /// Reads `--jobs`, `--depth`, `--only`, `--offline`.
    static func parseOptions(_ arguments: ParsedArguments, manifest: IntegratorManifest) throws(UsageError) -> FetchOptions {
        let jobs = try arguments.wholeNumber("--jobs", from: 1, to: 10_000) ?? 8
        let depth = try arguments.wholeNumber("--depth", from: 1, to: 10_000)
        var only: Set<String>?
        if let list = arguments.value("--only") {
            let names = list.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
            let known = manifest.modules.map(\.name)
            for name in names where !known.contains(name) {
                let hint = Suggestion.closest(to: name, among: known).map { "'\($0)'" }
                throw UsageError.invalidValue(option: "--only", value: name, expected: hint.map { "a module of the manifest (did you mean \($0)?)" } ?? "a module of the manifest")
            }
            only = Set(names)
        }
        return FetchOptions(jobs: jobs, depth: depth, only: only, offline: arguments.flag("--offline"))
    }


    private static func selectedCount(_ manifest: IntegratorManifest, _ options: FetchOptions) -> Int {
        manifest.modules.filter { options.only?.contains($0.name) ?? true }.count
    }
}
