import MortarCore
import MortarTestSupport
import MortarXcode
import Testing

/// `removeCocoaPodsIntegration` against `pod deintegrate`'s own code (`xcodeproj-oracle.rb
/// deintegrate`, its view of the saved project recorded in `oracle/ID.deintegrated.json`).
@Suite struct XcodeDeintegrateTests {
    @Test(arguments: XcodeFixtures.all)
    func removesWhatPodDeintegrateRemoves(_ fixture: XcodeFixtures.Fixture) throws {
        var project = try fixture.project()
        try project.removeCocoaPodsIntegration()
        let expected = try fixture.oracle("deintegrated").rendered()
        #expect(XcodeOracleView.view(of: project, name: fixture.projectName).rendered() == expected)
        // What is written reads back to the same view.
        let reread = try XcodeProject(bytes: project.serialized(), file: "project.pbxproj")
        #expect(XcodeOracleView.view(of: reread, name: fixture.projectName).rendered() == expected)
        #expect(reread.objects == project.objects)
    }

    @Test func secondRemovalRemovesNothing() throws {
        var project = try XcodeFixtures.all.first { $0.id == "zulip" }!.project()
        try project.removeCocoaPodsIntegration()
        let once = project.serialized()
        let again = try project.removeCocoaPodsIntegration()
        #expect(again.isEmpty)
        #expect(project.serialized() == once)
    }

    @Test func removalSaysWhatItRemoved() throws {
        var project = try XcodeFixtures.all.first { $0.id == "zulip" }!.project()
        let removal = try project.removeCocoaPodsIntegration()
        #expect(removal.lines == [
            "remove build phase '[CP] Copy Pods Resources' from target 'ZulipMobile'",
            "remove build phase '[CP] Check Pods Manifest.lock' from target 'ZulipMobile'",
            "unlink 'libPods-ZulipMobile.a' from target 'ZulipMobile'",
            "drop base configuration 'Pods/Target Support Files/Pods-ZulipMobile/Pods-ZulipMobile.debug.xcconfig' from configuration 'Debug' of target 'ZulipMobile'",
            "drop base configuration 'Pods/Target Support Files/Pods-ZulipMobile/Pods-ZulipMobile.release.xcconfig' from configuration 'Release' of target 'ZulipMobile'",
        ])
    }

    @Test func missingTargetIsRefusedAndNothingChanges() throws {
        var project = try XcodeFixtures.all.first { $0.id == "zulip" }!.project()
        let before = project
        #expect {
            try project.removeCocoaPodsIntegration(targets: ["ZulipMobile", "ZulipTests"])
        } throws: { error in
            (error as? XcodeProjectError)?.description == """
                ZulipMobile.xcodeproj/project.pbxproj:201:3: error[xcodeproj-refused]: the project has no target 'ZulipTests' (its targets: 'ZulipMobile')
                  help: name one of the project's targets

                """
        }
        #expect(project == before)
    }
}
