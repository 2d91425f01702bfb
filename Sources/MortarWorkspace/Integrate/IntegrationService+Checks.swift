import MortarCore
import MortarXcode

extension IntegrationService {
    /// What must hold before anything changes: every target the Podfile names is in the
    /// project (and in no other project the Podfile names), and the composite package the
    /// project will reference has been generated.
    func checks(_ plan: TargetProductPlanner.Plan, project: XcodeProject, projectName: String, packageFile: String?,
                options: IntegrationOptions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for target in plan.targets {
            if let other = target.userProject, PathText.lastComponent(of: other) != projectName {
                diagnostics.append(Diagnostic(
                    .integrateProject, .error,
                    "target '\(target.name)' belongs to '\(other)' by the Podfile's project line, and integrate changes '\(projectName)'",
                    at: [target.location], help: "integrate one project at a time: name it with --project, and move the other project's targets to their own Podfile"))
            } else if project.target(named: target.name) == nil {
                let names = project.nativeTargets.compactMap { $0.string("name") }.sorted().map { "'\($0)'" }.joined(separator: ", ")
                diagnostics.append(Diagnostic(
                    .integrateProject, .error, "target '\(target.name)' of the Podfile is not a target of '\(projectName)'",
                    at: [target.location], notes: [Diagnostic.Note("its targets: \(names.isEmpty ? "none" : names)")],
                    help: "name the target as the project does, or name the project that has it with --project"))
            }
        }
        let usesComposite = plan.packages.contains { if case .local = $0 { return true } else { return false } }
        if usesComposite, !(packageFile.map(fileSystem.fileExists) ?? false) {
            let shownFile = packageFile.map { shown($0, options) } ?? "Package.swift"
            diagnostics.append(Diagnostic(
                .integrateProject, .error, "the composite package '\(shownFile)' the project would reference is not there",
                at: [SourceLocation(file: options.shownPodfilePath)],
                help: "run 'mortar migrate --write' and then 'mortar generate' first"))
        }
        return diagnostics
    }
}
