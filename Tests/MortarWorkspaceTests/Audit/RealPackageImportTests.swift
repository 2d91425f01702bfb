import Foundation
import MortarCore
import MortarFormats
import MortarWorkspace
import Testing
import MortarTestSupport

/// No false positives on real code: clones real Swift packages at pinned release tags into a
/// temporary folder, reads each target's dependencies from `swift package dump-package`, scans
/// every target's sources, and expects no `undeclared-import` finding beyond the documented ones
/// (the reference's ImportsAndCoupling.md). Implicit imports and unused dependencies are listed as they
/// are at the pinned tag.
///
/// These clones reach `https://github.com`, so they run only when `MORTAR_REAL_PACKAGES=1` is set
/// (`.ci/run` sets it in its own step, where git reads those URLs from the machine's package
/// mirrors); the README's plain `swift test` never reaches a remote.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["MORTAR_REAL_PACKAGES"] == "1",
                "set MORTAR_REAL_PACKAGES=1 to clone real packages from github.com (Tests in the reference: Sources/MortarCLI/Mortar.docc/Tests.md)"))
struct RealPackageImportTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var url: String
        /// The release tag cloned: findings are asserted as of this tag, never a moving HEAD.
        var tag: String
        var name: String
        /// `Target imports Module` findings that are expected (none so far).
        var undeclared: [String]
        /// `severity code: Target → Module` of every other finding, as of the pinned tag.
        var others: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(url: "https://github.com/apple/swift-log", tag: "1.16.2", name: "swift-log", undeclared: [], others: []),
        Case(url: "https://github.com/apple/swift-collections", tag: "1.6.0", name: "swift-collections", undeclared: [], others: [
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
        Case(url: "https://github.com/apple/swift-argument-parser", tag: "1.8.2", name: "swift-argument-parser", undeclared: [], others: [
            // Reached through ArgumentParserTestHelpers, which depends on both.
            "warning implicit-import: ArgumentParserEndToEndTests → ArgumentParserToolInfo",
            "warning implicit-import: ArgumentParserExampleTests → ArgumentParser",
        ]),
        // Swift and Objective-C test targets (`@import Quick;`, `#import <Nimble/Nimble.h>`).
        Case(url: "https://github.com/Quick/Quick", tag: "7.6.2", name: "Quick", undeclared: [], others: [
            // QuickLint declares the product; its tests reach it only through QuickLint.
            "warning implicit-import: QuickLintTests → ArgumentParser",
        ]),
        Case(url: "https://github.com/apple/swift-nio", tag: "2.101.3", name: "swift-nio", undeclared: [], others: [
            // Test and example targets that reach modules through others, and dependencies no
            // file imports (NIOCore declares CNIODarwin; the examples declare NIOConcurrencyHelpers).
            "warning implicit-import: NIOCoreTests → DequeModule",
            "warning implicit-import: NIOCoreTests → NIOPosix",
            "warning implicit-import: NIOCoreTests → _NIOBase64",
            "warning implicit-import: NIOEmbeddedTests → Atomics",
            "warning implicit-import: NIOFS → NIOConcurrencyHelpers",
            "warning implicit-import: NIOFSFoundationCompat → NIOCore",
            "warning implicit-import: NIOFSIntegrationTests → NIOConcurrencyHelpers",
            "warning implicit-import: NIOFSIntegrationTests → SystemPackage",
            "warning implicit-import: NIOFSTests → CNIOLinux",
            "warning implicit-import: NIOFSTests → NIOPosix",
            "warning implicit-import: NIOFoundationCompat → Atomics",
            "warning implicit-import: NIOFoundationCompat → NIOConcurrencyHelpers",
            "warning implicit-import: NIOFoundationCompat → NIOCore",
            "warning implicit-import: NIOFoundationCompatTests → NIO",
            "warning implicit-import: NIOHTTP1Tests → NIOConcurrencyHelpers",
            "warning implicit-import: NIOMulticastChat → CNIOLinux",
            "warning implicit-import: NIOMulticastChat → CNIOOpenBSD",
            "warning implicit-import: NIOPerformanceTester → Atomics",
            "warning implicit-import: NIOPerformanceTester → DequeModule",
            "warning implicit-import: NIOPerformanceTester → NIOConcurrencyHelpers",
            "warning implicit-import: NIOPosix → DequeModule",
            "warning implicit-import: NIOPosixTests → Atomics",
            "warning implicit-import: NIOTestUtils → DequeModule",
            "warning implicit-import: NIOTestUtils → NIOConcurrencyHelpers",
            "warning implicit-import: NIOTestUtilsTests → NIOHTTP1",
            "warning implicit-import: NIOWebSocketTests → NIOConcurrencyHelpers",
            "warning implicit-import: NIOWebSocketTests → NIOHTTP1",
            "warning implicit-import: _NIOFileSystem → NIOConcurrencyHelpers",
            "warning implicit-import: _NIOFileSystemFoundationCompat → NIOCore",
            "warning unused-dependency: NIOChatClient → NIOConcurrencyHelpers",
            "warning unused-dependency: NIOChatServer → NIOConcurrencyHelpers",
            "warning unused-dependency: NIOCore → CNIODarwin",
            "warning unused-dependency: NIOEchoClient → NIOConcurrencyHelpers",
            "warning unused-dependency: NIOEchoServer → NIOConcurrencyHelpers",
            "warning unused-dependency: NIOFSTests → DequeModule",
            "warning unused-dependency: NIOFoundationCompat → NIO",
            "warning unused-dependency: NIOHTTP1 → NIO",
            "warning unused-dependency: NIOHTTP1 → NIOConcurrencyHelpers",
            "warning unused-dependency: NIOHTTP1Client → NIOConcurrencyHelpers",
            "warning unused-dependency: NIOHTTP1Server → NIOConcurrencyHelpers",
            "warning unused-dependency: NIOPosixTests → CNIOOpenBSD",
            "warning unused-dependency: NIOPosixTests → NIOFoundationCompat",
            "warning unused-dependency: NIOTLS → NIO",
            "warning unused-dependency: NIOWebSocket → NIO",
            "warning unused-dependency: _NIOConcurrency → NIO",
        ]),
    ]

    @Test(arguments: cases)
    func realPackagesHaveNoUndeclaredImports(_ package: Case) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mortar-real-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let runner = ProcessRunner()
        let environment = ["GIT_TERMINAL_PROMPT": "0"]
        let clone = try runner.run(ProcessRequest("git", ["clone", "--quiet", "--depth", "1", "--branch", package.tag, "--", package.url, package.name], workingDirectory: folder, environment: environment, timeout: 120))
        try #require(clone.status == 0, "git clone failed: \(clone.stderrText)")
        let root = folder + "/" + package.name
        let dump = try SwiftCommand.run(ProcessRequest("swift", ["package", "dump-package"], workingDirectory: root, timeout: 300), runner: runner)
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
