/// The integrator's modules by name (the first entry of a repeated name), for lookups in a
/// loop. Made once by whoever loops (`IntegratorManifest.moduleIndex()`), and small: it maps
/// names to positions in the manifest's own module array, whose records it shares, never copies.
public struct ModuleIndex: Sendable {
    private let modules: [Module]
    private let positions: [String: Int]

    /// - Complexity: O(n).
    public init(_ modules: [Module]) {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(modules.count)
        for position in modules.indices where positions[modules[position].name] == nil {
            positions[modules[position].name] = position
        }
        self.modules = modules
        self.positions = positions
    }

    /// The first module named `name`, if any.
    public subscript(name: String) -> Module? {
        positions[name].map { modules[$0] }
    }
}
