import MortarCore

/// A spec's attributes on one platform, as CocoaPods' `Specification::Consumer` computes them:
/// the platform-scoped value merged after the general one (lists appended, maps merged), and
/// for inherited attributes (`frameworks`, `compiler_flags`, `pod_target_xcconfig`, …) the
/// parent's value first. Singular aliases (`framework`, `resource`) read as their plural.
public struct PodConsumer: Sendable {
    /// Attributes a subspec inherits from its parent (`:inherited => true` in CocoaPods' DSL).
    public static let inherited: Set<String> = [
        "platforms", "requires_arc", "frameworks", "weak_frameworks", "libraries", "compiler_flags",
        "pod_target_xcconfig", "user_target_xcconfig", "prefix_header_contents", "prefix_header_file",
        "header_dir", "header_mappings_dir",
    ]

    /// The DSL's other spellings of an attribute.
    public static let aliases: [String: String] = [
        "framework": "frameworks", "weak_framework": "weak_frameworks", "library": "libraries",
        "resource": "resources", "resource_bundle": "resource_bundles", "vendored_framework": "vendored_frameworks",
        "vendored_library": "vendored_libraries", "preserve_path": "preserve_paths", "xcconfig": "user_target_xcconfig",
        "swift_version": "swift_versions", "default_subspec": "default_subspecs", "exclude_file": "exclude_files",
        "source_file": "source_files", "public_header_file": "public_header_files",
    ]

    /// Canonical attribute → its other spellings, sorted (looked up for every attribute read).
    static let spellings: [String: [String]] = {
        var result: [String: [String]] = [:]
        for (alias, canonical) in aliases { result[canonical, default: []].append(alias) }
        return result.mapValues { $0.sorted() }
    }()

    /// The spec and its parents, the spec first.
    public let chain: [PodBuildSpec]
    public let platform: String

    public init(chain: [PodBuildSpec], platform: String) {
        self.chain = chain
        self.platform = platform
    }

    public var spec: PodBuildSpec { chain[0] }

    /// Every value set for `attribute` that applies, outermost parent first, each spec's
    /// general value before its platform-scoped one.
    public func values(_ attribute: String) -> [Located<PodValue>] {
        let specs = Self.inherited.contains(attribute) ? Array(chain.reversed()) : [chain[0]]
        var result: [Located<PodValue>] = []
        for spec in specs {
            result += Self.lookup(spec.attributes, attribute)
            result += Self.lookup(spec.platformAttributes[platform] ?? [:], attribute)
        }
        return result
    }

    static func lookup(_ attributes: [String: Located<PodValue>], _ attribute: String) -> [Located<PodValue>] {
        var found: [Located<PodValue>] = []
        // Plural and singular spellings, in a fixed order: the plural (canonical) first.
        if let value = attributes[attribute] { found.append(value) }
        for alias in spellings[attribute] ?? [] {
            if let value = attributes[alias] { found.append(value) }
        }
        return found
    }

    /// A list attribute: every string, in order, each once.
    public func strings(_ attribute: String) -> [String] {
        var seen = Set<String>()
        return values(attribute).flatMap(\.value.strings).filter { seen.insert($0).inserted }
    }

    /// A list attribute's strings with the location each came from.
    public func locatedStrings(_ attribute: String) -> [Located<String>] {
        var seen = Set<String>()
        return values(attribute).flatMap { value in value.value.strings.map { Located($0, at: value.location) } }
            .filter { seen.insert($0.value).inserted }
    }

    /// A single-valued attribute: the innermost, platform-scoped value wins.
    public func value(_ attribute: String) -> Located<PodValue>? {
        values(attribute).last
    }

    /// A map attribute (`pod_target_xcconfig`, `resource_bundles`): later values replace a key.
    public func map(_ attribute: String) -> [String: Located<PodValue>] {
        var result: [String: Located<PodValue>] = [:]
        for value in values(attribute) {
            for (key, entry) in value.value.entries { result[key] = Located(entry, at: value.location) }
        }
        return result
    }
}
