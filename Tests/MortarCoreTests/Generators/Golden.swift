import Foundation
import Testing

/// Golden files: the expected output committed beside the tests (or in `Examples/`).
/// `MORTAR_RECORD=1` rewrites them from the actual output and fails the run, so a recording
/// is never mistaken for a pass.
enum Golden {
    /// The package root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var recording: Bool { ProcessInfo.processInfo.environment["MORTAR_RECORD"] == "1" }

    /// Compares `actual` with the file at `path` (relative to the package root).
    static func check(_ actual: String, _ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = root.appendingPathComponent(path)
        if recording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded \(path); run again without MORTAR_RECORD", sourceLocation: sourceLocation)
            return
        }
        let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? "<missing \(path)>"
        if expected != actual {
            Issue.record("\(path) differs from the generated output; if the change is intended, run MORTAR_RECORD=1 swift test --filter MortarCoreTests.GeneratorGoldenTests\n\(actual)", sourceLocation: sourceLocation)
        }
    }
}
