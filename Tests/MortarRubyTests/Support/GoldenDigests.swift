import Foundation
import Testing

/// A golden file of digests, one line per input — the section, the input's name, the digest and
/// length of its bytes, the answer's line count and digest — recorded once and compared after.
/// An input added, removed or edited since the recording is not compared (a fixture another
/// change adds does not fail the test), and most recorded inputs must still be there. What
/// `RubyLexerGoldenTests` and `RubyEvaluatorGoldenTests` keep their answers in.
struct GoldenDigests {
    /// The golden file, and its name as the messages give it.
    let path: String
    let shownName: String
    /// `NAME=1` records the section again (and fails the test: run it again without).
    let recordVariable: String
    /// `NAME=DIR` writes each answer into `DIR`, for diffing.
    let dumpVariable: String
    /// What changed, as the failure says it ("the lexer's output", "run()'s answer").
    let what: String

    /// One input's answer: its name, its text and length in bytes (the bytes read, which a text
    /// decoded from bytes that are not UTF-8 does not keep), the answer and its line count.
    struct Answer {
        let name: String
        let input: String
        let inputBytes: Int
        let answer: String
        let lines: Int
    }

    /// FNV-1a, 64 bits, of the text's bytes, in hexadecimal.
    static func digest(_ text: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Compares each answer with the one recorded for the same section, name and input bytes.
    func compare(section: String, answers: [Answer]) throws {
        let environment = ProcessInfo.processInfo.environment
        var lines: [String] = []
        for answer in answers {
            let input = Self.digest(answer.input) + String(answer.inputBytes, radix: 16)
            lines.append("\(section)\t\(answer.name)\t\(input)\t\(answer.lines)\t\(Self.digest(answer.answer))")
            if let dumpFolder = environment[dumpVariable] {
                let file = "\(section)-\(answer.name)".map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "_" }
                try? FileManager.default.createDirectory(atPath: dumpFolder, withIntermediateDirectories: true)
                try Data(answer.answer.utf8).write(to: URL(fileURLWithPath: "\(dumpFolder)/\(String(file))"))
            }
        }
        let recorded = ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        if environment[recordVariable] == "1" {
            let all = (recorded.filter { !$0.hasPrefix("\(section)\t") } + Set(lines)).sorted().joined(separator: "\n") + "\n"
            try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
                                                    withIntermediateDirectories: true)
            try Data(all.utf8).write(to: URL(fileURLWithPath: path))
            Issue.record("\(shownName) re-recorded (\(section): \(lines.count) inputs); run again without \(recordVariable)")
            return
        }
        // Keyed by section, name and the input's digest: the answer's line count and digest.
        func key(_ line: String) -> String { line.split(separator: "\t").prefix(3).joined(separator: "\t") }
        let expected = Dictionary(recorded.filter { $0.hasPrefix("\(section)\t") }.map { (key($0), $0) }, uniquingKeysWith: { a, _ in a })
        var changed: [String] = []
        var compared = Set<String>()
        for line in lines {
            guard let want = expected[key(line)] else { continue }
            compared.insert(key(line))
            if want != line { changed.append(String(line.split(separator: "\t")[1])) }
        }
        #expect(changed.isEmpty, "\(what) changed for \(changed.count) of \(compared.count) inputs (\(section)): \(changed.prefix(10).joined(separator: ", ")); set \(dumpVariable) to see the answers")
        #expect(compared.count * 10 >= expected.count * 9, "\(section): only \(compared.count) of the \(expected.count) recorded inputs are still there to compare; re-record")
    }
}
