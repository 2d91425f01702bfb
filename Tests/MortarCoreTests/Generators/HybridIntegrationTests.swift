@testable import MortarCore
import Testing

/// `HybridIntegration`: each generator sees only its side's modules; a pod used on both sides
/// is one `linked-twice` finding naming every module, at each `integration` value.
@Suite struct HybridIntegrationUnitTests {
    static func workspace(_ marks: [(String, ModuleIntegration?, [String])]) -> AppManifests {
        let m = "mortar.json"
        let modules = marks.enumerated().map { index, mark in
            Module(
                name: mark.0, source: .path(mark.0), location: SourceLocation(file: m, line: 3 + index, column: 5),
                integration: mark.1, integrationLocation: mark.1 == nil ? nil : SourceLocation(file: m, line: 3 + index, column: 40))
        }
        var components: [String: Component] = [:]
        for mark in marks {
            let path = "\(mark.0)/Package.swift"
            components[mark.0] = Component(
                name: mark.0, format: .swiftpm, path: path,
                dependencies: mark.2.map { Dependency(name: $0, location: SourceLocation(file: path, line: 1, column: 1)) }, products: [mark.0])
        }
        return AppManifests(integrator: IntegratorManifest(path: m, name: "App", modules: modules), components: components)
    }

    @Test func aPodOnBothSidesNamesEveryModule() {
        let workspace = Self.workspace([
            ("A", .cocoapods, ["Kingfisher", "SnapKit"]), ("B", .cocoapods, ["Kingfisher"]),
            ("C", .swiftpm, ["Kingfisher", "C2"]), ("C2", .swiftpm, []), ("D", nil, ["SnapKit"]),
        ])
        #expect(HybridIntegration.linkedTwice(workspace).map { $0.text() } == [
            """
            mortar.json:3:40: warning[linked-twice]: pod 'Kingfisher' is linked twice: through CocoaPods for modules 'A', 'B' and through SwiftPM for module 'C'; the app would hold two copies of it (duplicate symbols, two copies of its state)
              help: move modules 'A', 'B' to "integration": "swiftpm" as well (or module 'C' back to "cocoapods"), so 'Kingfisher' is linked one way

            """,
        ])
        #expect(HybridIntegration.workspace(workspace, for: .swiftpm).integrator.modules.map(\.name) == ["C", "C2", "D"])
        #expect(HybridIntegration.workspace(workspace, for: .cocoapods).components.keys.sorted() == ["A", "B", "D"])
        #expect(HybridIntegration.otherSide(workspace, of: .cocoapods) == ["C", "C2"])
    }

    @Test func noMarkNoChangeNoFinding() {
        let workspace = Self.workspace([("A", nil, ["Kingfisher"]), ("B", nil, ["Kingfisher"])])
        #expect(HybridIntegration.workspace(workspace, for: .swiftpm) == workspace)
        #expect(HybridIntegration.linkedTwice(workspace).isEmpty)
    }
}
