import Foundation
import MortarCLI
import MortarCore
import Testing

/// The reference and `mortar help` say the same: the Commands article holds every command's help
/// verbatim, in a fenced block, and names no command the CLI does not have.
struct CommandsArticleTests {
    static let catalog = "Sources/MortarCLI/Mortar.docc"
    static let articlePath = catalog + "/Commands.md"

    static func article(_ path: String) -> String {
        (try? String(contentsOfFile: CLIHarness.repositoryRoot + "/" + path, encoding: .utf8)) ?? ""
    }

    @Test(arguments: CLI.commands.map { $0.name })
    func theArticleHoldsTheHelpOfEachCommand(_ name: String) {
        let help = CLIHarness.run(["help", name])
        #expect(help.exitCode == .success)
        #expect(Self.article(Self.articlePath).contains("```\n" + help.stdout + "```\n"),
                "\(Self.articlePath) does not hold 'mortar help \(name)' verbatim; paste the output of 'swift run mortar help \(name)' into its fenced block under '### mortar \(name)'")
    }

    @Test func theArticleNamesOnlyTheCommandsThereAre() {
        let headings = Self.article(Self.articlePath).split(separator: "\n")
            .filter { $0.hasPrefix("### mortar ") }.map { String($0.dropFirst("### mortar ".count)) }
        #expect(headings == CLI.commands.map { $0.name },
                "\(Self.articlePath) has one '### mortar NAME' section per command, in the order 'mortar help' lists them")
    }

    /// Every diagnostic code is documented in the reference, so `--format sarif`'s rule ids lead somewhere.
    @Test func everyDiagnosticCodeIsInTheReference() {
        let text = Self.article(Self.catalog + "/ChecksAndDiagnostics.md")
        let missing = DiagnosticCode.allCases.map(\.rawValue).filter { !text.contains("`\($0)`") }
        #expect(missing == [], "ChecksAndDiagnostics.md does not describe \(missing.joined(separator: ", "))")
    }
}
