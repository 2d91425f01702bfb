import MortarCore

/// Large made-up workspaces for benchmarks (`mortar-bench generate`) and scale tests: `modules`
/// modules in a layered chain, each a SwiftPM package (or a podspec, alternating when `mixed`)
/// depending on the previous two and on a few of `pins` pinned packages.
public enum SyntheticWorkspace {
    /// A workspace of `count` modules (even ones `path` sources, odd ones git) and `pinCount`
    /// pins; with `mixed`, odd modules are podspecs, so both outputs have work to do.
    public static func make(modules count: Int, pins pinCount: Int = 50, mixed: Bool = true) -> AppManifests {
        let manifest = "mortar.json"
        var modules: [Module] = []
        var components: [String: Component] = [:]
        let pins: [Pin] = (0..<pinCount).map { index in
            Pin(
                name: "package-\(index)", requirement: .versions([.init(.equal, Version("1.\(index).0")!)]),
                url: "https://github.com/example/package-\(index)", products: index % 3 == 0 ? ["Package\(index)"] : [],
                location: SourceLocation(file: manifest, line: 10 + count + index, column: 5))
        }
        for index in 0..<count {
            let name = "Module\(index)"
            let source: ModuleSource = index % 2 == 0 ? .path("Local/\(name)") : .git(url: "https://git.example.com/\(name).git", ref: .tag("1.0.\(index)"))
            modules.append(Module(name: name, source: source, layer: "layer\(index % 4)", location: SourceLocation(file: manifest, line: 10 + index, column: 5)))
            let swiftpm = !mixed || index % 2 == 0
            let path = swiftpm ? "Modules/\(name)/Package.swift" : "Modules/\(name)/\(name).podspec.json"
            var dependencies: [Dependency] = []
            for back in [1, 2] where index - back >= 0 {
                dependencies.append(Dependency(name: "Module\(index - back)", location: SourceLocation(file: path, line: 5 + back)))
            }
            if pinCount > 0 {
                let pin = pins[index % pinCount]
                dependencies.append(Dependency(name: pin.name, location: SourceLocation(file: path, line: 9), url: swiftpm ? pin.url : nil))
            }
            components[name] = Component(
                name: name, version: "1.0.0", format: swiftpm ? .swiftpm : .podspecJSON, path: path,
                dependencies: dependencies, products: swiftpm ? [name] : [])
        }
        let integrator = IntegratorManifest(
            path: manifest, name: "Synthetic", platforms: [Platform(name: "ios", version: "15.0", location: SourceLocation(file: manifest, line: 3))],
            modules: modules, pins: pins)
        return AppManifests(integrator: integrator, components: components)
    }
}
