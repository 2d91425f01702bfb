import Foundation
import Testing
import MortarTestSupport
@testable import MortarCore

/// The compiled-in templates must equal the files in `Templates/`: the binary cannot count on
/// finding `Templates/` beside it. `MORTAR_RECORD=1` rewrites the Swift copy (and fails the run).
@Suite struct DefaultTemplatesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let sourcePath = "Sources/MortarCore/Templates/DefaultTemplates.swift"
    static let command = "MORTAR_RECORD=1 swift test --filter MortarCoreTests.DefaultTemplatesTests"

    @Test func compiledInCopyMatchesTemplatesFolder() throws {
        var files: [String: String] = [:]
        for name in TemplateSet.names {
            files[name] = try String(contentsOf: Self.root.appendingPathComponent("Templates/\(name)"), encoding: .utf8)
        }
        // The Swift copy is a golden file of the Templates/ folder: one helper compares and records.
        #expect(GoldenFile.compare(Self.swiftSource(files), at: Self.sourcePath) == nil, "run \(Self.command)")
        for name in TemplateSet.names where DefaultTemplates.texts[name] != files[name] {
            Issue.record("Templates/\(name) differs from the compiled-in copy; run \(Self.command)")
        }
        #expect(DefaultTemplates.texts.keys.sorted() == TemplateSet.names)
    }

    @Test func everyDefaultTemplateParses() throws {
        let set = TemplateSet()
        for name in TemplateSet.names { _ = try set.template(name) }
    }

    /// The Swift file holding the templates as raw string literals.
    static func swiftSource(_ files: [String: String]) -> String {
        var text = """
            // Generated from Templates/ by \(command) — do not edit.
            // The binary must work from anywhere, so the default templates are compiled in.

            /// The default templates, byte for byte the files in `Templates/`.
            enum DefaultTemplates {
                static let texts: [String: String] = [

            """
        for name in files.keys.sorted() {
            let body = files[name]!
            var hashes = "#"
            while body.contains("\"\"\"" + hashes) || body.contains("\\" + hashes) { hashes += "#" }
            text += "        \"\(name)\": \(hashes)\"\"\"\n\(body)\n\"\"\"\(hashes),\n"
        }
        text += "    ]\n}\n"
        return text
    }
}
