import MortarCore
import Testing

/// The module-kind rules on small in-memory workspaces, with whole messages.
@Suite struct ModuleKindCheckTests {
    let helpers = CheckerTests()

    func module(_ name: String, _ kind: ModuleKind?, line: Int) -> Module {
        var module = helpers.module(name, line: line)
        module.kind = kind
        module.kindLocation = kind == nil ? nil : SourceLocation(file: CheckerTests.manifest, line: line, column: 40)
        return module
    }

    func kindFindings(_ modules: [Module], _ edges: [String: [String]]) -> [String] {
        let integrator = IntegratorManifest(path: CheckerTests.manifest, name: "App", modules: modules)
        var components: [String: Component] = [:]
        for module in modules { components[module.name] = helpers.component(module.name, (edges[module.name] ?? []).map { ($0, .any) }) }
        let workspace = AppManifests(integrator: integrator, components: components)
        return helpers.render(Checker.check(workspace).filter { $0.code == .moduleKind })
    }

    @Test func aSlateLayoutIsClean() {
        let modules = [
            module("Basic", .basic, line: 2), module("Main", .main, line: 3), module("Account", .service, line: 4),
            module("Journey", .feature, line: 5), module("JourneyRoute", nil, line: 6),
        ]
        #expect(kindFindings(modules, [
            "Main": ["JourneyRoute", "Account"], "Account": ["Basic"], "Journey": ["Account"], "JourneyRoute": ["Basic"],
        ]) == [])
    }

    @Test func noKindsNoChecks() {
        #expect(kindFindings([module("A", nil, line: 2), module("B", nil, line: 3)], [:]) == [])
    }

    @Test func everyRuleWithItsWholeMessage() {
        let modules = [
            module("Basic", .basic, line: 2), module("Main", .main, line: 3), module("Shell", .main, line: 4),
            module("Journey", .feature, line: 5), module("JourneyRoute", nil, line: 6), module("Loose", .service, line: 7),
        ]
        #expect(kindFindings(modules, [
            "Main": ["Journey", "Basic"], "Shell": ["Basic"], "Journey": ["Basic"], "JourneyRoute": ["Journey"],
        ]) == [
            "mortar.json:4:40: error[module-kind]: 'Shell' is a second main module; 'Main' is the main module already\n  mortar.json:3:40: note: 'Main' is the main module\n  help: an app has exactly one main module: give 'Shell' another kind (\"service\" or \"feature\")",
            "mortar.json:7:5: error[module-kind]: 'Loose' does not depend on a basic module\n  help: every module but the basic ones builds on one: add a dependency on 'Basic' to the manifest of 'Loose'",
            "Main/Main.podspec.json:2:5: error[module-kind]: 'Main' depends on 'Journey', a feature module\n  mortar.json:5:40: note: 'Journey' is a feature module\n  help: feature modules are reached only through the router: remove the dependency and open 'Journey' through 'JourneyRoute'",
            "JourneyRoute/JourneyRoute.podspec.json:2:5: error[module-kind]: 'JourneyRoute' depends on 'Journey', a feature module\n  mortar.json:5:40: note: 'Journey' is a feature module\n  help: feature modules are reached only through the router: remove the dependency and open 'Journey' through 'JourneyRoute'",
        ].sorted())
    }

    @Test func noMainAndNoBasic() {
        #expect(kindFindings([module("A", .service, line: 2), module("B", .feature, line: 3)], [:]) == [
            "mortar.json: error[module-kind]: no module is a basic module\n  help: mark the module every other module builds on (lifecycle dispatch, router, base tools) with \"kind\": \"basic\"",
            "mortar.json: error[module-kind]: no module is the main module\n  help: mark the module that gives the app its root view controller at launch with \"kind\": \"main\"",
        ])
    }
}
