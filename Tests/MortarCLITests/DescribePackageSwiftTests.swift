import Foundation
import MortarCLI
import MortarWorkspace
import Testing
import MortarTestSupport

extension RecordingProcessRunner {
    /// Answers `swift --version` and `swift package dump-package` from a script.
    static func scriptedSwift(dump: String, status: Int32 = 0) -> RecordingProcessRunner {
        RecordingProcessRunner { request in
            if request.arguments == ["--version"] { return ProcessResult(status: 0, stdout: Array("Swift version 6.3.1\n".utf8), stderr: []) }
            #expect(request.executable == "swift")
            #expect(Array(request.arguments.prefix(2)) == ["package", "--package-path"])
            #expect(request.arguments.last == "dump-package")
            if status != 0 { return ProcessResult(status: status, stdout: [], stderr: Array(dump.utf8)) }
            return ProcessResult(status: 0, stdout: Array(dump.utf8), stderr: [])
        }
    }

    /// How many `dump-package` runs were asked for.
    var dumps: Int { requests.filter { $0.arguments.last == "dump-package" }.count }
}

@Suite struct DescribePackageSwiftTests {
    static let dump = """
        {"name": "Demo", "platforms": [], "products": [{"name": "Demo", "type": {"library": ["automatic"]}}],
         "dependencies": [{"sourceControl": [{"identity": "swift-log", "location": {"remote": [{"urlString": "https://github.com/apple/swift-log.git"}]},
           "requirement": {"range": [{"lowerBound": "1.5.0", "upperBound": "2.0.0"}]}}]}],
         "targets": [{"name": "Demo", "type": "regular", "dependencies": [{"product": ["Logging", "swift-log", null, null]}]}]}
        """

    static func run(_ arguments: [String], in folder: String, runner: ProcessRunning) -> CLIRun {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(environment: [:], currentDirectory: folder, stdout: out, stderr: err, processRunner: runner)
        return CLIRun(exitCode: CLI.run(["describe"] + arguments, context), stdout: out.text, stderr: err.text)
    }

    @Test func describesAPackageAndCachesTheDump() {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("let package = Package(\n  name: \"Demo\",\n  dependencies: [\n    .package(url: \"https://github.com/apple/swift-log.git\", from: \"1.5.0\"),\n  ]\n)\n",
                         to: folder + "/Demo/Package.swift")
        let runner = RecordingProcessRunner.scriptedSwift(dump: Self.dump)
        let text = Self.run(["Demo/Package.swift"], in: folder, runner: runner)
        #expect(text.exitCode == .success)
        #expect(text.stdout == """
            Demo (no version) (Package.swift, Demo/Package.swift)
            products: Demo
            dependencies:
              swift-log >= 1.5.0, < 2.0.0 [https://github.com/apple/swift-log.git]  (Demo/Package.swift:4:5)

            """)
        let json = Self.run(["Demo/Package.swift", "--format", "json"], in: folder, runner: runner)
        #expect(json.stdout.hasPrefix("{\n  \"name\": \"Demo\",\n  \"version\": \"\",\n  \"dependencies\": {\n    \"swift-log\": [\n      \"< 2.0.0\",\n      \">= 1.5.0\"\n    ]\n  },\n"))
        #expect(json.stdout.contains("\"dependencies\": [\n        \"Logging@swift-log\"\n      ]"))
        #expect(runner.dumps == 1, "the second describe reads .mortar/cache")
        #expect(FileManager.default.fileExists(atPath: folder + "/Demo/.mortar/cache/dump-package"))
    }

    @Test func aFailedDumpExitsTwoWithSwiftPMsMessage() {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("let package = Package(\n", to: folder + "/Package.swift")
        let runner = RecordingProcessRunner.scriptedSwift(dump: "error: Invalid manifest\nPackage.swift:2:1: error: expected expression", status: 1)
        let run = Self.run(["Package.swift", "--cache-dir", "cache"], in: folder, runner: runner)
        #expect(run.exitCode == .usage)
        #expect(run.stderr == """
            Package.swift: error[invalid-manifest]: 'swift package dump-package' cannot read 'Package.swift': error: Invalid manifest\\nPackage.swift:2:1: error: expected expression
              help: fix Package.swift so that 'swift package dump-package' succeeds in its folder

            """)
    }
}
