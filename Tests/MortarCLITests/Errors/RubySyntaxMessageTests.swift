import Foundation
import Testing

/// A syntax error names what it found as a noun after "unexpected": it said `unexpected a
/// symbol` (and `unexpected a string`) when a Podfile line missed its comma.
@Suite struct RubySyntaxMessageTests {
    @Test(arguments: [
        ("  pod 'B' :path => 'y'\n", "Podfile:4:11: error[invalid-manifest]: unexpected symbol; expected end of line after the statement"),
        ("  pod 'B' 'y' 'z' \"w\" + 1 'v'\n", "Podfile:4:27: error[invalid-manifest]: unexpected string; expected end of line after the statement"),
    ])
    func aMissingCommaNamesWhatItFound(line: String, message: String) {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("platform :ios, '13.0'\ntarget 'App' do\n  pod 'A', '~> 1.0'\n\(line)end\n", to: folder + "/Podfile")
        let run = CLIHarness.run(["check", "--manifest", "Podfile"], in: folder)
        #expect(run.exitCode == .usage)
        #expect(run.stdout == "")
        #expect(run.stderr == message + "\n  help: fix the syntax, or describe the app in mortar.json ('mortar init' writes a starter)\n")
    }
}
