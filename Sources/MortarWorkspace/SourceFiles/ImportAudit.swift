import MortarCore

/// The import audit with its effects: walks every module's source folders, reads the files, and
/// hands them to the pure `SourceAudit`. What `mortar check` calls (unless `--no-imports`).
public enum ImportAudit {
    /// The sources of every module that has a component, in manifest order. Large workspaces
    /// are walked on every core (the order of the result does not depend on it).
    public static func sources(workspace: AppManifests, fileSystem: FileSysteming, currentDirectory: String) -> [ModuleSources] {
        let loader = WorkspaceLoader(fileSystem: fileSystem, currentDirectory: currentDirectory)
        let walker = SourceWalker(fileSystem: fileSystem, currentDirectory: currentDirectory)
        var seen: Set<String> = []
        // Jobs name their module; the component stays in the workspace, not copied per job.
        var jobs: [(module: String, folder: String)] = []
        jobs.reserveCapacity(workspace.components.count)
        for module in workspace.integrator.modules where seen.insert(module.name).inserted {
            guard workspace.components[module.name] != nil else { continue }
            jobs.append((module.name, loader.moduleDirectory(module, integrator: workspace.integrator)))
        }
        let components = workspace.components
        let walk = { @Sendable (job: (module: String, folder: String)) in
            walker.sources(module: job.module, component: components[job.module]!, folder: job.folder)
        }
        return jobs.count >= WorkspaceLoader.parallelThreshold ? ParallelMap.map(jobs, walk) : jobs.map(walk)
    }

    /// `undeclared-import`, `implicit-import` and `unused-dependency` findings, sorted; none when
    /// no module has a source file (a workspace of manifests only).
    public static func diagnostics(workspace: AppManifests, fileSystem: FileSysteming, currentDirectory: String) -> [Diagnostic] {
        let sources = sources(workspace: workspace, fileSystem: fileSystem, currentDirectory: currentDirectory)
        guard sources.contains(where: { !$0.files.isEmpty }) else { return [] }
        return SourceAudit.diagnostics(workspace, sources: sources)
    }
}
