import Foundation
import Testing

/// The command line only parses arguments, calls one service and renders (issue 22): its
/// target stays small and never composes a path or touches the file system itself.
@Suite struct ThinCLITests {
    static let folder = CLIHarness.repositoryRoot + "/Sources/MortarCLI"

    /// Every Swift file of the CLI target, by path below it, with its text.
    static func sources() throws -> [(String, String)] {
        let files = try #require(FileManager.default.enumerator(atPath: folder)?.allObjects as? [String])
        return try files.filter { $0.hasSuffix(".swift") }.sorted().map { ($0, try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) }
    }

    @Test func theTargetIsAtMost1200Lines() throws {
        let lines = try Self.sources().map { $0.1.split(separator: "\n", omittingEmptySubsequences: false).count - 1 }.reduce(0, +)
        #expect(lines <= 1_200, "Sources/MortarCLI holds \(lines) lines of Swift")
    }

    @Test func noFileComposesAPathOrTouchesTheFileSystem() throws {
        let forbidden = ["FileManager", "PathText.", "createDirectory", "contentsOfDirectory", "fileExists", ".absolute("]
        let found = try Self.sources().flatMap { file, text in forbidden.filter { text.contains($0) }.map { "\(file): \($0)" } }
        #expect(found == [])
    }

    @Test func noFileWritesAnErrorByHand() throws {
        let found = try Self.sources().filter { $0.1.contains("\"error: ") }.map(\.0)
        #expect(found == [], "errors are Diagnostics, written by the one renderer")
    }
}
