import MortarCore

/// Plans the modules and edges of a synthetic workspace: most edges point down (features →
/// common and foundation, common → foundation, earlier modules of the same layer), some
/// features go through route modules, features never depend on each other, and a few hub
/// modules are depended on by many. The result is acyclic unless a fault asks otherwise.
struct SyntheticGraphBuilder {
    let spec: SyntheticWorkspaceSpec

    init(spec: SyntheticWorkspaceSpec) {
        self.spec = spec
    }

    /// Module counts per layer (10% foundation, 30% common, 10% routes, the rest features).
    static func layerCounts(_ total: Int) -> [Int] {
        let foundation = max(1, total / 10)
        let common = max(1, total * 3 / 10)
        let routes = max(1, total / 10)
        return [foundation, common, routes, total - foundation - common - routes]
    }

    mutating func build(_ random: inout SeededRandom) -> ([SyntheticModule], [(name: String, version: String)]) {
        let counts = Self.layerCounts(spec.modules)
        let width = max(4, String(spec.modules).count)
        var byLayer: [[SyntheticModule]] = []
        for (layerIndex, layer) in SyntheticWorkspacePlan.layers.enumerated() {
            var list: [SyntheticModule] = []
            for i in 0..<counts[layerIndex] {
                let name = SyntheticWorkspacePlan.prefixes[layer]! + Self.padded(i + 1, width: width)
                list.append(SyntheticModule(name: name, layer: layer, format: pickFormat(&random), directory: directory(for: name)))
            }
            byLayer.append(list)
        }
        // Edges: (layer, how many at least, at most), from which layers.
        for i in byLayer[0].indices {
            addEdges(to: &byLayer[0][i], from: byLayer[0], below: i, count: i == 0 ? 0 : random.int(in: 0...2), &random)
        }
        for i in byLayer[1].indices {
            addEdges(to: &byLayer[1][i], from: byLayer[0], below: byLayer[0].count, count: random.int(in: 1...2), &random)
            addEdges(to: &byLayer[1][i], from: byLayer[1], below: i, count: random.int(in: 0...2), &random)
        }
        for i in byLayer[2].indices {
            addEdges(to: &byLayer[2][i], from: byLayer[0], below: byLayer[0].count, count: random.int(in: 0...1), &random)
            addEdges(to: &byLayer[2][i], from: byLayer[1], below: byLayer[1].count, count: random.int(in: 1...2), &random)
        }
        for i in byLayer[3].indices {
            addEdges(to: &byLayer[3][i], from: byLayer[0], below: byLayer[0].count, count: random.int(in: 1...2), &random)
            addEdges(to: &byLayer[3][i], from: byLayer[1], below: byLayer[1].count, count: random.int(in: 1...3), &random)
            let routes = random.chance(0.6) ? random.int(in: 1...2) : 0
            addEdges(to: &byLayer[3][i], from: byLayer[2], below: byLayer[2].count, count: routes, &random)
        }
        var modules = byLayer.flatMap { $0 }
        for i in modules.indices where modules[i].format != .swiftpm {
            modules[i].hasSubspecs = modules[i].dependencies.count >= 2 && random.chance(0.1)
            if spec.gitSources, i % 5 == 4 { modules[i].tag = "1.0.0" }
        }
        for i in modules.indices where modules[i].format == .swiftpm && spec.gitSources && i % 5 == 4 {
            modules[i].tag = "1.0.0"
        }
        let pins = addPackages(to: &modules, &random)
        applyFaults(to: &modules, pins: pins, counts: counts, width: width)
        return (modules, pins)
    }

    static func padded(_ number: Int, width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    func directory(for name: String) -> String {
        (spec.gitSources ? "repos/" : "modules/") + name
    }

    func pickFormat(_ random: inout SeededRandom) -> Component.Format {
        let mix = spec.formats
        let roll = random.int(below: mix.json + mix.ruby + mix.swiftpm)
        if roll < mix.json { return .podspecJSON }
        if roll < mix.json + mix.ruby { return .podspec }
        return .swiftpm
    }

    /// Adds up to `count` distinct dependencies on modules `pool[0..<below]`, skewed toward the first.
    func addEdges(to module: inout SyntheticModule, from pool: [SyntheticModule], below: Int, count: Int, _ random: inout SeededRandom) {
        guard below > 0, count > 0 else { return }
        var added = 0
        var attempts = 0
        while added < count, attempts < count * 4 {
            attempts += 1
            let target = pool[random.skewedIndex(below: below)].name
            if target == module.name || module.dependencies.contains(target) { continue }
            module.dependencies.append(target)
            added += 1
        }
    }

    /// Pins `Vendor0001…` and who uses them: podspec modules take 0–2 each, and every pin is
    /// used at least once (so a clean workspace has no `unused-pin`). SwiftPM modules take none:
    /// SwiftPM cannot name a package without a version requirement.
    func addPackages(to modules: inout [SyntheticModule], _ random: inout SeededRandom) -> [(name: String, version: String)] {
        let podspecModules = modules.indices.filter { modules[$0].format != .swiftpm }
        let count = spec.faults.contains(.conflict) ? max(1, spec.pins) : spec.pins
        guard !podspecModules.isEmpty, count > 0 else { return [] }
        let width = max(4, String(count).count)
        let names = (1...count).map { "Vendor" + Self.padded($0, width: width) }
        for i in podspecModules {
            let wanted = random.chance(0.5) ? random.int(in: 1...2) : 0
            for _ in 0..<wanted {
                let name = names[random.skewedIndex(below: names.count)]
                if !modules[i].packages.contains(name) { modules[i].packages.append(name) }
            }
        }
        var used = Set(modules.flatMap(\.packages))
        for (j, name) in names.enumerated() where !used.contains(name) {
            let i = podspecModules[(j &* 7919) % podspecModules.count]
            modules[i].packages.append(name)
            used.insert(name)
        }
        return names.enumerated().map { j, name in (name, "1.\(j % 10).\(j % 7)") }
    }

    func applyFaults(to modules: inout [SyntheticModule], pins: [(name: String, version: String)], counts: [Int], width: Int) {
        let commonStart = counts[0], featuresStart = counts[0] + counts[1] + counts[2]
        if spec.faults.contains(.cycle), counts[1] >= 2 {
            let first = commonStart, second = commonStart + 1
            if !modules[first].dependencies.contains(modules[second].name) { modules[first].dependencies.append(modules[second].name) }
            if !modules[second].dependencies.contains(modules[first].name) { modules[second].dependencies.append(modules[first].name) }
        }
        if spec.faults.contains(.conflict), let package = pins.first?.name {
            // Two features (forced to podspec.json so they can state a requirement) ask for clashing versions.
            for (offset, requirement) in ["= 1.1", "= 1.2"].enumerated() where featuresStart + offset < modules.count {
                let i = featuresStart + offset
                modules[i].format = .podspecJSON
                if !modules[i].packages.contains(package) { modules[i].packages.append(package) }
                modules[i].requirements[package] = requirement
            }
        }
        if spec.faults.contains(.upwardEdge) {
            var upward = SyntheticModule(name: "BaseUpward", layer: "foundation", format: .podspecJSON, directory: directory(for: "BaseUpward"))
            upward.dependencies = [modules[featuresStart].name]
            modules.insert(upward, at: counts[0])
        }
    }
}
