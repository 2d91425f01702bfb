import Foundation
import MortarCLI
import Testing

/// A manifest with more findings of one code than anyone reads prints the first
/// `perCodeLimit` of them and a count of the rest; the summary and the exit status still count
/// every one, and JSON keeps every one.
@Suite struct DiagnosticCapTests {
    static let total = DiagnosticRenderer.perCodeLimit + 3

    /// `mortar.json` with `total` modules whose folders do not exist, one per line.
    static func project() -> String {
        let folder = CLIHarness.makeTemporaryFolder()
        let modules = (0..<total).map { #"    { "name": "M\#($0)", "path": "m/M\#($0)" }"# }.joined(separator: ",\n")
        CLIHarness.write("{\n  \"name\": \"App\",\n  \"modules\": [\n\(modules)\n  ]\n}\n", to: folder + "/mortar.json")
        return folder
    }

    static func entry(_ index: Int) -> String {
        "mortar.json:\(index + 4):15: error[missing-manifest]: module 'M\(index)' points at 'm/M\(index)', which does not exist\n  help: fix its \"path\" in mortar.json\n"
    }

    @Test func textPrintsTheFirstOfEachCodeAndCountsTheRest() {
        let folder = Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CLIHarness.run(["check", "--no-imports"], in: folder)
        #expect(run.exitCode == .failure)
        #expect(run.stdout == (0..<DiagnosticRenderer.perCodeLimit).map(Self.entry).joined()
            + "… and 3 more error[missing-manifest]\n"
            + "103 errors (103 modules, 0 dependencies between them)\n")
    }

    @Test func githubAnnotationsAreCappedTheSameWay() {
        let folder = Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CLIHarness.run(["check", "--no-imports", "--format", "github"], in: folder)
        #expect(run.exitCode == .failure)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == DiagnosticRenderer.perCodeLimit + 3)
        #expect(lines[0] == "::error file=mortar.json,line=4,col=15,title=mortar missing-manifest::module 'M0' points at 'm/M0', which does not exist%0Ahelp: fix its \"path\" in mortar.json")
        #expect(lines.suffix(3) == ["… and 3 more error[missing-manifest]", "103 errors (103 modules, 0 dependencies between them)", ""])
    }

    @Test func jsonKeepsEveryFinding() throws {
        let folder = Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CLIHarness.run(["check", "--no-imports", "--format", "json"], in: folder)
        #expect(run.exitCode == .failure)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((object["diagnostics"] as? [Any])?.count == Self.total)
    }
}
