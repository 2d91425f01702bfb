/// What to generate: the size and shape of a synthetic workspace. The same spec (seed
/// included) always gives the same files, byte for byte.
public struct SyntheticWorkspaceSpec: Hashable, Sendable {
    /// Relative weights of the component manifest formats (`json: 2, ruby: 1` = two thirds JSON).
    public struct FormatMix: Hashable, Sendable {
        public var json: Int
        public var ruby: Int
        public var swiftpm: Int

        public init(json: Int = 1, ruby: Int = 0, swiftpm: Int = 0) {
            precondition(json >= 0 && ruby >= 0 && swiftpm >= 0 && json + ruby + swiftpm > 0, "format weights must be non-negative and not all zero")
            self.json = json
            self.ruby = ruby
            self.swiftpm = swiftpm
        }

        /// Every component a `.podspec.json`.
        public static let allJSON = FormatMix()
    }

    public var seed: UInt64
    /// Modules across the four layers (an `upward-edge` fault adds one more).
    public var modules: Int
    /// Third-party packages, pinned in `mortar.json`; each is used by at least one podspec module.
    public var pins: Int
    public var formats: FormatMix
    /// Source files per module (Swift, with some Objective-C), importing the module's dependencies.
    public var sourceFilesPerModule: Int
    /// Bytes of incompressible resource data per module (to give git repositories some weight).
    public var payloadBytesPerModule: Int
    /// Modules as `git` sources (`repos/NAME`, branch `develop`) instead of `path` sources.
    public var gitSources: Bool
    public var faults: Set<SyntheticFault>

    public init(
        seed: UInt64 = 1, modules: Int, pins: Int? = nil, formats: FormatMix = .allJSON, sourceFilesPerModule: Int = 0,
        payloadBytesPerModule: Int = 0, gitSources: Bool = false, faults: Set<SyntheticFault> = []
    ) {
        precondition(modules >= 4, "a synthetic workspace needs at least 4 modules (one per layer)")
        self.seed = seed
        self.modules = modules
        self.pins = pins ?? max(4, modules / 20)
        self.formats = formats
        self.sourceFilesPerModule = sourceFilesPerModule
        self.payloadBytesPerModule = payloadBytesPerModule
        self.gitSources = gitSources
        self.faults = faults
    }
}
