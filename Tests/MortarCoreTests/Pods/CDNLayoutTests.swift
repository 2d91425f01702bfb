import MortarCore
import Testing

/// Where a CocoaPods CDN keeps each file, and which metadata makes a URL one.
struct CDNLayoutTests {
    @Test func trunkPathsOfAPod() {
        let trunk = CDNLayout(prefixLengths: [1, 1, 1])
        #expect(trunk.fragment("Moya") == ["8", "a", "7"])
        #expect(trunk.versionsIndex("Moya") == "all_pods_versions_8_a_7.txt")
        #expect(trunk.specPath(name: "Moya", version: "15.0.0") == "Specs/8/a/7/Moya/15.0.0/Moya.podspec.json")
        #expect(trunk.specPath(name: "..", version: "1.0") == nil)
        #expect(trunk.specPath(name: "Moya", version: "../x") == nil)
        let flat = CDNLayout(prefixLengths: [])
        #expect(flat.versionsIndex("Moya") == "all_pods_versions.txt")
        #expect(flat.specPath(name: "Moya", version: "1.0") == "Specs/Moya/1.0/Moya.podspec.json")
        #expect(CDNLayout(prefixLengths: [2, 1]).fragment("Moya") == ["8a", "7"])
    }

    @Test(arguments: [
        ("---\nmin: 1.0.0\nlast: 1.16.2\nprefix_lengths:\n- 1\n- 1\n- 1\n", [1, 1, 1] as [Int]?),
        ("min: 1.0.0\nlast: '1.16.2'\nprefix_lengths: [1, 1, 1]\n", [1, 1, 1]),
        ("last: 1.16.2\n", []),
        ("min: 1.0.0\nprefix_lengths: [1, 1, 1]\n", nil),
        ("<html>not found</html>\n", nil),
        ("last: 1.16.2\nprefix_lengths: [x]\n", nil),
    ])
    func metadataIsCocoaPodsOnlyWithALastVersion(_ text: String, _ lengths: [Int]?) {
        #expect(CDNLayout.metadata(text)?.prefixLengths == lengths)
    }

    @Test func versionsOfAPodInAnIndex() {
        let index = "Moya/1.0.0/2.0.0\nMoyaX/3.0.0\nLonely/\n"
        #expect(CDNLayout.versions(of: "Moya", inIndex: index) == ["1.0.0", "2.0.0"])
        #expect(CDNLayout.versions(of: "Lonely", inIndex: index) == [])
        #expect(CDNLayout.versions(of: "Moy", inIndex: index) == nil)
    }
}
