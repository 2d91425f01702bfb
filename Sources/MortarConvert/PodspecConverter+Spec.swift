import Foundation
import MortarCore

extension PodspecConverter {
    /// What stays the same for every spec of one module.
    struct SpecContext {
        var input: PodspecConversionInput
        var platform: String
        var rootModule: String
        var rootName: String
        /// Source file → the spec that compiles it and that spec's targets, for every spec
        /// converted so far from the module's folder.
        var claimed: ClaimedSources
        /// Vendored XCFramework → the binary target made for it: specs vendoring the same one
        /// share it.
        var binaries: [String: String] = [:]
        /// The app's other platforms the pod supports: a spec selecting other source files on
        /// one of them is a finding.
        var otherPlatforms: [String] = []
        /// The platforms the pod supports (every platform CocoaPods knows when it names none):
        /// a file only others select is compiled when it guards itself (`otherPlatformFiles`).
        var podPlatforms: [String] = []
        /// Whether a target's tree took the pod's own module map.
        var moduleMapTaken = false
        /// The root's own module map when the root compiles no file of its own: its subspecs'
        /// trees may take it.
        var rootModuleMap: (path: String, location: SourceLocation)?
        /// The headers of every spec converted so far, as CocoaPods links them into the pod's
        /// one `Headers/Private/POD`: each tree of the pod links them all.
        var podHeaders = PodPrivateHeaders()
        /// The specs the app builds (`selectedSpecs`): what one of them with no target sets or
        /// links goes on the pod's targets (`applyPodWideSettings`), so it is no finding.
        var selected: Set<String> = []
        /// The pod's `source` when it is an `:http` archive (`{ :http => 'https://…zip' }`).
        var archive: String?
    }

    /// One spec's targets (binary targets first), the targets that carry its dependencies, and
    /// its findings.
    struct SpecResult {
        var targets: [PackageTarget] = []
        var ownTargets: [String] = []
        var dependingTargets: [String] = []
        var findings: [Diagnostic] = []
        /// Dependencies found in the sources, not the podspec: another pod's Swift module
        /// (`#import <Other/Other-Swift.h>`).
        var pending: [PodspecConversionDraft.Pending] = []
        /// C-family target without a tree → what of the module's folder its tree would exclude.
        var treeExclusions: [String: [String]] = [:]
    }

    static func isSwift(_ path: String) -> Bool { PodFileAccessor.pathExtension(path) == "swift" }
    static func isHeader(_ path: String) -> Bool { PodFileAccessor.headerExtensions.contains(PodFileAccessor.pathExtension(path)) }

    static func convertSpec(chain: [PodBuildSpec], context: inout SpecContext, sourceText: (String) -> String?) -> SpecResult {
        let spec = chain[0]
        let files = PodSourceSelection.files(chain: chain, platform: context.platform, pathList: context.input.pathList)
        let consumer = files.consumer
        let display = context.input.displayFolder
        var result = SpecResult()
        let base = targetBase(spec.name, rootModule: context.rootModule)

        // Another platform's files that guard themselves are compiled too (SwiftPM has one list
        // of sources for every platform).
        let otherPlatforms = otherPlatformFiles(chain: chain, selected: files.sourceFiles, context: context, sourceText: sourceText)
        if spec.kind != .test {
            result.findings += otherPlatforms.findings
        }
        // Files an earlier spec compiles already stay there; this spec depends on its targets.
        let selected = files.sourceFiles + otherPlatforms.guarded
        let shared = selected.filter { context.claimed[$0] != nil }
        let sources = selected.filter { context.claimed[$0] == nil }
        func owners(of files: [String]) -> [String] {
            var owners: [String] = []
            for file in files {
                guard let owner = context.claimed[file], !owners.contains(owner.spec) else { continue }
                owners.append(owner.spec)
            }
            return owners
        }
        func targets(of owners: [String]) -> [String] {
            owners.flatMap { owner in shared.compactMap { context.claimed[$0] }.first { $0.spec == owner }?.targets ?? [] }
        }
        let sharedOwners = owners(of: shared)
        let sharedTargets = targets(of: sharedOwners)
        // Another module's checkout of the same commit holds the same files: compiled once is
        // right, and a note says where; specs of one folder overlapping get the warning.
        let sameFiles = context.claimed.checkoutsOfOneCommit ? shared.filter { context.claimed[$0]?.module != context.input.module } : []
        let overlapping = shared.filter { !sameFiles.contains($0) }
        let sourceFilesLocation = consumer.value("source_files")?.location ?? spec.location
        if !overlapping.isEmpty {
            result.findings.append(Findings.sharedSources(spec, count: overlapping.count, owners: owners(of: overlapping), at: sourceFilesLocation))
        }
        if !sameFiles.isEmpty {
            let sameOwners = owners(of: sameFiles)
            result.findings.append(Findings.sharedCheckoutSources(spec, count: sameFiles.count, owners: sameOwners, targets: targets(of: sameOwners),
                                                                  at: sourceFilesLocation))
        }
        let swiftSources = sources.filter(isSwift)
        let cSources = sources.filter { !isSwift($0) }
        // A spec of public headers and no source file (AFNetworking's root, its umbrella header
        // `AFNetworking.h`): CocoaPods exposes them all the same (`Headers/Public/POD`); SwiftPM
        // builds no C-family target without a source file, so its tree gets one that compiles
        // to nothing.
        let headersOnly = swiftSources.isEmpty && spec.kind != .test && !cSources.isEmpty && !cSources.contains { !isHeader($0) }
            && !files.publicHeaders.isEmpty && files.publicHeaders.allSatisfy(cSources.contains)
        let hasCTarget = headersOnly || cSources.contains { !isHeader($0) }
        let publicHeaders = hasCTarget ? files.publicHeaders + otherPlatforms.publicHeaders : []
        let swiftName = base
        let cName = swiftSources.isEmpty ? base : importedFolderName(cSources.filter { !isHeader($0) }, swiftSources: swiftSources, sourceText: sourceText)
            .map { targetBase(spec.name, rootModule: $0) } ?? base + "_ObjC"

        // Resources: `resources` and every resource bundle's files, on the Swift target when
        // there is one (its `Bundle.module`), else on the C-family one.
        var resourcePaths = files.resources
        let bundles = files.resourceBundles
        for name in bundles.keys.sorted() { resourcePaths += bundles[name] ?? [] }
        var seenResources = Set<String>()
        resourcePaths = resourcePaths.filter { seenResources.insert($0).inserted }

        // Binary targets for XCFrameworks; other vendored binaries are findings.
        let binaries = binaryTargets(files: files, consumer: consumer, spec: spec, base: base, context: &context)
        let binaryNames = binaries.names
        result.targets += binaries.targets
        result.findings += binaries.findings

        let settings = settings(consumer: consumer, spec: spec, chain: chain, context: context)
        result.findings += settings.findings
        result.findings += unsupportedAttributes(consumer: consumer, spec: spec)
        result.findings += nestedSetFindings(spec, consumer: consumer)

        var treeLinks: [String: String]?
        if hasCTarget {
            // Public headers SwiftPM cannot take where they are get a tree laid out as CocoaPods
            // lays them out; a test spec's target exports none. So does a target with no public
            // headers and no `include` folder, which SwiftPM takes as its public headers
            // folder: SwiftPM refuses a library C-family target whose public headers folder
            // does not exist.
            let resources = swiftSources.isEmpty ? resourcePaths : []
            let plainPath = commonFolder(cSources + publicHeaders + resources)
            let direct = directHeadersFolder(publicHeaders, consumer: consumer, pathList: context.input.pathList, podName: context.rootName)
            let usesTree = spec.kind != .test
                && (headersOnly || (publicHeaders.isEmpty ? !context.input.pathList.isDirectory(PathText.join(plainPath, "include")) : direct == nil))
            let headersPath = publicHeaders.isEmpty ? nil : direct ?? publicHeadersFolder(publicHeaders)
            let headerFolders = Set(publicHeaders.map { folder(of: $0) })
            if headerFolders.count > 1, let direct, spec.kind != .test {
                result.findings.append(Findings.scatteredHeaders(spec, folders: headerFolders.sorted(), common: direct,
                                                                 at: consumer.value("public_header_files")?.location ?? consumer.value("source_files")?.location ?? spec.location))
            }
            let path = usesTree ? "" : plainPath
            let kept = cSources + publicHeaders + files.headers + resources + ownModuleMap(publicHeaders, usesTree: usesTree, pathList: context.input.pathList)
            if !usesTree {
                result.treeExclusions[cName] = TargetExclusions.paths(under: "", keeping: kept, pathList: context.input.pathList)
            }
            var target = PackageTarget(
                name: cName, path: path,
                exclude: TargetExclusions.paths(under: path, keeping: kept, pathList: context.input.pathList),
                sources: cSources.map { relative($0, to: path) },
                resources: resources.map { resource($0, to: path, pathList: context.input.pathList) },
                publicHeadersPath: headersPath.map { folder in
                    let inside = relative(folder, to: path, folder: true)
                    return inside.isEmpty ? "." : inside
                },
                dependencies: binaryNames.map { .target($0) }, cSettings: settings.c, linkerSettings: settings.linker)
            target.cSettings += settings.headerSearchPaths.map { PackageSetting(.headerSearchPath(relativeSearchPath($0, to: path))) }
            target.cSettings.sort()
            let laidOut = headerLinks(public: publicHeaders, all: cSources.filter(isHeader), consumer: consumer, podName: context.rootName)
            if let headerDir = consumer.value("header_dir"), let text = headerDir.value.text, leavesFolder(text) {
                result.findings.append(Findings.headerDirOutside(spec, text, pod: context.rootName, at: headerDir.location))
            }
            // `<POD/Header.h>` of its own sources, which CocoaPods' `Headers/Private` gives.
            // Each C-family file read once, for this and the Swift interface imports below.
            var cTexts: [String: String] = [:]
            for source in cSources { cTexts[source] = sourceText(source) }
            context.podHeaders.addIncludes(target: cName, cSources.flatMap { source in
                cTexts[source].map { PodPrivateHeaders.includes(in: $0, podName: context.rootName) } ?? []
            })
            if spec.kind == .test {
                context.podHeaders.addTest(target: cName)
            } else {
                context.podHeaders.add(target: cName, links: laidOut.links, searchPaths: laidOut.searchPaths)
            }
            if usesTree {
                var (links, searchPaths, publicFolder) = laidOut
                var files: [String: String] = [:]
                if let (map, location, inherited) = moduleMap(chain) {
                    // A map the spec inherits is the module's of the spec that sets it: this
                    // target takes it only when it declares this target's module.
                    let text = sourceText(map)
                    if !inherited || text.map({ ModuleMapDeclarations.modules(in: $0).contains(cName) }) == true {
                        switch text.map({ PodModuleMap.use($0, path: map, headers: publicFolder, links: links, module: cName) }) ?? .misfit("it cannot be read") {
                        case .link: links[PodModuleMap.link] = map; context.moduleMapTaken = true
                        case let .file(text): files[PodModuleMap.link] = text; context.moduleMapTaken = true
                        case let .misfit(why): result.findings.append(Findings.moduleMapNotUsed(spec, map, module: cName, why: why, at: location))
                        }
                    }
                } else if let location = noModuleMap(chain) {
                    // Swift sources of the pod import its C-family target as a module.
                    if swiftSources.isEmpty {
                        files[PodModuleMap.link] = PodModuleMap.noModule(spec.name)
                    } else {
                        result.findings.append(Findings.noModuleMapMixed(spec, target: cName, swiftTarget: swiftName, at: location))
                    }
                }
                if publicHeaders.isEmpty, files[PodModuleMap.link] == nil, links[PodModuleMap.link] == nil {
                    files[PodModuleMap.link] = PodModuleMap.noPublicHeaders(spec.name)
                }
                // `<Header.h>` beside `<POD/Header.h>`, as CocoaPods' `Headers/Public/POD`
                // search path gives it; SwiftPM would refuse an umbrella header with folders
                // beside it, so the tree's map declares each header once, below `POD/`.
                let flat = flatHeaderLinks(links, podName: context.rootName)
                if !flat.isEmpty {
                    links.merge(flat) { first, _ in first }
                    if files[PodModuleMap.link] == nil, links[PodModuleMap.link] == nil {
                        files[PodModuleMap.link] = PodModuleMap.umbrella(spec.name, module: cName, folder: context.rootName, links: links)
                    }
                }
                if headersOnly {
                    files[TargetTree.headersOnlySource] = PodModuleMap.headersOnlySource(spec.name)
                }
                treeLinks = links
                target = treeTarget(target, links: links, searchPaths: searchPaths)
                if headersOnly { target.sources.append(TargetTree.headersOnlySource) }
                target.treeFiles = files
            }
            result.targets.append(target)
            result.ownTargets.append(cName)
            result.dependingTargets.append(cName)
            // The Swift interface header of the module's own Swift code is not there in SwiftPM;
            // another pod's (`<Other/Other-Swift.h>`) is a dependency on that pod.
            let declared = Set(chain.flatMap(\.dependencies).map { c99Name($0.rootName) })
            for source in cSources where !isHeader(source) {
                guard let text = cTexts[source] else { continue }
                for (line, header) in swiftHeaderImports(text) {
                    let location = SourceLocation(file: PathText.join(display, source), line: line)
                    let module = String(PathText.lastComponent(of: header).dropLast("-Swift.h".count))
                    if module == context.rootModule || module == swiftName {
                        if !swiftSources.isEmpty {
                            result.findings.append(Findings.swiftHeaderImport(source: source, header: header, spec: spec, at: location))
                        }
                    } else if !module.isEmpty, !declared.contains(module), !result.pending.contains(where: { $0.dependency == module }) {
                        result.pending.append(.init(target: cName, spec: spec.name, dependency: module, location: location))
                    }
                }
            }
        } else if !publicHeaders.isEmpty || !cSources.isEmpty, swiftSources.isEmpty {
            result.findings.append(Findings.headersOnly(spec, at: consumer.value("source_files")?.location ?? spec.location))
        }
        if treeLinks == nil, let (map, location, inherited) = moduleMap(chain), !inherited {
            if spec.kind == .root, !hasCTarget, swiftSources.isEmpty {
                // Its subspecs' trees may take it: known once they are converted.
                context.rootModuleMap = (map, location)
            } else {
                result.findings.append(Findings.moduleMap(spec, map, at: location))
            }
        }
        // Public headers SwiftPM takes where they are: it makes a module of them (the pod's
        // folder is the user's, so no map of Mortar's goes there).
        if treeLinks == nil, spec.kind != .test, let location = noModuleMap(chain),
           let target = result.targets.last(where: { $0.name == cName }), let headers = target.publicHeadersPath {
            result.findings.append(Findings.noModuleMap(spec, target: cName, headers: PathText.normalize(PathText.join(target.path, headers)), at: location))
        }
        if !swiftSources.isEmpty {
            let path = commonFolder(swiftSources + resourcePaths)
            var dependencies: [PackageTargetDependency] = binaryNames.map { .target($0) }
            if hasCTarget { dependencies.append(.target(cName)) }
            var target = PackageTarget(
                name: swiftName, path: path,
                exclude: TargetExclusions.paths(under: path, keeping: swiftSources + resourcePaths, pathList: context.input.pathList),
                sources: swiftSources.map { relative($0, to: path) },
                resources: resourcePaths.map { resource($0, to: path, pathList: context.input.pathList) },
                dependencies: dependencies, swiftSettings: settings.swift, linkerSettings: hasCTarget ? [] : settings.linker)
            // SwiftPM on Linux builds no C-family test target, and a test target depending on
            // one there stops the build with an internal error.
            if hasCTarget, spec.kind == .test { target.applePlatformsOnlyDependencies = [cName] }
            result.targets.append(target)
            result.ownTargets.append(swiftName)
            result.dependingTargets.append(swiftName)
        }
        if result.ownTargets.isEmpty, !binaryNames.isEmpty {
            result.ownTargets = binaryNames
        }
        for index in result.targets.indices where result.targets[index].kind == .regular {
            result.targets[index].addTargetDependencies(sharedTargets)
        }
        // A spec's subspecs inherit what it links and its settings, so only a leaf subspec's are lost.
        if result.targets.isEmpty, spec.kind == .subspec, !spec.children.contains(where: { $0.kind == .subspec }), !context.selected.contains(spec.name) {
            result.findings += [linksOfNoTarget(spec, platform: context.platform), settingsOfNoTarget(spec, platform: context.platform)].compactMap { $0 }
        }
        if result.ownTargets.isEmpty { result.ownTargets = sharedTargets }
        for file in sources { context.claimed[file] = ClaimedSources.Owner(spec: spec.name, targets: result.ownTargets, module: context.input.module) }
        // A bundle looked up by name: SwiftPM's resources are in the target's `Bundle.module`.
        if !bundles.isEmpty {
            for source in sources {
                guard let text = sourceText(source) else { continue }
                for name in bundles.keys.sorted() {
                    if let line = bundleLookup(name, in: text) {
                        result.findings.append(Findings.bundleByName(name, spec: spec, at: SourceLocation(file: PathText.join(display, source), line: line)))
                    }
                }
            }
        }
        return result
    }

    /// The name the Swift sources import the C-family sources by, when it is the name of a
    /// folder holding them all (Yams' Swift files `import CYaml`, its C files are in
    /// `Sources/CYaml/src`): SwiftPM names a module after its target.
    static func importedFolderName(_ cSources: [String], swiftSources: [String], sourceText: (String) -> String?) -> String? {
        let folders = commonFolder(cSources).split(separator: "/").map(String.init).filter { c99Name($0) == $0 }
        guard !folders.isEmpty else { return nil }
        var imported = Set<String>()
        for source in swiftSources {
            guard let text = sourceText(source) else { continue }
            for line in text.split(separator: "\n") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                if let index = words.firstIndex(of: "import"), index + 1 < words.count {
                    imported.insert(String(words[index + 1]))
                }
            }
        }
        return folders.reversed().first { imported.contains($0) }
    }

    /// The folder SwiftPM exposes: the one folder of the public headers; when they are in
    /// several, an `include` folder among them, else the one holding the most (the first by
    /// name on a tie) — an umbrella over their common parent would expose every other header
    /// below it too.
    static func publicHeadersFolder(_ headers: [String]) -> String {
        var counts: [String: Int] = [:]
        for header in headers { counts[folder(of: header), default: 0] += 1 }
        if counts.count == 1, let only = counts.keys.first { return only }
        let names = counts.keys.sorted()
        if let include = names.first(where: { PathText.lastComponent(of: $0) == "include" }) { return include }
        return names.max { (counts[$0] ?? 0, $1) < (counts[$1] ?? 0, $0) } ?? ""
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The deepest folder holding every path (`""`: the module's folder).
    static func commonFolder(_ paths: [String]) -> String {
        guard let first = paths.first else { return "" }
        var common = PathText.directory(of: first).split(separator: "/").map(String.init)
        if PathText.directory(of: first) == "." { common = [] }
        for path in paths.dropFirst() {
            let parts = path.split(separator: "/").dropLast().map(String.init)
            var count = 0
            while count < common.count, count < parts.count, common[count] == parts[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        return common.joined(separator: "/")
    }

    static func relative(_ path: String, to folder: String, folder isFolder: Bool = false) -> String {
        if folder.isEmpty { return path }
        if path == folder { return isFolder ? "." : path }
        return String(path.dropFirst(folder.count + 1))
    }

    /// A folder resource is copied as it is; a file is processed (asset catalogs, storyboards
    /// and strings compiled, as CocoaPods does for `resources`).
    static func resource(_ path: String, to folder: String, pathList: PodPathList) -> PackageResource {
        let isFolder = pathList.isDirectory(path)
        let lower = path.lowercased()
        let processedFolder = lower.hasSuffix(".xcassets") || lower.hasSuffix(".lproj") || lower.hasSuffix(".xcdatamodeld")
        return PackageResource(isFolder && !processedFolder ? .copy : .process, relative(path, to: folder))
    }

    /// Each `#import "Name-Swift.h"` (or `<Other/Other-Swift.h>`): its line and the header as
    /// written between the quotes or brackets; comments are not read.
    static func swiftHeaderImports(_ text: String) -> [(Int, String)] {
        var result: [(Int, String)] = []
        for (line, code) in CodeLines.lines(text) {
            let trimmed = code.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#import") || trimmed.hasPrefix("#include") else { continue }
            guard let range = trimmed.range(of: "-Swift.h") else { continue }
            let start = trimmed[..<range.lowerBound].lastIndex { $0 == "\"" || $0 == "<" }.map { trimmed.index(after: $0) } ?? trimmed.startIndex
            result.append((line, String(trimmed[start..<range.upperBound])))
        }
        return result
    }

    /// The first line that names bundle `name` as a string (`"Name"`, `"Name.bundle"`);
    /// comments are not read.
    static func bundleLookup(_ name: String, in text: String) -> Int? {
        for (line, code) in CodeLines.lines(text) where code.contains("\"\(name)\"") || code.contains("\"\(name).bundle\"") {
            return line
        }
        return nil
    }
}
