import MortarConvert
import MortarCore

/// The import audit with its effects: reads every module's source files and hands them to the
/// pure `SourceAudit`. What `mortar check` calls (unless `--no-imports`) and `coupling` reads.
///
/// A podspec module's files are the ones `generate` compiles: CocoaPods' selection of its
/// library specs' `source_files` (`PodSourceSelection.librarySources`: brace sets, folders,
/// `exclude_files`, platform scopes, and other platforms' files that guard themselves) over the module
/// folder's listing (`ModuleFileWalker`), on the app's platform. A `Package.swift` module's are
/// the files under its targets' folders (`SourceWalker`).
public enum ImportAudit {
    /// The sources of every module that has a component, in manifest order. Large workspaces
    /// are read on every core (the order of the result does not depend on it).
    public static func sources(workspace: AppManifests, fileSystem: FileSysteming, currentDirectory: String) -> [ModuleSources] {
        let loader = WorkspaceLoader(fileSystem: fileSystem, currentDirectory: currentDirectory)
        let walker = SourceWalker(fileSystem: fileSystem, currentDirectory: currentDirectory)
        let platform = PodspecConversionService.appPlatform(workspace.integrator)
        var seen: Set<String> = []
        // Jobs point at their module by its place in the manifest; the module record and the
        // component stay in the workspace, not copied per job (a `Module` is a few hundred
        // bytes: 20,000 copies were 5 MB of check's peak).
        let modules = workspace.integrator.modules
        var jobs: [(module: Int, folder: String)] = []
        jobs.reserveCapacity(workspace.components.count)
        for (index, module) in modules.enumerated() where seen.insert(module.name).inserted {
            guard workspace.components[module.name] != nil else { continue }
            jobs.append((index, loader.moduleDirectory(module, integrator: workspace.integrator)))
        }
        let components = workspace.components
        let read = { @Sendable (job: (module: Int, folder: String)) -> ModuleSources in
            let module = modules[job.module]
            let component = components[module.name]!
            guard component.format != .swiftpm else {
                return walker.sources(module: module.name, component: component, folder: job.folder)
            }
            return podSources(module, component: component, folder: job.folder, platform: platform, loader: loader)
        }
        return jobs.count >= WorkspaceLoader.parallelThreshold ? ParallelMap.map(jobs, read) : jobs.map(read)
    }

    /// The files of podspec module `module` (in `folder`, a display path) that its library's
    /// specs compile in a package for `platform`, read. A folder with no file the scan reads needs no
    /// selection; for one that has some, a component read without its build description (as
    /// `check` reads them) is read again with it.
    static func podSources(_ module: Module, component: Component, folder: String, platform: String, loader: WorkspaceLoader) -> ModuleSources {
        let none = ModuleSources(module: module.name, files: [])
        // Every file a pattern selects lies under the folder the pattern starts with
        // (`SourceWalker.roots`: `Sources` of `Sources/**/*.{h,m}`, the module's folder for
        // `{A,B}/*.m`): a module with none of them has nothing to read, found with one look
        // each, where most modules of a large workspace of manifests stop. (A folder named in
        // another case than its pattern's is found where the file system ignores case, as
        // macOS' does by default.)
        let fileSystem = loader.fileSystem
        guard SourceWalker.roots(of: component).contains(where: { root in
            fileSystem.kind(loader.absolute(root == "." ? folder : PathText.join(folder, root))) != nil
        }) else { return none }
        guard let pathList = ModuleFileWalker.pathList(loader.absolute(folder), fileSystem: fileSystem),
              pathList.files.contains(where: { SourceLanguage(fileName: $0) != nil }),
              let root = component.buildSpec ?? (try? loader.readComponent(manifestAt: component.path, module: module).get())?.buildSpec
        else { return none }
        var files: [SourceFile] = []
        let sourceText = { (relative: String) in try? fileSystem.readText(loader.absolute(PathText.join(folder, relative))) }
        for relative in PodSourceSelection.librarySources(of: root, preferred: platform, pathList: pathList, sourceText: sourceText)
        where SourceLanguage(fileName: relative) != nil {
            let path = PathText.join(folder, relative)
            guard let bytes = try? loader.fileSystem.readBytes(loader.absolute(path)) else { continue }
            files.append(SourceFile(path: path, relativePath: relative, bytes: bytes))
        }
        return ModuleSources(module: module.name, files: files)
    }

    /// `undeclared-import`, `implicit-import` and `unused-dependency` findings, sorted; none when
    /// no module has a source file (a workspace of manifests only).
    public static func diagnostics(workspace: AppManifests, fileSystem: FileSysteming, currentDirectory: String) -> [Diagnostic] {
        let sources = sources(workspace: workspace, fileSystem: fileSystem, currentDirectory: currentDirectory)
        guard sources.contains(where: { !$0.files.isEmpty }) else { return [] }
        return SourceAudit.diagnostics(workspace, sources: sources)
    }
}
