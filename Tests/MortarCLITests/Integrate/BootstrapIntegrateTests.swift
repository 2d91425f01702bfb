import Foundation
import MortarCLI
import MortarCore
import MortarFormats
import MortarTestSupport
import Testing

/// `mortar bootstrap --integrate` on the real AppAuth-iOS CocoaPods app of `IntegrateCommandTests`:
/// the main job ends with the Xcode project, exactly as `mortar integrate` would change it.
@Suite(.serialized) struct BootstrapIntegrateTests {
    @Test func bootstrapEndsWithTheXcodeProjectOnlyWhenAsked() throws {
        let box = try IntegrateCommandTests.app()
        defer { box.cleanUp() }
        let projectBefore = box.bytes("Example-iOS_ObjC.xcodeproj/project.pbxproj")

        // Twice: the first run writes mortar.lock, the second finds it unchanged, as the next will.
        _ = box.run(["bootstrap", "--manifest", "Podfile", "--no-gitignore"])
        let plain = box.run(["bootstrap", "--manifest", "Podfile", "--no-gitignore"])
        #expect(plain.exitCode == .success, "\(plain.stderr)")
        #expect(box.bytes("Example-iOS_ObjC.xcodeproj/project.pbxproj") == projectBefore, "without --integrate the project is never touched")
        #expect(!plain.stdout.contains("Example-iOS_ObjC.xcodeproj"))

        let run = box.run(["bootstrap", "--manifest", "Podfile", "--no-gitignore", "--integrate"])
        #expect(run.exitCode == .success, "\(run.stderr)")
        #expect(run.stdout.hasPrefix(plain.stdout + "\n"), "the reports of fetch, check and generate come first, as without --integrate")
        #expect(String(run.stdout.dropFirst(plain.stdout.count + 1)) == "changed Example-iOS_ObjC.xcodeproj:\n"
            + IntegrateCommandTests.removals + IntegrateCommandTests.additions + IntegrateCommandTests.targetsAndFinish
            + "wrote Example-iOS_ObjC.xcodeproj/project.pbxproj\nwrote Example-iOS_ObjC.xcworkspace/contents.xcworkspacedata\n"
            + IntegrateCommandTests.finish)
        let view = try IntegrateCommandTests.view(box, IntegrateCommandTests.project)
        #expect(view.rendered() == (try IntegrateCommandTests.oracle("appauth-objc.integrated.view")).rendered())

        let written = box.snapshot()
        let again = box.run(["bootstrap", "--manifest", "Podfile", "--no-gitignore", "--integrate", "--format", "json"])
        #expect(again.exitCode == .success, "\(again.stderr)")
        #expect(box.snapshot() == written, "a second run changes nothing")
        let document = JSONValue(try JSONParser.parse(again.stdout, file: "stdout"))
        #expect(document["integrate"]?["added"] == .array([]))
        #expect(document["integrate"]?["removed"] == .array([]))
    }
}
