import Foundation
import MortarCLI
import Testing

/// A Podfile with typographic quotes is read as CocoaPods reads it, and every command says so.
@Suite struct PodfileQuoteWarningTests {
    @Test func checkAndGenerateWarnOfTypographicQuotes() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("platform :ios, \u{2018}8.0\u{2019}\ntarget 'App' do\n  pod 'Foo', '1.0.0'\nend\n", to: folder + "/Podfile")
        let warning = """
            Podfile:1:16: warning[invalid-manifest]: typographic quotes (“ ” ‘ ’ ‛) were read as straight quotes, as CocoaPods does
              help: write straight quotes (' or ") in the Podfile, and turn off smart quotes in your editor

            """
        let check = CLIHarness.run(["check", "--manifest", "Podfile"], in: folder)
        #expect(check.exitCode == .success)
        #expect(check.stderr == warning)
        #expect(check.stdout == "no problems found (0 modules, 0 dependencies between them)\n")
        let generate = CLIHarness.run(["generate", "--manifest", "Podfile", "--swiftpm", "Out/Package.swift"], in: folder)
        #expect(generate.exitCode == .success)
        #expect(generate.stderr.hasPrefix(warning))
    }
}
