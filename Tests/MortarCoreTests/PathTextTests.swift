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

    @Test func join() {
        #expect(PathText.join(".", "mortar.json") == "mortar.json")
        #expect(PathText.join("/work/app", "modules/Core") == "/work/app/modules/Core")
        #expect(PathText.join("/work/app", "../Payment") == "/work/Payment")
        #expect(PathText.join("a", "/abs/b") == "/abs/b")
        #expect(PathText.join("", "b/") == "b")
    }
}
