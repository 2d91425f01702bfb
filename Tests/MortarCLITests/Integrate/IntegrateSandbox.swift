import Foundation
import MortarCLI
import MortarCore
import MortarFormats
import Testing

/// A temporary app folder for `mortar integrate`: a real project copied from the MortarXcode
/// fixtures (`Tests/MortarXcodeTests/Fixtures/xcodeproj`), a Podfile, and the mortar.json
/// beside it with the pins `mortar migrate --write` records (each with "git" and "products").
struct IntegrateSandbox {
    static let fixtures = CLIHarness.repositoryRoot + "/Tests/MortarXcodeTests/Fixtures/xcodeproj"

    let root: String

    init() {
        root = CLIHarness.makeTemporaryFolder()
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: root) }

    /// Copies fixture `fixture`'s `name.xcodeproj` into the app folder as `as` (default: its name).
    func copyProject(_ fixture: String, _ name: String, as target: String? = nil) throws {
        try FileManager.default.copyItem(atPath: "\(Self.fixtures)/\(fixture)/\(name)", toPath: "\(root)/\(target ?? name)")
    }

    func write(_ text: String, to relative: String) {
        CLIHarness.write(text, to: "\(root)/\(relative)")
    }

    func bytes(_ relative: String) -> Data? { FileManager.default.contents(atPath: "\(root)/\(relative)") }

    func text(_ relative: String) -> String { bytes(relative).map { String(decoding: $0, as: UTF8.self) } ?? "" }

    /// Every file under the app folder with its bytes: what "nothing changed" compares.
    func snapshot() -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: "\(root)/\(path)", isDirectory: &isFolder), !isFolder.boolValue {
                result[path] = bytes(path)
            }
        }
        return result
    }

    func run(_ arguments: [String]) -> CLIRun { CLIHarness.run(arguments, in: root) }

    /// Runs `arguments` and checks the refusal: exit `exitCode`, nothing on stdout, exactly
    /// `stderr`, and every byte of the app folder as it was.
    func expectRefusal(_ arguments: [String] = ["integrate", "--manifest", "Podfile"], exitCode: ExitCode = .failure, stderr: String,
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let before = snapshot()
        let run = run(arguments)
        #expect(run.exitCode == exitCode, sourceLocation: sourceLocation)
        #expect(run.stdout == "", sourceLocation: sourceLocation)
        #expect(run.stderr == stderr, sourceLocation: sourceLocation)
        #expect(snapshot() == before, sourceLocation: sourceLocation)
    }

    /// Runs `integrate --manifest Podfile --format json` with `extra`, checks that it succeeds,
    /// and returns the outcome it printed.
    func integrateJSON(_ extra: [String] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> JSONValue {
        let run = run(["integrate", "--manifest", "Podfile"] + extra + ["--format", "json"])
        #expect(run.exitCode == .success, "\(run.stderr)", sourceLocation: sourceLocation)
        return JSONValue(try JSONParser.parse(run.stdout, file: "stdout"))
    }
}
