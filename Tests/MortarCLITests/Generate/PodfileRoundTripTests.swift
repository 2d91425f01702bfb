import Foundation
import MortarCore
import MortarFormats
import Testing

/// A generated Podfile, read back with the Podfile reader, gives the same modules (in manifest
/// order) and the same exact pins as the mortar.json it was generated from.
@Suite struct PodfileRoundTripTests {
    @Test(arguments: ["Examples/MetroSDK"])
    func generatedPodfileReadsBackToTheSameModulesAndPins(example: String) throws {
        let root = CLIHarness.repositoryRoot + "/" + example
        let manifest = try MortarJSONReader.read(try String(contentsOfFile: root + "/mortar.json", encoding: .utf8), file: "mortar.json")
        let podfile = try PodfileReader.read(try String(contentsOfFile: root + "/Podfile", encoding: .utf8), file: "Podfile").manifest

        #expect(podfile.name == manifest.name)
        #expect(podfile.modules.map(\.name) == manifest.modules.map(\.name))
        #expect(podfile.modules.map(\.source) == manifest.modules.map { .path("\(manifest.checkouts)/\($0.name)") })
        #expect(podfile.pins.map(\.name) == manifest.pins.map(\.name))
        #expect(podfile.pins.map(\.version) == manifest.pins.map(\.version))
        #expect(podfile.platforms.map { "\($0.name) \($0.version ?? "")" } == manifest.platforms.map { "\($0.name) \($0.version ?? "")" })
    }

    /// Hostile names, paths and versions survive the trip as literals.
    @Test func hostileValuesRoundTrip() throws {
        let names = ["Quote\"Name", "Back\\slash", "Interp#{`rm -rf /`}", "Newline\nName"]
        var integrator = IntegratorManifest(path: "mortar.json", name: "App")
        integrator.modules = names.enumerated().map { index, name in
            Module(name: "M\(index)", source: .path("../\(name)"), location: SourceLocation(file: "mortar.json", line: index + 1))
        }
        integrator.pins = [Pin(name: "P#{x}", requirement: .versions([.init(.equal, Version("1.2.3")!)]), location: SourceLocation(file: "mortar.json", line: 9))]
        integrator.outputs = Outputs(swiftpm: nil, podfile: "Podfile")
        let plan = try ManifestGenerator.plan(.init(
            workspace: AppManifests(integrator: integrator), manifestFolder: "/app", swiftpmPath: nil, podfilePath: "/app/Podfile"))
        let text = try #require(plan.files.first { $0.path == "/app/Podfile" }).contents
        let read = try PodfileReader.read(text, file: "Podfile").manifest
        #expect(read.modules.map(\.source) == names.map { .path("../\($0)") })
        #expect(read.pins.map(\.name) == ["P#{x}"])
        #expect(read.pins.map(\.version) == [Version("1.2.3")])
    }
}
