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
        manifest); --locked checks the locked commits out instead.

        Git never prompts, runs with a timeout, and gets '--' before every URL and path;
        ext::, fd:: and URLs starting with '-' are refused.

        EXIT STATUS: 0 every module in place, 1 any module skipped or failed (or the lock no
        longer matches the manifest under --locked), 2 unusable input (unreadable manifest,
        unsafe URL, ref or name, bad option).
        """

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        let json: Bool
        switch arguments.value("--format") {
        case nil, "text": json = false
        case "json": json = true
        case let other?:
            context.stderr.write("error: \(UsageError.invalidValue(option: "--format", value: other, expected: "text or json"))\n")
            return .usage
        }
        guard let session = ManifestSession(arguments, context), let manifest = session.integrator(context) else { return .usage }
        guard let lock = session.lockCheckouts(manifest, command: "fetch", context) else { return .failure }
        defer { lock.release() }
        return fetch(manifest, session: session, arguments, context, json: json)
    }

    /// The lock file when its path (`outputs.lock`) names an input, located; nil otherwise.
    static func refusedLock(_ manifest: IntegratorManifest, session: ManifestSession, _ context: CommandContext) -> ManifestError? {
        let shown = PathText.join(PathText.directory(of: session.manifestPath), manifest.outputs.lock)
        let manifestName = PathText.lastComponent(of: session.manifestPath)
        let output = PlannedOutput(
            path: session.loader.absolute(shown), shown: shown, origin: "outputs.lock", location: manifest.outputs.locations["lock"],
            help: Generate.outputsHelp("lock", integrator: manifest, manifestName: manifestName, option: ""))
        let inputs = session.loader.inputFiles(manifestPath: session.manifestPath, integrator: manifest, includingLock: false)
        let placement = OutputPlacement(integrator: manifest, manifestPath: session.loader.absolute(session.manifestPath), loader: session.loader)
        return OutputGuard.refusals([output], inputs: inputs, resolve: OutputGuard.resolvingLinks, placement: placement, special: OutputPlacement.specialKind)
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
            for failure in refused {
                let location = manifest.module(named: failure.module).map { "\($0.location): " } ?? ""
                context.stderr.write("\(location)error: \(failure)\n")
            }
            return .usage
        }
        if let refused = refusedLock(manifest, session: session, context) {
            context.stderr.write(refused.description + "\n")
            return .usage
        }
        let folder = PathText.directory(of: session.manifestPath)
        let lockPath = PathText.join(folder, manifest.outputs.lock)
        var lockedOptions = options
        if arguments.flag("--locked") {
            switch readLock(lockPath, manifest: manifest, session: session, context) {
            case let .lock(lock): lockedOptions.locked = lock
            case let .stop(code): return code
            }
        }

        let progress = context.isTerminal && !json ? FetchProgress(output: context.stdout, total: selectedCount(manifest, lockedOptions)) : nil
        let engine = FetchEngine(git: context.git, fileSystem: context.fileSystem)
        let report = engine.fetch(manifest, manifestDirectory: session.loader.absolute(folder), options: lockedOptions) { event in
            progress?.handle(event)
        }
        progress?.clear()

        let lockStatus = writeLock(report, manifest: manifest, lockPath: lockPath, options: lockedOptions, session: session, context)
        context.stdout.write(json ? FetchRenderer.json(report, lock: lockStatus) : FetchRenderer.text(report, lock: lockStatus))
        if case .writeFailed = lockStatus { return .failure }
        return report.allInPlace ? .success : .failure
    }

    /// Reads `--jobs`, `--depth`, `--only`, `--offline`.
    static func parseOptions(_ arguments: ParsedArguments, manifest: IntegratorManifest) throws(UsageError) -> FetchOptions {
        let jobs = try positive(arguments, "--jobs") ?? 8
        let depth = try positive(arguments, "--depth")
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

    static func positive(_ arguments: ParsedArguments, _ option: String) throws(UsageError) -> Int? {
        guard let text = arguments.value(option) else { return nil }
        guard let value = Int(text), value >= 1, value <= 10_000 else {
            throw UsageError.invalidValue(option: option, value: text, expected: "a whole number from 1 to 10000")
        }
        return value
    }

    private static func selectedCount(_ manifest: IntegratorManifest, _ options: FetchOptions) -> Int {
        manifest.modules.filter { options.only?.contains($0.name) ?? true }.count
    }

    /// The lock to follow under `--locked`, or the exit code when there is none or it no
    /// longer matches the manifest.
    private static func readLock(_ lockPath: String, manifest: IntegratorManifest, session: ManifestSession, _ context: CommandContext) -> LockRead {
        let absolute = session.loader.absolute(lockPath)
        guard context.fileSystem.fileExists(absolute) else {
            context.stderr.write("error: \(lockPath) not found; run 'mortar fetch' without --locked to write it\n")
            return .stop(.usage)
        }
        let lock: LockFile
        do {
            lock = try LockFileReader.read(try context.fileSystem.readText(absolute), file: lockPath)
        } catch {
            context.stderr.write("error: \(error)\n")
            return .stop(.usage)
        }
        let mismatches = lock.mismatches(with: manifest)
        if !mismatches.isEmpty {
            let names = mismatches.map { "'\($0)'" }.joined(separator: ", ")
            context.stderr.write("error: \(lockPath) no longer matches \(session.manifestPath) for \(names); run 'mortar fetch' without --locked to update it\n")
            return .stop(.failure)
        }
        return .lock(lock)
    }

    /// The lock to follow, or the exit code to stop with.
    private enum LockRead {
        case lock(LockFile)
        case stop(ExitCode)
    }

    /// Writes the lock when every fetched module is in place: the whole lock after a full run;
    /// after `--only`, the existing lock with the fetched modules' entries replaced, provided
    /// the result still matches the manifest.
    private static func writeLock(_ report: FetchReport, manifest: IntegratorManifest, lockPath: String, options: FetchOptions, session: ManifestSession, _ context: CommandContext) -> FetchRenderer.LockStatus {
        if options.locked != nil { return .followed(lockPath) }
        if !manifest.overridden.isEmpty {
            let names = manifest.overridden.map { "'\($0)'" }.joined(separator: ", ")
            return .notWritten("\(LocalOverridesReader.fileName) overrides \(names) on this machine, and the lock records the manifest's sources; move \(LocalOverridesReader.fileName) aside to update it")
        }
        let missing = report.results.filter { !$0.outcome.isInPlace }.count
        if missing > 0 { return .notWritten("\(missing) \(missing == 1 ? "module is" : "modules are") not in place") }
        let absolute = session.loader.absolute(lockPath)
        let bytes: [UInt8]
        do {
            bytes = try context.fileSystem.readBytes(session.loader.absolute(session.manifestPath))
        } catch {
            return .writeFailed("\(error)")
        }
        var lock = report.lockFile(manifest: manifest, manifestBytes: bytes)
        if options.only != nil {
            guard context.fileSystem.fileExists(absolute) else {
                return .notWritten("--only fetched part of the modules and there is no \(lockPath) yet; run 'mortar fetch' without --only to write it")
            }
            let existing: LockFile
            do {
                existing = try LockFileReader.read(try context.fileSystem.readText(absolute), file: lockPath)
            } catch {
                return .notWritten("\(error)")
            }
            let (updated, stale) = existing.updating(lock.modules, manifest: manifest, manifestDigest: lock.manifestDigest)
            if !stale.isEmpty {
                let names = stale.map { "'\($0)'" }.joined(separator: ", ")
                return .notWritten("\(lockPath) would still not match \(session.manifestPath) for \(names), which --only left out; run 'mortar fetch' without --only to update it")
            }
            lock = updated
        }
        let text = LockFileWriter.write(lock)
        if let existing = try? context.fileSystem.readBytes(absolute), existing == Array(text.utf8) { return .unchanged(lockPath) }
        do {
            try context.fileSystem.writeAtomically(Array(text.utf8), to: absolute)
        } catch {
            return .writeFailed("\(error)")
        }
        return .written(lockPath)
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}
