import Foundation
import MortarCore
import MortarFormats
import MortarTestSupport
import MortarXcode
import Testing

/// `addPackageReference` / `addProductDependency` on a small Xcode 15 project
/// (`Fixtures/xcodeproj-edits/Mini.xcodeproj`) and on real ones.
@Suite struct XcodePackageEditTests {
    static let mini = XcodeFixtures.root + "-edits/Mini.xcodeproj/project.pbxproj"

    static func miniProject() throws -> XcodeProject {
        try XcodeProject(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: mini))), file: "Mini.xcodeproj/project.pbxproj")
    }

    static func addPackages(_ project: inout XcodeProject) throws {
        let remote = try project.addPackageReference(.remote(url: "https://github.com/Alamofire/Alamofire.git", exactVersion: "5.8.1"))
        let local = try project.addPackageReference(.local(path: "Packages/AppPackage"))
        try project.addProductDependency(target: "App", product: "Alamofire", package: remote)
        try project.addProductDependency(target: "App", product: "AppFeature", package: local)
    }

    /// The whole file written after the adds: new sections placed by isa, objects by ID, Xcode's
    /// formatting and comments, every other byte as it was (Tests/Golden/xcodeproj/Mini-packages.pbxproj).
    @Test func addsArePlacedAndFormattedAsXcodeWritesThem() throws {
        var project = try Self.miniProject()
        try Self.addPackages(&project)
        #expect(GoldenFile.compare(project.text(), at: "Tests/Golden/xcodeproj/Mini-packages.pbxproj") == nil)
    }

    @Test func addingWhatIsThereChangesNothing() throws {
        var project = try Self.miniProject()
        try Self.addPackages(&project)
        let once = project.serialized()
        var reread = try XcodeProject(bytes: once, file: "Mini.xcodeproj/project.pbxproj")
        try Self.addPackages(&reread)
        #expect(!reread.isModified)
        #expect(reread.serialized() == once)
        // A URL spelt differently (no .git, other case) is the same package.
        let again = try reread.addPackageReference(.remote(url: "https://github.com/alamofire/Alamofire", exactVersion: "5.8.1"))
        #expect(reread.packageReferences.map(\.id).contains(again))
        #expect(!reread.isModified)
    }

    /// A local package a developer added by hand, its path spelt another way (`./Packages/…`, a
    /// trailing `/`), is the same reference: integrate added a second one, and Xcode then sees
    /// two packages of one identity.
    @Test(arguments: ["Packages/AppPackage/", "./Packages/AppPackage", "Packages/x/../AppPackage"])
    func aLocalPackageSpeltAnotherWayIsTheSameReference(path: String) throws {
        var project = try Self.miniProject()
        let byHand = try project.addPackageReference(.local(path: path))
        let once = project.serialized()
        var reread = try XcodeProject(bytes: once, file: "Mini.xcodeproj/project.pbxproj")

        let again = try reread.addPackageReference(.local(path: "Packages/AppPackage"))

        #expect(again == byHand)
        #expect(!reread.isModified)
    }

    @Test func newIDsAreDeterministicAndLikeXcodes() throws {
        var first = try Self.miniProject()
        var second = try Self.miniProject()
        try Self.addPackages(&first)
        try Self.addPackages(&second)
        #expect(first.serialized() == second.serialized())
        let new = Set(first.objects.keys).subtracting(try Self.miniProject().objects.keys)
        #expect(new.count == 7)
        #expect(new.allSatisfy { $0.count == 24 && $0.allSatisfy { "0123456789ABCDEF".contains($0) } })
    }

    @Test func anIDThatIsTakenIsNotGivenAgain() {
        let seed = "PBXBuildFile X Y"
        let first = XcodeObjectID.make(seed: seed, avoiding: [:])
        let taken = [first: PBXObject(id: first, fields: PlistDictionary([.init(key: "isa", value: .string("PBXGroup"))]))]
        let second = XcodeObjectID.make(seed: seed, avoiding: taken)
        #expect(second != first)
        #expect(second == XcodeObjectID.make(seed: seed, avoiding: taken))
    }

    @Test func anotherRequirementForTheSamePackageIsRefused() throws {
        var project = try Self.miniProject()
        try Self.addPackages(&project)
        var reread = try XcodeProject(bytes: project.serialized(), file: "Mini.xcodeproj/project.pbxproj")
        #expect {
            try reread.addPackageReference(.remote(url: "https://github.com/Alamofire/Alamofire.git", exactVersion: "5.9.0"))
        } throws: { error in
            (error as? XcodeProjectError)?.description == """
                Mini.xcodeproj/project.pbxproj:148:3: error[xcodeproj-refused]: the project already refers to package 'https://github.com/Alamofire/Alamofire.git' with requirement {kind = exactVersion, version = 5.8.1}, not exactly 5.9.0
                  help: remove that package reference in Xcode (or set it to exactly 5.9.0) and run again

                """
        }
    }

    @Test func aMissingTargetIsRefused() throws {
        var project = try Self.miniProject()
        let package = try project.addPackageReference(.local(path: "Packages/AppPackage"))
        #expect {
            try project.addProductDependency(target: "AppTests", product: "AppFeature", package: package)
        } throws: { error in
            (error as? XcodeProjectError)?.description == """
                Mini.xcodeproj/project.pbxproj:56:3: error[xcodeproj-refused]: the project has no target 'AppTests' (its targets: 'App')
                  help: name one of the project's targets

                """
        }
    }

    /// What Xcodeproj (`xcodeproj-oracle.rb view`) read from the project Mortar wrote after the
    /// adds (`oracle/Mini-packages.view.json`): the packages and products per target it promised.
    @Test func xcodeprojReadsTheAddedPackages() throws {
        var project = try Self.miniProject()
        try Self.addPackages(&project)
        let path = XcodeFixtures.root + "/oracle/Mini-packages.view.json"
        let expected = JSONValue(try JSONParser.parse(try String(contentsOfFile: path, encoding: .utf8), file: path))
        #expect(XcodeOracleView.view(of: project, name: "Mini.xcodeproj").rendered() == expected.rendered())
    }

    /// Deintegrate then add, on a real CocoaPods project: Xcodeproj reads what was promised
    /// (`oracle/zulip-integrated.view.json`).
    @Test func realProjectDeintegratedThenGivenPackages() throws {
        var project = try XcodeFixtures.all.first { $0.id == "zulip" }!.project()
        try project.removeCocoaPodsIntegration()
        let package = try project.addPackageReference(.local(path: "../MortarPackages/ZulipMobilePackage"))
        try project.addProductDependency(target: "ZulipMobile", product: "ZulipMobileDependencies", package: package)
        let path = XcodeFixtures.root + "/oracle/zulip-integrated.view.json"
        let expected = JSONValue(try JSONParser.parse(try String(contentsOfFile: path, encoding: .utf8), file: path))
        #expect(XcodeOracleView.view(of: project, name: "ZulipMobile.xcodeproj").rendered() == expected.rendered())
    }
}

/// The products each target links, against `xcodeproj-oracle.rb packages` (recorded in
/// `oracle/ID.packages.json`): an Xcode 16 project, and the two Mortar wrote.
@Suite struct XcodeLinkedProductTests {
    static func oracle(_ name: String) throws -> String {
        let path = XcodeFixtures.root + "/oracle/\(name).packages.json"
        return JSONValue(try JSONParser.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)).rendered()
    }

    @Test func xcode16Project() throws {
        let project = try XcodeFixtures.all.first { $0.id == "appauth-swift-spm" }!.project()
        #expect(XcodeOracleView.packages(of: project, name: "Example.xcodeproj").rendered() == (try Self.oracle("appauth-swift-spm")))
    }

    @Test func whatMortarAdded() throws {
        var mini = try XcodePackageEditTests.miniProject()
        try XcodePackageEditTests.addPackages(&mini)
        #expect(XcodeOracleView.packages(of: mini, name: "Mini.xcodeproj").rendered() == (try Self.oracle("Mini-packages")))
        var zulip = try XcodeFixtures.all.first { $0.id == "zulip" }!.project()
        try zulip.removeCocoaPodsIntegration()
        let package = try zulip.addPackageReference(.local(path: "../MortarPackages/ZulipMobilePackage"))
        try zulip.addProductDependency(target: "ZulipMobile", product: "ZulipMobileDependencies", package: package)
        #expect(XcodeOracleView.packages(of: zulip, name: "ZulipMobile.xcodeproj").rendered() == (try Self.oracle("zulip-integrated")))
    }
}
