import Foundation
import MortarCLI
import MortarCore
import Testing

/// What `mortar integrate` refuses: each with its whole message, nothing written.
@Suite(.serialized) struct IntegrateRefusalTests {
    @Test func aProjectThatIsNotValidIsRefusedAndLeftAlone() throws {
        let box = try IntegrateCommandTests.app()
        defer { box.cleanUp() }
        box.write("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\t\tAB = {isa = PBXProject;\n", to: "Example-iOS_ObjC.xcodeproj/project.pbxproj")
        box.expectRefusal(exitCode: .usage, stderr: """
            Example-iOS_ObjC.xcodeproj/project.pbxproj:6:1: error[xcodeproj-syntax]: the file ends inside the dictionary opened here
              Example-iOS_ObjC.xcodeproj/project.pbxproj:5:8: note: opened here
              help: compare the file with its last committed version (git diff) and repair it, or open the project in Xcode and let it write the file again

            """)
    }

    /// A `project.pbxproj` that cannot be read (a named pipe) was refused at the Podfile with
    /// exit 1, its reason and fix run together in the message; it is unusable input (exit 2, as
    /// the help says), said at the file as every input that cannot be read is.
    @Test func aProjectFileThatCannotBeReadIsUnusableInputAtTheFile() throws {
        let box = try IntegrateCommandTests.app()
        defer { box.cleanUp() }
        let pbxproj = box.root + "/Example-iOS_ObjC.xcodeproj/project.pbxproj"
        try FileManager.default.removeItem(atPath: pbxproj)
        #expect(mkfifo(pbxproj, 0o644) == 0)
        let workspace = box.bytes("Example-iOS_ObjC.xcworkspace/contents.xcworkspacedata")
        let run = box.run(["integrate", "--manifest", "Podfile"])
        #expect(run.exitCode == .usage)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            Example-iOS_ObjC.xcodeproj/project.pbxproj: error[read-failed]: cannot read 'Example-iOS_ObjC.xcodeproj/project.pbxproj': it is a named pipe (FIFO), not a regular file
              help: replace it with a regular file, or name another project with --project

            """)
        #expect(try FileManager.default.attributesOfItem(atPath: pbxproj)[.type] as? FileAttributeType != .typeRegular, "still the pipe")
        #expect(box.bytes("Example-iOS_ObjC.xcworkspace/contents.xcworkspacedata") == workspace)
    }

    @Test func aWorkspaceThatIsNotValidIsRefusedAndLeftAlone() throws {
        let box = try IntegrateCommandTests.app()
        defer { box.cleanUp() }
        box.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace\n", to: "Example-iOS_ObjC.xcworkspace/contents.xcworkspacedata")
        box.expectRefusal(exitCode: .usage, stderr: """
            Example-iOS_ObjC.xcworkspace/contents.xcworkspacedata:2:1: error[xcworkspace-syntax]: the file ends inside the tag <Workspace>
              help: repair contents.xcworkspacedata, or open the workspace in Xcode and let it write the file again

            """)
    }

    @Test func severalProjectsBesideThePodfileAreRefused() throws {
        let box = try IntegrateCommandTests.app()
        defer { box.cleanUp() }
        try box.copyProject("appauth-swift-spm", "Example.xcodeproj")
        box.expectRefusal(stderr: """
            Podfile: error[integrate-project]: there are 2 Xcode projects beside 'Podfile': 'Example-iOS_ObjC.xcodeproj', 'Example.xcodeproj'; integrate changes one
              help: name the app's project with --project PATH.xcodeproj, or with a line like "project 'Example-iOS_ObjC.xcodeproj'" in the Podfile

            """)
        let chosen = box.run(["integrate", "--manifest", "Podfile", "--project", "Example-iOS_ObjC.xcodeproj", "--dry-run"])
        #expect(chosen.exitCode == .success, "\(chosen.stderr)")
    }

    @Test func noProjectBesideThePodfileIsRefused() throws {
        let box = IntegrateSandbox()
        defer { box.cleanUp() }
        box.write(IntegrateCommandTests.podfile, to: "Podfile")
        box.write(IntegrateCommandTests.sidecar, to: "mortar.json")
        box.expectRefusal(stderr: """
            Podfile: error[integrate-project]: there is no Xcode project beside 'Podfile'
              help: name the app's project with --project PATH.xcodeproj, or with a line like "project 'App.xcodeproj'" in the Podfile

            """)
    }

    @Test func aPodfileTargetTheProjectLacksIsRefused() throws {
        let podfile = IntegrateCommandTests.podfile.replacingOccurrences(of: "target 'Example-iOS_ObjC_Extension'", with: "target 'Widget'")
        let box = try IntegrateCommandTests.app(podfile: podfile)
        defer { box.cleanUp() }
        box.expectRefusal(stderr: """
            Podfile:14:1: error[integrate-project]: target 'Widget' of the Podfile is not a target of 'Example-iOS_ObjC.xcodeproj'
              note: its targets: 'AppAuthExample-iOS_ObjCTests', 'Example-iOS_ObjC', 'Example-iOS_ObjC_Extension'
              help: name the target as the project does, or name the project that has it with --project

            """)
    }

    @Test func aTargetThePodfilePutsInAnotherProjectIsRefused() throws {
        let podfile = IntegrateCommandTests.podfile.replacingOccurrences(
            of: "target 'Example-iOS_ObjC_Extension' do\n", with: "target 'Example-iOS_ObjC_Extension' do\n  project 'Widgets'\n")
        let box = try IntegrateCommandTests.app(podfile: podfile)
        defer { box.cleanUp() }
        box.expectRefusal(stderr: """
            Podfile:14:1: error[integrate-project]: target 'Example-iOS_ObjC_Extension' belongs to 'Widgets.xcodeproj' by the Podfile's project line, and integrate changes 'Example-iOS_ObjC.xcodeproj'
              help: integrate one project at a time: name it with --project, and move the other project's targets to their own Podfile

            """)
    }

    @Test func aPodWithNoProductRecordedIsRefused() throws {
        let sidecar = IntegrateCommandTests.sidecar.replacingOccurrences(of: #", "products": ["OCMock"]"#, with: "")
        let box = try IntegrateCommandTests.app(sidecar: sidecar)
        defer { box.cleanUp() }
        box.expectRefusal(stderr: """
            Podfile:10:5: error[unmapped-pod]: target 'AppAuthExample-iOS_ObjCTests' uses pod 'OCMock', and no SwiftPM package and products are recorded for it, so integrate cannot link it to a SwiftPM product
              help: run 'mortar migrate --write' to record its package and products, then 'mortar generate', or pin it in the mortar.json beside the Podfile with "git" and "products"

            """)
    }
}
