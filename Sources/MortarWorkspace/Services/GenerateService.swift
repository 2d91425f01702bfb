import MortarCore
import MortarFormats

/// `mortar generate`: plans every output of a loaded workspace, refuses any that would land on
/// an input or a file Mortar did not write, then compares them with the disk (`check`) or
/// writes those that changed, each atomically. Unchanged files are not touched.
public enum GenerateService {
    /// What to generate and how.
    public struct Options: Hashable, Sendable {
        /// `--swiftpm PATH` (relative to the current folder); nil: `outputs.swiftpm`.
        public var swiftpm: String?
        /// `--podfile PATH` (relative to the current folder); nil: `outputs.podfile`.
        public var podfile: String?
        /// `--check`: write nothing, report each file that is out of date.
        public var check: Bool
        /// `--template-dir DIR`: templates there replace the built-in ones of the same name.
        public var templateDirectory: String?
        /// `generate --force`: replace an existing file Mortar did not write.
        public var force: Bool

        public init(swiftpm: String? = nil, podfile: String? = nil, check: Bool = false, templateDirectory: String? = nil, force: Bool = false) {
            self.swiftpm = swiftpm
            self.podfile = podfile
            self.check = check
            self.templateDirectory = templateDirectory
            self.force = force
        }
    }

    /// What became of one planned file.
    public enum FileStatus: Hashable, Sendable {
        case unchanged
        case written
        /// `check`: differs from the disk; `old` is the file's text there, nil when absent.
        case stale(old: String?)
        /// Writing it failed, and why.
        case failed(String)
    }

    /// What became of one header tree of converted C-family targets (`TargetTree`): links only.
    public enum TreeStatus: Hashable, Sendable {
        case unchanged
        /// Its links made (or, a tree no longer planned, removed).
        case applied
        /// `check`: its links differ from the plan.
        case stale
        /// `check`: the tree is not on disk at all (a fresh clone, after `mortar clean`). It is
        /// Mortar's state in `.mortar/`, which git ignores, so nothing committed is out of date:
        /// `generate` makes it before `swift build`.
        case notMade
        /// Changing it failed, and why.
        case failed(String)
    }

    /// The findings of the plan and what became of each file.
    public struct Outcome: Sendable {
        public var diagnostics: [Diagnostic]
        public var modules: Int
        public var edges: Int
        /// Each planned file, as shown, with its text and status, in plan order.
        public var files: [(shown: String, file: GeneratedFile, status: FileStatus)]
        /// Each header tree, as shown, with its changes and status, in plan order.
        public var trees: [(shown: String, change: GeneratedFileWriter.TreeChange, status: TreeStatus)] = []
        public var check: Bool

        /// An error among the plan's findings (the files are written all the same, as its
        /// message says), a stale file or tree (`check`) or a failed write.
        public var failed: Bool {
            if diagnostics.contains(where: { $0.severity == .error }) { return true }
            let file = files.contains { entry in
                switch entry.status {
                case .stale, .failed: return true
                case .unchanged, .written: return false
                }
            }
            return file || trees.contains { entry in
                switch entry.status {
                case .stale, .failed: return true
                case .unchanged, .applied, .notMade: return false
                }
            }
        }
    }

    /// Generates (or checks) the outputs of `workspace` laid out by `layout`.
    /// - Parameter lockCommits: module → commit, for comments only; nil reads them from the lock
    ///   file when there is one.
    /// - Returns: nil when an output is refused or a template, the plan or the app name is
    ///   unusable (`messages` say why: exit 2).
    public static func run(
        _ workspace: AppManifests, layout: WorkspaceLayout, options: Options, lockCommits: [String: String]? = nil,
        pods: PodProductLookup = PodProductLookup(), _ context: ServiceContext, messages: inout [ServiceMessage]
    ) -> Outcome? {
        let integrator = workspace.integrator
        if let refused = OutputRefusals.refusedOutputs(
            OutputRefusals.candidatePaths(integrator, layout: layout, options: options), workspace: workspace, layout: layout, options: options, context) {
            messages.append(.diagnostics(refused.diagnostics))
            return nil
        }
        let lockCommits = lockCommits ?? readLockCommits(layout.absolute(layout.lockFile(integrator)), layout: layout, context, messages: &messages)
        let templates: TemplateSet
        switch GenerationService.templates(
            in: options.templateDirectory.map(layout.absolute), shown: options.templateDirectory ?? "", fileSystem: context.fileSystem, display: layout.display) {
        case let .success(set): templates = set
        case let .failure(error):
            messages.append(.diagnostics([error.diagnostic]))
            return nil
        }
        let chosen = layout.outputs(integrator, swiftpm: options.swiftpm, podfile: options.podfile)
        let plan: GenerationPlan
        do throws(GenerateError) {
            let paths = GenerationService.Paths(
                manifestFolder: layout.absoluteFolder, swiftpm: chosen.swiftpm, podfile: chosen.podfile,
                registrySwift: chosen.registrySwift, registryPlist: chosen.registryPlist)
            plan = try GenerationService.plan(workspace, paths: paths, lockCommits: lockCommits, templates: templates, pods: pods, fileSystem: context.fileSystem)
        } catch {
            messages.append(.diagnostics([error.diagnostic]))
            return nil
        }
        if let refused = OutputRefusals.refusedOutputs(plan.files.map(\.path), workspace: workspace, layout: layout, options: options, context) {
            messages.append(.diagnostics(refused.diagnostics))
            return nil
        }
        let graph = ModuleGraph(workspace: workspace)
        var outcome = Outcome(diagnostics: plan.diagnostics, modules: graph.nodes.count, edges: graph.distinctEdgeCount, files: [], check: options.check)
        // Plan first: what is on disk, and which files differ.
        let writer = GeneratedFileWriter(fileSystem: context.fileSystem)
        var stale: [String: String?] = [:]
        for difference in writer.differences(plan.files) { stale[difference.file.path] = .some(difference.old) }
        for file in plan.files {
            let status: FileStatus
            if let old = stale[file.path] {
                if options.check {
                    status = .stale(old: old)
                } else {
                    status = failure { try writer.write(file) }.map(FileStatus.failed) ?? .written
                }
            } else {
                status = .unchanged
            }
            outcome.files.append((layout.display(file.path), file, status))
        }
        // A failure every tree meets alike (a `.mortar` that is a symbolic link) is said once.
        var failures: Set<String> = []
        for tree in writer.treeChanges(plan.links, treesFolder: plan.treesFolder) {
            let status: TreeStatus
            if !tree.strays.isEmpty {
                // Said alike by generate and check: the user's file stays, the tree waits.
                status = .failed(GeneratedFileWriter.strayMessage(tree.strays.map(layout.display), tree: layout.display(tree.tree)))
            } else if tree.isUnchanged {
                status = .unchanged
            } else if options.check {
                status = tree.isPlanned && context.fileSystem.kind(tree.tree) == nil ? .notMade : .stale
            } else if let failed = failure(of: { try writer.apply(tree) }) {
                guard failures.insert(failed).inserted else { continue }
                status = .failed(failed)
            } else {
                status = .applied
            }
            outcome.trees.append((layout.display(tree.tree), tree, status))
        }
        return outcome
    }

    /// Why `change` failed, as the report says it; nil when it succeeded.
    static func failure(of change: () throws -> Void) -> String? {
        do {
            try change()
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Commits by module from the lock file, when it exists; a lock that cannot be read only
    /// costs the comments, with a warning.
    static func readLockCommits(_ path: String, layout: WorkspaceLayout, _ context: ServiceContext, messages: inout [ServiceMessage]) -> [String: String] {
        guard context.fileSystem.fileExists(path), let text = try? context.fileSystem.readText(path) else { return [:] }
        do throws(LockFileError) {
            return try LockFileReader.read(text, file: layout.display(path)).modules.mapValues(\.commit)
        } catch {
            messages.append(.diagnostics([error.diagnostic(.warning, adding: "; generated files will name no commits")]))
            return [:]
        }
    }
}
