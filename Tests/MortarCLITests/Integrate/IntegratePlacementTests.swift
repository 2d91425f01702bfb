import Foundation
import MortarCLI
import MortarCore
import Testing

/// integrate's writes are placed as generate's outputs are: the Podfile's `project` and
/// `workspace` lines, `--project`, and a `project.pbxproj` or `.xcworkspace` that is a
/// symbolic link could lead the write into `.git`, a module's checkout or out of the project
/// (integrate wrote there). Each is refused before anything is written, where the path was
/// chosen; a link inside the project is the user's layout.
@Suite struct IntegratePlacementTests {
    static let project = IntegrateCommandTests.project

    /// The Podfile's project line naming a project outside the project folder.
    @Test func aProjectLineLeadingOutOfTheProjectIsRefusedAtItsLine() throws {
        let box = try IntegrateCommandTests.app()
        defer { box.cleanUp() }
        let outside = box.root + "/../" + PathText.lastComponent(of: box.root) + "-outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.copyItem(atPath: box.root + "/\(Self.project)", toPath: outside + "/\(Self.project)")
        let relative = "../\(PathText.lastComponent(of: box.root))-outside/\(Self.project)"
        box.write("project '\(relative)'\n" + IntegrateCommandTests.podfile, to: "Podfile")
        let before = try Data(contentsOf: URL(fileURLWithPath: outside + "/\(Self.project)/project.pbxproj"))
        box.expectRefusal(stderr: """
            Podfile:1:1: error[integrate-project]: the Podfile's project line '\(relative)/project.pbxproj' is outside the project folder; outputs the manifest names stay inside it
              help: name the app's project with --project PATH.xcodeproj, or with a line like "project 'App.xcodeproj'" in the Podfile (a path relative to the manifest's folder, without '..' leading out)

            """)
        #expect(try Data(contentsOf: URL(fileURLWithPath: outside + "/\(Self.project)/project.pbxproj")) == before)
    }

    /// A committed `project.pbxproj` that is a symbolic link out of the project, and an
    /// `.xcworkspace` that is one; then `--project` into `.git`.
    @Test func linkedProjectFilesAndAProjectInGitAreRefused() throws {
        let box = try IntegrateCommandTests.app()
        defer { box.cleanUp() }
        let outside = box.root + "-away"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let pbxproj = box.root + "/\(Self.project)/project.pbxproj"
        try FileManager.default.moveItem(atPath: pbxproj, toPath: outside + "/project.pbxproj")
        try FileManager.default.createSymbolicLink(atPath: pbxproj, withDestinationPath: outside + "/project.pbxproj")
        box.expectRefusal(stderr: """
            \(Self.project)/project.pbxproj: error[integrate-project]: the project beside the Podfile '\(Self.project)/project.pbxproj' leads out of the project folder through a symbolic link (to '\(outside)/project.pbxproj')
              help: name the app's project with --project PATH.xcodeproj, or with a line like "project 'App.xcodeproj'" in the Podfile (a folder that is not a link out of the project)

            """)
        try FileManager.default.removeItem(atPath: pbxproj)
        try FileManager.default.moveItem(atPath: outside + "/project.pbxproj", toPath: pbxproj)

        let workspace = box.root + "/Example-iOS_ObjC.xcworkspace"
        try FileManager.default.moveItem(atPath: workspace, toPath: outside + "/Example-iOS_ObjC.xcworkspace")
        try FileManager.default.createSymbolicLink(atPath: workspace, withDestinationPath: outside + "/Example-iOS_ObjC.xcworkspace")
        box.expectRefusal(stderr: """
            Example-iOS_ObjC.xcworkspace/contents.xcworkspacedata: error[integrate-project]: the workspace beside the Podfile 'Example-iOS_ObjC.xcworkspace/contents.xcworkspacedata' leads out of the project folder through a symbolic link (to '\(outside)/Example-iOS_ObjC.xcworkspace/contents.xcworkspacedata')
              help: name a workspace inside the project with a line like "workspace 'App'" in the Podfile (a folder that is not a link out of the project)

            """)
        try FileManager.default.removeItem(atPath: workspace)

        try FileManager.default.createDirectory(atPath: box.root + "/.git", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: box.root + "/\(Self.project)", toPath: box.root + "/.git/\(Self.project)")
        box.expectRefusal(["integrate", "--manifest", "Podfile", "--project", ".git/\(Self.project)"], stderr: """
            .git/\(Self.project)/project.pbxproj: error[integrate-project]: --project '.git/\(Self.project)/project.pbxproj' is in git's own files ('.git'); Mortar never writes there
              help: name the app's project with --project PATH.xcodeproj, or with a line like "project 'App.xcodeproj'" in the Podfile

            """)

        // The Podfile's workspace line into `.git`, located at the line.
        try FileManager.default.copyItem(atPath: box.root + "-away/Example-iOS_ObjC.xcworkspace", toPath: box.root + "/.git/W.xcworkspace")
        // As `pod install` writes it there: the Podfile's Pods project is `../Pods` from `.git`.
        let data = box.root + "/.git/W.xcworkspace/contents.xcworkspacedata"
        try String(contentsOfFile: data, encoding: .utf8).replacingOccurrences(of: "group:Pods/Pods.xcodeproj", with: "group:../Pods/Pods.xcodeproj")
            .write(toFile: data, atomically: true, encoding: .utf8)
        box.write("workspace '.git/W'\n" + IntegrateCommandTests.podfile, to: "Podfile")
        box.expectRefusal(stderr: """
            Podfile:1:1: error[integrate-project]: the Podfile's workspace line '.git/W.xcworkspace/contents.xcworkspacedata' is in git's own files ('.git'); Mortar never writes there
              help: name a workspace inside the project with a line like "workspace 'App'" in the Podfile

            """)
    }

    /// A `project.pbxproj` linked to a file elsewhere in the project is the user's layout:
    /// written through, the link kept.
    @Test func aProjectFileLinkedInsideTheProjectIsWrittenThrough() throws {
        let box = try IntegrateCommandTests.app()
        defer { box.cleanUp() }
        let pbxproj = box.root + "/\(Self.project)/project.pbxproj"
        try FileManager.default.createDirectory(atPath: box.root + "/Shared", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: pbxproj, toPath: box.root + "/Shared/project.pbxproj")
        try FileManager.default.createSymbolicLink(atPath: pbxproj, withDestinationPath: "../Shared/project.pbxproj")
        let run = box.run(["integrate", "--manifest", "Podfile"])
        #expect(run.exitCode == .success, "\(run.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: pbxproj) == "../Shared/project.pbxproj")
        #expect(!box.text("Shared/project.pbxproj").contains("[CP] Check Pods Manifest.lock"))
    }
}
