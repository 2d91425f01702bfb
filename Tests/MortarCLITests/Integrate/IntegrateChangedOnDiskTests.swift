import Foundation
import MortarCLI
import MortarCore
import MortarTestSupport
import MortarWorkspace
import Testing

/// integrate reads `project.pbxproj` (and the workspace), plans every edit, then writes. A file
/// another program wrote in between — Xcode saving the project it has open — lost that change:
/// the planned bytes replaced it. Before writing, each file is read again and compared with
/// what was planned from; one that changed is refused, and nothing is written.
@Suite struct IntegrateChangedOnDiskTests {
    /// The real file system, where every read of a file named `name` is followed by another
    /// program's save of it: `saved` appended once, after the bytes are read.
    struct SavedAfterRead: ForwardingFileSystem {
        let real = LocalFileSystem()
        let name: String
        static let saved = "// saved by Xcode\n"

        func readBytes(_ path: String) throws(FileSystemError) -> [UInt8] {
            let bytes = try real.readBytes(path)
            if PathText.lastComponent(of: path) == name, !String(decoding: bytes, as: UTF8.self).hasSuffix(Self.saved) {
                try real.writeAtomically(bytes + Array(Self.saved.utf8), to: path)
            }
            return bytes
        }
    }

    /// `mortar integrate --manifest Podfile` in `root` over `fileSystem`.
    static func integrate(in root: String, over fileSystem: FileSysteming) -> CLIRun {
        let out = BufferOutput(), err = BufferOutput()
        var environment = ProcessInfo.processInfo.environment
        environment["MORTAR_TRUNK_URL"] = "none"
        let context = CommandContext(environment: environment, currentDirectory: root, stdout: out, stderr: err, fileSystem: fileSystem)
        let code = CLI.run(["integrate", "--manifest", "Podfile"], context)
        return CLIRun(exitCode: code, stdout: out.text, stderr: err.text)
    }

    @Test func aProjectOrWorkspaceSavedWhileIntegratePlannedIsNotWrittenOver() throws {
        for (file, shown) in [("project.pbxproj", "Example-iOS_ObjC.xcodeproj/project.pbxproj"),
                              ("contents.xcworkspacedata", "Example-iOS_ObjC.xcworkspace/contents.xcworkspacedata")] {
            let box = try IntegrateCommandTests.app()
            defer { box.cleanUp() }
            let run = Self.integrate(in: box.root, over: SavedAfterRead(name: file))
            #expect(run.exitCode == .failure)
            #expect(run.stdout == "")
            #expect(run.stderr == """
                \(shown): error[integrate-project]: '\(shown)' changed on disk while integrate ran; nothing was written, so that change is kept
                  help: close the project in Xcode (or stop what wrote it), then run integrate again

                """)
            let project = box.text("Example-iOS_ObjC.xcodeproj/project.pbxproj")
            #expect(project.contains("[CP] Check Pods Manifest.lock"), "the project is as it was read")
            #expect(project.hasSuffix(SavedAfterRead.saved) == (file == "project.pbxproj"), "the save is kept")
            #expect(box.text("Example-iOS_ObjC.xcworkspace/contents.xcworkspacedata").contains("Pods/Pods.xcodeproj"))
        }
    }
}
