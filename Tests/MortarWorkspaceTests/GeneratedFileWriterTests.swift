import Foundation
import MortarCore
import MortarWorkspace
import Testing

/// Generate's compare and write, driven without the CLI: only differing files are reported, a
/// new folder is made, and an unchanged file is left exactly as it was.
@Suite struct GeneratedFileWriterTests {
    @Test func comparesThenWritesOnlyWhatDiffers() throws {
        let folder = NSTemporaryDirectory() + "mortar-genwriter-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "same\n".write(toFile: folder + "/Podfile", atomically: true, encoding: .utf8)
        try "old\n".write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        let files = [
            GeneratedFile(path: folder + "/Package.swift", contents: "new\n"),
            GeneratedFile(path: folder + "/Podfile", contents: "same\n"),
            GeneratedFile(path: folder + "/Generated/Registry.swift", contents: "registry\n"),
        ]
        let writer = GeneratedFileWriter()

        let differences = writer.differences(files)
        #expect(differences.map(\.file) == [files[0], files[2]])
        #expect(differences.map(\.old) == ["old\n", nil])
        for difference in differences { try writer.write(difference.file) }
        #expect(try String(contentsOfFile: folder + "/Package.swift", encoding: .utf8) == "new\n")
        #expect(try String(contentsOfFile: folder + "/Generated/Registry.swift", encoding: .utf8) == "registry\n")
        #expect(writer.differences(files).isEmpty)
    }
}
