import Foundation
import MortarConvert
import MortarWorkspace
import Testing

/// The listing CocoaPods' globs run over, as its `PathList` reads a pod's folder.
struct ModuleFileWalkerTests {
    /// A temporary folder with `Sources/Kit.swift` and the links `links` (path → destination).
    static func listing(links: [String: String]) throws -> PodPathList? {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mortar-listing-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
        try "public struct Kit {}\n".write(toFile: root + "/Sources/Kit.swift", atomically: true, encoding: .utf8)
        for (path, destination) in links {
            try FileManager.default.createSymbolicLink(atPath: root + "/" + path, withDestinationPath: destination)
        }
        return ModuleFileWalker.pathList(root, fileSystem: LocalFileSystem())
    }

    /// Ruby's `Dir.glob('**/*', File::FNM_DOTMATCH)` (Ruby 3.1, in a folder laid out as below)
    /// lists `Mirror`, a link to a folder, as an entry and does not walk into it:
    /// `[".", "Mirror", "Sources", "Sources/Kit.swift"]`.
    @Test func aLinkToAFolderIsListedAndNotWalkedInto() throws {
        let list = try #require(try Self.listing(links: ["Mirror": "Sources"]))
        #expect(list.files == ["Sources/Kit.swift"])
        #expect(list.directories == ["Mirror", "Sources"])
    }

    /// Links back to a parent folder: walked into, each level would list the whole module
    /// again, twice over with two of them (the listing never ended).
    @Test func linksToAParentFolderEndTheWalk() throws {
        let list = try #require(try Self.listing(links: ["Mirror": "Sources", "Sources/loop": ".."]))
        #expect(list.files == ["Sources/Kit.swift"])
        #expect(list.directories == ["Mirror", "Sources", "Sources/loop"])
    }
}
