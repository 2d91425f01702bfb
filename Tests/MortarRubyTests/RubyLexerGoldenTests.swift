import Foundation
import MortarRuby
import Testing

/// The lexer's whole output — every token's kind, text, literal parts, line, column, byte range
/// and space flag, and every error — over the real manifests (`shared/fixtures/real`), every Ruby
/// file under `Tests/`, the describe harness's crafted cases (`LexerGolden/crafted*.rb`), and
/// copies of each cut short and with a stray byte put in, is what it was when
/// `LexerGolden/tokens.tsv` was recorded (a digest of each dump). Re-record with
/// `MORTAR_RECORD_LEXER_GOLDEN=1` (which also fails the run); `MORTAR_LEXER_DUMP_DIR=DIR` writes
/// each input's full dump there, to compare two builds' dumps with `diff`.
@Suite(.serialized) struct RubyLexerGoldenTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let testsFolder = here.deletingLastPathComponent()
    static let goldenPath = here.appendingPathComponent("LexerGolden/tokens.tsv").path
    static let realFolder: String? = {
        let root = testsFolder.deletingLastPathComponent()
        for up in ["..", "../.."] {
            let candidate = root.appendingPathComponent(up).appendingPathComponent("shared/fixtures/real").standardized.path
            if FileManager.default.fileExists(atPath: candidate + "/README.md") { return candidate }
        }
        return nil
    }()

    @Test func testInputsLexAsRecorded() throws {
        try compare(section: "tests", inputs: Self.testInputs())
    }

    @Test(.enabled(if: realFolder != nil, "../shared/fixtures/real is not beside this clone: the real manifests' tokens are not compared"))
    func realManifestsLexAsRecorded() throws {
        try compare(section: "real", inputs: Self.realInputs())
    }

    /// Every `.rb` and `.podspec` file and every `Podfile` under `Tests/`, sorted; the crafted
    /// files also piece by piece (`#----` lines part them).
    static func testInputs() -> [(String, [UInt8])] {
        var found: [(String, [UInt8])] = []
        let enumerator = FileManager.default.enumerator(atPath: testsFolder.path)
        while let relative = enumerator?.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            guard name.hasSuffix(".rb") || name.hasSuffix(".podspec") || name == "Podfile" else { continue }
            var isFolder: ObjCBool = false
            let path = testsFolder.appendingPathComponent(relative).path
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
                  let data = FileManager.default.contents(atPath: path) else { continue }
            found.append((relative, [UInt8](data)))
            if relative.hasPrefix("MortarRubyTests/LexerGolden/") {
                let pieces = String(decoding: data, as: UTF8.self).components(separatedBy: "\n#----\n")
                for (i, piece) in pieces.enumerated() { found.append(("\(relative)#\(i)", Array(piece.utf8))) }
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }

    static func realInputs() -> [(String, [UInt8])] {
        guard let realFolder else { return [] }
        var found: [(String, [UInt8])] = []
        for sub in ["podspec-ruby", "podfile"] {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: "\(realFolder)/\(sub)")) ?? []).sorted()
            for name in names where name != "README.md" {
                guard let data = FileManager.default.contents(atPath: "\(realFolder)/\(sub)/\(name)") else { continue }
                found.append(("\(sub)/\(name)", [UInt8](data)))
            }
        }
        return found
    }

    /// The input and its variants: cut at six places and with a stray piece put in at six
    /// (places from a generator seeded by the name, so the same on every run).
    static func variants(_ name: String, _ bytes: [UInt8]) -> [(String, [UInt8])] {
        var result = [(name, bytes)]
        var state = UInt64(GoldenDigests.digest(name), radix: 16) ?? 0
        func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return bound <= 0 ? 0 : Int(z % UInt64(bound))
        }
        let strays: [[UInt8]] = ["'", "\"", "#{", "(", "\\", "%w[", "/", "<<~EOS\n", "?", ":", "é", "\n=begin\n", "`", "@", "0x", "\u{201C}", "\r\n", "\\\n"].map { Array($0.utf8) }
        for k in 0..<6 {
            let cut = next(bytes.count + 1)
            result.append(("\(name)@cut\(k):\(cut)", Array(bytes[..<cut])))
        }
        for k in 0..<6 {
            let at = next(bytes.count + 1), stray = strays[next(strays.count)]
            result.append(("\(name)@put\(k):\(at)", Array(bytes[..<at]) + stray + Array(bytes[at...])))
        }
        return result
    }

    static let golden = GoldenDigests(path: goldenPath, shownName: "LexerGolden/tokens.tsv", recordVariable: "MORTAR_RECORD_LEXER_GOLDEN",
                                      dumpVariable: "MORTAR_LEXER_DUMP_DIR", what: "the lexer's output")

    /// Compares each input's dump (and its variants') with the one recorded (`GoldenDigests`).
    func compare(section: String, inputs: [(String, [UInt8])]) throws {
        var answers: [GoldenDigests.Answer] = []
        for (name, bytes) in inputs {
            for (variant, data) in Self.variants(name, bytes) {
                let dump = RubyTokenDump.dump(bytes: data, file: "t.rb")
                answers.append(.init(name: variant, input: String(decoding: data, as: UTF8.self), inputBytes: data.count,
                                     answer: dump, lines: dump.split(separator: "\n").count))
            }
        }
        try Self.golden.compare(section: section, answers: answers)
    }
}
