import Foundation
import MortarRuby
import Testing

/// Issue 27, step B's proof kept once the old walk is gone: `run()`'s whole answer — every host
/// call (name, arguments and their locations, the node's location, byte range and source text,
/// the blocks the tracing host runs), the value, the steps and unknown values counted, or the
/// error, as `RubyTreeEvaluatorTests.answer` writes it — on every input the comparison of the two
/// walks read, is what it was when `EvaluatorGolden/answers.tsv` was recorded (from `run()`,
/// which then answered exactly as the old parser and evaluator on all of them). The file holds a
/// digest per input, keyed by section, name and the input's own digest: an input added, removed
/// or edited since is not compared (a test another change adds does not fail this one), and most
/// recorded inputs must still be there. Re-record with `MORTAR_RECORD_EVALUATOR_GOLDEN=1` (which
/// also fails the run); `MORTAR_EVALUATOR_DUMP_DIR=DIR` writes each input's answer there, to
/// compare two builds' answers with `diff`.
@Suite(.serialized) struct RubyEvaluatorGoldenTests {
    static let goldenPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("EvaluatorGolden/answers.tsv").path

    /// Every `.rb`, `.podspec` and `Podfile` under `Tests/`, every multi-line string literal of
    /// the test sources (named by its file and its digest, so a literal added before it does not
    /// rename it), and the crafted cases of the tree's tests.
    @Test func testInputsAnswerAsRecorded() throws {
        var inputs: [(String, String)] = []
        let tests = RubyTreeParserTests.repository.appendingPathComponent("Tests").path
        let walker = FileManager.default.enumerator(atPath: tests)
        while let relative = walker?.nextObject() as? String {
            let path = "\(tests)/\(relative)", name = URL(fileURLWithPath: relative).lastPathComponent
            if name.hasSuffix(".rb") || name.hasSuffix(".podspec") || name.hasPrefix("Podfile") && !name.contains(".") {
                inputs.append((relative, RubyTreeParserTests.read(path)))
            } else if name.hasSuffix(".swift") {
                let pieces = RubyTreeParserTests.read(path).components(separatedBy: "\"\"\"")
                var i = 1
                while i < pieces.count {
                    inputs.append(("\(relative)#\(GoldenDigests.digest(pieces[i]).prefix(8))", pieces[i]))
                    i += 2
                }
            }
        }
        inputs += RubyTreeControlTests.conditionCases + RubyTreeControlTests.loopCases + RubyTreeControlTests.caseCases
            + RubyTreeControlTests.assignCases + RubyTreeControlTests.jumpCases + RubyTreeEvaluatorTests.callCases
        #expect(inputs.count > 500)
        try compare(section: "tests", inputs: inputs)
    }

    /// The real podspecs and Podfiles, whole and cut at 8 places each.
    @Test(.enabled(if: RubyTreeParserTests.realFixtures != nil, "../shared/fixtures/real is not beside this clone: the real Ruby inputs' answers are not compared"))
    func realManifestsAnswerAsRecorded() throws {
        let folder = try #require(RubyTreeParserTests.realFixtures)
        var inputs: [(String, String)] = []
        for path in RubyTreeParserTests.files(in: "\(folder)/podspec-ruby") + RubyTreeParserTests.files(in: "\(folder)/podfile") {
            let text = RubyTreeParserTests.read(path)
            let name = URL(fileURLWithPath: path).lastPathComponent
            inputs.append((name, text))
            let bytes = Array(text.utf8)
            for cut in 1..<8 {
                let end = bytes.count * cut / 8
                inputs.append(("\(name)@\(end)", String(decoding: bytes[..<end], as: UTF8.self)))
            }
        }
        #expect(inputs.count > 300)
        try compare(section: "real", inputs: inputs)
    }

    /// The describe harness's crafted cases, bare (their statements start at the top of a file)
    /// and wrapped in a spec as the harness does.
    @Test(.enabled(if: RubyTreeParserTests.craftedFolder != nil, "tools/describe-cmp is not beside this clone: its crafted cases' answers are not compared"))
    func craftedCasesAnswerAsRecorded() throws {
        let folder = try #require(RubyTreeParserTests.craftedFolder)
        var inputs: [(String, String)] = []
        for file in ["crafted.rb", "crafted-arena6.rb"] {
            for (i, body) in RubyTreeParserTests.read("\(folder)/\(file)").components(separatedBy: "\n#----\n").enumerated() {
                inputs.append(("\(file)#\(i)", body))
                inputs.append(("\(file)#\(i)s", "Pod::Spec.new do |s|\n  s.name = 'C\(i)'\n  s.version = '1.0'\n\(body)\nend\n"))
            }
        }
        #expect(inputs.count > 200)
        try compare(section: "crafted", inputs: inputs)
    }

    /// The real manifests altered 12 ways each (`RubyTreeParserTests.alteredRealInputs`): a fifth
    /// to four fifths of them parse errors.
    @Test(.enabled(if: RubyTreeParserTests.realFixtures != nil, "../shared/fixtures/real is not beside this clone: the altered real inputs' answers are not compared"))
    func alteredRealManifestsAnswerAsRecorded() throws {
        let inputs = RubyTreeParserTests.alteredRealInputs()
        #expect(inputs.count > 500)
        let errors = inputs.filter { RubyTreeEvaluatorTests.answer($0.1, file: $0.0).contains("error: \($0.0):") }.count
        #expect(errors > inputs.count / 5 && errors < inputs.count * 4 / 5, "\(errors) of \(inputs.count) altered inputs are errors")
        try compare(section: "altered", inputs: inputs)
    }

    /// The parser's bounds (nesting at and around 80 through every level, chains past 256) and
    /// crafted constructs and errors (`RubyTreeParserTests.boundsInputs`).
    @Test func boundsAndErrorsAnswerAsRecorded() throws {
        try compare(section: "bounds", inputs: RubyTreeParserTests.boundsInputs())
    }

    static let golden = GoldenDigests(path: goldenPath, shownName: "EvaluatorGolden/answers.tsv", recordVariable: "MORTAR_RECORD_EVALUATOR_GOLDEN",
                                      dumpVariable: "MORTAR_EVALUATOR_DUMP_DIR", what: "run()'s answer")

    /// Compares each input's answer with the one recorded (`GoldenDigests`).
    func compare(section: String, inputs: [(String, String)]) throws {
        try Self.golden.compare(section: section, answers: inputs.map { name, text in
            let answer = RubyTreeEvaluatorTests.answer(text, file: name)
            return .init(name: name, input: text, inputBytes: text.utf8.count, answer: answer,
                         lines: answer.split(separator: "\n", omittingEmptySubsequences: false).count)
        })
    }
}
