import Foundation
import Testing
import MortarCLI
import MortarCore
import MortarWorkspace

/// `GenerateService` run without the command line, its outcome printed by `GenerateRenderer`.
@Suite struct GenerateRunTests {
    /// The service, then the renderer, as `mortar generate` runs them; the exit code it gives.
    func generate(
        _ workspace: AppManifests, manifest: String = "mortar.json", _ options: GenerateService.Options = .init(), in folder: TemporaryFolder,
        stdout: BufferOutput, stderr: BufferOutput
    ) -> ExitCode {
        let layout = WorkspaceLayout(manifest: manifest, currentDirectory: folder.path)
        var messages: [ServiceMessage] = []
        let outcome = GenerateService.run(workspace, layout: layout, options: options, folder.context(stdout: stdout, stderr: stderr).services, messages: &messages)
        stderr.write(ServiceText.messages(messages))
        guard let outcome else { return .usage }
        return GenerateRenderer.render(outcome, format: .text, manifestName: layout.manifestName, stdout: stdout, stderr: stderr) ? .success : .failure
    }

    @Test func writesThenLeavesUnchangedFilesUntouched() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = BufferOutput(), err = BufferOutput()
        let options = GenerateService.Options()
        #expect(generate(GenerateFixtures.workspace(), options, in: folder, stdout: out, stderr: err) == .success)
        #expect(out.text == "wrote Package.swift\nwrote Sources/Shop/Shop.swift\n")
        #expect(err.text == "")
        let package = try #require(folder.read("Package.swift"))
        #expect(package.contains(".package(path: \"Modules/Cart\"),\n        .package(path: \"Modules/Pay\"),\n"))

        // Age the file, then generate again: same content, so the file must not be rewritten.
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: "\(folder.path)/Package.swift")
        let again = BufferOutput()
        #expect(generate(GenerateFixtures.workspace(), options, in: folder, stdout: again, stderr: err) == .success)
        #expect(again.text == "unchanged Package.swift\nunchanged Sources/Shop/Shop.swift\n")
        let modified = try FileManager.default.attributesOfItem(atPath: "\(folder.path)/Package.swift")[.modificationDate] as? Date
        #expect(modified == past)
    }

    @Test func checkPassesAfterGenerateAndFailsAfterAnEdit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let workspace = GenerateFixtures.workspace()
        let sink = BufferOutput()
        _ = generate(workspace, .init(), in: folder, stdout: sink, stderr: sink)

        let out = BufferOutput(), err = BufferOutput()
        let check = GenerateService.Options(check: true)
        #expect(generate(workspace, check, in: folder, stdout: out, stderr: err) == .success)
        #expect(out.text == "2 generated files are up to date\n")

        let original = try #require(folder.read("Package.swift"))
        try folder.write("Package.swift", original.replacingOccurrences(of: "exact: \"1.16.2\"", with: "exact: \"1.17.0\""))
        let out2 = BufferOutput(), err2 = BufferOutput()
        #expect(generate(workspace, check, in: folder, stdout: out2, stderr: err2) == .failure)
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
        #expect(err2.text == "error[out-of-date]: 'Package.swift' is out of date\n  help: run 'mortar generate' and commit the result\n")
        #expect(folder.read("Package.swift") != original, "--check must write nothing")
    }

    @Test func checkReportsMissingFilesAsNew() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = BufferOutput(), err = BufferOutput()
        let options = GenerateService.Options(check: true)
        #expect(generate(GenerateFixtures.workspace(), options, in: folder, stdout: out, stderr: err) == .failure)
        #expect(out.text.hasPrefix("--- /dev/null\n+++ Package.swift (generated)\n@@ -0,0 +1,26 @@\n+// swift-tools-version:5.9\n"))
        #expect(err.text == "error[out-of-date]: 'Package.swift', 'Sources/Shop/Shop.swift' are out of date\n  help: run 'mortar generate' and commit the result\n")
        #expect(folder.read("Package.swift") == nil)
    }

    @Test func outputOptionsOverrideTheManifest() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = BufferOutput(), err = BufferOutput()
        let options = GenerateService.Options(swiftpm: "out/Package.swift", podfile: "out/Podfile")
        #expect(generate(GenerateFixtures.workspace(), manifest: "app/mortar.json", options, in: folder, stdout: out, stderr: err) == .success)
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
        let options = GenerateService.Options(templateDirectory: "tpl")
        #expect(generate(GenerateFixtures.workspace(), options, in: folder, stdout: out, stderr: err) == .success)
        #expect(folder.read("Package.swift") == "// Generated by mortar from mortar.json — do not edit\n// custom Shop\n// \"Modules/Cart\"\n// \"Modules/Pay\"\n")

        try folder.write("tpl/Package.swift.mustache", "// {{header}}\nlet x = 1\n{{#modules}}\n// {{path}}\n")
        let err2 = BufferOutput()
        #expect(generate(GenerateFixtures.workspace(), options, in: folder, stdout: BufferOutput(), stderr: err2) == .usage)
        #expect(err2.text == "tpl/Package.swift.mustache:3:1: error[template]: section 'modules' is never closed\n  help: add '{{/modules}}'\n")

        let err3 = BufferOutput()
        let missing = GenerateService.Options(templateDirectory: "nope")
        #expect(generate(GenerateFixtures.workspace(), missing, in: folder, stdout: BufferOutput(), stderr: err3) == .usage)
        #expect(err3.text == "error[template]: template folder 'nope' does not exist\n  help: pass a folder holding ModuleRegistry.plist.mustache, ModuleRegistry.swift.mustache, Package.swift.mustache, Podfile.mustache, Umbrella.swift.mustache (any of them)\n")
    }

    @Test func bootstrapSaysWhenGenerationWasSkipped() throws {
        var outcome = BootstrapService.Outcome()
        outcome.fetch = .init(value: .failure(.failure))
        outcome.check = .init(value: CheckService.check(GenerateFixtures.workspace(), options: .init(imports: false), ServiceContext(environment: [:], currentDirectory: "/")))
        outcome.generate = .init(value: .skipped)
        let out = BufferOutput(), err = BufferOutput()
        BootstrapRenderer.text(outcome, manifestName: "mortar.json", color: false, stdout: out, stderr: err)
        #expect(out.text == """

            mortar.json:8:5: warning[unused-pin]: 'swift-log' is pinned but no module depends on it
              help: remove the pin, or add the dependency to the module that uses 'swift-log'
            1 warning (2 modules, 0 dependencies between them)


            """)
        #expect(err.text == "generate: skipped because check found errors; fix them, or pass --force to generate anyway\n")
    }
}
