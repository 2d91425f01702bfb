import Foundation
import MortarCore
import MortarFormats
import MortarWorkspace
import Testing

/// Generate's planning, driven without the CLI: a podspec module on disk becomes a target that
/// depends on the product of the pin standing for its pod, and a template folder's files
/// replace the built-in ones.
@Suite struct GenerationServiceTests {
    @Test func plansConvertedTargetsWithThePinsProducts() throws {
        let folder = NSTemporaryDirectory() + "mortar-genservice-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Feed/Sources", withIntermediateDirectories: true)
        try "public let feed = 1\n".write(toFile: folder + "/Feed/Sources/Feed.swift", atomically: true, encoding: .utf8)
        let podspec = "{ \"name\": \"Feed\", \"version\": \"1.0.0\", \"source_files\": \"Sources/*.swift\", \"dependencies\": { \"Alamofire\": [] } }\n"
        try podspec.write(toFile: folder + "/Feed/Feed.podspec.json", atomically: true, encoding: .utf8)
        let feed = Module(name: "Feed", source: .path("Feed"), location: SourceLocation(file: "mortar.json", line: 3, column: 5))
        var pin = Pin(name: "Alamofire", requirement: try Requirement.parse(["5.9.1"]), url: "https://github.com/Alamofire/Alamofire.git",
                      location: SourceLocation(file: "mortar.json", line: 4, column: 5))
        pin.products = ["Alamofire"]
        let integrator = IntegratorManifest(path: "mortar.json", name: "App", modules: [feed], pins: [pin])
        let component = try PodspecJSONReader.read(podspec, file: "Feed/Feed.podspec.json")
        let workspace = AppManifests(integrator: integrator, components: ["Feed": component])

        let plan = try GenerationService.plan(
            workspace, paths: .init(manifestFolder: folder, swiftpm: folder + "/Package.swift", podfile: nil),
            lockCommits: [:], templates: TemplateSet(), fileSystem: LocalFileSystem())

        #expect(plan.diagnostics.map(\.code.rawValue) == [])
        let package = try #require(plan.files.first { $0.path == folder + "/Package.swift" })
        #expect(package.contents.contains("""
                    .target(
                        name: "Feed",
                        dependencies: [
                            .product(name: "Alamofire", package: "Alamofire"),
                        ],
                        path: "Feed/Sources",
            """))
        #expect(package.contents.contains(".package(url: \"https://github.com/Alamofire/Alamofire.git\", exact: \"5.9.1\"),"))
    }

    @Test func aTemplateFolderReplacesBuiltInTemplates() throws {
        let folder = NSTemporaryDirectory() + "mortar-gentemplates-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "# {{header}}\n# {{name}}\n".write(toFile: folder + "/Podfile.mustache", atomically: true, encoding: .utf8)
        let missing = GenerationService.templates(in: folder + "/nope", shown: "nope", fileSystem: LocalFileSystem()) { $0 }
        guard case let .failure(error) = missing else { Issue.record("a missing folder was accepted"); return }
        #expect(error == .missingTemplateFolder("nope"))
        let found = GenerationService.templates(in: folder, shown: folder, fileSystem: LocalFileSystem()) { $0 }
        guard case .success = found else { Issue.record("the folder was refused"); return }
    }
}
