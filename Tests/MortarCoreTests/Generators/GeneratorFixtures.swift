@testable import MortarCore

/// Workspaces built as model values, for generator tests that must not touch the disk.
enum GeneratorFixtures {
    static func loc(_ file: String, _ line: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: 5) }

    /// A SwiftPM app: three path modules and three pinned packages (like Examples/ServerStack).
    static func serverStack() -> AppManifests {
        let m = "mortar.json"
        func module(_ name: String, _ line: Int) -> Module {
            Module(name: name, source: .path("Modules/\(name)"), layer: nil, location: loc(m, line))
        }
        func pin(_ name: String, _ version: String, _ url: String, _ products: [String], _ line: Int) -> Pin {
            Pin(name: name, requirement: try! Requirement.parse(version), url: url, products: products, location: loc(m, line))
        }
        let integrator = IntegratorManifest(
            path: m, name: "ServerStack",
            platforms: [Platform(name: "macos", version: "13.0", location: loc(m, 3))],
            modules: [module("Storage", 6), module("API", 7), module("App", 8)],
            pins: [
                pin("swift-argument-parser", "1.8.2", "https://github.com/apple/swift-argument-parser", [], 13),
                pin("swift-collections", "1.6.0", "https://github.com/apple/swift-collections", [], 12),
                pin("swift-log", "1.16.2", "https://github.com/apple/swift-log", ["Logging"], 11),
            ],
            outputs: Outputs(swiftpm: "Package.swift", podfile: nil))
        func component(_ name: String, products: [String], deps: [(String, String)]) -> Component {
            let path = "Modules/\(name)/Package.swift"
            return Component(
                name: name, format: .swiftpm, path: path,
                dependencies: deps.enumerated().map { Dependency(name: $0.element.0, location: loc(path, 8 + $0.offset), url: $0.element.1) },
                products: products)
        }
        return AppManifests(integrator: integrator, components: [
            "Storage": component("Storage", products: ["Storage"], deps: [("swift-collections", "https://github.com/apple/swift-collections"), ("swift-log", "https://github.com/apple/swift-log")]),
            "API": component("API", products: ["API"], deps: [("Storage", ""), ("swift-log", "https://github.com/apple/swift-log")]),
            "App": component("App", products: ["AppCore"], deps: [("API", ""), ("swift-argument-parser", "https://github.com/apple/swift-argument-parser")]),
        ])
    }

    /// A CocoaPods SDK of podspec modules cloned into `Modules/` (a slice of MetroSDK).
    static func metroSDK() -> AppManifests {
        let m = "mortar.json"
        let integrator = IntegratorManifest(
            path: m, name: "MetroSDK",
            platforms: [Platform(name: "ios", version: "13.0", location: loc(m, 2))],
            modules: [
                Module(name: "Core", source: .git(url: "https://git.example.com/ios/Core.git", ref: .branch("develop")), layer: "foundation", location: loc(m, 10)),
                Module(name: "Network", source: .git(url: "https://git.example.com/ios/Network.git", ref: .tag("1.4.0")), layer: "foundation", location: loc(m, 11)),
                Module(name: "UserManager", source: .git(url: "https://git.example.com/ios/UserManager.git", ref: .commit("9f1c2e0")), layer: "common", subspecs: ["Core", "UI"], location: loc(m, 12)),
                Module(name: "Payment", source: .path("../Payment"), layer: "features", location: loc(m, 13)),
            ],
            pins: [
                Pin(name: "Masonry", requirement: try! Requirement.parse("1.1.0"), url: "https://github.com/SnapKit/Masonry.git", location: loc(m, 17)),
                Pin(name: "AFNetworking", requirement: try! Requirement.parse("4.0.1"), location: loc(m, 16)),
            ],
            sources: ["https://cdn.cocoapods.org/"],
            podfile: PodfileSettings(useFrameworks: true, linkage: "static"))
        func component(_ name: String, deps: [String]) -> Component {
            let path = "Modules/\(name)/\(name).podspec.json"
            return Component(name: name, version: "1.0.0", format: .podspecJSON, path: path,
                             dependencies: deps.enumerated().map { Dependency(name: $0.element, location: loc(path, 10 + $0.offset)) })
        }
        return AppManifests(integrator: integrator, components: [
            "Core": component("Core", deps: []),
            "Network": component("Network", deps: ["Core", "AFNetworking"]),
            "UserManager": component("UserManager", deps: ["Network", "Masonry"]),
            "Payment": component("Payment", deps: ["UserManager"]),
        ])
    }
}
