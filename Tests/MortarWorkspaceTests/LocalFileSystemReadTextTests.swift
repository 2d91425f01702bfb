import Foundation
import MortarWorkspace
import Testing

/// `LocalFileSystem.readText` reads straight into the string's storage; its answers are those
/// of `readBytes` decoded as UTF-8 (`String(decoding:as:)`), every error included.
@Suite struct LocalFileSystemReadTextTests {
    /// Name, bytes, and the encoding a refusal names (nil: read).
    static let cases: [(name: String, bytes: [UInt8], refused: String?)] = [
        ("empty", [], nil),
        ("one byte", [0x61], nil),
        ("ASCII", Array("Pod::Spec.new do |s|\n  s.name = 'A'\nend\n".utf8), nil),
        ("multi-byte", Array("s.author = 'Zoë 🚀 Ünïcode'\n".utf8), nil),
        ("invalid bytes repaired", [0x61, 0xFF, 0x62, 0xC3, 0x28, 0xE2, 0x82], nil),
        ("a NUL kept", [0x61, 0x00, 0x62, 0x63], nil),
        ("odd zero pairs", [0x61, 0x00, 0x62], nil),
        ("UTF-16 little-endian mark", [0xFF, 0xFE, 0x61, 0x00], "UTF-16 (little-endian)"),
        ("UTF-16 big-endian mark", [0xFE, 0xFF, 0x00, 0x61], "UTF-16 (big-endian)"),
        ("UTF-16 little-endian unmarked", Array("Pod::".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }), "UTF-16 (little-endian)"),
        ("UTF-16 big-endian unmarked", Array("Pod::".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }), "UTF-16 (big-endian)"),
        ("large", Array(String(repeating: "s.source_files = 'Sources/**/*.swift' # é\n", count: 5_000).utf8), nil),
    ]

    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/mortar-read-text-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Runs `body` with the path of a file named `name` holding `bytes`, in a temporary folder.
    static func withFile(_ bytes: [UInt8], named name: String = "file", _ body: (String) throws -> Void) throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/" + name
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        try body(path)
    }

    @Test(arguments: cases.indices) func theTextIsTheBytesDecodedOrRefused(_ index: Int) throws {
        let (name, bytes, refused) = Self.cases[index]
        try Self.withFile(bytes) { path in
            let fileSystem = LocalFileSystem()
            #expect(try fileSystem.readBytes(path) == bytes, "\(name)")
            if let refused {
                #expect(throws: FileSystemError.notUTF8(path, encoding: refused)) { try fileSystem.readText(path) }
            } else {
                let text = try fileSystem.readText(path)
                #expect(text == String(decoding: bytes, as: UTF8.self), "\(name)")
                #expect(Array(text.utf8) == Array(String(decoding: bytes, as: UTF8.self).utf8), "\(name)")
            }
        }
    }

    /// `readText` and `readUTF8` refuse what is not a regular file as `readBytes` does.
    @Test func whatIsNotARegularFileIsRefusedAsByReadBytes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fileSystem = LocalFileSystem()
        #expect(mkfifo(folder + "/pipe", 0o644) == 0)
        let reads: [(String) throws -> Void] = [{ _ = try fileSystem.readText($0) }, { _ = try fileSystem.readUTF8($0) }]
        for read in reads {
            #expect(throws: FileSystemError.unreadable(folder, reason: "it is a folder, not a file")) { try read(folder) }
            #expect(throws: FileSystemError.notFound(folder + "/missing")) { try read(folder + "/missing") }
            #expect(throws: FileSystemError.notRegular(folder + "/pipe", kind: "a named pipe (FIFO)")) { try read(folder + "/pipe") }
        }
    }
}
