import MortarCore
import Testing
import MortarTestSupport

@Suite("Version")
struct VersionTests {
    /// The chain from the issue, as groups of equal versions in increasing order.
    static let chain: [[String]] = [
        ["0.9"], ["1.0a"], ["1.0.0-alpha"], ["1.0.0.beta.1"], ["1.0.0-beta.2"], ["1.0.0-beta.10"],
        ["1.0.0-rc.1"], ["1.0", "1.0.0", "1", "1.0.0.0", "01.00", "1.0.0+build.7"], ["1.0.1"],
    ]

    @Test func orderingChainHoldsForEveryPair() {
        for (i, lowerGroup) in Self.chain.enumerated() {
            for (j, upperGroup) in Self.chain.enumerated() {
                for a in lowerGroup {
                    for b in upperGroup {
                        let x = v(a), y = v(b)
                        #expect((x < y) == (i < j), "\(a) < \(b)")
                        #expect((x == y) == (i == j), "\(a) == \(b)")
                        #expect((x > y) == (i > j), "\(a) > \(b)")
                    }
                }
            }
        }
    }

    @Test func sortingShuffledChainRestoresIt() {
        var generator = SplitMix64(seed: 7)
        let flat = Self.chain.flatMap { $0 }
        let sorted = flat.map { v($0) }.shuffled(using: &generator).sorted()
        let ranks = sorted.map { version in Self.chain.firstIndex { $0.contains(version.text) }! }
        #expect(ranks == ranks.sorted())
    }

    @Test(arguments: [
        ("1.0", "1.0.0"), ("1", "1.0.0.0"), ("1.2.0", "1.2"), ("01.2", "1.2"), ("1.0.0+build", "1.0"),
        ("1.0.0.beta", "1.0.0-beta"), ("1.0.0-beta2", "1.0.0.beta.2"), ("1.0a", "1.0.0.0a"), ("1.0RC1", "1.0.0.RC.1"),
        ("99999999999999999999999.1", "99999999999999999999999.1.0"),
    ])
    func equalVersionsHashAlike(_ a: String, _ b: String) {
        #expect(v(a) == v(b))
        #expect(v(a).hashValue == v(b).hashValue)
        #expect(Set([v(a), v(b)]).count == 1)
    }

    @Test(arguments: [
        ("1.0", "1.0.1"), ("1.0.0-beta", "1.0"), ("1.0-0", "1.0"), ("1.0.0-beta", "1.0.0-beta.1"),
        // Prerelease identifiers as CocoaPods (and SemVer): a shorter list first, numbers below text.
        ("1.0.0-beta", "1.0.0-beta.0"), ("1.0.0-beta", "1.0.0-beta.a"), ("1.0.0-beta.1", "1.0.0-beta.a"),
        ("1.0.0-beta.99", "1.0.0-beta.a"), ("1.0.0-1", "1.0.0-alpha"), ("1.0.0-RC1", "1.0.0-beta"), ("1.9", "1.10"), ("2", "10"),
        ("99999999999999999999998", "99999999999999999999999"), ("9999999999999999999", "10000000000000000000"),
        ("1.0.0.1", "1.0.1"), ("0.9.99", "1.0a"),
    ])
    func strictlyIncreasing(_ lower: String, _ upper: String) {
        #expect(v(lower) < v(upper))
        #expect(!(v(upper) < v(lower)))
        #expect(v(lower) != v(upper))
    }

    @Test func partsAreRead() {
        let beta = v("2.0.0-beta.3+exp.sha.5114f85")
        #expect(beta.release == [.number("2"), .number("0"), .number("0")])
        #expect(beta.prerelease == [.text("beta"), .number("3")])
        #expect(beta.buildMetadata == "exp.sha.5114f85")
        #expect(beta.isPrerelease)
        #expect(beta.description == "2.0.0-beta.3+exp.sha.5114f85")

        let rc = v("1.0RC1")
        #expect(rc.release == [.number("1"), .number("0")])
        #expect(rc.prerelease == [.text("RC"), .number("1")])
        #expect(rc.isPrerelease)

        #expect(v("5.0.0.beta.1").isPrerelease)
        #expect(v("1.0-1").isPrerelease)
        #expect(v("2.21.0.fork").isPrerelease)
        #expect(!v("1.2.3").isPrerelease)
        #expect(!v("1.2.3+build.1").isPrerelease)
        #expect(v("  1.2 \n").text == "1.2")
        #expect(v("\r\n1.2\r\n").text == "1.2")
    }

    @Test(arguments: [
        ("v1.2.3", "1.2.3"), ("V2.0", "2.0"), ("1.2.3", "1.2.3"), (" v4.0.0-beta.1 ", "4.0.0-beta.1"),
    ])
    func tagsMayStartWithV(_ tag: String, _ expected: String) {
        #expect(Version(tag: tag) == v(expected))
        #expect(Version(tag: tag)?.text == expected)
    }

    @Test(arguments: ["release-1.2", "vv1.2", "v", "main", ""])
    func tagsThatAreNotVersions(_ tag: String) {
        #expect(Version(tag: tag) == nil)
    }

    @Test func invalidVersionsAreExplained() {
        let long = String(repeating: "1", count: 300)
        let table: [(String, String)] = [
            ("", "'' is not a valid version: it is empty; write a version like '1.2.3' or '2.0.0-beta.1'"),
            ("1..2", "'1..2' is not a valid version: it has an empty segment (two separators in a row, or one at the end); write a version like '1.2.3' or '2.0.0-beta.1'"),
            ("1.", "'1.' is not a valid version: it has an empty segment (two separators in a row, or one at the end); write a version like '1.2.3' or '2.0.0-beta.1'"),
            ("1-", "'1-' is not a valid version: it has an empty segment (two separators in a row, or one at the end); write a version like '1.2.3' or '2.0.0-beta.1'"),
            ("1--2", "'1--2' is not a valid version: it has an empty segment (two separators in a row, or one at the end); write a version like '1.2.3' or '2.0.0-beta.1'"),
            ("1.0-.", "'1.0-.' is not a valid version: it has an empty segment (two separators in a row, or one at the end); write a version like '1.2.3' or '2.0.0-beta.1'"),
            ("1.0-..1", "'1.0-..1' is not a valid version: it has an empty segment (two separators in a row, or one at the end); write a version like '1.2.3' or '2.0.0-beta.1'"),
            ("v1.2", "'v1.2' is not a valid version: it starts with 'v'; write the number alone, like '1.2'"),
            ("beta", "'beta' is not a valid version: it must start with a digit; write a version like '1.2.3' or '2.0.0-beta.1'"),
            (".5", "'.5' is not a valid version: it must start with a digit; write a version like '1.2.3' or '2.0.0-beta.1'"),
            ("1a", "'1a' is not a valid version: its first segment must be digits only; write a version like '1.0a1' or '1.0.0-beta.1'"),
            ("1.*", "'1.*' is not a valid version: '*' is not allowed in a version; write a version like '1.2.3' or '2.0.0-beta.1'"),
            ("1.0 2", "'1.0 2' is not a valid version: U+0020 is not allowed in a version; write a version like '1.2.3' or '2.0.0-beta.1'"),
            ("1.\u{E9}", "'1.\u{E9}' is not a valid version: U+00E9 is not allowed in a version; write a version like '1.2.3' or '2.0.0-beta.1'"),
            ("1.0+", "'1.0+' is not a valid version: build metadata after '+' must be dot-separated letters, digits and '-'; write a version like '1.2.3' or '2.0.0-beta.1'"),
            ("1.0+a..b", "'1.0+a..b' is not a valid version: build metadata after '+' must be dot-separated letters, digits and '-'; write a version like '1.2.3' or '2.0.0-beta.1'"),
            ("1.0+a+b", "'1.0+a+b' is not a valid version: build metadata after '+' must be dot-separated letters, digits and '-'; write a version like '1.2.3' or '2.0.0-beta.1'"),
            (long, "'\(long)' is not a valid version: it is 300 characters long, more than the 256 allowed; write a version like '1.2.3' or '2.0.0-beta.1'"),
        ]
        for (text, message) in table {
            #expect(Version(text) == nil, "\(text)")
            #expect(Version.problem(in: text) != nil, "\(text)")
            #expect(RequirementError.malformedVersion(text, in: text).description == message)
        }
        #expect(Version.problem(in: "1.2.3-beta.1+build") == nil)
    }

    /// Past the first `.`, CocoaPods' pattern (`[0-9]+(\.[0-9a-zA-Z-]+)*`) reads `-` as a
    /// character of a segment: hyphens in a row, a `-` beside a `.` or at the end are versions
    /// (`pod ipc spec` reads each; Mapbox's MapboxMaps.podspec, mapbox/mapbox-maps-ios, pins its
    /// snapshot dependencies to the first). Their tokens are the runs of digits and of letters,
    /// as CocoaPods' `segments`.
    @Test func hyphensPastTheFirstDotAreReadAsCocoaPodsDoes() {
        let snapshot = v("11.30.0-SNAPSHOT-08-20--16-03.git-83cea42")
        #expect(snapshot.release == [.number("11"), .number("30"), .number("0")])
        #expect(snapshot.prerelease == [.text("SNAPSHOT"), .number("8"), .number("20"), .number("16"), .number("3"), .text("git"),
                                        .number("83"), .text("cea"), .number("42")])
        #expect(snapshot.isPrerelease)
        #expect(snapshot.text == "11.30.0-SNAPSHOT-08-20--16-03.git-83cea42")
        for text in ["1.0-", "1.0--1", "1.0-.1", "1.-1", "2.0.0-rc.1--x"] {
            #expect(Version.problem(in: text) == nil, "\(text)")
            #expect(Version(text)?.isPrerelease == true, "\(text)")
        }
    }

    @Test func hugeNumbersNeverOverflow() {
        let huge = "123456789012345678901234567890"
        #expect(v("\(huge).1") > v("\(huge).0.9"))
        #expect(v("\(huge)") > v("9223372036854775807"))
        #expect(v("9.\(huge)").bumped.text == "10")
        #expect(v("\(huge).9").bumped.text == "123456789012345678901234567891")
        #expect(v("9999999999999999999999").nextMajor.text == "10000000000000000000000.0.0")
        let longest = String(repeating: "9", count: Version.maximumLength)
        #expect(v(longest).bumped.text == "1" + String(repeating: "0", count: Version.maximumLength))
        #expect(v(longest).nextMinor.text == "\(longest).1.0")
    }

    @Test(arguments: [
        ("1.2.3", "1.3", "2.0.0", "1.3.0"), ("1.2", "2", "2.0.0", "1.3.0"), ("1", "2", "2.0.0", "1.1.0"),
        ("1.2.3.4", "1.2.4", "2.0.0", "1.3.0"), ("1.0.0-beta.2", "1.1", "2.0.0", "1.1.0"), ("0.9.9", "0.10", "1.0.0", "0.10.0"),
        ("1.0RC1", "2", "2.0.0", "1.1.0"),
    ])
    func bumps(_ text: String, _ bumped: String, _ nextMajor: String, _ nextMinor: String) {
        #expect(v(text).bumped.text == bumped)
        #expect(v(text).nextMajor.text == nextMajor)
        #expect(v(text).nextMinor.text == nextMinor)
    }

    @Test func releaseOnlyDropsPrereleaseAndMetadata() {
        #expect(v("2.0.0-beta.1").releaseOnly.text == "2.0.0")
        #expect(v("2.0.0+7").releaseOnly.text == "2.0.0")
        #expect(v("1.0RC1").releaseOnly.text == "1.0")
        #expect(v("3.1").releaseOnly.text == "3.1")
    }
}
