@testable import MortarCore
import Testing

/// A version of ASCII letters, digits, `.` and `-` is read over its bytes in place
/// (`Version.scanPlain`); every other text, and every error, by the general reading
/// (`Version.scanInGeneral`). Both must give the same version: the same text, tokens,
/// prerelease flag and metadata — or the byte reading declining.
@Suite("Version read over its bytes")
struct VersionByteReadingTests {
    static let texts = [
        "1", "1.2.3", "01.002.0", "000", "0.0.0", "1.0RC1", "1.0a1", "5.0.0.beta.1", "2.0.0-beta.3", "1.0-1", "1.0.0-rc.01",
        "99999999999999999999999.1", "1.20240722.0", "2.21.0.fork", "1.0+build.5", "1.0+", "1..2", "1.", "1.0-", "-1", ".1", "1a",
        "v1.0", "V2", "beta", "", " 1.0", "1.0 ", "1_0", "1.0\u{301}", "١.٠", "1.0-beta..2", "1-", "1--2", "1.-2", "1.0.0-",
        String(repeating: "1", count: 256), String(repeating: "1", count: 257), "0001a", "1.0.0-0a0", "1.A.b",
    ]

    @Test(arguments: texts)
    func theSameVersionAsTheGeneralReading(_ text: String) {
        let general = Version.scanInGeneral(text)
        let read = Version.scan(text)
        #expect(fields(read) == fields(general), "'\(text)'")
        let plain = text.utf8.withContiguousStorageIfAvailable { Version.scanPlain($0, text: text) } ?? nil
        if let plain {
            #expect(fields(.success(plain)) == fields(general), "'\(text)'")
        }
    }

    @Test func theCommonVersionsAreReadOverTheirBytes() {
        let plain = { (text: String) in text.utf8.withContiguousStorageIfAvailable { Version.scanPlain($0, text: text) } ?? nil }
        #expect(["1", "1.2.3", "5.0.0-beta.1", "1.0RC1", "01.002"].allSatisfy { plain($0) != nil })
        #expect(["", "1.0+build.5", "v1.0", "1..2", "1a", "١.٠", " 1.0"].allSatisfy { plain($0) == nil })
        #expect(plain("01.002.0-beta.007").map { "\($0.release) \($0.prerelease) \($0.isPrerelease)" }
            == #"[MortarCore.Version.Token.number("1"), MortarCore.Version.Token.number("2"), MortarCore.Version.Token.number("0")] [MortarCore.Version.Token.text("beta"), MortarCore.Version.Token.number("7")] true"#)
    }

    /// Every stored part of a version (`==` compares versions by value: `1.0 == 1.0.0`), or the
    /// problem's words.
    func fields(_ result: Result<Version, Version.SyntaxProblem>) -> String {
        switch result {
        case let .success(v): return "\(v.text)|\(v.release)|\(v.prerelease)|\(v.isPrerelease)|\(v.buildMetadata ?? "nil")"
        case let .failure(problem): return "error: \(problem) / \(problem.fix)"
        }
    }
}
