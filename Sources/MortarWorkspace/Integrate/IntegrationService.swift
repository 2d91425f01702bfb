import MortarCore
import MortarFormats
import MortarXcode

/// `mortar integrate`: takes CocoaPods out of the app's Xcode project as `pod deintegrate`
/// does, references the packages (the composite package, or each pod's package at its exact
/// version), and links each target the Podfile names to exactly the products of the pods and
/// modules it uses. Plans everything first; refuses with located errors, writing nothing, what
/// it does not understand; writes `project.pbxproj` atomically only on a real run that changes
/// something. Never touches the Podfile, Podfile.lock or Pods/. Never prints.
public struct IntegrationService {
    public var fileSystem: any FileSysteming

    public init(fileSystem: any FileSysteming) {
        self.fileSystem = fileSystem
    }

    public func run(_ workspace: AppManifests, options: IntegrationOptions) -> IntegrationOutcome {
        var outcome = IntegrationOutcome()
        outcome.dryRun = options.dryRun
        let integrator = workspace.integrator
        guard integrator.kind == .podfile, let root = integrator.podfile.root else {
            outcome.diagnostics = [Diagnostic(
                .integrateProject, .error, "'\(options.shownPodfilePath)' is not a Podfile: integrate links the targets a Podfile names to their packages",
                at: [SourceLocation(file: options.shownPodfilePath)],
                help: "pass the app's Podfile with --manifest Podfile")]
            return outcome
        }
        let projectPath: String
        switch ProjectLocator(fileSystem: fileSystem, options: options).locate(settings: integrator.podfile) {
        case let .project(path): projectPath = path
        case let .refused(diagnostic):
            outcome.diagnostics = [diagnostic]
            return outcome
        }
        let shownProject = shown(projectPath, options)
        outcome.project = shownProject
        let pbxproj = PathText.join(projectPath, "project.pbxproj")
        var project: XcodeProject
        var projectRead: [UInt8] = []
        do {
            projectRead = try fileSystem.readBytes(pbxproj)
            project = try XcodeProject(bytes: projectRead, file: PathText.join(shownProject, "project.pbxproj"))
        } catch let error as XcodeProjectError {
            outcome.diagnostics = [error.diagnostic]
            return outcome
        } catch {
            // Unusable input (exit 2), at the file, said as every input that cannot be read is.
            let shownFile = PathText.join(shownProject, "project.pbxproj")
            outcome.diagnostics = [.fileFailure(.readFailed, "cannot read '\(shownFile)'", file: shownFile, error, help: "name another project with --project")]
            return outcome
        }

        let podfileFolder = PathText.directory(of: options.podfilePath)
        let packageFile = integrator.outputs.swiftpm.map { PathText.join(podfileFolder, $0) }
        let projectFolder = PathText.directory(of: projectPath)
        let compositeFolder = packageFile.map(PathText.directory(of:)) ?? podfileFolder
        let composite = moduleProducts(workspace, podfileFolder: podfileFolder, packageFile: packageFile)
        let plan = TargetProductPlanner.plan(.init(
            root: root, pins: integrator.pins, moduleProducts: composite.modules,
            compositePath: PathText.relative(compositeFolder, from: projectFolder), remotePackages: options.remotePackages,
            podDependencies: podDependencies(podfileAt: options.podfilePath),
            testBundles: testBundleImports(root, project: project, projectFolder: projectFolder, options: options),
            productModules: composite.productModules))
        outcome.targets = plan.targets
        outcome.packages = plan.packages
        var diagnostics = plan.diagnostics
        diagnostics += checks(plan, project: project, projectName: PathText.lastComponent(of: projectPath), packageFile: packageFile, options: options)
        if !diagnostics.contains(where: { $0.severity == .error }) {
            do {
                let edits = try XcodeIntegrationEdits.apply(plan, to: &project)
                outcome.removed = edits.removed
                outcome.added = edits.added
                diagnostics += edits.notes
            } catch let error as XcodeProjectError {
                diagnostics.append(error.diagnostic)
            } catch {
                diagnostics.append(Diagnostic(.integrateProject, .error, "\(error)", at: [SourceLocation(file: project.file)]))
            }
        }
        var workspace: (path: String, workspace: XcodeWorkspace, read: [UInt8])?
        if !diagnostics.contains(where: { $0.severity == .error }),
           let path = workspacePath(integrator.podfile, projectPath: projectPath, options: options) {
            switch editedWorkspace(path, options: options) {
            case let .success(edited?):
                workspace = (path, edited.workspace, edited.read)
                outcome.removed += edited.removed
            case .success(nil): break
            case let .failure(error): diagnostics.append(error.diagnostic)
            }
        }
        outcome.diagnostics = diagnostics.sorted()
        guard !outcome.isRefused else {
            outcome.removed = []
            outcome.added = []
            return outcome
        }
        outcome.finish = finish(options)
        // Every file to write, planned: the project, then the workspace, each with its bytes as read.
        var writes: [(path: String, shown: String, bytes: [UInt8], read: [UInt8])] = []
        if project.isModified { writes.append((pbxproj, PathText.join(shownProject, "project.pbxproj"), project.serialized(), projectRead)) }
        if let workspace {
            let file = PathText.join(workspace.path, "contents.xcworkspacedata")
            writes.append((file, shown(file, options), Array(workspace.workspace.text().utf8), workspace.read))
        }
        let misplaced = placementRefusals(writes.map { ($0.path, $0.shown) }, projectFile: pbxproj, settings: integrator.podfile,
                                          integrator: integrator, options: options)
        guard misplaced.isEmpty else {
            outcome.diagnostics = (outcome.diagnostics + misplaced).sorted()
            outcome.removed = []
            outcome.added = []
            outcome.finish = []
            return outcome
        }
        outcome.files = writes.map(\.shown)
        guard !options.dryRun else { return outcome }
        // A file another program wrote since it was read (Xcode saving the project while
        // integrate planned) would lose that change to the planned bytes: nothing is written.
        let changed = writes.filter { (try? fileSystem.readBytes($0.path)) != $0.read }
        guard changed.isEmpty else {
            outcome.diagnostics += changed.map { write in Diagnostic(
                .integrateProject, .error, "'\(write.shown)' changed on disk while integrate ran; nothing was written, so that change is kept",
                at: [SourceLocation(file: write.shown)], help: "close the project in Xcode (or stop what wrote it), then run integrate again") }
            outcome.removed = []
            outcome.added = []
            outcome.finish = []
            outcome.files = []
            return outcome
        }
        for (index, write) in writes.enumerated() {
            do {
                try fileSystem.writeAtomically(write.bytes, to: write.path)
            } catch {
                outcome.files = writes.prefix(index).map(\.shown)
                outcome.diagnostics.append(Diagnostic(
                    .integrateProject, .error, "cannot write '\(write.shown)': \(error.reason)", at: [SourceLocation(file: write.shown)],
                    help: error.fix ?? "check the folder is writable, then run integrate again"))
                break
            }
        }
        return outcome
    }

    /// A path under the Podfile's folder as the user sees it (beside the Podfile as given).
    func shown(_ path: String, _ options: IntegrationOptions) -> String {
        let relative = PathText.relative(path, from: PathText.directory(of: options.podfilePath))
        return PathText.join(PathText.directory(of: options.shownPodfilePath), relative)
    }

    /// Root pod name → the root names it depends on, from the `Podfile.lock` beside the Podfile
    /// (none when there is no lock or it cannot be read: loading the workspace already said so).
    func podDependencies(podfileAt podfilePath: String) -> [String: [String]] {
        let loader = WorkspaceLoader(fileSystem: fileSystem, currentDirectory: PathText.directory(of: podfilePath))
        guard let lock = (try? loader.podfileLock(podfileAt: podfilePath))??.lock else { return [:] }
        return PodfileLock.Index(lock).dependencies.mapValues { $0.map(\.rootName) }
    }

    /// The library products the composite package has for each module: a SwiftPM module's own,
    /// a podspec module's as `generate` converts it; and each converted product's targets.
    func moduleProducts(_ workspace: AppManifests, podfileFolder: String, packageFile: String?) -> (modules: [String: [String]], productModules: [String: [String]]) {
        var result: [String: [String]] = [:]
        var productModules: [String: [String]] = [:]
        let conversions = PodspecConversionService.convert(
            HybridIntegration.workspace(workspace, for: .swiftpm), manifestFolder: podfileFolder,
            packageFolder: packageFile.map(PathText.directory(of:)), fileSystem: fileSystem)
        for module in workspace.integrator.modules {
            if let component = workspace.components[module.name], component.format == .swiftpm {
                result[module.name] = component.products.sorted()
            } else {
                let products = conversions[module.name]?.products ?? []
                result[module.name] = products.map(\.name).sorted()
                for product in products { productModules[product.name, default: []] += product.targets }
            }
        }
        return (result, productModules.mapValues { Array(Set($0)).sorted() })
    }

    /// How to finish: build and test, then remove CocoaPods' files, named as they are: the
    /// Podfile by its own name (`podfile`), the lock beside it when there is one.
    func finish(_ options: IntegrationOptions) -> [String] {
        let shown = WorkspaceLayout(manifest: options.shownPodfilePath, currentDirectory: "/")
        let onDisk = WorkspaceLayout(manifest: options.podfilePath, currentDirectory: "/")
        var files = [shown.beside(listedName(of: options.podfilePath))]
        if fileSystem.fileExists(onDisk.podfileLock) { files.append(shown.beside(listedName(of: onDisk.podfileLock))) }
        return [
            "build and test every scheme with its packages",
            "then delete \(files.map { "'\($0)'" }.joined(separator: ", ")), the folder '\(shown.podsFolder)' and the Pods entries of .gitignore: integrate never deletes them",
        ]
    }

    /// The file's name as its folder lists it: on a case-insensitive disk `Podfile` opens the
    /// file `podfile`, which is the name to delete.
    func listedName(of path: String) -> String {
        let name = PathText.lastComponent(of: path)
        let entries = (try? fileSystem.contentsOfDirectory(PathText.directory(of: path))) ?? []
        if entries.contains(name) { return name }
        return entries.sorted().first { $0.lowercased() == name.lowercased() } ?? name
    }
}
