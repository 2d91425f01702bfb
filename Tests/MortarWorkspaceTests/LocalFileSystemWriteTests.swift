import Foundation
import MortarWorkspace
import Testing

/// `LocalFileSystem.writeAtomically` replaces what a file holds, never what kind of file the user
/// made: a symbolic link stays a link (its target is written), the mode stays, hard links stay.
@Suite struct LocalFileSystemWriteTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/mortar-write-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        _ = stat(path, &info)
        return info.st_mode & 0o7777
    }

    static func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Shared", withIntermediateDirectories: true)
        try "old\n".write(toFile: folder + "/Shared/mortar.json", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/mortar.json", withDestinationPath: "Shared/mortar.json")
        // A link to a link is followed to the end.
        try FileManager.default.createSymbolicLink(atPath: folder + "/again.json", withDestinationPath: "mortar.json")

        try LocalFileSystem().writeAtomically(Array("new\n".utf8), to: folder + "/again.json")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/again.json") == "mortar.json")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/mortar.json") == "Shared/mortar.json")
        #expect(Self.read(folder + "/Shared/mortar.json") == "new\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["Shared", "again.json", "mortar.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/Shared") == ["mortar.json"])
    }

    @Test func theModeOfAnExistingFileIsKept() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Package.swift"
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(path, 0o600) == 0)
        try LocalFileSystem().writeAtomically(Array("new\n".utf8), to: path)
        #expect(Self.read(path) == "new\n")
        #expect(Self.mode(path) == 0o600)
    }

    @Test func aHardLinkedFileIsRewrittenInPlaceSoEveryLinkSeesIt() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/mortar.json"
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(path, 0o640) == 0)
        #expect(link(path, folder + "/backup.json") == 0)
        try LocalFileSystem().writeAtomically(Array("new\n".utf8), to: path)
        #expect(Self.read(folder + "/backup.json") == "new\n")
        #expect(Self.read(path) == "new\n")
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_nlink == 2)
        #expect(Self.mode(path) == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["backup.json", "mortar.json"])
    }

    @Test func aNewFileIsCreatedWithNoTemporaryFileLeft() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try LocalFileSystem().writeAtomically(Array("new\n".utf8), to: folder + "/Podfile")
        #expect(Self.read(folder + "/Podfile") == "new\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Podfile"])
    }
}
