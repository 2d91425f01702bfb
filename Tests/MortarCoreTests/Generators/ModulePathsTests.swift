import Testing
@testable import MortarCore

/// Module folders as the generated file sees them: relative, never absolute in the output.
@Suite struct ModulePathsTests {
    struct Case: Sendable, CustomStringConvertible {
        var source: ModuleSource
        var manifestFolder: String
        var outputFolder: String
        var expected: String
        var description: String { "\(source) from \(outputFolder)" }
    }

    static let cases: [Case] = [
        Case(source: .path("Modules/Core"), manifestFolder: "/ws", outputFolder: "/ws", expected: "Modules/Core"),
        Case(source: .path("./Modules//Core/"), manifestFolder: "/ws", outputFolder: "/ws", expected: "Modules/Core"),
        Case(source: .path("../Payment"), manifestFolder: "/ws/app", outputFolder: "/ws/app", expected: "../Payment"),
        Case(source: .path("../Payment"), manifestFolder: "/ws/app", outputFolder: "/ws/out", expected: "../Payment"),
        Case(source: .path("Modules/Core"), manifestFolder: "/ws/app", outputFolder: "/ws/out/deep", expected: "../../app/Modules/Core"),
        Case(source: .path("/opt/shared/Kit"), manifestFolder: "/ws", outputFolder: "/ws/out", expected: "../../opt/shared/Kit"),
        Case(source: .git(url: "https://x/Core.git", ref: .branch("main")), manifestFolder: "/ws", outputFolder: "/ws", expected: "Checkouts/Core"),
        Case(source: .git(url: "https://x/Core.git", ref: .branch("main")), manifestFolder: "/ws", outputFolder: "/ws/Checkouts", expected: "Core"),
    ]

    @Test(arguments: cases)
    func relativeToTheOutput(_ c: Case) {
        let integrator = IntegratorManifest(
            path: "mortar.json", name: "App", checkouts: "Checkouts",
            modules: [Module(name: "Core", source: c.source, location: SourceLocation(file: "mortar.json"))])
        let paths = GenerationInput.modulePaths(for: integrator, manifestFolder: c.manifestFolder, outputFolder: c.outputFolder)
        #expect(paths == ["Core": c.expected])
    }

    @Test func safeNames() {
        #expect(GenerationInput.isSafeName("MetroSDK"))
        #expect(GenerationInput.isSafeName("App_2.0+beta-1"))
        for bad in ["", ".", "..", ".hidden", "-flag", "+x", "a/b", "a b", "a\"b", "a\nb"] {
            #expect(!GenerationInput.isSafeName(bad), "\(bad.debugDescription)")
        }
    }

    @Test func unsafeAppNameStopsPackageGeneration() {
        var workspace = GeneratorFixtures.serverStack()
        workspace.integrator.name = "../../etc"
        #expect(throws: GenerateError.unsafeName("../../etc", at: SourceLocation(file: "mortar.json"))) {
            try ManifestGenerator.plan(.init(workspace: workspace, manifestFolder: "/ws", swiftpmPath: "/ws/Package.swift", podfilePath: nil))
        }
        #expect(GenerateError.unsafeName("../../etc", at: SourceLocation(file: "mortar.json")).description
            == "mortar.json: the app name '../../etc' cannot name the umbrella target's folder; use letters, digits, '_', '.', '+' and '-' only, not starting with '.', '+' or '-', at most 255 characters")
    }

    /// One grammar (`ModuleNameGrammar`): a module name git checks out and an app name the
    /// generated Package.swift uses are accepted and refused alike, 255 characters the most.
    @Test func moduleNamesAndAppNamesShareOneGrammarAtTheLengthBoundary() throws {
        let longest = String(repeating: "a", count: 255), tooLong = longest + "a"
        #expect(GenerationInput.isSafeName(longest))
        try GitInputValidator.moduleName(longest)
        #expect(!GenerationInput.isSafeName(tooLong))
        #expect(throws: GitInputError.invalidModuleName(tooLong, reason: "is longer than 255 characters")) { try GitInputValidator.moduleName(tooLong) }
        var workspace = GeneratorFixtures.serverStack()
        workspace.integrator.name = tooLong
        #expect(throws: GenerateError.unsafeName(tooLong, at: SourceLocation(file: "mortar.json"))) {
            try ManifestGenerator.plan(.init(workspace: workspace, manifestFolder: "/ws", swiftpmPath: "/ws/Package.swift", podfilePath: nil))
        }
        for name in ["", ".", "..", ".hidden", "-flag", "+x", "a/b", "a b", "9Lives", "App_2.0+beta-1"] {
            #expect(GenerationInput.isSafeName(name) == ((try? GitInputValidator.moduleName(name)) != nil), "\(name.debugDescription)")
        }
    }
}
