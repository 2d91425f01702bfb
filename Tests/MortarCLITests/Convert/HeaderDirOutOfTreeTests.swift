import Foundation
import Testing

/// A podspec's `header_dir` names a folder below the pod's headers folder. One with `..` led
/// out of the header tree: a module's podspec (a git module's is whatever its remote holds)
/// made `generate` create folders and symbolic links anywhere on disk, named after its headers
/// (`header_dir = '../../../../../../../../tmp/x'` gave `/tmp/x/K.h`). Such a `header_dir` is
/// not honoured, with a warning at its line, and no link of a tree leaves the tree.
@Suite struct HeaderDirOutOfTreeTests {
    @Test func aHeaderDirLeadingOutOfTheTreeIsNotHonoured() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = folder + "/a/b/c/d/app"
        let outside = "../../../../../../../../../../../../../../../../\(folder.dropFirst())/Outside"
        CLIHarness.writePodApp(root)
        CLIHarness.write("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.version = '1.0.0'
          s.source_files = 'Kit/*.{h,c}'
          s.header_dir = '\(outside)'
        end
        """, to: root + "/Modules/Kit/Kit.podspec")
        CLIHarness.write("int kit(void);\n", to: root + "/Modules/Kit/Kit/authorized_keys.h")
        CLIHarness.write("#include \"authorized_keys.h\"\nint kit(void) { return 1; }\n", to: root + "/Modules/Kit/Kit/Kit.c")
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.stderr == """
            Modules/Kit/Kit.podspec:5:3: warning[swiftpm-conversion]: 'Kit' sets header_dir '\(outside)', which leads out of the pod's headers folder; it is not honoured, so its headers are at <Kit/Header.h>
              help: name a folder inside the pod's headers folder, without '..' or a leading '/'

            """)
        #expect(run.stdout == "wrote Package.swift\nwrote Sources/App/App.swift\nwrote .mortar/targets/Kit/\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Outside"))
        #expect(PodHeaderReachTests.links(in: root) == [
            "Kit/include/Kit/authorized_keys.h -> ../../module/Kit/authorized_keys.h",
            "Kit/include/authorized_keys.h -> ../module/Kit/authorized_keys.h",
            "Kit/module -> ../../../Modules/Kit",
            "Kit/private/Kit/authorized_keys.h -> ../../module/Kit/authorized_keys.h",
        ])
    }

    /// A `.mortar` that is a symbolic link (a repository can commit one to `~`): generate made
    /// the header trees (and check and migrate their caches) wherever it pointed.
    @Test func aStateFolderThatIsALinkIsNeverWrittenThrough() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = PodSiblingHeaderTests.makeApp(in: folder)
        try FileManager.default.createDirectory(atPath: folder + "/home", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/.mortar", withDestinationPath: "../home")
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.exitCode == .failure)
        #expect(run.stdout == "wrote Package.swift\nwrote Sources/App/App.swift\n")
        // Once, though the app has three trees (Kit, Kit_Extra, Kit_More): it said it for each.
        #expect(run.stderr == """
            error[write-failed]: \(root)/.mortar: cannot be written: it is a symbolic link, and Mortar keeps its state only in a folder of the project
              help: remove the link (mortar clean does), and run again

            """, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/home") == [])
    }
}

