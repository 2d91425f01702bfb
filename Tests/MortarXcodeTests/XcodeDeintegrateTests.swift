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

    @Test func projectWithoutCocoaPodsIsLeftByteForByte() throws {
        let fixture = XcodeFixtures.all.first { $0.id == "deintegrate-no-pods" }!
        var project = try fixture.project()
        let removal = try project.removeCocoaPodsIntegration()
        #expect(removal.isEmpty)
        #expect(!project.isModified)
        #expect(project.serialized() == (try fixture.bytes()))
    }

    /// CocoaPods 1.0's `📦 ` phase names go like today's `[CP] ` ones (cocoapods-deintegrate's own fixture).
    @Test func cocoaPods1PhaseNames() throws {
        var project = try XcodeFixtures.all.first { $0.id == "deintegrate-1.0-frameworks" }!.project()
        let removal = try project.removeCocoaPodsIntegration(targets: ["TestProject"])
        #expect(removal.lines == [
            "remove build phase '📦 Copy Pods Resources' from target 'TestProject'",
            "remove build phase '📦 Check Pods Manifest.lock' from target 'TestProject'",
            "remove build phase '📦 Embed Pods Frameworks' from target 'TestProject'",
            "unlink 'Pods_TestProject.framework' from target 'TestProject'",
            "drop base configuration 'Pods/Target Support Files/Pods-TestProject/Pods-TestProject.debug.xcconfig' from configuration 'Debug' of target 'TestProject'",
            "drop base configuration 'Pods/Target Support Files/Pods-TestProject/Pods-TestProject.release.xcconfig' from configuration 'Release' of target 'TestProject'",
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

/// Deintegrating some targets leaves the others integrated; every target in turn ends where
/// `pod deintegrate` ends.
@Suite struct XcodeDeintegrateTargetsTests {
    @Test func oneTargetLeavesTheOthersAlone() throws {
        let fixture = XcodeFixtures.all.first { $0.id == "ziparchive" }!
        var project = try fixture.project()
        let names = project.nativeTargets.compactMap { $0.string("name") }
        let removal = try project.removeCocoaPodsIntegration(targets: [names[0]])
        #expect(!removal.isEmpty)
        #expect(removal.items.allSatisfy { item in
            switch item {
            case .buildPhase(let target, _), .linkedLibrary(let target, _): return target == names[0]
            case .baseConfiguration(let target, _, _): return target == names[0]
            case .fileReference, .group: return true
            }
        })
        let untouched = try fixture.project()
        for name in names.dropFirst() {
            let before = untouched.target(named: name)!
            let after = project.target(named: name)!
            #expect(project.buildPhases(of: after) == untouched.buildPhases(of: before))
            #expect(project.buildConfigurations(of: after) == untouched.buildConfigurations(of: before))
        }
    }

    /// An xcconfig two targets are based on stays for the target not named.
    @Test func sharedXcconfigStaysForTheOtherTarget() throws {
        var project = try XcodeFixtures.all.first { $0.id == "ziparchive" }!.project()
        let names = project.nativeTargets.compactMap { $0.string("name") }
        let first = project.buildConfigurations(of: project.target(named: names[0])!)[0]
        let second = project.buildConfigurations(of: project.target(named: names[1])!)[0]
        let shared = first.string("baseConfigurationReference")!
        project.objects[second.id]?["baseConfigurationReference"] = first["baseConfigurationReference"]
        try project.removeCocoaPodsIntegration(targets: [names[0]])
        #expect(project.objects[shared] != nil)
        #expect(project.objects[second.id]?.string("baseConfigurationReference") == shared)
        #expect(project.objects[first.id]?.string("baseConfigurationReference") == nil)
    }

    @Test(arguments: XcodeFixtures.all)
    func everyTargetInTurnEndsWherePodDeintegrateEnds(_ fixture: XcodeFixtures.Fixture) throws {
        var project = try fixture.project()
        for name in project.nativeTargets.compactMap({ $0.string("name") }) {
            try project.removeCocoaPodsIntegration(targets: [name])
        }
        #expect(XcodeOracleView.view(of: project, name: fixture.projectName).rendered() == (try fixture.oracle("deintegrated")).rendered())
    }
}
