import MortarCore
import MortarTestSupport
@testable import MortarXcode
import Testing

/// Real projects read and written back, and read as CocoaPods' Xcodeproj reads them.
@Suite struct XcodeRoundTripTests {
    @Test func thereAreAtLeastTenRealProjects() {
        #expect(XcodeFixtures.all.count >= 10)
    }

    @Test(arguments: XcodeFixtures.all)
    func unmodifiedProjectIsWrittenBackByteForByte(_ fixture: XcodeFixtures.Fixture) throws {
        let bytes = try fixture.bytes()
        let project = try XcodeProject(bytes: bytes, file: "project.pbxproj")
        #expect(!project.isModified)
        #expect(project.serialized() == bytes)
    }

    /// Every object re-rendered by Mortar's renderer gives the bytes Xcode wrote: the writer's
    /// formatting is Xcode's (checked by marking every object changed).
    @Test(arguments: XcodeFixtures.all)
    func everyObjectRenderedAgainGivesXcodesBytes(_ fixture: XcodeFixtures.Fixture) throws {
        let bytes = try fixture.bytes()
        var project = try XcodeProject(bytes: bytes, file: "project.pbxproj")
        for id in project.objects.keys { project.objects[id]?.fields.entries.append(.init(key: "zzMortarProbe", value: .string("x"))) }
        for id in project.objects.keys { project.objects[id]?.fields.entries.removeLast() }
        #expect(project.serialized() == bytes)
        project.rendersEveryObject = true
        let text = String(decoding: project.serialized(), as: UTF8.self)
        let original = String(decoding: bytes, as: UTF8.self)
        if text != original {
            let a = original.split(separator: "\n", omittingEmptySubsequences: false)
            let b = text.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }
            Issue.record("first difference at line \((first?.offset ?? 0) + 1):\n-\(first?.element.0 ?? "")\n+\(first?.element.1 ?? "")")
        }
    }

    /// What Xcodeproj (`xcodeproj-oracle.rb view`) reads from each project, read by Mortar.
    @Test(arguments: XcodeFixtures.all)
    func viewAgreesWithXcodeproj(_ fixture: XcodeFixtures.Fixture) throws {
        let project = try fixture.project()
        let mine = XcodeOracleView.view(of: project, name: fixture.projectName)
        let theirs = try fixture.oracle("view")
        #expect(mine.rendered() == theirs.rendered())
    }

    /// A quoted string's escapes as CoreFoundation reads them: the C letters, three octal
    /// digits, `\U` and four hex digits, and any other character standing for itself.
    @Test func quotedStringEscapes() throws {
        var parser = PlistParser(bytes: Array(#"{ s = "n\nt\tr\ra\ab\bf\fv\vo\101u\U00e9q\"z\z"; }"#.utf8))
        let root = try parser.parseRoot()
        #expect(root["s"]?.string == "n\nt\tr\ra\u{07}b\u{08}f\u{0C}v\u{0B}oAuéq\"zz")
    }
}
