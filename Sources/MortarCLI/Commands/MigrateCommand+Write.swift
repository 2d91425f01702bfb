import MortarCore
import MortarFormats
import MortarWorkspace

extension MigrateCommand {
    /// `--write`: records every mapped pod's `git` and `products` in its pin, so `generate`
    /// (which reads only the manifest) depends on its package on every machine. The pin's
    /// version is kept as written. The pins go into the `mortar.json` (edited in place through
    /// `MortarJSONPinEditor`), or for a Podfile app into the `mortar.json` beside the Podfile
    /// when there is one; without one, the sidecar `init --from-podfile` writes is written
    /// first (never over a file), with the pins in it.
    static func write(_ report: PodMigrationReport, integrator: IntegratorManifest, session: ManifestSession, _ context: CommandContext) -> ExitCode? {
        let changes = PinChange.recording(report)
        let target: String
        switch integrator.kind {
        case .mortarJSON: target = integrator.path
        case .podfile: target = PathText.join(PathText.directory(of: integrator.path), "mortar.json")
        }
        guard !changes.isEmpty else {
            context.stderr.write("note: no mapped pod to record in \(target)\n")
            return nil
        }
        let path = session.loader.absolute(target)
        let podfile = PathText.lastComponent(of: integrator.path)
        // A Podfile app with no sidecar yet: the one `init --from-podfile` writes, then the pins.
        let starter: String?
        if context.fileSystem.fileExists(path) {
            starter = nil
        } else {
            do {
                starter = PodfileSidecarStarter.text(for: try session.loader.loadPodfileAlone(at: integrator.path), podfileName: podfile)
            } catch {
                context.stderr.write(DiagnosticRenderer.entries(error.diagnostics))
                return .usage
            }
        }
        do {
            let text = try starter ?? context.fileSystem.readText(path)
            let edited = try MortarJSONPinEditor.apply(changes, to: text, file: target)
            guard edited != text else {
                context.stderr.write("note: \(target) already records the git and products of every mapped pod\n")
                return nil
            }
            try context.fileSystem.writeAtomically(Array(edited.utf8), to: path)
        } catch {
            context.stderr.write("error: cannot record the mapped pods in \(target): \(error)\n")
            return .usage
        }
        let count = changes.count == 1 ? "1 mapped pod" : "\(changes.count) mapped pods"
        if starter != nil {
            context.stderr.write("wrote \(target) beside the \(podfile) (as 'mortar init --from-podfile' would) with the git and products of \(count)\n")
            return nil
        }
        context.stderr.write("wrote the git and products of \(count) to \(target)\n")
        return nil
    }
}
