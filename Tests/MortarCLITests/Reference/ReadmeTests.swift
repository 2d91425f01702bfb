import Foundation
import Testing

/// The README is a guide a newcomer reads top to bottom: short, its links lead somewhere, every
/// article of the reference is reachable from it, and the output it shows is what Mortar prints.
struct ReadmeTests {
    static let readme = (try? String(contentsOfFile: CLIHarness.repositoryRoot + "/README.md", encoding: .utf8)) ?? ""
    static let catalog = "Sources/MortarCLI/Mortar.docc"

    /// Every fenced block, as its lines (the fence lines left out), with the fence's info string.
    static func blocks() -> [(info: String, lines: [String])] {
        var result: [(info: String, lines: [String])] = []
        var current: (info: String, lines: [String])?
        for line in readme.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if let open = current { result.append(open); current = nil } else { current = (String(line.dropFirst(3)), []) }
            } else if current != nil {
                current!.lines.append(line)
            }
        }
        return result
    }

    @Test func theReadmeIsShortAndLinksTheWholeReference() throws {
        let lines = Self.readme.components(separatedBy: "\n").count - 1
        #expect(lines > 0 && lines <= 400, "README.md has \(lines) lines; it is a guide of at most 400, the reference is \(Self.catalog)")
        var targets: [String] = []
        var rest = Self.readme[...]
        while let open = rest.range(of: "](") {
            let target = rest[open.upperBound...].prefix { $0 != ")" }
            if !target.hasPrefix("http"), !target.hasPrefix("#") { targets.append(String(target)) }
            rest = rest[open.upperBound...]
        }
        let broken = targets.filter { !FileManager.default.fileExists(atPath: CLIHarness.repositoryRoot + "/" + $0) }
        #expect(broken == [], "README.md links to files that do not exist: \(broken.joined(separator: ", "))")
        let articles = try FileManager.default.contentsOfDirectory(atPath: CLIHarness.repositoryRoot + "/" + Self.catalog)
            .filter { $0.hasSuffix(".md") }.map { Self.catalog + "/" + $0 }.sorted()
        let unlinked = articles.filter { !targets.contains($0) }
        #expect(unlinked == [], "README.md does not link \(unlinked.joined(separator: ", ")); add each to its reference list")
    }

    @Test func theQuickStartIsTheTwoCommands() {
        #expect(Self.readme.contains("""
            ```sh
            swift run mortar bootstrap --manifest Examples/MetroSDK/mortar.json   # the main job, offline
            swift test                                                             # the tests
            ```
            """))
    }

    /// A block that starts with `$ mortar ARGS` and leaves nothing out (no `…`) is that command's
    /// standard output; the graph command's picture is the mermaid block after it.
    @Test func theOutputShownIsWhatMortarPrints() {
        let blocks = Self.blocks()
        var compared = 0
        for (index, block) in blocks.enumerated() {
            guard let first = block.lines.first, first.hasPrefix("$ mortar "), !block.lines.contains(where: { $0.contains("…") }) else { continue }
            let arguments = first.dropFirst("$ mortar ".count).split(separator: " ").map(String.init)
            let run = CLIHarness.run(arguments)
            var shown = block.lines.dropFirst().joined(separator: "\n") + "\n"
            if block.lines.count == 1, index + 1 < blocks.count, blocks[index + 1].info == "mermaid" {
                shown = blocks[index + 1].lines.joined(separator: "\n") + "\n"
            }
            #expect(shown == run.stdout, "README.md shows other output for 'mortar \(arguments.joined(separator: " "))'; paste what it prints now")
            compared += 1
        }
        #expect(compared == 4)
    }
}
