import MortarCore

/// A spec's attributes on one platform, as CocoaPods' `Specification::Consumer` computes them:
/// the platform-scoped value merged after the general one (lists appended, maps merged key by key), and
/// for inherited attributes (`frameworks`, `compiler_flags`, `pod_target_xcconfig`, …) the
/// parent's value first. Singular spellings (`framework`, `resource`) read as their plural (`PodspecAttribute.spellings`).
public struct PodConsumer: Sendable {
    /// Attributes a subspec inherits from its parent (`:inherited => true` in CocoaPods' DSL,
    /// `PodspecAttribute.inherited`), root-only ones aside: those are read from the spec asked
    /// (the converter asks the root for them).
    public static let inherited: Set<String> = Set(PodspecAttribute.all.filter { $0.inherited && !$0.rootOnly }.map(\.name))

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

    static func lookup(_ attributes: PodAttributes, _ attribute: String) -> [Located<PodValue>] {
        // Every spelling `PodspecAttribute` lists, in its fixed order: the name (plural) first.
        let spellings = PodspecAttribute.named(attribute)?.spellings ?? [attribute]
        return spellings.compactMap { attributes[$0] }
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

    /// A map attribute (`pod_target_xcconfig`, `resource_bundles`), merged as CocoaPods'
    /// `Consumer#merge_values` merges it: a key set again (by the platform-scoped value, or by a
    /// subspec under its parent's) keeps both values, the later after (`.list([earlier, later])`:
    /// a list's `strings` append, its `text` joins them by a space, as CocoaPods appends arrays
    /// and joins strings by a space), at the later value's location. The later value replaces
    /// the earlier only for `info_plist`, and for a test or app spec's xcconfig keys.
    public func map(_ attribute: String) -> [String: Located<PodValue>] {
        let replaces = attribute == "info_plist"
            || (spec.kind == .test || spec.kind == .app) && ["pod_target_xcconfig", "user_target_xcconfig", "xcconfig"].contains(attribute)
        var result: [String: Located<PodValue>] = [:]
        for value in values(attribute) {
            for (key, entry) in value.value.entries {
                if let earlier = result[key], !replaces {
                    result[key] = Located(.list([earlier.value, entry]), at: value.location)
                } else {
                    result[key] = Located(entry, at: value.location)
                }
            }
        }
        return result
    }
}
