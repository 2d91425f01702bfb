import Foundation
import MortarCLI
import Testing

/// Runs `mortar` in-process from the package root and compares output with golden files kept
/// beside the tests. `MORTAR_RECORD_GOLDEN=1 swift test` rewrites them and fails the run, so a
/// re-recording is never mistaken for a pass.
enum AuditGolden {
    /// The package root (three levels above this file).
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden/audit").path

    /// Runs one command line; returns exit code, stdout, stderr.
    static func run(_ arguments: [String], environment: [String: String] = [:]) -> (Int32, String, String) {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(environment: environment, currentDirectory: packageRoot, stdout: out, stderr: err)
        let code = CLI.run(arguments, context)
        return (code.rawValue, out.text, err.text)
    }

    /// Expects `text` to equal the golden file `name`, or records it when asked.
    static func expect(_ text: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = folder + "/" + name
        if ProcessInfo.processInfo.environment["MORTAR_RECORD_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try? text.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("recorded \(name); run again without MORTAR_RECORD_GOLDEN", sourceLocation: sourceLocation)
            return
        }
        guard let golden = try? String(contentsOfFile: path, encoding: .utf8) else {
            Issue.record("\(name) is missing; run MORTAR_RECORD_GOLDEN=1 swift test --filter AuditCommandTests", sourceLocation: sourceLocation)
            return
        }
        #expect(text == golden, "\(name) is out of date; run MORTAR_RECORD_GOLDEN=1 swift test --filter AuditCommandTests and review the diff", sourceLocation: sourceLocation)
    }
}
