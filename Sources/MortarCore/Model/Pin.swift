/// A third-party version pinned by the integrator: `"AFNetworking": "4.0.1"` in `mortar.json`,
/// or `pod 'AFNetworking', '4.0.1'` in a Podfile.
public struct Pin: Hashable, Sendable {
    public var name: String
    /// What the integrator asks: normally `= version`; a Podfile may give a range, which
    /// `unpinned-dependency` reports.
    public var requirement: Requirement
    /// Where the package comes from, when the integrator says (`git` URL for SwiftPM output).
    public var url: String?
    /// The SwiftPM library products of the pinned package the app uses (`"products":
    /// ["Logging"]` in `mortar.json`): the generated umbrella target depends on them. Empty:
    /// the pin only fixes the version the modules resolve.
    public var products: [String]
    /// The products of each spec of it, when they differ by spec (`"subspecProducts":
    /// {"Firebase/Analytics": ["FirebaseAnalytics"]}`, what `mortar migrate --write` records
    /// for a pod whose specs map to products of their own): a target whose pod lines name
    /// specs of it links theirs (`integrate`); empty: `products` for every target.
    public var subspecProducts: [String: [String]] = [:]
    /// The commit the package is taken at (`"revision"`, a full object id `mortar migrate
    /// --write` records when the tag of the version is not a semantic version SwiftPM can pin
    /// with `exact:`): the generated Package.swift pins it by `revision:`.
    public var revision: String?
    /// Where the version is fixed: the manifest's line, or `Podfile.lock`'s when the Podfile
    /// gives a range or nothing and the lock's exact version is the pin.
    public var location: SourceLocation
    /// Where `Podfile.lock` gives this pod's exact version, when a lock beside the Podfile does.
    public var lockLocation: SourceLocation?
    /// The Podfile's `pod` line, when `location` is elsewhere: the lock's (the Podfile gives a
    /// range or nothing), or the `mortar.json` beside it (its pin is used outside the Podfile's
    /// requirement): where a finding about the pod itself, not its version, points.
    public var podLocation: SourceLocation?
    /// What the Podfile's `pod` line asks (a Podfile's pod only), whatever pins the version
    /// (the line, the lock, or the `mortar.json` beside it): so a report can say when the
    /// version used is outside it (CocoaPods still reads the Podfile's).
    public var podfileRequirement: Requirement?
    /// Where the `mortar.json` beside a Podfile describes the pod (its `git`, `revision`,
    /// `products`), when it does and `location` is elsewhere (the Podfile's line, the lock's).
    public var sidecarLocation: SourceLocation?
    /// True for a pod only `Podfile.lock` names (another pod or a module depends on it; no
    /// `pod` line of the Podfile does): it pins the version, never adds a pod of its own.
    public var isTransitive: Bool
    /// For a transitive pod: the pods and modules whose dependency it is, as the lock says, sorted.
    public var requiredBy: [String]
    /// The pods this pod depends on as `Podfile.lock` says (names as written, at the lock's
    /// lines; its own subspecs left out): the graph's edges between pods.
    public var lockDependencies: [Dependency] = []
    /// The Podfile targets whose `pod` lines name it, as paths (`App/AppTests`), sorted; empty
    /// outside a Podfile.
    public var targets: [String] = []
    /// The specs of it the Podfile's `pod` lines name, fully qualified and sorted
    /// (`pod 'GRDB.swift/SQLCipher'`, `:subspecs => ['Swift']`), the pod itself among them
    /// when a line names it whole; empty when every line names it whole.
    public var subspecs: [String] = []

    /// True when only test targets use it (`isTestTarget`): the generated Package.swift puts
    /// its products in the test-only product, never the app's.
    public var isTestOnly: Bool { !targets.isEmpty && targets.allSatisfy(Self.isTestTarget) }

    /// The name of the test-only product of the app `name` (`AppTestSupport`).
    public static func testSupportName(_ name: String) -> String { name + "TestSupport" }

    /// A Podfile target path whose innermost target is a test target: its name ends in `Tests`
    /// (`AppTests`, `AppUITests`), CocoaPods' and Xcode's naming of test bundles.
    public static func isTestTarget(_ path: String) -> Bool {
        path.split(separator: "/").last.map { $0.hasSuffix("Tests") } ?? false
    }

    public init(name: String, requirement: Requirement, url: String? = nil, products: [String] = [], location: SourceLocation,
                lockLocation: SourceLocation? = nil, isTransitive: Bool = false, requiredBy: [String] = []) {
        self.name = name
        self.requirement = requirement
        self.url = url
        self.products = products
        self.location = location
        self.lockLocation = lockLocation
        self.isTransitive = isTransitive
        self.requiredBy = requiredBy
    }

    /// The exact version pinned, when the requirement is `= version`.
    public var version: Version? { requirement.exactVersion }
}

extension Pin {
    /// True for a full git object id: 40 (SHA-1) or 64 (SHA-256) lowercase hexadecimal digits,
    /// nothing else, so it can stand in a generated manifest as it is.
    public static func isFullCommitID(_ text: String) -> Bool {
        (text.utf8.count == 40 || text.utf8.count == 64) && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
