import MortarCore
import MortarXcode

extension IntegrationService {
    /// Xcode's product types of a test bundle: a hosted or logic unit-test bundle, a UI-testing one.
    static let testBundleProductTypes: Set<String> = ["com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing"]

    /// What each test bundle that inherits its parent's pods imports, read through the file
    /// system from the sources its Sources build phase lists (build file → file reference →
    /// path through its groups) and its synchronized folders (Xcode 16) hold, scanned by
    /// `ImportScanner`. Unknown, said why, when a source is in no single group or under a build
    /// setting's folder, cannot be read, or imports a header by a name no file of the project
    /// has (CocoaPods' header search paths find a pod's header that way).
    func testBundleImports(_ root: PodfileTarget, project: XcodeProject, projectFolder: String, options: IntegrationOptions) -> [String: TestBundleImports] {
        var fileNames = Set(project.objects.values.compactMap { XcodeFileReference($0)?.path.map(PathText.lastComponent(of:)) })
        var result: [String: TestBundleImports] = [:]
        for target in PodfileTargetResolver.concreteTargets(root) where target.inheritsPodsFrom != nil {
            guard let object = project.target(named: target.name), let xcode = XcodeTarget(object),
                  let type = xcode.productType, Self.testBundleProductTypes.contains(type) else { continue }
            var imports = TestBundleImports()
            for id in xcode.fileSystemSynchronizedGroupIDs {
                let name = project.displayName(of: id) ?? id
                guard let path = project.fullPath(of: id), !path.hasPrefix("${") else {
                    imports.unknown.append("the path of its synchronized folder '\(name)' is not known")
                    continue
                }
                // Every source under it, those a membership exception leaves out too: more
                // imports can only keep more products.
                var files: [String] = []
                if let why = sourceFiles(in: PathText.join(projectFolder, path), into: &files) {
                    imports.unknown.append("its synchronized folder '\(shown(PathText.join(projectFolder, path), options))' \(why)")
                    continue
                }
                fileNames.formUnion(files.map(PathText.lastComponent(of:)))
                for file in files { scan(file, fileNames: fileNames, options: options, into: &imports) }
            }
            let phases = project.buildPhases(of: object).compactMap(XcodeBuildPhase.init).filter { $0.kind == .sources }
            for fileID in phases.flatMap(\.fileIDs) {
                guard let build = project.objects[fileID].flatMap(XcodeBuildFile.init), let reference = build.fileRefID else { continue }
                let name = project.displayName(of: reference) ?? reference
                guard let path = project.fullPath(of: reference), !path.hasPrefix("${") else {
                    imports.unknown.append("the path of its source '\(name)' is not known")
                    continue
                }
                scan(PathText.join(projectFolder, path), fileNames: fileNames, options: options, into: &imports)
            }
            result[target.name] = imports
        }
        return result
    }

    /// Adds what one source imports, or why that is unknown.
    private func scan(_ file: String, fileNames: Set<String>, options: IntegrationOptions, into imports: inout TestBundleImports) {
        let shownFile = shown(file, options)
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.readBytes(file)
        } catch {
            imports.unknown.append("its source '\(shownFile)' cannot be read: \(error.reason)")
            return
        }
        for found in ImportScanner().scan(bytes, file: shownFile) ?? [] {
            if let module = found.module {
                imports.modules.insert(module)
            } else if let header = found.header, !fileNames.contains(PathText.lastComponent(of: header)) {
                imports.unknown.append("its source '\(shownFile)' imports header '\(header)', which no file of the project is")
            }
        }
    }

    /// The most files a synchronized folder's walk lists before what it imports is unknown.
    static let synchronizedFileLimit = 10_000

    /// The sources (a language `ImportScanner` reads) under `folder`, sorted, walked through
    /// the file system without following a linked folder; nil, or why not.
    private func sourceFiles(in folder: String, into files: inout [String]) -> String? {
        let entries: [String]
        do {
            entries = try fileSystem.contentsOfDirectory(folder)
        } catch {
            return "cannot be read: \(error.reason)"
        }
        for entry in entries {
            let path = PathText.join(folder, entry)
            switch fileSystem.kind(path) {
            case .directory?:
                guard fileSystem.linkDestination(path) == nil else { return "holds the linked folder '\(entry)', which is not followed" }
                if let why = sourceFiles(in: path, into: &files) { return why }
            case .file?:
                guard SourceLanguage(fileName: entry) != nil else { continue }
                files.append(path)
                if files.count > Self.synchronizedFileLimit { return "holds more than \(Self.synchronizedFileLimit) sources" }
            default: continue
            }
        }
        return nil
    }
}
