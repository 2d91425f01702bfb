import MortarCore
import MortarFormats
import MortarWorkspace

extension MigrateCommand {
    /// `--write`: records every mapped pod's `git` and `products` in its pin, so `generate`
    /// (which reads only the manifest) depends on its package on every machine. The pin's
    /// version is kept as written. The pins go into the `mortar.json` (edited in place through
    /// `MortarJSONPinEditor`), or for a Podfile app into the `mortar.json` beside the Podfile
    /// when there is one; without one, what to write is printed and nothing is written.
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
        guard context.fileSystem.fileExists(path) else {
            let entries = changes.map { "    " + MortarJSONPinEditor.entry($0) }.joined(separator: ",\n")
            context.stderr.write("""
                note: no \(target) beside the \(PathText.lastComponent(of: integrator.path)), so nothing was written; create it with these pins for 'mortar generate' to use them:
                {
                  "pins": {
                \(entries)
                  }
                }

                """)
            return nil
        }
        do {
            let text = try context.fileSystem.readText(path)
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
        context.stderr.write("wrote the git and products of \(count) to \(target)\n")
        return nil
    }
}
