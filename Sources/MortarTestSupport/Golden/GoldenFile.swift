import Foundation

/// Golden files: expected output committed in `Tests/Golden/` (or, for generated files the
/// project ships, where they live: `Examples/…`, `Sources/…/DefaultTemplates.swift`).
/// `MORTAR_RECORD=1` rewrites them from the actual output and still reports a problem, so a
/// recording run is never mistaken for a pass. Tests write `#expect(GoldenFile.compare(…) == nil)`.
public enum GoldenFile {
    /// The package root, from this file's path (`Sources/MortarTestSupport/Golden/GoldenFile.swift`).
    public static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The one home of golden files, relative to the package root.
    public static let home = "Tests/Golden"

    /// True when `MORTAR_RECORD=1`: golden files are rewritten.
    public static var recording: Bool { ProcessInfo.processInfo.environment["MORTAR_RECORD"] == "1" }

    /// Compares `actual` with the file at `path` (relative to the package root). Nil when they
    /// are equal; otherwise what is wrong and what to run. When recording, writes the file and
    /// says so (a problem, so the run fails).
    public static func compare(_ actual: String, at path: String) -> String? {
        let file = packageRoot + "/" + path
        if recording {
            do {
                try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try actual.write(toFile: file, atomically: true, encoding: .utf8)
            } catch {
                return "could not record \(path): \(error)"
            }
            return "recorded \(path); run again without MORTAR_RECORD"
        }
        guard let expected = try? String(contentsOfFile: file, encoding: .utf8) else {
            return "missing golden file \(path); run with MORTAR_RECORD=1 to record it"
        }
        if expected == actual { return nil }
        return "\(path) is out of date; if the change is intended, run with MORTAR_RECORD=1. Actual output:\n\(actual)"
    }
}
