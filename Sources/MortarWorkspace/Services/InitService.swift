import MortarCore
import MortarFormats

/// `mortar init`: writes a starter `mortar.json` (or, from a Podfile, the `mortar.json` to put
/// beside it), never over an existing file, and keeps what Mortar makes out of git.
public enum InitService {
    /// `--output PATH` and `--from-podfile [PODFILE]`.
    public struct Options: Hashable, Sendable {
        /// Where to write it, as given; nil: `mortar.json`, or beside the Podfile.
        public var output: String?
        /// The Podfile to start from (`--from-podfile`), as given; nil: the starter.
        public var podfile: String?

        public init(output: String? = nil, podfile: String? = nil) {
            self.output = output
            self.podfile = podfile
        }
    }

    /// The file written, what to do next, and what the `.gitignore` step did (nil: it failed).
    public struct Outcome: Sendable {
        /// The file written, as shown.
        public var written: String
        /// `edit its modules and pins`, `fill its layers`.
        public var next: String
        /// The manifest `mortar check` should read now, as shown.
        public var manifest: String
        public var gitIgnore: GitIgnoreService.Outcome?
        /// The `.gitignore` beside it could not be read or written.
        public var gitIgnoreFailed = false
    }

    /// Why nothing was written: unusable input (exit 2) or an existing file (exit 1).
    public enum Stop: Error, Sendable {
        case usage, exists
    }

    public static func run(_ options: Options, _ context: ServiceContext, messages: inout [ServiceMessage]) -> Result<Outcome, Stop> {
        var text = StarterManifest.text
        var starter = try? MortarJSONReader.read(StarterManifest.text, file: "mortar.json")
        var next = "edit its modules and pins"
        var defaultPath = "mortar.json"
        if let podfile = options.podfile {
            let manifest: IntegratorManifest
            do {
                manifest = try context.loader().loadPodfileAlone(at: podfile)
            } catch {
                messages.append(.diagnostics(error.diagnostics))
                return .failure(.usage)
            }
            text = PodfileSidecarStarter.text(for: manifest, podfileName: PathText.lastComponent(of: podfile))
            starter = manifest
            next = "fill its layers"
            defaultPath = WorkspaceLayout(manifest: podfile, currentDirectory: context.currentDirectory).sidecar
        }
        let path = options.output ?? defaultPath
        let layout = WorkspaceLayout(manifest: path, currentDirectory: context.currentDirectory)
        let absolute = layout.absoluteManifest
        // A symbolic link to nothing is there too: writing through it would create its target,
        // anywhere on disk.
        if context.fileSystem.fileExists(absolute) || context.fileSystem.directoryExists(absolute) || context.fileSystem.linkDestination(absolute) != nil {
            messages.append(.diagnostics([Diagnostic(
                .writeFailed, .error, "already exists, and mortar init never overwrites a file", at: [SourceLocation(file: path)],
                help: "remove it, or pass --output OTHER.json")]))
            return .failure(.exists)
        }
        do {
            try context.fileSystem.writeAtomically(Array(text.utf8), to: absolute)
        } catch {
            messages.append(.diagnostics([.fileFailure(.writeFailed, "cannot be written", file: path, error, help: "pass --output OTHER.json")]))
            return .failure(.usage)
        }
        var outcome = Outcome(written: path, next: next, manifest: options.podfile ?? path, gitIgnore: nil)
        guard let starter else { return .success(outcome) }
        var ignoreMessages: [ServiceMessage] = []
        let entries = GitIgnoreService.entries(starter, layout: layout, context)
        outcome.gitIgnore = GitIgnoreService.ensure(entries, for: starter, layout: layout, context, messages: &ignoreMessages)
        outcome.gitIgnoreFailed = outcome.gitIgnore == nil
        messages += ignoreMessages
        return .success(outcome)
    }
}
