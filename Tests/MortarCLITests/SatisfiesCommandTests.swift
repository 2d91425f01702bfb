import Foundation
import MortarCLI
import MortarWorkspace
import Testing

@Suite("mortar satisfies")
struct SatisfiesCommandTests {
    struct Result {
        var code: ExitCode
        var stdout: String
        var stderr: String
    }

    func run(_ arguments: [String]) -> Result {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(environment: [:], currentDirectory: "/", stdout: out, stderr: err)
        let code = CLI.run(arguments, context)
        return Result(code: code, stdout: out.text, stderr: err.text)
    }

    @Test func oneLinePerVersionInTheOrderGiven() {
        let result = run(["satisfies", "~> 1.2", "1.2.9", "1.3", "2.0", "1.1", "1.2"])
        #expect(result.code == .success)
        #expect(result.stdout == "1.2.9 yes\n1.3 yes\n2.0 no\n1.1 no\n1.2 yes\n")
        #expect(result.stderr == "")
    }

    @Test func termsJoinedWithCommasAllHold() {
        let result = run(["satisfies", ">= 1.0, < 2.0, != 1.5", "1.0.0", "1.5.0", "1.9.9", "2.0", "2.0.0-beta"])
        #expect(result.code == .success)
        #expect(result.stdout == "1.0.0 yes\n1.5.0 no\n1.9.9 yes\n2.0 no\n2.0.0-beta no\n")
    }

    @Test func currentRubyGemsOnTrailingZerosAndPrereleasesAsCocoaPods() {
        #expect(run(["satisfies", "> 1.0", "1.0.0", "1.0.0.1"]).stdout == "1.0.0 no\n1.0.0.1 yes\n")
        #expect(run(["satisfies", ">= 1.0.0-beta", "1.0.0-rc.1", "2.0.0-alpha", "1.0.0-alpha"]).stdout == "1.0.0-rc.1 yes\n2.0.0-alpha yes\n1.0.0-alpha no\n")
        #expect(run(["satisfies", "1.2.3", "1.2.3+build.9"]).stdout == "1.2.3+build.9 yes\n")
    }

    @Test func aMalformedRequirementExitsTwo() {
        let result = run(["satisfies", "=> 1.0", "1.0"])
        #expect(result.code == .usage)
        #expect(result.stdout == "")
        #expect(result.stderr == "error[usage]: '=>' in requirement '=> 1.0' is not an operator\n  help: use one of '=', '!=', '>', '>=', '<', '<=', '~>'\n")
        #expect(run(["satisfies", "~> 1.*", "1.0"]).stderr
            == "error[usage]: '1.*' in requirement '~> 1.*' is not a valid version: '*' is not allowed in a version\n  help: write a version like '1.2.3' or '2.0.0-beta.1'\n")
    }

    @Test func everyMalformedVersionIsReportedAndNothingAnswered() {
        let result = run(["satisfies", ">= 1.0", "1.0", "v1.2", "1..2"])
        #expect(result.code == .usage)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            error[usage]: 'v1.2' is not a valid version: it starts with 'v'
              help: write the number alone, like '1.2'
            error[usage]: '1..2' is not a valid version: it has an empty segment (two separators in a row, or one at the end)
              help: write a version like '1.2.3' or '2.0.0-beta.1'

            """)
    }

    @Test(arguments: [["satisfies"], ["satisfies", "~> 1.2"]])
    func missingArgumentsExitTwo(_ arguments: [String]) {
        let result = run(arguments)
        #expect(result.code == .usage)
        #expect(result.stdout == "")
        #expect(result.stderr == "error[usage]: 'mortar satisfies' expects a requirement and at least one version\n  help: run 'mortar help satisfies'\n")
    }

    @Test func unknownOptionsAreUsageErrors() {
        let result = run(["satisfies", "--strict", "~> 1.2", "1.2"])
        #expect(result.code == .usage)
        #expect(result.stderr == "error[usage]: unknown option --strict for 'mortar satisfies'\n  help: run 'mortar help satisfies' for its options\n")
    }

    @Test func helpShowsUsageAndExamples() {
        let result = run(["help", "satisfies"])
        #expect(result.code == .success)
        #expect(result.stdout.hasPrefix("USAGE: mortar satisfies [OPTIONS] REQUIREMENT VERSION...\n\nTell whether versions satisfy a requirement.\n\n"))
        #expect(result.stdout.contains("  mortar satisfies '~> 1.2' 1.2.9 1.3 2.0        # 1.2.9 yes, 1.3 yes, 2.0 no\n"))
        #expect(result.stdout.contains("EXIT CODES:\n  0  every answer was printed, yes or no\n"))
        #expect(run(["satisfies", "--help"]).stdout == result.stdout)
        #expect(run(["help"]).stdout.contains("  satisfies  Tell whether versions satisfy a requirement\n"))
    }

    /// Every 10th row of the RubyGems oracle (the core tests check all of them).
    @Test func agreesWithRubyGemsOnASampleOfTheOracle() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("MortarCoreTests/Oracle/gem-requirement-oracle.tsv")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst()
        var checked = 0
        for (index, line) in lines.enumerated() where index % 10 == 0 {
            let fields = line.split(separator: "\t").map(String.init)
            try #require(fields.count == 3)
            let result = run(["satisfies", fields[0], fields[1]])
            #expect(result.code == .success)
            #expect(result.stdout == "\(fields[1]) \(fields[2])\n", "'\(fields[0])' by \(fields[1])")
            checked += 1
        }
        #expect(checked == 600)
    }
}
