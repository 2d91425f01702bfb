import Foundation
import MortarCore
import MortarWorkspace
import Testing

struct SourceWalkerTests {
    @Test(arguments: [
        ("Sources/**/*.{h,m,swift}", "Sources"),
        ("Sources/Bybus/**/*.swift", "Sources/Bybus"),
        ("Classes/A.m", "Classes/A.m"),
        ("./Classes/*.h", "Classes"),
        ("*.swift", "."),
        ("{A,B}/*.swift", "."),
        ("Pod/Classes/[a-z]*.m", "Pod/Classes"),
    ])
    func staticPrefixOfAGlob(_ pattern: String, _ prefix: String) {
        #expect(SourceWalker.staticPrefix(pattern) == prefix)
    }

    @Test func rootsDropClimbingAndAbsolutePatternsAndNestedRoots() {
        #expect(SourceWalker.staticPrefix("../Other/*.swift") == nil)
        let component = Component(name: "A", format: .podspecJSON, path: "A.podspec.json", sourcePaths: [
            "Sources/**/*.swift", "Sources/Sub/*.h", "../Escape/*.m", "/etc/*.h", "Extra/One.m",
        ])
        #expect(SourceWalker.roots(of: component) == ["Extra/One.m", "Sources"])
        #expect(SourceWalker.roots(of: nil) == ["Sources"])
        #expect(SourceWalker.roots(of: Component(name: "A", format: .swiftpm, path: "Package.swift", sourcePaths: ["*.swift", "Sources/*"])) == ["."])
    }

    @Test func readsSourceFilesUnderTheRootsOnly() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mortar-walker-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "Mod/Sources/A.swift": "import X\n", "Mod/Sources/Deep/B.h": "", "Mod/Sources/Deep/C.m": "",
            "Mod/Sources/README.md": "", "Mod/Sources/.hidden/D.swift": "", "Mod/Tests/T.swift": "", "Mod/Extra/One.m": "",
        ]
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        let walker = SourceWalker(fileSystem: LocalFileSystem(), currentDirectory: root)
        let component = Component(name: "Mod", format: .podspecJSON, path: "Mod/Mod.podspec.json", sourcePaths: ["Sources/**/*.{h,m,swift}", "Extra/One.m", "Missing/*.swift"])
        let sources = walker.sources(module: "Mod", component: component, folder: "Mod")
        #expect(sources.files.map(\.path) == ["Mod/Extra/One.m", "Mod/Sources/A.swift", "Mod/Sources/Deep/B.h", "Mod/Sources/Deep/C.m"])
        #expect(sources.files.map(\.relativePath) == ["Extra/One.m", "Sources/A.swift", "Sources/Deep/B.h", "Sources/Deep/C.m"])
        #expect(sources.files[1].bytes == Array("import X\n".utf8))
    }
}
