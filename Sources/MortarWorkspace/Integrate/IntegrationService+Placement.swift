import MortarCore
import MortarFormats

extension IntegrationService {
    /// The files integrate would write, checked as `generate`'s outputs are (`OutputPlacement`):
    /// never in git's own files, never inside a module's checkout, and — unless `--project`
    /// chose the project — inside the project (the Podfile's folder), a symbolic link on the way
    /// (a linked `project.pbxproj` or `.xcworkspace`) followed. A link that stays in the project
    /// is the user's layout. Each refusal is located where its path was chosen: the Podfile's
    /// `project` or `workspace` line, else the file itself, naming the option or the default.
    func placementRefusals(_ writes: [(path: String, shown: String)], projectFile: String, settings: PodfileSettings,
                           integrator: IntegratorManifest, options: IntegrationOptions) -> [Diagnostic] {
        let layout = WorkspaceLayout(manifest: options.podfilePath, currentDirectory: "/")
        let placement = OutputPlacement(integrator: integrator, layout: layout)
        let help = "name the app's project with --project PATH.xcodeproj, or with a line like \"project 'App.xcodeproj'\" in the Podfile"
        let planned = writes.map { write -> PlannedOutput in
            if write.path != projectFile {
                let line = settings.workspaceLine
                return PlannedOutput(
                    path: write.path, shown: write.shown, origin: line == nil ? "the workspace beside the Podfile" : "the Podfile's workspace line",
                    location: line?.location, help: "name a workspace inside the project with a line like \"workspace 'App'\" in the Podfile")
            }
            if options.projectPath != nil {
                return PlannedOutput(path: write.path, shown: write.shown, origin: "--project", help: help, chosenOnCommandLine: true)
            }
            let line = settings.projectLine
            return PlannedOutput(
                path: write.path, shown: write.shown, origin: line == nil ? "the project beside the Podfile" : "the Podfile's project line",
                location: line?.location, help: help)
        }
        return placement.issues(planned, resolve: OutputGuard.resolvingLinks, special: OutputPlacement.specialKind).map { issue in
            Diagnostic(.integrateProject, .error, issue.message, at: [issue.location], help: issue.help)
        }
    }
}
