import Foundation
import MortarCore
import MortarWorkspace
import Testing

/// `check`'s import audit reads the files `generate` compiles: CocoaPods' selection of a
/// podspec's `source_files` (brace sets, `exclude_files`, platform scopes, subspecs), not the
/// folders its patterns start with.
struct ImportAuditSelectionTests {
    /// A workspace of two path modules, `Base` and `Kit` (a podspec.json with `kitSpec`'s
    /// attributes, depending on nothing), with `files` written under it.
    static func check(kitSpec: String, files: [String: String]) throws -> [String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mortar-audit-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        var all = files
        all["mortar.json"] = """
            { "name": "App", "modules": [ { "name": "Base", "path": "Base" }, { "name": "Kit", "path": "Kit" } ] }

            """
        all["Base/Base.podspec.json"] = "{ \"name\": \"Base\", \"version\": \"1.0\", \"source_files\": \"Sources/**/*.swift\" }\n"
        all["Base/Sources/Base.swift"] = "public struct Base {}\n"
        all["Kit/Kit.podspec.json"] = "{ \"name\": \"Kit\", \"version\": \"1.0\", \(kitSpec) }\n"
        for (path, text) in all {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        let context = ServiceContext(environment: [:], currentDirectory: root)
        let session = try #require(WorkspaceSession.open(.init(), context))
        var messages: [ServiceMessage] = []
        let outcome = try #require(CheckService.run(session, options: .init(), messages: &messages))
        return outcome.diagnostics.map { $0.text() }
    }

    static let undeclaredBase = """
        Kit/Sources/Kit.swift:1:1: error[undeclared-import]: 'Kit' imports 'Base', which is not among its declared dependencies
          help: add 'Base' to Kit.podspec.json dependencies

        """

    @Test func aFileExcludeFilesRemovesIsNotAudited() throws {
        let files = ["Kit/Sources/Kit.swift": "public struct Kit {}\n", "Kit/Sources/Legacy/Old.swift": "import Base\n"]
        let excluded = try Self.check(kitSpec: "\"source_files\": \"Sources/**/*.swift\", \"exclude_files\": \"Sources/Legacy\"", files: files)
        #expect(excluded == [])
        // Without the exclusion the same file is audited.
        let kept = try Self.check(kitSpec: "\"source_files\": \"Sources/**/*.swift\"", files: files)
        #expect(kept == ["""
            Kit/Sources/Legacy/Old.swift:1:1: error[undeclared-import]: 'Kit' imports 'Base', which is not among its declared dependencies
              help: add 'Base' to Kit.podspec.json dependencies

            """])
    }

    @Test func aBraceSetReadsTheFilesItSelectsAndOnlyThem() throws {
        // `{Sources,Shared}/*.swift` starts with no folder, so the static prefix read the whole
        // module, `Tests/` too; CocoaPods selects `Sources/` and `Shared/` only.
        let files = ["Kit/Sources/Kit.swift": "import Base\n", "Kit/Shared/Shared.swift": "import Base\n", "Kit/Tests/KitTests.swift": "import Base\n"]
        let found = try Self.check(kitSpec: "\"source_files\": \"{Sources,Shared}/*.swift\"", files: files)
        #expect(found == ["""
            Kit/Shared/Shared.swift:1:1: error[undeclared-import]: 'Kit' imports 'Base', which is not among its declared dependencies
              Kit/Sources/Kit.swift:1:1: note: also imported here
              help: add 'Base' to Kit.podspec.json dependencies

            """])
    }

    @Test func aPlatformScopedPatternOfAnotherPlatformIsNotAudited() throws {
        // The app builds for iOS (no platform named: `ios`): `osx.source_files` is not its.
        let files = ["Kit/Sources/Kit.swift": "import Base\n", "Kit/Mac/Mac.swift": "import Base\n"]
        let found = try Self.check(kitSpec: """
            "source_files": "Sources/*.swift", "platforms": { "ios": "12.0", "osx": "10.15" }, "osx": { "source_files": "Mac/*.swift" }
            """, files: files)
        #expect(found == [Self.undeclaredBase])
    }

    @Test func anotherPlatformsFileThatGuardsItselfIsAuditedAsGenerateCompilesIt() throws {
        // `generate` compiles `Mac/Mac.swift` (wholly inside `#if os(macOS)`, GeneratingManifests.md
        // "Platform-scoped files"): its imports are the package's, so `check` reads it too.
        let files = ["Kit/Sources/Kit.swift": "public struct Kit {}\n", "Kit/Mac/Mac.swift": "#if os(macOS)\nimport Base\n#endif\n"]
        let found = try Self.check(kitSpec: """
            "source_files": "Sources/*.swift", "platforms": { "ios": "12.0", "osx": "10.15" }, "osx": { "source_files": "Mac/*.swift" }
            """, files: files)
        #expect(found == ["""
            Kit/Mac/Mac.swift:2:1: error[undeclared-import]: 'Kit' imports 'Base', which is not among its declared dependencies
              help: add 'Base' to Kit.podspec.json dependencies

            """])
    }

    @Test func aSubspecsFilesAreAuditedAndATestSpecsAreNot() throws {
        let files = ["Kit/Sources/Kit.swift": "import Base\n", "Kit/Tests/KitTests.swift": "import Base\n"]
        let found = try Self.check(kitSpec: """
            "subspecs": [ { "name": "Core", "source_files": "Sources/*.swift" }, { "name": "Tests", "test_type": "unit", "source_files": "Tests/*.swift" } ]
            """, files: files)
        #expect(found == [Self.undeclaredBase])
    }
}
