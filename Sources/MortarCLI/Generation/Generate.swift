import MortarCore
import MortarFormats
import MortarWorkspace

/// The effects of `mortar generate`, callable from `generate` and `bootstrap`: plan every
/// file, print findings, then either compare with the disk (`--check`) or write the files that
/// changed, each atomically. Unchanged files are not touched (their mtime is kept).
public enum Generate {
    /// What to generate and how.
    public struct Options: Hashable, Sendable {
        /// The integrator manifest, as given (relative to the current folder or absolute).
        public var manifestPath: String
        /// `--swiftpm PATH` (relative to the current folder); nil: `outputs.swiftpm`.
        public var swiftpm: String?
        /// `--podfile PATH` (relative to the current folder); nil: `outputs.podfile`.
        public var podfile: String?
        /// `--check`: write nothing, exit 1 with a diff when a file is out of date.
        public var check: Bool
        /// `--template-dir DIR`: templates there replace the built-in ones of the same name.
        public var templateDirectory: String?
        /// `--format`: how findings print; other than text, they go to standard output and the
        /// file lines to standard error.
        public var format: DiagnosticFormat
        /// `generate --force`: replace an existing file Mortar did not write (one without the
        /// generated header). `bootstrap`'s `--force` means something else and never sets it.
        public var force = false

        public init(manifestPath: String, swiftpm: String? = nil, podfile: String? = nil, check: Bool = false, templateDirectory: String? = nil,
                    format: DiagnosticFormat = .text) {
            self.format = format
            self.manifestPath = manifestPath
            self.swiftpm = swiftpm
            self.podfile = podfile
            self.check = check
            self.templateDirectory = templateDirectory
        }

        /// The options of a parsed `generate` (or `bootstrap`) command line.
        public init(_ arguments: ParsedArguments, manifestPath: String, format: DiagnosticFormat = .text) {
            self.init(
                manifestPath: manifestPath, swiftpm: arguments.value("--swiftpm"), podfile: arguments.value("--podfile"),
                check: arguments.flag("--check"), templateDirectory: arguments.value("--template-dir"), format: format)
        }
    }

    /// Generates (or checks) the composite manifests of a loaded workspace.
    /// - Parameter lockCommits: module → commit, for comments only; nil reads them from the lock
    ///   file (`outputs.lock`) when there is one.
    /// - Returns: 0 when written or current; 1 when `--check` found a stale file or a write
    ///   failed; 2 when a template or the app name is unusable.
    public static func run(
        workspace: AppManifests, options: Options, lockCommits: [String: String]? = nil, pods: PodProductLookup = PodProductLookup(), context: CommandContext
    ) -> ExitCode {
        let manifestFolder = PathText.directory(of: context.absolute(options.manifestPath))
        let outputs = workspace.integrator.outputs
        if let refused = refusedOutputs(candidatePaths(workspace.integrator, options: options, context), workspace: workspace, options: options, context) {
            context.stderr.write(DiagnosticRenderer.entries(refused.diagnostics))
            return .usage
        }
        let lockCommits = lockCommits ?? readLockCommits(PathText.join(manifestFolder, outputs.lock), context)
        let swiftpm = options.swiftpm.map { PathText.normalize(context.absolute($0)) } ?? outputs.swiftpm.map { PathText.join(manifestFolder, $0) }
        let podfile = options.podfile.map { PathText.normalize(context.absolute($0)) } ?? outputs.podfile.map { PathText.join(manifestFolder, $0) }

        let templates: TemplateSet
        switch loadTemplates(options.templateDirectory, context) {
        case let .success(set): templates = set
        case let .failure(error):
            context.stderr.write("error: \(error)\n")
            return .usage
        }

        let plan: GenerationPlan
        do {
            let paths = GenerationService.Paths(
                manifestFolder: manifestFolder, swiftpm: swiftpm, podfile: podfile,
                registrySwift: outputs.registrySwift.map { PathText.join(manifestFolder, $0) },
                registryPlist: outputs.registryPlist.map { PathText.join(manifestFolder, $0) })
            plan = try GenerationService.plan(workspace, paths: paths, lockCommits: lockCommits, templates: templates, pods: pods, fileSystem: context.fileSystem)
        } catch {
            context.stderr.write("error: \(error)\n")
            return .usage
        }
        if let refused = refusedOutputs(plan.files.map(\.path), workspace: workspace, options: options, context) {
            context.stderr.write(DiagnosticRenderer.entries(refused.diagnostics))
            return .usage
        }
        // Findings as text on standard error; in another format on standard output, which then
        // holds nothing else (file lines and diffs go to standard error).
        var lines = context
        if options.format == .text {
            context.stderr.write(DiagnosticRenderer.entries(plan.diagnostics))
        } else {
            let graph = ModuleGraph(workspace: workspace)
            let summary = DiagnosticRenderer.Summary(modules: graph.nodes.count, edges: graph.distinctEdgeCount)
            context.stdout.write(DiagnosticRenderer.render(plan.diagnostics, format: options.format, summary: summary))
            lines.stdout = context.stderr
        }
        if plan.files.isEmpty {
            lines.stdout.write("nothing to generate: \(PathText.lastComponent(of: options.manifestPath)) names no outputs; pass --swiftpm PATH or --podfile PATH\n")
            return .success
        }

        // Plan first: what is on disk, and which files differ.
        let stale = GeneratedFileWriter(fileSystem: lines.fileSystem).differences(plan.files).map { (file: $0.file, old: $0.old) }
        let trees = GeneratedFileWriter(fileSystem: lines.fileSystem).treeChanges(plan.links, treesFolder: plan.treesFolder)
        return options.check ? report(stale, trees: trees, total: plan.files.count, lines) : write(plan.files, stale, trees: trees, lines)
    }

    /// The files `run` writes before it knows the umbrella source: for `bootstrap` to refuse
    /// them before it fetches anything.
    static func candidatePaths(_ integrator: IntegratorManifest, options: Options, _ context: CommandContext) -> [String] {
        let manifestFolder = PathText.directory(of: context.absolute(options.manifestPath))
        let outputs = integrator.outputs
        let swiftpm = options.swiftpm.map { PathText.normalize(context.absolute($0)) } ?? outputs.swiftpm.map { PathText.join(manifestFolder, $0) }
        let podfile = options.podfile.map { PathText.normalize(context.absolute($0)) } ?? outputs.podfile.map { PathText.join(manifestFolder, $0) }
        return [swiftpm, podfile, outputs.registrySwift.map { PathText.join(manifestFolder, $0) },
                outputs.registryPlist.map { PathText.join(manifestFolder, $0) }].compactMap { $0 }
    }

    /// The planned files that would write over an input (the manifests, the locks, a
    /// template), another output, git's own files or a file Mortar did not write (unless
    /// `--force`), or land out of place (`OutputPlacement`), located where each output's path
    /// is chosen; nil when none does.
    static func refusedOutputs(_ paths: [String], workspace: AppManifests, options: Options, _ context: CommandContext) -> ManifestError? {
        let integrator = workspace.integrator
        let manifestFolder = PathText.directory(of: context.absolute(options.manifestPath))
        let outputs = integrator.outputs
        let manifestName = PathText.lastComponent(of: options.manifestPath)
        // Each named output once, in a fixed order, so two on one file are both seen.
        var named: [PlannedOutput] = []
        func note(_ key: String, option: String, value: String?, path: String?) {
            guard let path else { return }
            let absolute = PathText.normalize(path)
            if value != nil {
                named.append(PlannedOutput(path: absolute, shown: display(absolute, context), origin: option, help: "pass \(option) a path of its own",
                                           chosenOnCommandLine: true))
            } else {
                named.append(PlannedOutput(path: absolute, shown: display(absolute, context), origin: "outputs.\(key)", location: outputs.locations[key],
                                           help: outputsHelp(key, integrator: integrator, manifestName: manifestName, option: option)))
            }
        }
        let swiftpm = options.swiftpm.map { PathText.normalize(context.absolute($0)) } ?? outputs.swiftpm.map { PathText.join(manifestFolder, $0) }
        let podfile = options.podfile.map { PathText.normalize(context.absolute($0)) } ?? outputs.podfile.map { PathText.join(manifestFolder, $0) }
        note("swiftpm", option: "--swiftpm", value: options.swiftpm, path: swiftpm)
        note("podfile", option: "--podfile", value: options.podfile, path: podfile)
        note("registrySwift", option: "", value: nil, path: outputs.registrySwift.map { PathText.join(manifestFolder, $0) })
        note("registryPlist", option: "", value: nil, path: outputs.registryPlist.map { PathText.join(manifestFolder, $0) })
        // A planned path is a named output's, once per naming; any other (or one more) is the umbrella source.
        var unclaimed = named
        var planned: [PlannedOutput] = []
        for absolute in paths.map({ PathText.normalize($0) }) {
            if let index = unclaimed.firstIndex(where: { $0.path == absolute }) {
                planned.append(unclaimed.remove(at: index))
                continue
            }
            planned.append(PlannedOutput(
                path: absolute, shown: display(absolute, context),
                origin: "the umbrella source of \(options.swiftpm == nil ? "outputs.swiftpm" : "--swiftpm")", location: options.swiftpm == nil ? outputs.locations["swiftpm"] : nil,
                help: "choose another folder for \(options.swiftpm == nil ? "outputs.swiftpm" : "--swiftpm")", chosenOnCommandLine: options.swiftpm != nil))
        }
        let loader = WorkspaceLoader(
            fileSystem: context.fileSystem, processRunner: context.processRunner, environment: context.environment, currentDirectory: context.currentDirectory)
        var inputs = loader.inputFiles(manifestPath: options.manifestPath, integrator: integrator, workspace: workspace)
        if let directory = options.templateDirectory {
            for name in TemplateSet.names {
                let shown = PathText.join(directory, name)
                inputs.append(InputFile(path: PathText.normalize(context.absolute(shown)), shown: shown, what: "a template"))
            }
        }
        let placement = OutputPlacement(integrator: integrator, manifestPath: context.absolute(options.manifestPath))
        let writer = GeneratedFileWriter(fileSystem: context.fileSystem)
        return OutputGuard.refusals(planned, inputs: inputs, resolve: OutputGuard.resolvingLinks, placement: placement, special: OutputPlacement.specialKind,
                                    mayReplace: { options.force || writer.mayReplace($0) }, identity: OutputGuard.fileIdentity)
    }

    /// How to move an output the manifest (or its default) puts on an input.
    static func outputsHelp(_ key: String, integrator: IntegratorManifest, manifestName: String, option: String) -> String {
        let examples = [
            "swiftpm": "Composite/Package.swift", "podfile": integrator.kind == .podfile ? Outputs.podfileAppPodfile : "Composite/Podfile",
            "lock": "mortar.lock", "registrySwift": "Generated/ModuleRegistry.swift", "registryPlist": "Generated/ModuleRegistry.plist",
        ]
        let example = examples[key] ?? "Generated/\(key)"
        let set = integrator.outputsHelp(key, "\"\(example)\"")
        return option.isEmpty ? set : "\(set), or pass \(option) PATH"
    }

    /// What `bootstrap` calls after `check`: generation is skipped, and said so, when check
    /// found errors, unless `force`.
    public static func runAfterCheck(
        checkFoundErrors: Bool, force: Bool, workspace: AppManifests, options: Options, lockCommits: [String: String]? = nil, context: CommandContext
    ) -> ExitCode {
        if checkFoundErrors, !force {
            context.stderr.write("generate: skipped because check found errors; fix them, or pass --force to generate anyway\n")
            return .failure
        }
        return run(workspace: workspace, options: options, lockCommits: lockCommits, context: context)
    }

    /// Commits by module from the lock file, when it exists; a lock that cannot be read only
    /// costs the comments, with a warning.
    static func readLockCommits(_ path: String, _ context: CommandContext) -> [String: String] {
        guard context.fileSystem.fileExists(path), let text = try? context.fileSystem.readText(path) else { return [:] }
        do {
            return try LockFileReader.read(text, file: display(path, context)).modules.mapValues(\.commit)
        } catch {
            context.stderr.write("warning: \(error); generated files will name no commits (run 'mortar fetch' to rewrite the lock)\n")
            return [:]
        }
    }

    private static func report(_ stale: [(file: GeneratedFile, old: String?)], trees: [GeneratedFileWriter.TreeChange], total: Int,
                               _ context: CommandContext) -> ExitCode {
        let staleTrees = trees.filter { !$0.isUnchanged }
        guard !stale.isEmpty || !staleTrees.isEmpty else {
            let treesText = trees.isEmpty ? "" : " and \(trees.count) header \(trees.count == 1 ? "tree" : "trees")"
            context.stdout.write("\(total) generated \(total == 1 && trees.isEmpty ? "file is" : "files\(treesText) are") up to date\n")
            return .success
        }
        for (file, old) in stale {
            let shown = display(file.path, context)
            context.stdout.write(UnifiedDiff.make(
                old: old ?? "", new: file.contents,
                oldName: old == nil ? "/dev/null" : "\(shown) (on disk)", newName: "\(shown) (generated)"))
        }
        for tree in staleTrees {
            for link in tree.write { context.stdout.write("+ \(display(link.path, context)) -> \(link.destination)\n") }
            for path in tree.remove { context.stdout.write("- \(display(path, context))\n") }
        }
        let names = (stale.map { "'\(display($0.file.path, context))'" } + staleTrees.map { "'\(display($0.tree, context))'" }).joined(separator: ", ")
        let count = stale.count + staleTrees.count
        context.stderr.write("error: \(names) \(count == 1 ? "is" : "are") out of date; run 'mortar generate' and commit the result\n")
        return .failure
    }

    private static func write(_ files: [GeneratedFile], _ stale: [(file: GeneratedFile, old: String?)], trees: [GeneratedFileWriter.TreeChange],
                              _ context: CommandContext) -> ExitCode {
        let changed = Set(stale.map(\.file.path))
        var failed = false
        for file in files {
            let shown = display(file.path, context)
            guard changed.contains(file.path) else {
                context.stdout.write("unchanged \(shown)\n")
                continue
            }
            do {
                try GeneratedFileWriter(fileSystem: context.fileSystem).write(file)
                context.stdout.write("wrote \(shown)\n")
            } catch {
                context.stderr.write("error: \(error)\n")
                failed = true
            }
        }
        // The header trees of converted C-family targets (`TargetTree`): links only.
        for tree in trees {
            let shown = display(tree.tree, context)
            guard !tree.isUnchanged else {
                context.stdout.write("unchanged \(shown)/\n")
                continue
            }
            do {
                try GeneratedFileWriter(fileSystem: context.fileSystem).apply(tree)
                context.stdout.write("\(tree.isPlanned ? "wrote" : "removed") \(shown)/\n")
            } catch {
                context.stderr.write("error: \(error)\n")
                failed = true
            }
        }
        return failed ? .failure : .success
    }

    /// Templates from `--template-dir`: the folder must exist; each template file it holds
    /// replaces the built-in one, the others stay built in.
    static func loadTemplates(_ directory: String?, _ context: CommandContext) -> Result<TemplateSet, GenerateError> {
        GenerationService.templates(in: directory.map(context.absolute), shown: directory ?? "", fileSystem: context.fileSystem) { display($0, context) }
    }

    /// A path as the user should see it: relative to the current folder.
    static func display(_ path: String, _ context: CommandContext) -> String {
        PathText.relative(path, from: context.currentDirectory)
    }
}
