import Foundation
import MortarCLI
import MortarWorkspace
import Testing
import MortarTestSupport

/// `mortar describe Package.swift` reads a literal manifest as text (no process), and runs one
/// that is not only when allowed.
@Suite struct DescribePackageSwiftStaticTests {
    static func run(_ arguments: [String], in folder: String, runner: ProcessRunning, environment: [String: String]) -> CLIRun {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(environment: environment, currentDirectory: folder, stdout: out, stderr: err, processRunner: runner)
        return CLIRun(exitCode: CLI.run(["describe"] + arguments, context), stdout: out.text, stderr: err.text)
    }

    @Test func aLiteralManifestIsDescribedWithoutStartingAProcess() {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
              name: "Demo",
              products: [.library(name: "Demo", targets: ["Demo"])],
              dependencies: [
                .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
              ],
              targets: [.target(name: "Demo", dependencies: [.product(name: "Logging", package: "swift-log")])]
            )

            """, to: folder + "/Demo/Package.swift")
        let runner = RecordingProcessRunner.scriptedSwift(dump: "")
        let text = Self.run(["Demo/Package.swift"], in: folder, runner: runner, environment: ["CI": "1"])
        #expect(text.stderr == "")
        #expect(text.stdout == """
            Demo (no version) (Package.swift, Demo/Package.swift)
            products: Demo
            dependencies:
              swift-log >= 1.5.0, < 2.0.0 [https://github.com/apple/swift-log.git]  (Demo/Package.swift:7:5)

            """)
        #expect(text.exitCode == .success)
        #expect(runner.requests.isEmpty)
    }

    @Test func aManifestThatIsNotLiteralIsRunOnlyWhenAllowed() {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Demo")
            #if os(Linux)
            package.products = []
            #endif

            """, to: folder + "/Demo/Package.swift")
        let runner = RecordingProcessRunner.scriptedSwift(dump: DescribePackageSwiftTests.dump)
        let refused = Self.run(["Demo/Package.swift"], in: folder, runner: runner, environment: ["CI": "true"])
        #expect(refused.stderr == """
            Demo/Package.swift:4:1: error[invalid-manifest]: 'Demo/Package.swift' is not a literal manifest: '#if' is decided when the manifest is compiled
              help: rerun with --run-manifests to let SwiftPM evaluate it (that runs its code; unsandboxed on Linux)

            """)
        #expect(refused.exitCode == .usage)
        #expect(runner.requests.isEmpty)

        let allowed = Self.run(["Demo/Package.swift", "--run-manifests"], in: folder, runner: runner, environment: ["CI": "true"])
        #expect(allowed.exitCode == .success)
        #expect(allowed.stdout.hasPrefix("Demo (no version) (Package.swift, Demo/Package.swift)\n"))
        #expect(runner.dumps == 1)
    }
}
