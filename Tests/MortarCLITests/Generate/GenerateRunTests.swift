import Foundation
import Testing
import MortarCLI
import MortarCore

@Suite struct GenerateRunTests {
    @Test func writesThenLeavesUnchangedFilesUntouched() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = BufferOutput(), err = BufferOutput()
        let options = Generate.Options(manifestPath: "mortar.json")
        #expect(Generate.run(workspace: GenerateFixtures.workspace(), options: options, context: folder.context(stdout: out, stderr: err)) == .success)
        #expect(out.text == "wrote Package.swift\nwrote Sources/Shop/Shop.swift\n")
        #expect(err.text == "")
        let package = try #require(folder.read("Package.swift"))
        #expect(package.contains(".package(path: \"Modules/Cart\"),\n        .package(path: \"Modules/Pay\"),\n"))

        // Age the file, then generate again: same content, so the file must not be rewritten.
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: "\(folder.path)/Package.swift")
        let again = BufferOutput()
        #expect(Generate.run(workspace: GenerateFixtures.workspace(), options: options, context: folder.context(stdout: again, stderr: err)) == .success)
        #expect(again.text == "unchanged Package.swift\nunchanged Sources/Shop/Shop.swift\n")
        let modified = try FileManager.default.attributesOfItem(atPath: "\(folder.path)/Package.swift")[.modificationDate] as? Date
        #expect(modified == past)
    }

    @Test func checkPassesAfterGenerateAndFailsAfterAnEdit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let workspace = GenerateFixtures.workspace()
        let sink = BufferOutput()
        _ = Generate.run(workspace: workspace, options: .init(manifestPath: "mortar.json"), context: folder.context(stdout: sink, stderr: sink))

        let out = BufferOutput(), err = BufferOutput()
        let check = Generate.Options(manifestPath: "mortar.json", check: true)
        #expect(Generate.run(workspace: workspace, options: check, context: folder.context(stdout: out, stderr: err)) == .success)
        #expect(out.text == "2 generated files are up to date\n")

        let original = try #require(folder.read("Package.swift"))
        try folder.write("Package.swift", original.replacingOccurrences(of: "exact: \"1.16.2\"", with: "exact: \"1.17.0\""))
        let out2 = BufferOutput(), err2 = BufferOutput()
        #expect(Generate.run(workspace: workspace, options: check, context: folder.context(stdout: out2, stderr: err2)) == .failure)
        #expect(out2.text == """
            --- Package.swift (on disk)
            +++ Package.swift (generated)
            @@ -10,7 +10,7 @@
                 dependencies: [
                     .package(path: "Modules/Cart"),
                     .package(path: "Modules/Pay"),
            -        .package(url: "https://github.com/apple/swift-log", exact: "1.17.0"),
            +        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
                 ],
                 targets: [
                     .target(

            """)
        #expect(err2.text == "error: 'Package.swift' is out of date; run 'mortar generate' and commit the result\n")
        #expect(folder.read("Package.swift") != original, "--check must write nothing")
    }

    @Test func checkReportsMissingFilesAsNew() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = BufferOutput(), err = BufferOutput()
        let options = Generate.Options(manifestPath: "mortar.json", check: true)
        #expect(Generate.run(workspace: GenerateFixtures.workspace(), options: options, context: folder.context(stdout: out, stderr: err)) == .failure)
        #expect(out.text.hasPrefix("--- /dev/null\n+++ Package.swift (generated)\n@@ -0,0 +1,26 @@\n+// swift-tools-version:5.9\n"))
        #expect(err.text == "error: 'Package.swift', 'Sources/Shop/Shop.swift' are out of date; run 'mortar generate' and commit the result\n")
        #expect(folder.read("Package.swift") == nil)
    }

    @Test func outputOptionsOverrideTheManifest() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = BufferOutput(), err = BufferOutput()
        let options = Generate.Options(manifestPath: "app/mortar.json", swiftpm: "out/Package.swift", podfile: "out/Podfile")
        #expect(Generate.run(workspace: GenerateFixtures.workspace(), options: options, context: folder.context(stdout: out, stderr: err)) == .success)
        #expect(out.text == "wrote out/Package.swift\nwrote out/Sources/Shop/Shop.swift\nwrote out/Podfile\n")
        // Module folders are relative to the output file, not to the manifest.
        #expect(folder.read("out/Package.swift")?.contains(".package(path: \"../app/Modules/Cart\"),") == true)
        #expect(folder.read("out/Package.swift")?.contains(".package(path: \"../app/Modules/Pay\"),") == true)
        #expect(err.text == """
            mortar.json:4:5: warning[not-cocoapods]: none of the 2 modules has a podspec, so the generated Podfile holds no module: 'Cart', 'Pay'
              help: set "outputs": {"podfile": null} in mortar.json if the app builds with SwiftPM only, or add podspecs to the modules

            """)
    }

    @Test func templateFolderOverridesAndErrors() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("tpl/Package.swift.mustache", "// {{header}}\n// custom {{name}}\n{{#modules}}\n// \"{{path}}\"\n{{/modules}}\n")
        let out = BufferOutput(), err = BufferOutput()
        let options = Generate.Options(manifestPath: "mortar.json", templateDirectory: "tpl")
        #expect(Generate.run(workspace: GenerateFixtures.workspace(), options: options, context: folder.context(stdout: out, stderr: err)) == .success)
        #expect(folder.read("Package.swift") == "// Generated by mortar from mortar.json — do not edit\n// custom Shop\n// \"Modules/Cart\"\n// \"Modules/Pay\"\n")

        try folder.write("tpl/Package.swift.mustache", "// {{header}}\nlet x = 1\n{{#modules}}\n// {{path}}\n")
        let err2 = BufferOutput()
        #expect(Generate.run(workspace: GenerateFixtures.workspace(), options: options, context: folder.context(stdout: BufferOutput(), stderr: err2)) == .usage)
        #expect(err2.text == "error: tpl/Package.swift.mustache:3:1: section 'modules' is never closed; add '{{/modules}}'\n")

        let err3 = BufferOutput()
        let missing = Generate.Options(manifestPath: "mortar.json", templateDirectory: "nope")
        #expect(Generate.run(workspace: GenerateFixtures.workspace(), options: missing, context: folder.context(stdout: BufferOutput(), stderr: err3)) == .usage)
        #expect(err3.text == "error: template folder 'nope' does not exist; pass a folder holding ModuleRegistry.plist.mustache, ModuleRegistry.swift.mustache, Package.swift.mustache, Podfile.mustache, Umbrella.swift.mustache (any of them)\n")
    }

    @Test func bootstrapSkipsGenerationAfterCheckErrorsUnlessForced() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = BufferOutput(), err = BufferOutput()
        let options = Generate.Options(manifestPath: "mortar.json")
        let skipped = Generate.runAfterCheck(checkFoundErrors: true, force: false, workspace: GenerateFixtures.workspace(), options: options, context: folder.context(stdout: out, stderr: err))
        #expect(skipped == .failure)
        #expect(err.text == "generate: skipped because check found errors; fix them, or pass --force to generate anyway\n")
        #expect(folder.read("Package.swift") == nil)
        let forced = Generate.runAfterCheck(checkFoundErrors: true, force: true, workspace: GenerateFixtures.workspace(), options: options, context: folder.context(stdout: out, stderr: err))
        #expect(forced == .success)
        #expect(folder.read("Package.swift") != nil)
    }
}
