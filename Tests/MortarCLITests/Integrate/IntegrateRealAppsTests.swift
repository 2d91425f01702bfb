import Foundation
import MortarCLI
import MortarCore
import Testing

/// What the real apps of `.ci/realapps/integrate.py` showed `mortar integrate` lacked, each
/// on AppAuth-iOS's project with a Podfile made in the test (see the "Real apps" section of
/// Integrate.md).
@Suite(.serialized) struct IntegrateRealAppsTests {
    /// Unwrap and penn-mobile-ios have `pod 'SwiftLint'` in their app target: a tool, nothing
    /// of it linked, which `generate` leaves out with a warning; integrate links the other pods
    /// and says the same, instead of refusing the whole project.
    @Test func aToolPodIsLeftOutWithAWarningNotRefused() throws {
        let podfile = IntegrateCommandTests.podfile.replacingOccurrences(
            of: "  pod 'AppAuth', '1.7.5'\n", with: "  pod 'AppAuth', '1.7.5'\n  pod 'SwiftLint', '0.32.0'\n")
        let box = try IntegrateCommandTests.app(podfile: podfile)
        defer { box.cleanUp() }
        let before = box.snapshot()
        let run = box.run(["integrate", "--manifest", "Podfile", "--dry-run"])
        #expect(run.exitCode == .success)
        #expect(run.stderr == """
            Podfile:7:3: warning[unmapped-pod]: target 'Example-iOS_ObjC' uses pod 'SwiftLint', a tool, which integrate links to no target: nothing of it is linked into the app
              help: replace it with the build tool plugin 'SwiftLintBuildToolPlugin' of https://github.com/SimplyDanny/SwiftLintPlugins (an artifact bundle of the swiftlint binary)

            """)
        #expect(run.stdout == "would change Example-iOS_ObjC.xcodeproj:\n" + IntegrateCommandTests.removals + IntegrateCommandTests.additions
            + IntegrateCommandTests.targetsAndFinish
            + "would write Example-iOS_ObjC.xcodeproj/project.pbxproj\nwould write Example-iOS_ObjC.xcworkspace/contents.xcworkspacedata\n"
            + IntegrateCommandTests.finish)
        #expect(box.snapshot() == before)
    }

    /// xdripswift, Unwrap and iOS-Open-GPX-Tracker have a third-party `:git` pod: migrate maps
    /// it and `--write` records the pin that takes the `:git` line's place; until then the
    /// Podfile makes it a module the composite package builds nothing of, and integrate's help
    /// says that step.
    @Test func aGitPodNotYetReplacedByItsPinSaysHowToReplaceIt() throws {
        let podfile = IntegrateCommandTests.podfile.replacingOccurrences(
            of: "pod 'OCMock', '3.9.4'", with: "pod 'OCMock', :git => 'https://github.com/erikdoe/ocmock.git'")
        let sidecar = IntegrateCommandTests.sidecar.replacingOccurrences(
            of: ",\n    \"OCMock\": { \"version\": \"3.9.4\", \"git\": \"https://github.com/erikdoe/ocmock.git\", \"products\": [\"OCMock\"] }", with: "")
        let box = try IntegrateCommandTests.app(podfile: podfile, sidecar: sidecar)
        defer { box.cleanUp() }
        let before = box.snapshot()
        let run = box.run(["integrate", "--manifest", "Podfile"])
        #expect(run.exitCode == .failure)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            Podfile:10:5: error[unmapped-pod]: target 'AppAuthExample-iOS_ObjCTests' uses pod 'OCMock', and the composite package builds no library product of module 'OCMock' (its ':git' pod line makes it one), so integrate cannot link it to a SwiftPM product
              help: run 'mortar migrate --write' (it records the pin that takes the place of its ':git' pod line, "git", "revision" and "products", in the mortar.json beside the Podfile), then 'mortar generate'

            """)
        #expect(box.snapshot() == before)
    }

    /// The pin `migrate --write` records for that `:git` pod (its "git" and "products") takes
    /// the module's place: integrate links its product as for any pinned pod, the Podfile's
    /// `:git` line left as it is.
    @Test func aGitPodWhosePinMigrateRecordedIsLinkedAsAPinnedPod() throws {
        let podfile = IntegrateCommandTests.podfile.replacingOccurrences(
            of: "pod 'OCMock', '3.9.4'", with: "pod 'OCMock', :git => 'https://github.com/erikdoe/ocmock.git', :tag => 'v3.9.4'")
        let box = try IntegrateCommandTests.app(podfile: podfile)
        defer { box.cleanUp() }
        let before = box.snapshot()
        let run = box.run(["integrate", "--manifest", "Podfile", "--dry-run"])
        #expect(run.exitCode == .success)
        #expect(run.stderr == "")
        #expect(run.stdout == "would change Example-iOS_ObjC.xcodeproj:\n" + IntegrateCommandTests.removals + IntegrateCommandTests.additions
            + IntegrateCommandTests.targetsAndFinish
            + "would write Example-iOS_ObjC.xcodeproj/project.pbxproj\nwould write Example-iOS_ObjC.xcworkspace/contents.xcworkspacedata\n"
            + IntegrateCommandTests.finish)
        #expect(box.snapshot() == before)
    }

    /// A pod limited to some build configurations (`:configurations => ['Debug']`, issue 26):
    /// a package product is linked in every configuration, so integrate links it and says so.
    @Test func aPodLimitedToSomeConfigurationsIsLinkedWithAFinding() throws {
        let podfile = IntegrateCommandTests.podfile.replacingOccurrences(
            of: "pod 'OCMock', '3.9.4'", with: "pod 'OCMock', '3.9.4', :configurations => ['Debug']")
        let box = try IntegrateCommandTests.app(podfile: podfile)
        defer { box.cleanUp() }
        let run = box.run(["integrate", "--manifest", "Podfile", "--dry-run"])
        #expect(run.exitCode == .success)
        #expect(run.stderr == """
            Podfile:10:5: warning[pod-configurations]: target 'AppAuthExample-iOS_ObjCTests' uses pod 'OCMock' only in the configuration 'Debug' (its ':configurations'), and Xcode links a package product in every configuration, so integrate links 'OCMock' for all of them
              help: guard its uses with '#if DEBUG' (or the configuration's own condition), or leave it out of the target and keep it out of release builds another way

            """)
        #expect(run.stdout == "would change Example-iOS_ObjC.xcodeproj:\n" + IntegrateCommandTests.removals + IntegrateCommandTests.additions
            + IntegrateCommandTests.targetsAndFinish
            + "would write Example-iOS_ObjC.xcodeproj/project.pbxproj\nwould write Example-iOS_ObjC.xcworkspace/contents.xcworkspacedata\n"
            + IntegrateCommandTests.finish)
    }
}
