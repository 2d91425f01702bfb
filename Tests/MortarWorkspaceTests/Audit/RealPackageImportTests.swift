import Foundation
import MortarCore
import MortarFormats
import MortarWorkspace
import Testing

/// No false positives on real code: clones real Swift packages into a temporary folder, reads
/// each target's dependencies from `swift package dump-package`, scans every target's sources,
/// and expects no `undeclared-import` finding beyond the documented ones (README, "Imports and
/// coupling"). Implicit imports and unused dependencies are listed as they are today.
struct RealPackageImportTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var url: String
        var name: String
        /// `Target imports Module` findings that are expected (none so far).
        var undeclared: [String]
        /// `severity code: Target → Module` of every other finding, as of the pinned copy.
        var others: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(url: "https://github.com/apple/swift-log", name: "swift-log", undeclared: [], others: []),
        Case(url: "https://github.com/apple/swift-collections", name: "swift-collections", undeclared: [], others: [
            // Test targets import what their test-support target depends on.
            "warning implicit-import: BasicContainersTests → ContainersPreview",
            "warning implicit-import: DequeTests → BasicContainers",
            "warning implicit-import: DequeTests → ContainersPreview",
            "warning implicit-import: DequeTests → InternalCollectionsUtilities",
            "warning implicit-import: OrderedCollectionsTests → InternalCollectionsUtilities",
            // Declared and not imported by any source file: true findings.
            "warning unused-dependency: Collections → _RopeModule",
            "warning unused-dependency: CollectionsModuleTests → _CollectionsTestSupport",
            "warning unused-dependency: SortedCollections → InternalCollectionsUtilities",
        ]),
        Case(url: "https://github.com/apple/swift-argument-parser", name: "swift-argument-parser", undeclared: [], others: [
            // Reached through ArgumentParserTestHelpers, which depends on both.
            "warning implicit-import: ArgumentParserEndToEndTests → ArgumentParserToolInfo",
            "warning implicit-import: ArgumentParserExampleTests → ArgumentParser",
        ]),
    ]

    @Test(arguments: cases)
    func realPackagesHaveNoUndeclaredImports(_ package: Case) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mortar-real-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let runner = ProcessRunner()
        let environment = ["GIT_TERMINAL_PROMPT": "0"]
        let clone = try runner.run(ProcessRequest("git", ["clone", "--quiet", "--depth", "1", "--", package.url, package.name], workingDirectory: folder, environment: environment, timeout: 120))
        try #require(clone.status == 0, "git clone failed: \(clone.stderrText)")
        let root = folder + "/" + package.name
        let dump = try runner.run(ProcessRequest("swift", ["package", "dump-package"], workingDirectory: root, timeout: 300))
        try #require(dump.status == 0, "dump-package failed: \(dump.stderrText)")
        let units = try PackageUnits.read(dump: dump.stdoutText, root: root)

        let findings = ImportRules.diagnostics(units: units, policy: Policy(implicitImports: .warning, unusedDependencies: .warning))
        let undeclared = findings.filter { $0.code == .undeclaredImport }.map(PackageUnits.summary).sorted()
        let others = findings.filter { $0.code != .undeclaredImport }.map(PackageUnits.summary).sorted()
        #expect(undeclared == package.undeclared)
        #expect(others == package.others)
        #expect(units.filter(\.hasSources).count > 1)
    }
}

/// The targets of a `dump-package` JSON as audit units: each target's sources (its `path`, else
/// `Sources/<name>` or `Tests/<name>`), its `byName`/`target`/`product` dependencies.
enum PackageUnits {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func read(dump: String, root: String) throws -> [ImportAuditUnit] {
        let json = try JSONParser.parse(dump, file: "dump-package.json")
        guard let targets = json["targets"]?.arrayValue else { throw Failure(description: "no targets in dump-package output") }
        let walker = SourceWalker(fileSystem: LocalFileSystem(), currentDirectory: root)
        var names: Set<String> = []
        var declared: [String: [ImportAuditUnit.Edge]] = [:]
        var sources: [ModuleSources] = []
        var externals: Set<String> = []
        var flags: [String: Set<String>] = [:]
        for target in targets {
            guard let name = target["name"]?.stringValue, let type = target["type"]?.stringValue,
                  ["regular", "executable", "test", "macro"].contains(type) else { continue }
            names.insert(name)
            let path = target["path"]?.stringValue ?? (type == "test" ? "Tests/\(name)" : "Sources/\(name)")
            let component = Component(name: name, format: .swiftpm, path: "Package.swift", sourcePaths: [path])
            sources.append(walker.sources(module: name, component: component, folder: "."))
            var edges: [ImportAuditUnit.Edge] = []
            for dependency in target["dependencies"]?.arrayValue ?? [] {
                for key in ["byName", "target", "product"] {
                    guard let dependencyName = dependency[key]?.arrayValue?.first?.stringValue else { continue }
                    edges.append(ImportAuditUnit.Edge(target: dependencyName, location: dependency.location))
                    if key == "product" { externals.insert(dependencyName) }
                }
            }
            declared[name] = edges
            // `swiftSettings: [.define("X")]`: the flags this target's `#if`s see.
            flags[name] = Set((target["settings"]?.arrayValue ?? []).compactMap { setting in
                setting["tool"]?.stringValue == "swift" ? setting["kind"]?["define"]?["_0"]?.stringValue : nil
            })
        }
        let known = names.union(externals)
        let imports = SourceAudit.scanImports(sources, knownModules: known, definedFlags: flags)
        var units = sources.map { module in
            ImportAuditUnit(
                name: module.module, importNames: [module.module], manifest: "Package.swift",
                dependencies: declared[module.module] ?? [], imports: imports[module.module] ?? [], hasSources: !module.files.isEmpty)
        }
        for external in externals.subtracting(names).sorted() {
            units.append(ImportAuditUnit(name: external, importNames: [external], manifest: "Package.swift", hasSources: false))
        }
        return units
    }

    /// `warning implicit-import: Target → Module` from a finding's message.
    static func summary(_ diagnostic: Diagnostic) -> String {
        let quoted = diagnostic.message.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        let pair = quoted.count >= 2 ? "\(quoted[0]) → \(quoted[1])" : diagnostic.message
        return "\(diagnostic.severity.rawValue) \(diagnostic.code.rawValue): \(pair)"
    }
}
