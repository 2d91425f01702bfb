import MortarCore
import MortarXcode

extension IntegrationService {
    /// Xcode's product types of a test bundle: a hosted or logic unit-test bundle, a UI-testing one.
    static let testBundleProductTypes: Set<String> = ["com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing"]

    /// What each test bundle that inherits its parent's pods imports, read from the sources its
    /// Sources build phase lists (build file → file reference → path through its groups),
    /// through the file system, scanned by `ImportScanner`. Unknown, said why, when a source is
    /// in no single group, under a build setting's folder, in a synchronized folder, cannot be
    /// read, or imports a header by a name no file of the project has (CocoaPods' header
    /// search paths find a pod's header that way).
    func testBundleImports(_ root: PodfileTarget, project: XcodeProject, projectFolder: String, options: IntegrationOptions) -> [String: TestBundleImports] {
        let fileNames = Set(project.objects.values.compactMap { XcodeFileReference($0)?.path.map(PathText.lastComponent(of:)) })
        var result: [String: TestBundleImports] = [:]
        for target in PodfileTargetResolver.concreteTargets(root) where target.inheritsPodsFrom != nil {
            guard let object = project.target(named: target.name), let xcode = XcodeTarget(object),
                  let type = xcode.productType, Self.testBundleProductTypes.contains(type) else { continue }
            var imports = TestBundleImports()
            for id in xcode.fileSystemSynchronizedGroupIDs {
                imports.unknown.append("its synchronized folder '\(project.displayName(of: id) ?? id)' is not read")
            }
            let phases = project.buildPhases(of: object).compactMap(XcodeBuildPhase.init).filter { $0.kind == .sources }
            for fileID in phases.flatMap(\.fileIDs) {
                guard let build = project.objects[fileID].flatMap(XcodeBuildFile.init), let reference = build.fileRefID else { continue }
                let name = project.displayName(of: reference) ?? reference
                guard let path = project.fullPath(of: reference), !path.hasPrefix("${") else {
                    imports.unknown.append("the path of its source '\(name)' is not known")
                    continue
                }
                let file = PathText.join(projectFolder, path)
                let shownFile = shown(file, options)
                let bytes: [UInt8]
                do {
                    bytes = try fileSystem.readBytes(file)
                } catch {
                    imports.unknown.append("its source '\(shownFile)' cannot be read: \(error.reason)")
                    continue
                }
                for found in ImportScanner().scan(bytes, file: shownFile) ?? [] {
                    if let module = found.module {
                        imports.modules.insert(module)
                    } else if let header = found.header, !fileNames.contains(PathText.lastComponent(of: header)) {
                        imports.unknown.append("its source '\(shownFile)' imports header '\(header)', which no file of the project is")
                    }
                }
            }
            result[target.name] = imports
        }
        return result
    }
}
