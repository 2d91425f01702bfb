import MortarCore
import MortarFormats

/// `migrate --write`: records every mapped pod's `git` and `products` in its pin, so `generate`
/// (which reads only the manifest) depends on its package on every machine. The pin's version
/// is kept as written. The pins go into the `mortar.json` (edited in place through
/// `MortarJSONPinEditor`), or for a Podfile app into the sidecar `mortar.json` beside the
/// Podfile; without one, the sidecar `init --from-podfile` writes is written first (never over
/// a file), with the pins in it, and its `.gitignore` lines are added as `init` adds them.
public enum MigrationPinWriter {
    /// What was written, or would have been.
    public struct Outcome: Sendable {
        /// The manifest the pins go to, as shown.
        public var target: String
        /// How many mapped pods' pins were recorded (0: none to record).
        public var recorded: Int
        /// False when the manifest already recorded every one (nothing written).
        public var changed: Bool
        /// The sidecar was created (as `init --from-podfile` writes it); the Podfile's name.
        public var createdBeside: String?
        /// What the `.gitignore` step did for a created sidecar (nil: not run, or it failed).
        public var gitIgnore: GitIgnoreService.Outcome?
        /// The `.gitignore` step for a created sidecar failed (its error is among the messages): exit 1, as `init`.
        public var gitIgnoreFailed = false
    }

    /// Writes the pins of `report`; nil when they could not be written (`messages` say why: exit 2).
    public static func write(
        _ report: PodMigrationReport, integrator: IntegratorManifest, session: WorkspaceSession, messages: inout [ServiceMessage]
    ) -> Outcome? {
        let changes = PinChange.recording(report)
        let layout = session.layout, fileSystem = session.context.fileSystem
        let target: String
        switch integrator.kind {
        case .mortarJSON: target = layout.manifest
        case .podfile: target = layout.sidecar
        }
        var outcome = Outcome(target: target, recorded: changes.count, changed: false)
        guard !changes.isEmpty else {
            messages.append(.line(.note, "no mapped pod to record in \(target)"))
            return outcome
        }
        let path = layout.absolute(target)
        // A Podfile app with no sidecar yet: the one `init --from-podfile` writes, then the pins.
        var starter: (manifest: IntegratorManifest, text: String)?
        // A symbolic link to nothing is no missing sidecar: writing through it would create its
        // target, anywhere on disk.
        if !fileSystem.fileExists(path), let destination = fileSystem.linkDestination(path) {
            messages.append(.diagnostics([Diagnostic(
                .writeFailed, .error, "the mapped pods cannot be recorded: '\(target)' is a symbolic link to '\(destination)', which does not exist",
                at: [SourceLocation(file: target)], help: "remove the link, or point it at the app's mortar.json")]))
            return nil
        }
        if !fileSystem.fileExists(path) {
            do {
                let podfile = try session.loader.loadPodfileAlone(at: layout.manifest)
                starter = (podfile, PodfileSidecarStarter.text(for: podfile, podfileName: layout.manifestName))
            } catch {
                messages.append(.diagnostics(error.diagnostics))
                return nil
            }
        }
        do {
            let text = try starter?.text ?? fileSystem.readText(path)
            let edited = try MortarJSONPinEditor.apply(changes, to: text, file: target)
            guard edited != text else {
                messages.append(.line(.note, "\(target) already records the git and products of every mapped pod"))
                return outcome
            }
            try fileSystem.writeAtomically(Array(edited.utf8), to: path)
        } catch let error as ManifestError {
            messages.append(.diagnostics(error.diagnostics))
            return nil
        } catch {
            messages.append(.diagnostics([.fileFailure(
                .writeFailed, "the mapped pods cannot be recorded", file: target, error, help: "run mortar migrate --write again once it can be")]))
            return nil
        }
        outcome.changed = true
        guard let starter else { return outcome }
        outcome.createdBeside = layout.manifestName
        let sidecar = WorkspaceLayout(manifest: target, currentDirectory: layout.currentDirectory)
        let entries = GitIgnoreService.entries(starter.manifest, layout: sidecar, session.context)
        outcome.gitIgnore = GitIgnoreService.ensure(entries, for: starter.manifest, layout: sidecar, session.context, messages: &messages)
        outcome.gitIgnoreFailed = outcome.gitIgnore == nil
        return outcome
    }
}
