import MortarCore
import Testing

/// Each check, on small in-memory workspaces, with whole messages.
@Suite struct CheckerTests {
    static let manifest = "mortar.json"

    func at(_ file: String, _ line: Int) -> MortarCore.SourceLocation { SourceLocation(file: file, line: line, column: 5) }

    func module(_ name: String, layer: String? = nil, line: Int) -> Module {
        Module(name: name, source: .path(name), layer: layer, location: at(Self.manifest, line), layerLocation: layer == nil ? nil : at(Self.manifest, line))
    }

    func component(_ name: String, _ deps: [(String, Requirement)]) -> Component {
        let file = "\(name)/\(name).podspec.json"
        return Component(name: name, format: .podspecJSON, path: file, dependencies: deps.enumerated().map { index, dep in
            Dependency(name: dep.0, requirement: dep.1, location: at(file, index + 2))
        })
    }

    func render(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { d in
            var text = "\(d.primaryLocation.map(\.description) ?? "-"): \(d.severity.rawValue)[\(d.code.rawValue)]: \(d.message)"
            for note in d.notes { text += "\n  \(note.location.map(\.description) ?? "-"): note: \(note.message)" }
            if let help = d.help { text += "\n  help: \(help)" }
            return text
        }
    }

    func req(_ s: String) -> Requirement { try! Requirement.parse(s) }

    @Test func unknownUnpinnedAndComponentRequirement() {
        var integrator = IntegratorManifest(path: Self.manifest, name: "App", modules: [module("App", line: 2), module("Core", line: 3)])
        integrator.pins = [Pin(name: "Alamofire", requirement: req("5.9.1"), location: at(Self.manifest, 10))]
        var app = component("App", [("Core", .any), ("Alamofire", req("~> 5.0")), ("Cor", .any)])
        app.dependencies.append(Dependency(name: "swift-log", location: at("App/App.podspec.json", 9), url: "https://github.com/apple/swift-log"))
        let workspace = AppManifests(integrator: integrator, components: ["App": app, "Core": component("Core", [])])
        #expect(render(Checker.check(workspace)) == [
            "App/App.podspec.json:3:5: error[component-requirement]: 'App' requires package 'Alamofire' at '~> 5.0'; components name dependencies without versions\n  help: remove the requirement from App.podspec.json and pin 'Alamofire' once in mortar.json",
            "App/App.podspec.json:4:5: error[unknown-dependency]: 'App' depends on 'Cor', which is neither a module nor a pin\n  help: did you mean 'Core'? otherwise add 'Cor' to \"modules\" if it is one of yours, or pin it in \"pins\" of mortar.json",
            "App/App.podspec.json:9:5: error[unpinned-dependency]: 'App' depends on third-party package 'swift-log', which mortar.json does not pin\n  help: pin it once in mortar.json: \"pins\": { \"swift-log\": \"X.Y.Z\" }",
        ])
    }

    @Test func pinOutsideASatisfiableRequirement() {
        var integrator = IntegratorManifest(path: Self.manifest, name: "App", modules: [module("A", line: 2), module("B", line: 3)])
        integrator.pins = [Pin(name: "O", requirement: req("1.0"), location: at(Self.manifest, 10))]
        integrator.policy.componentRequirements = .off
        let workspace = AppManifests(integrator: integrator, components: [
            "A": component("A", [("O", req("~> 1.1"))]), "B": component("B", [("O", req(">= 1.0"))]),
        ])
        #expect(render(Checker.check(workspace)) == [
            "mortar.json:10:5: error[version-conflict]: pin 'O' = 1.0 does not satisfy 'A' ('~> 1.1')\n  A/A.podspec.json:2:5: note: 'A' requires 'O' '~> 1.1'\n  help: pin 'O' to a version in >= 1.1, < 2, or change the requirements",
        ])
    }

    @Test func policyWarningAndDuplicateAndUnusedPin() {
        var integrator = IntegratorManifest(path: Self.manifest, name: "App", modules: [module("A", line: 2), module("A", line: 3)])
        integrator.pins = [Pin(name: "Spare", requirement: req("1.0"), location: at(Self.manifest, 10)), Pin(name: "O", requirement: req("2.0"), location: at(Self.manifest, 11))]
        integrator.policy.componentRequirements = .warning
        let workspace = AppManifests(integrator: integrator, components: ["A": component("A", [("O", req("~> 2.0"))])])
        #expect(render(Checker.check(workspace)) == [
            "A/A.podspec.json:2:5: warning[component-requirement]: 'A' requires package 'O' at '~> 2.0'; components name dependencies without versions\n  help: remove the requirement from A.podspec.json and pin 'O' once in mortar.json",
            "mortar.json:3:5: error[duplicate-module]: module 'A' is listed twice\n  mortar.json:2:5: note: first listed here\n  help: keep one entry for 'A' in mortar.json",
            "mortar.json:10:5: warning[unused-pin]: 'Spare' is pinned but no module depends on it\n  help: remove the pin, or add the dependency to the module that uses 'Spare'",
        ])
    }

    @Test func layersUpwardIsolatedAndMissing() {
        var integrator = IntegratorManifest(path: Self.manifest, name: "App")
        integrator.layers = [Layer(name: "base", location: at(Self.manifest, 1)), Layer(name: "features", isolated: true, location: at(Self.manifest, 1))]
        integrator.modules = [module("Core", layer: "base", line: 2), module("Pay", layer: "features", line: 3), module("Bus", layer: "features", line: 4), module("Loose", line: 5)]
        let workspace = AppManifests(integrator: integrator, components: [
            "Core": component("Core", [("Pay", .any)]), "Pay": component("Pay", [("Core", .any)]),
            "Bus": component("Bus", [("Pay", .any)]), "Loose": component("Loose", []),
        ])
        #expect(render(Checker.check(workspace)) == [
            "Bus/Bus.podspec.json:2:5: error[layer-violation]: 'Bus' depends on 'Pay', but both are in isolated layer 'features'\n  help: modules of 'features' never depend on each other: go through the route component of 'Pay' in a lower layer",
            "Core/Core.podspec.json:2:5: error[cycle]: dependency cycle: Core → Pay → Core\n  Core/Core.podspec.json:2:5: note: 'Core' depends on 'Pay' here\n  Pay/Pay.podspec.json:2:5: note: 'Pay' depends on 'Core' here\n  help: break the cycle: move what both need into a lower module, or invert one dependency through a protocol in a lower layer",
            "Core/Core.podspec.json:2:5: error[layer-violation]: 'Core' (layer 'base') depends on 'Pay' (layer 'features'), a higher layer\n  mortar.json:3:5: note: 'Pay' is in layer 'features'\n  help: lower layers never depend on upper ones: move what 'Core' needs from 'Pay' down to 'base', or invert the dependency",
            "mortar.json:5:5: warning[layer-violation]: module 'Loose' has no layer\n  help: add \"layer\": one of 'base', 'features'",
        ])
    }

    @Test func ownSubspecEdgesAreNotCycles() {
        let integrator = IntegratorManifest(path: Self.manifest, name: "App", modules: [module("Kit", line: 2)])
        var kit = component("Kit", [])
        kit.internalDependencies = [Dependency(name: "Kit/Core", location: at("Kit/Kit.podspec.json", 4))]
        #expect(Checker.check(AppManifests(integrator: integrator, components: ["Kit": kit])).isEmpty)
    }

    @Test func outputIsDeterministic() {
        let integrator = IntegratorManifest(path: Self.manifest, name: "App", modules: [module("A", line: 2), module("B", line: 3), module("C", line: 4)])
        let workspace = AppManifests(integrator: integrator, components: [
            "A": component("A", [("B", .any), ("X", .any)]), "B": component("B", [("C", .any)]), "C": component("C", [("A", .any), ("Y", .any)]),
        ])
        let first = Checker.check(workspace)
        for _ in 0..<20 { #expect(Checker.check(workspace) == first) }
    }
}
