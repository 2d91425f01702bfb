import Foundation
import MortarCore
import MortarFormats
import MortarWorkspace
import Testing
import MortarTestSupport

/// Real `swift package dump-package` runs: few, since each costs seconds.
extension RecordingProcessRunner {
    /// How many times `swift` was started.
    var swiftRuns: Int { requests.filter { $0.executable == "swift" }.count }
    /// How many `swift package … dump-package` runs were started.
    var dumpRuns: Int { requests.filter { $0.arguments.last == "dump-package" }.count }
}

@Suite(.serialized) struct PackageDumperTests {
    static func temporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "mortar-dump-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path + "/Sources/Demo", withIntermediateDirectories: true)
        return path
    }

    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Demo",
            products: [.library(name: "Demo", targets: ["Demo"])],
            dependencies: [
                .package(url: "https://github.com/apple/swift-numerics.git", from: "1.0.0"),
                .package(url: "https://github.com/apple/swift-log.git", exact: "1.5.3"),
                .package(url: "https://github.com/apple/swift-nio.git", branch: "main"),
                .package(url: "https://github.com/apple/swift-collections.git", revision: "abc123"),
                .package(path: "Vendor/Local"),
            ],
            targets: [.target(name: "Demo", dependencies: [.product(name: "Numerics", package: "swift-numerics")])]
        )
        """

    @Test func aSecondRunOnAnUnchangedManifestRunsNoSwift() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.manifest.write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        try "".write(toFile: folder + "/Sources/Demo/Demo.swift", atomically: true, encoding: .utf8)
        let cache = folder + "/.mortar/cache"

        let first = RecordingProcessRunner(passingTo: ProcessRunner())
        let dumper = PackageDumper(fileSystem: LocalFileSystem(), processRunner: first, cacheDirectory: cache)
        let firstDump = try dumper.dumpJSON(packageDirectory: folder, displayPath: "Package.swift").get()
        #expect(!firstDump.cached)
        #expect(first.dumpRuns == 1)
        let package = try dumper.read(packageDirectory: folder, displayPath: "Package.swift").get()
        #expect(first.dumpRuns == 1, "the second read in one run must come from the cache")
        #expect(package.dependencies.map { "\($0.name) \($0.requirement) \($0.sourceLocation)" } == [
            "swift-numerics >= 1.0.0, < 2.0.0 Package.swift:8:9",
            "swift-log = 1.5.3 Package.swift:9:9",
            "swift-nio branch 'main' Package.swift:10:9",
            "swift-collections revision 'abc123' Package.swift:11:9",
            "Local any version Package.swift:12:9",
        ])
        #expect(package.dependencies.last?.location == "Vendor/Local")

        // A new run: the dump is not run again; only `swift --version`, asked once per run.
        let second = RecordingProcessRunner(passingTo: ProcessRunner())
        let again = PackageDumper(fileSystem: LocalFileSystem(), processRunner: second, cacheDirectory: cache)
        let secondDump = try again.dumpJSON(packageDirectory: folder, displayPath: "Package.swift").get()
        #expect(secondDump.cached)
        #expect(secondDump.json == firstDump.json)
        #expect(second.dumpRuns == 0)
        #expect(second.swiftRuns == 1, "only 'swift --version', once per run")

        // Sharing the run's toolchain version: no process at all.
        let third = RecordingProcessRunner(passingTo: ProcessRunner())
        let shared = PackageDumper(fileSystem: LocalFileSystem(), processRunner: third, cacheDirectory: cache, toolchain: again.toolchain)
        _ = try shared.read(packageDirectory: folder, displayPath: "Package.swift").get()
        #expect(third.swiftRuns == 0)

        // A changed manifest is dumped again.
        try (Self.manifest + "\n// changed\n").write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        let changed = try shared.dumpJSON(packageDirectory: folder, displayPath: "Package.swift").get()
        #expect(!changed.cached)
        #expect(third.dumpRuns == 1)
    }

    /// `swift` leaves a `TemporaryDirectory.XXXXXX` folder (and lock files) in `$TMPDIR` at
    /// every run: each `swift` Mortar starts gets a `TMPDIR` of its own in the cache
    /// (`OwnTemporaryFolderRunner`), removed after the run; the rest of the environment is kept.
    @Test func swiftRunsLeaveNothingInTMPDIR() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.manifest.write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        try "".write(toFile: folder + "/Sources/Demo/Demo.swift", atomically: true, encoding: .utf8)
        let tmp = folder + "/tmp", cache = folder + "/.mortar/cache"
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        let environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": tmp, "MORTAR_KEPT": "yes"]) { $1 }
        let runner = RecordingProcessRunner(passingTo: ProcessRunner(environment: environment))

        let dumped = try PackageDumper(fileSystem: LocalFileSystem(), processRunner: runner, cacheDirectory: cache)
            .dumpJSON(packageDirectory: folder, displayPath: "Package.swift").get()

        #expect(!dumped.cached)
        #expect(runner.requests.map { "\($0.commandLine) TMPDIR=\($0.environment["TMPDIR"].map { $0.hasPrefix(cache + "/tmp/tmp-") ? "own" : $0 } ?? "none")" } == [
            "swift --version TMPDIR=own",
            "swift package --package-path \(folder) dump-package TMPDIR=own",
        ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp) == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache + "/tmp") == [])
    }

    /// The program's own folder goes whatever its exit: a failed run, a program not found.
    @Test func theOwnTemporaryFolderGoesWhateverTheExit() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let runner = OwnTemporaryFolderRunner(inner: ProcessRunner(), parent: folder + "/tmp", fileSystem: LocalFileSystem())
        let failed = try runner.run(ProcessRequest("sh", ["-c", "test -d \"$TMPDIR\" && touch \"$TMPDIR/x\" && echo \"$MORTAR_KEPT\" && exit 3"], environment: ["MORTAR_KEPT": "kept"], timeout: 60))
        #expect(failed.status == 3)
        #expect(failed.stdoutText == "kept\n")
        #expect(throws: ProcessError.self) { try runner.run(ProcessRequest("/nonexistent/mortar-no-such-program", [], timeout: 60)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/tmp") == [])
    }

    @Test func aBrokenManifestIsAnInvalidManifestDiagnosticWithSwiftPMsMessage() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Broken\", products: [.library(name: 42)])\n"
            .write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        let dumper = PackageDumper(fileSystem: LocalFileSystem(), processRunner: ProcessRunner(), cacheDirectory: folder + "/cache")
        switch dumper.read(packageDirectory: folder, displayPath: "Broken/Package.swift") {
        case .success:
            Issue.record("a broken manifest must not read")
        case let .failure(failure):
            let diagnostic = try #require(failure.diagnostics.first)
            #expect(diagnostic.code == .invalidManifest)
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.locations == [SourceLocation(file: "Broken/Package.swift")])
            #expect(diagnostic.message.hasPrefix("'swift package dump-package' cannot read 'Broken/Package.swift': "))
            #expect(diagnostic.message.contains("error:"), "SwiftPM's own message: \(diagnostic.message)")
            #expect(diagnostic.help == "fix Package.swift so that 'swift package dump-package' succeeds in its folder")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/cache/dump-package"), "a failed dump is not cached")
    }

    /// Clones swift-algorithms at its release tag from github.com: only with `MORTAR_REAL_PACKAGES=1`
    /// (`.ci/run` step 3); the offline test below covers the same reading on a manifest written here.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["MORTAR_REAL_PACKAGES"] == "1",
                   "set MORTAR_REAL_PACKAGES=1 to clone a real package from github.com (Tests in the reference: Sources/MortarCLI/Mortar.docc/Tests.md)"))
    func aRealPackageListsTheSameDependenciesAsDumpPackage() throws {
        let folder = NSTemporaryDirectory() + "mortar-real-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let clone = try ProcessRunner().run(ProcessRequest("git", ["clone", "--quiet", "--depth", "1", "--branch", "1.2.1", "--", "https://github.com/apple/swift-algorithms", folder],
                                                           environment: ["GIT_TERMINAL_PROMPT": "0"], timeout: 120))
        try #require(clone.status == 0, "git clone failed: \(clone.stderrText)")
        let package = try Self.readAndCompareWithDumpPackage(folder: folder)
        #expect(package.dependencies.map(\.name) == ["swift-numerics"])
        #expect(package.products == ["Algorithms"])
    }

    /// Offline: a manifest with each kind of requirement, read the same way (dump-package resolves nothing).
    @Test func aWrittenPackageListsTheSameDependenciesAsDumpPackage() throws {
        let folder = NSTemporaryDirectory() + "mortar-written-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/Sources/Kit", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Kit",
                products: [.library(name: "Kit", targets: ["Kit"])],
                dependencies: [
                    .package(url: "https://example.com/a/swift-numerics", from: "1.0.0"),
                    .package(url: "https://example.com/b/Yams.git", exact: "5.0.1"),
                    .package(url: "https://example.com/c/Rainbow", "4.0.0"..<"4.2.0"),
                ],
                targets: [.target(name: "Kit", dependencies: [.product(name: "Numerics", package: "swift-numerics")])]
            )

            """.write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        try "public let kit = 1\n".write(toFile: folder + "/Sources/Kit/Kit.swift", atomically: true, encoding: .utf8)
        let package = try Self.readAndCompareWithDumpPackage(folder: folder)
        #expect(package.dependencies.map(\.name) == ["swift-numerics", "Yams", "Rainbow"])
        #expect(package.products == ["Kit"])
    }

    /// Dumps the package once, then checks Mortar's model against the raw JSON decoded independently.
    static func readAndCompareWithDumpPackage(folder: String) throws -> SwiftPMPackage {
        let runner = RecordingProcessRunner(passingTo: ProcessRunner())
        let dumper = PackageDumper(fileSystem: LocalFileSystem(), processRunner: runner, cacheDirectory: folder + "/.mortar/cache")
        let dumped = try dumper.dumpJSON(packageDirectory: folder, displayPath: "Package.swift").get()
        let package = try dumper.read(packageDirectory: folder, displayPath: "Package.swift").get()
        #expect(runner.dumpRuns == 1)

        // The raw JSON, decoded independently.
        let raw = try #require(JSONSerialization.jsonObject(with: Data(dumped.json.utf8)) as? [String: Any])
        let rawDependencies = try #require(raw["dependencies"] as? [[String: Any]])
        #expect(!rawDependencies.isEmpty)
        #expect(package.dependencies.count == rawDependencies.count)
        for (dependency, entry) in zip(package.dependencies, rawDependencies) {
            let details = try #require((entry["sourceControl"] as? [[String: Any]])?.first)
            #expect(details["identity"] as? String == dependency.identity)
            let remote = ((details["location"] as? [String: Any])?["remote"] as? [[String: Any]])?.first
            #expect(remote?["urlString"] as? String == dependency.location)
            let requirement = try #require(details["requirement"] as? [String: Any])
            if let range = (requirement["range"] as? [[String: String]])?.first {
                #expect(dependency.requirement.canonicalStrings == [">= \(range["lowerBound"] ?? "")", "< \(range["upperBound"] ?? "")"])
            } else if let exact = (requirement["exact"] as? [String])?.first {
                #expect(dependency.requirement.canonicalStrings == ["= \(exact)"])
            } else {
                Issue.record("unexpected requirement \(requirement)")
            }
            #expect(dependency.sourceLocation.line > 0, "located in Package.swift")
        }
        return package
    }
}
