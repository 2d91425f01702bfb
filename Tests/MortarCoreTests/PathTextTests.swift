import MortarCore
import Testing

/// Path arithmetic: normalizing (with its fast path for paths already normal) and joining.
@Suite struct PathTextTests {
    @Test(arguments: [
        ("a/b/c.json", "a/b/c.json"), ("/a/b", "/a/b"), ("/", "/"), (".", "."), ("", "."), ("./a", "a"), ("a/./b", "a/b"),
        ("a//b", "a/b"), ("a/b/", "a/b"), ("a/../b", "b"), ("../a", "../a"), ("../../a/..", "../.."), ("/..", "/"), ("/a/..", "/"),
        ("a/..", "."), ("a/.b/c", "a/.b/c"), ("a/...", "a/..."), ("..a/b", "..a/b"), ("a/b.", "a/b."), ("//a", "/a"), ("a/.", "a"),
        ("modules/Base0001/Base0001.podspec.json", "modules/Base0001/Base0001.podspec.json"),
    ])
    func normalize(path: String, expected: String) {
        #expect(PathText.normalize(path) == expected)
    }

    /// `lastPiece` answers as splitting by `Character` does, by bytes or not: trailing and
    /// repeated separators, none at all, only separators, and texts past ASCII (a combining
    /// mark after the separator is one `Character` with it, so no piece starts there).
    @Test(arguments: [
        "podspec-ruby/Alamofire.podspec", "Alamofire.podspec", "", "/", "//", "a/b/", "a//b", "/a", "a/b/c.d",
        "ios.source_files", "source_files", ".", "a.", ".a", "..a..b..", "dir\r\n/x", "café/ké.podspec",
        "a/\u{301}b", "a.\u{301}b", "é", "/é/", "日本/語",
    ])
    func lastPiece(text: String) {
        #expect(PathText.lastPiece(of: text, separatedBy: UInt8(ascii: "/")) == (text.split(separator: "/").last.map(String.init) ?? text))
        #expect(PathText.lastPiece(of: text, separatedBy: UInt8(ascii: ".")) == (text.split(separator: ".").last.map(String.init) ?? text))
    }

    @Test func join() {
        #expect(PathText.join(".", "mortar.json") == "mortar.json")
        #expect(PathText.join("/work/app", "modules/Core") == "/work/app/modules/Core")
        #expect(PathText.join("/work/app", "../Payment") == "/work/Payment")
        #expect(PathText.join("a", "/abs/b") == "/abs/b")
        #expect(PathText.join("", "b/") == "b")
    }
}
