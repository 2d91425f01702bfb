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
        #expect(HybridIntegration.unmarkedModules(workspace).isEmpty)
        #expect(HybridIntegration.splitDependencies(workspace, sides: [.swiftpm, .cocoapods]).isEmpty)
    }

    @Test func unmarkedModulesBesideMarkedOnesAreLinkedTwice() {
        let workspace = Self.workspace([("A", .swiftpm, []), ("B", nil, []), ("C", .cocoapods, []), ("D", nil, [])])
        #expect(HybridIntegration.unmarkedModules(workspace).map { $0.text() } == [
            """
            mortar.json:4:5: warning[linked-twice]: modules 'B', 'D' have no "integration" while other modules have one, so each is in both the generated Podfile and the generated Package.swift; an app using both would link each twice (duplicate symbols, two copies of its state)
              help: give each of them "integration": "swiftpm" or "integration": "cocoapods"

            """,
        ])
        #expect(HybridIntegration.unmarkedModules(workspace)[0].locations.count == 2)
    }

    @Test func aModuleDependingOnAModuleOfTheOtherSideIsSplit() {
        // Legacy (CocoaPods) → Core (SwiftPM): the Podfile has no Core. Feed (SwiftPM) → Legacy:
        // the Package.swift has no Legacy. Shared (both) → Core: the Podfile side breaks.
        let workspace = Self.workspace([
            ("Core", .swiftpm, []), ("Legacy", .cocoapods, ["Core/Sub", "Core"]), ("Feed", .swiftpm, ["Legacy", "Core"]), ("Shared", nil, ["Core"]),
        ])
        #expect(HybridIntegration.splitDependencies(workspace, sides: [.swiftpm, .cocoapods]).map { $0.text() } == [
            """
            Feed/Package.swift:1:1: warning[split-dependency]: module 'Feed' depends on module 'Legacy', which is marked "integration": "cocoapods"; the generated Package.swift leaves 'Legacy' out, so 'Feed' cannot be built through SwiftPM
              help: mark module 'Feed' "integration": "cocoapods" too (it moves with its dependency), or move 'Legacy' back

            """,
            """
            Legacy/Package.swift:1:1: warning[split-dependency]: module 'Legacy' depends on module 'Core', which is marked "integration": "swiftpm"; the generated Podfile leaves 'Core' out, so 'Legacy' cannot be built through CocoaPods
              help: mark module 'Legacy' "integration": "swiftpm" too (it moves with its dependency), or move 'Core' back

            """,
            """
            Shared/Package.swift:1:1: warning[split-dependency]: module 'Shared' depends on module 'Core', which is marked "integration": "swiftpm"; the generated Podfile leaves 'Core' out, so 'Shared' cannot be built through CocoaPods
              help: mark module 'Shared' "integration": "swiftpm" too (it moves with its dependency), or move 'Core' back

            """,
        ])
        // Only the Package.swift generated: the edges that break the Podfile are not reported.
        #expect(HybridIntegration.splitDependencies(workspace, sides: [.swiftpm]).map(\.message) == [
            "module 'Feed' depends on module 'Legacy', which is marked \"integration\": \"cocoapods\"; the generated Package.swift leaves 'Legacy' out, so 'Feed' cannot be built through SwiftPM",
        ])
    }
}
