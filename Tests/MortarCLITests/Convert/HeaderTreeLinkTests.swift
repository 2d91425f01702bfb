import Foundation
import MortarCore
import Testing

/// A folder inside `.mortar` that is a symbolic link (`.mortar/targets -> ~`, a tree
/// `.mortar/targets/Kit -> elsewhere`; an app's repository can commit one): `generate` made
/// the header trees through it, out of the project, and removed the links it found there that
/// the plan no longer had. Nothing is written or removed through one.
@Suite struct HeaderTreeLinkTests {
    /// An app with one C pod, `Kit`, in `root` (`folder/app`); `folder/outside` beside it.
    static func makeApp(in folder: String) -> String {
        let root = folder + "/app"
        CLIHarness.writePodApp(root)
        CLIHarness.write("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.version = '1.0.0'
          s.source_files = 'Kit/*.{h,c}'
        end
        """, to: root + "/Modules/Kit/Kit.podspec")
        CLIHarness.write("int kit(void);\n", to: root + "/Modules/Kit/Kit/Kit.h")
        CLIHarness.write("#include \"Kit.h\"\nint kit(void) { return 1; }\n", to: root + "/Modules/Kit/Kit/Kit.c")
        CLIHarness.write("mine\n", to: folder + "/outside/keep.txt")
        return root
    }

    /// Every path below `folder`, links as `path -> destination`, sorted.
    static func listing(_ folder: String) -> [String] {
        var result: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + path)
            result.append(destination.map { "\(path) -> \($0)" } ?? path)
        }
        return result.sorted()
    }

    @Test(arguments: [
        (".mortar/targets", "../../outside"),
        (".mortar/targets/Kit", "../../../outside"),
    ])
    func aLinkedFolderInTheStateFolderIsNeverWrittenThrough(link: String, destination: String) throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = Self.makeApp(in: folder)
        try FileManager.default.createDirectory(atPath: root + "/" + PathText.directory(of: link), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/" + link, withDestinationPath: destination)

        let run = CLIHarness.run(["generate"], in: root)

        #expect(run.stderr == """
            error[write-failed]: \(root)/\(link): cannot be written: it is a symbolic link, and Mortar keeps its state only in a folder of the project
              help: remove the link (mortar clean does), and run again

            """)
        #expect(run.stdout == "wrote Package.swift\nwrote Sources/App/App.swift\n")
        #expect(run.exitCode == .failure)
        #expect(Self.listing(folder + "/outside") == ["keep.txt"])
    }

    /// The links a tree held, elsewhere once the tree is linked there, are not removed.
    @Test func noLinkIsRemovedThroughALinkedTree() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = Self.makeApp(in: folder)
        try FileManager.default.createDirectory(atPath: folder + "/outside/private", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/outside/private/notes.h", withDestinationPath: "/etc/hostname")
        try FileManager.default.createDirectory(atPath: root + "/.mortar/targets", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/.mortar/targets/Kit", withDestinationPath: "../../../outside")

        let run = CLIHarness.run(["generate"], in: root)

        #expect(run.exitCode == .failure)
        #expect(Self.listing(folder + "/outside") == ["keep.txt", "private", "private/notes.h -> /etc/hostname"])
    }
}
