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
