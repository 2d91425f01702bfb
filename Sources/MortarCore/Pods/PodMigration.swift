/// What the migration found for one pinned pod: its SwiftPM package (URL, version, products)
/// and where each fact came from, or why it has none.
public struct PodMigration: Hashable, Sendable {
    public enum Status: String, Hashable, Sendable, CaseIterable {
        /// A package at that version, and a product for the pod and every subspec in use.
        case mapped
        /// A package at that version, but some spec in use matches no product.
        case unmapped
        /// The repository has no `Package.swift` at that version.
        case noPackage = "no-package"
        /// No repository is known for the pod.
        case noSource = "no-source"
        /// The repository or tag could not be read (or, offline, is not cached).
        case unavailable
        /// A tool (an executable, no code to link): never linked into an app target; `tool`
        /// says what replaces it.
        case tool
        /// An `.xcframework` in an `http` archive: `binaryTarget` is its SwiftPM target.
        case binary
    }

    public var name: String
    /// The pinned version as written (`5.0.1`), or the ref of a `:git` pod.
    public var version: String
    /// The specs in use: the pod, or its subspecs (`Moya/RxSwift`).
    public var specs: [String]
    /// Where the pod is pinned.
    public var location: SourceLocation
    public var status: Status
    public var url: String?
    /// Where the URL came from (`pin 'Yams' git, mortar.json:5:5`).
    public var urlOrigin: String?
    /// What the package is taken at: a tag for versions, a commit or branch for `:git` pods.
    public var ref: GitReference?
    /// Where the tag came from (`the podspec's source tag`, `the tag named as the version`).
    public var refOrigin: String?
    /// The commit of the tag, when the tag is not a semantic version SwiftPM can pin with
    /// `exact:` (`0.3.9.7` for nanopb 2.30907.0): the package is pinned by `revision:`.
    public var revision: String?
    /// Why it is pinned by `revision`.
    public var revisionReason: String?
    /// The Podfile targets that use it (`App/AppTests`), sorted; empty outside a Podfile.
    public var targets: [String] = []
    /// For a pod only test targets use: the test-only product the generated Package.swift
    /// puts its products in (`AppTestSupport`).
    public var testSupport: String?
    /// The app's product (`App`), which a test-only pod never reaches.
    public var app: String?
    public var choices: [PodProductMapper.Choice]
    public var unmapped: [PodProductMapper.Unmapped]
    /// For `no-package`: the first version tag that has a Package.swift, if any does.
    public var firstVersionWithPackage: String?
    /// For `no-package` with no later version tag that has one: the commit of the repository's
    /// default branch when it has a Package.swift (a package added after the last release).
    public var defaultBranchWithPackage: String?
    /// True when the pod is mapped at that commit (`--accept-default-branch`).
    public var isOnDefaultBranch: Bool {
        guard status == .mapped, let id = defaultBranchWithPackage, case .commit(id)? = ref else { return false }
        return true
    }
    /// For `tool`: the package plugin or artifact bundle that replaces it, or a note.
    public var tool: String?
    /// For `binary`: `.binaryTarget(name:url:checksum:)`, the checksum `…` when it could not
    /// be computed (`reason` then gives the command).
    public var binaryTarget: String?
    /// For `unavailable`: what went wrong, or what the cache lacks.
    public var reason: String?
    /// For `no-package`: why the Package.swift at that version cannot be read, when there is one
    /// (written for tools SwiftPM no longer supports; not literal while manifests may not run).
    public var unreadableManifest: String?
    /// Later version tags passed over on the way to `firstVersionWithPackage` (or to a later
    /// version taken) because their Package.swift cannot be read, each with why (`2.0.0: …`).
    public var skippedVersions: [String] = []
    /// The version the pin asks, when migrate took the nearest later version that has a
    /// readable Package.swift instead (`--accept-later-versions`); `version` is the later one.
    public var pinnedVersion: String?
    /// The Podfile's requirement on the pod and its line (`~> 6.1.1 (Podfile:7:3)`), when the
    /// version mapped is outside it: generate and integrate take the pin's, CocoaPods the Podfile's.
    public var outsidePodfile: String?
    /// For an umbrella whose own source is no repository (an `http` archive): the pods its
    /// specs in use depend on, every one mapped to this package at this version, which is how
    /// it was mapped (`urlOrigin` says which spec brings which); empty for any other pod.
    public var mappedThrough: [String] = []
    /// True for a `:git` pod (a module cloned from git that no pin names): without a
    /// Package.swift it stays a module, converted from its podspec.
    public var isGitModule = false
    /// True for a Podfile's `:git` pod: a pin in the `mortar.json` beside the Podfile takes
    /// its place, so `--write` records `gitPodPin` (a `mortar.json` module from git keeps its
    /// entry: a pin never stands in for a module it lists).
    public var isPodfileGitPod = false

    public init(
        name: String, version: String, specs: [String] = [], location: SourceLocation, status: Status,
        url: String? = nil, urlOrigin: String? = nil, ref: GitReference? = nil, refOrigin: String? = nil,
        choices: [PodProductMapper.Choice] = [], unmapped: [PodProductMapper.Unmapped] = [],
        firstVersionWithPackage: String? = nil, reason: String? = nil
    ) {
        self.name = name
        self.version = version
        self.specs = specs
        self.location = location
        self.status = status
        self.url = url
        self.urlOrigin = urlOrigin
        self.ref = ref
        self.refOrigin = refOrigin
        self.choices = choices
        self.unmapped = unmapped
        self.firstVersionWithPackage = firstVersionWithPackage
        self.reason = reason
    }

    /// How the package is taken, as the generated Package.swift writes it (`exact: "8.0.0"`,
    /// `revision: "…"`, `branch: "main"`); nil before a ref is known.
    public var packageRequirement: String? {
        if let revision { return "revision: \"\(revision)\"" }
        switch ref {
        case let .commit(id)?: return "revision: \"\(id)\""
        case let .branch(name)?: return "branch: \"\(name)\""
        case .tag?: return Version(version).map { "exact: \"\(PackageSwiftGenerator.semanticVersion($0))\"" } ?? "exact: \"\(version)\""
        case nil: return nil
        }
    }

    /// Every product chosen, sorted, once.
    public var products: [String] { Array(Set(choices.flatMap(\.products))).sorted() }

    /// The products of each spec in use, when its specs map to different products
    /// (`Firebase/Analytics` → FirebaseAnalytics, `Firebase/Messaging` → FirebaseMessaging):
    /// `--write` records them (`"subspecProducts"`), so integrate links each target those of
    /// the specs its lines name. Nil for one spec, the whole pod, or specs that map alike.
    public var subspecProducts: [String: [String]]? {
        let specs = choices.filter { $0.spec.hasPrefix(name + "/") }
        guard specs.count > 1, specs.count == choices.count, Set(specs.map { $0.products.sorted() }).count > 1 else { return nil }
        return Dictionary(specs.map { ($0.spec, $0.products.sorted()) }, uniquingKeysWith: { first, _ in first })
    }

    /// The package identity of its URL, lowercased (`yams`).
    public var identity: String? { url.map { PackageSwiftGenerator.packageIdentity($0).lowercased() } }

    /// What to write in mortar.json so the pod maps: its pin with `git` and `products`, every
    /// name a JSON string as JSON writes it (a quote or backslash in a name is escaped). A
    /// spec no product matches is `"…"`, to be replaced by one of its candidates: never a
    /// candidate picked for it.
    public var pinFix: String {
        func quoted(_ text: String) -> String { JSONValue.string(text).renderedCompact() }
        let chosen = self.products.map(quoted) + (unmapped.isEmpty ? [] : [quoted("…")])
        let products = choices.isEmpty && unmapped.isEmpty ? quoted(name) : chosen.joined(separator: ", ")
        return "\(quoted(name)): {\"version\": \(quoted(version)), \"git\": \(quoted(url ?? "https://…")), \"products\": [\(products)]}"
    }

    /// For a mapped `:git` pod with a version: the pin that takes its package instead of the
    /// module (a `"revision"` for a commit). `--write` records it for a Podfile's `:git` pod
    /// (`isPodfileGitPod`, at a commit or tag); a `mortar.json` app writes it in place of its module.
    public var gitPodPin: String? {
        guard isGitModule, status == .mapped, let url, Version(version) != nil else { return nil }
        func quoted(_ text: String) -> String { JSONValue.string(text).renderedCompact() }
        let commit = gitPodRevision
        return "\(quoted(name)): {\"version\": \(quoted(version)), \"git\": \(quoted(url))"
            + (commit.map { ", \"revision\": \(quoted($0))" } ?? "")
            + ", \"products\": [\(products.map(quoted).joined(separator: ", "))]"
            + (subspecProducts.map { bySpec in
                ", \"subspecProducts\": {" + bySpec.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }.map { spec in
                    "\(quoted(spec)): [\((bySpec[spec] ?? []).map(quoted).joined(separator: ", "))]"
                }.joined(separator: ", ") + "}"
            } ?? "") + "}"
    }

    /// The commit a `:git` pod's pin is taken at: its `:commit`, or the one its tag needs.
    public var gitPodRevision: String? {
        if case let .commit(id)? = ref { return id }
        return revision
    }

    /// True when `--write` records `gitPodPin`: a Podfile's `:git` pod at a commit or tag.
    public var recordsGitPodPin: Bool {
        guard isPodfileGitPod, gitPodPin != nil else { return false }
        switch ref {
        case .commit?, .tag?: return true
        default: return false
        }
    }
}
