/// `mortar.lock`: what `mortar fetch` took, so another machine can take exactly the same.
///
/// Written byte-stable (sorted keys, no timestamps, no absolute paths): a lock only changes when
/// a module moved, a pin changed, or the manifest did.
public struct LockFile: Hashable, Sendable {
    /// One git module as fetched.
    public struct Entry: Hashable, Sendable {
        /// The source URL exactly as the manifest wrote it.
        public var url: String
        /// The ref the manifest asked for.
        public var ref: GitReference
        /// The full commit id checked out.
        public var commit: String

        public init(url: String, ref: GitReference, commit: String) {
            self.url = url
            self.ref = ref
            self.commit = commit
        }
    }

    /// A pin as the manifest wrote it.
    public struct PinEntry: Hashable, Sendable {
        /// Canonical requirement strings (`["= 4.0.1"]`).
        public var requirement: [String]
        public var url: String?

        public init(requirement: [String], url: String? = nil) {
            self.requirement = requirement
            self.url = url
        }
    }

    /// The format version written in the file.
    public static let formatVersion = 1
    /// The lock's first member as written (`LockFileWriter` sorts keys): JSON has no comment to
    /// hold a generated header, so this is how a lock Mortar wrote is known (`GenerationInput.isGenerated`).
    public static let mark = "\"manifestDigest\""

    /// `sha256:` + the SHA-256 of the integrator manifest's bytes.
    public var manifestDigest: String
    /// Git modules by name.
    public var modules: [String: Entry]
    /// Pins by name.
    public var pins: [String: PinEntry]

    public init(manifestDigest: String, modules: [String: Entry] = [:], pins: [String: PinEntry] = [:]) {
        self.manifestDigest = manifestDigest
        self.modules = modules
        self.pins = pins
    }

    /// `sha256:<hex>` for `bytes`.
    public static func digest(of bytes: [UInt8]) -> String { "sha256:" + SHA256.hex(bytes) }

    /// The pins of `manifest` as the lock records them.
    public static func pinEntries(of manifest: IntegratorManifest) -> [String: PinEntry] {
        var pins: [String: PinEntry] = [:]
        for pin in manifest.pins { pins[pin.name] = PinEntry(requirement: pin.requirement.canonicalStrings, url: pin.url) }
        return pins
    }

    /// The names of modules and pins where this lock and `manifest` disagree, sorted: a module
    /// whose URL or ref changed, a module added or removed, a pin added, removed or changed.
    ///
    /// The manifest digest is not compared: an edit that changes neither modules nor pins (a
    /// comment, a layer) leaves the lock usable.
    public func mismatches(with manifest: IntegratorManifest) -> [String] {
        var names = Set<String>()
        var gitModules: Set<String> = []
        for module in manifest.modules {
            guard case let .git(url, ref) = module.source else { continue }
            gitModules.insert(module.name)
            guard let entry = modules[module.name], entry.url == url, entry.ref == ref else {
                names.insert(module.name)
                continue
            }
        }
        for name in modules.keys where !gitModules.contains(name) { names.insert(name) }
        let manifestPins = LockFile.pinEntries(of: manifest)
        for name in Set(manifestPins.keys).union(pins.keys) where manifestPins[name] != pins[name] { names.insert(name) }
        return names.sorted()
    }
}
