/// The app's one integrator manifest (`mortar.json` or a `Podfile`), read into one model.
public struct IntegratorManifest: Hashable, Sendable {
    /// Which file format it was read from.
    public enum Kind: String, Hashable, Sendable {
        case mortarJSON = "mortar.json"
        case podfile = "Podfile"
    }

    public var kind: Kind
    /// The file it was read from, as given (used in every location).
    public var path: String
    /// The app's name (umbrella target/product in generated output).
    public var name: String
    public var platforms: [Platform]
    /// Where modules are cloned, relative to the manifest's folder.
    public var checkouts: String
    /// Where `checkouts` is written (nil for the default folder): what a refusal of the
    /// folder points at.
    public var checkoutsLocation: SourceLocation?
    /// Bottom first. Empty when the integrator declares no layers.
    public var layers: [Layer]
    /// In manifest order: the lifecycle/priority order of generated output.
    public var modules: [Module]
    /// Sorted by name.
    public var pins: [Pin]
    public var policy: Policy
    /// Runtime settings handed to modules (`config`), as written.
    public var config: [String: String]
    /// Where each `config` value is written, by key: what a generated file that cannot hold a
    /// value points at.
    public var configLocations: [String: SourceLocation] = [:]
    public var outputs: Outputs
    /// Spec repositories (`source` lines of a Podfile, `sources` of mortar.json).
    public var sources: [String]
    /// Podfile-only settings carried to the generated Podfile.
    public var podfile: PodfileSettings
    /// Modules whose source `mortar.local.json` replaced on this machine, in the order applied
    /// (empty when none): commands say so, and nothing committed is written from them.
    public var overridden: [String] = []
    /// Warnings met while reading that do not stop anything (a key of the `mortar.json` beside
    /// a Podfile that means nothing there), located; every command prints them.
    public var readWarnings: [Diagnostic] = []
    /// Findings met reading the integrator that leave it usable (a stale `Podfile.lock`, the
    /// pins it gives): the workspace reports them with the graph's.
    public var findings: [Diagnostic] = []

    public init(
        kind: Kind = .mortarJSON, path: String, name: String, platforms: [Platform] = [],
        checkouts: String = "Modules", layers: [Layer] = [], modules: [Module] = [], pins: [Pin] = [],
        policy: Policy = Policy(), config: [String: String] = [:], outputs: Outputs = Outputs(),
        sources: [String] = [], podfile: PodfileSettings = PodfileSettings()
    ) {
        self.kind = kind
        self.path = path
        self.name = name
        self.platforms = platforms
        self.checkouts = checkouts
        self.layers = layers
        self.modules = modules
        self.pins = pins
        self.policy = policy
        self.config = config
        self.outputs = outputs
        self.sources = sources
        self.podfile = podfile
    }

    /// Every module listed again after its first entry: the repeated entry and the first one.
    /// - Complexity: O(n).
    public var repeatedModules: [(again: Module, first: Module)] {
        var first: [String: Int] = [:]
        first.reserveCapacity(modules.count)
        var result: [(again: Module, first: Module)] = []
        for position in modules.indices {
            if let earlier = first[modules[position].name] {
                result.append((modules[position], modules[earlier]))
            } else {
                first[modules[position].name] = position
            }
        }
        return result
    }

    /// The module named `name`, if the integrator lists it.
    public func module(named name: String) -> Module? { modules.first { $0.name == name } }

    /// Each module by name (the first of a repeated name): for lookups in a loop, where
    /// `module(named:)` would make the loop quadratic. Builds the index (O(n)): make it once
    /// and pass it on, never per lookup.
    public func moduleIndex() -> ModuleIndex { ModuleIndex(modules) }

    /// The pin for `name`, if any.
    public func pin(named name: String) -> Pin? { pins.first { $0.name == name } }

    /// The index of a layer by name (0 = bottom).
    public func layerIndex(_ name: String) -> Int? { layers.firstIndex { $0.name == name } }
}
