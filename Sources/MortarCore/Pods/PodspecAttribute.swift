/// One podspec attribute as CocoaPods' own DSL declares it (`Pod::Specification::DSL`,
/// `cocoapods-core/specification/dsl.rb`, read from cocoapods-core 1.16's
/// `DSL.attributes`): its name, the singular writer it also accepts, what its value is,
/// whether a subspec inherits it, whether only the root may set it and whether a platform
/// scope (`s.ios.…`, `"ios": {…}`) may. The one table of attributes: the readers of both
/// formats and the converter's consumer dispatch through it.
public struct PodspecAttribute: Hashable, Sendable {
    /// The value an attribute holds: its DSL `container` (none, `Array`, `Hash`).
    public enum Kind: String, Hashable, Sendable {
        /// One value: a string, or a boolean (`requires_arc`, `static_framework`).
        case single
        /// A list (`:container => Array`): `source_files`, `frameworks`; a string is a list of one.
        case list
        /// A hash (`:container => Hash`): `pod_target_xcconfig`, `source`, `platforms`.
        case map
    }

    /// The attribute's name, which is also its JSON key: `source_files`.
    public let name: String
    /// The singular writer the DSL also accepts (`:singularize => true`): `framework` of
    /// `frameworks`; the readers record what it sets under this spelling, the consumer reads
    /// both.
    public let singular: String?
    /// Other spellings Mortar reads as this attribute that CocoaPods' DSL does not declare
    /// for it: `xcconfig` (CocoaPods' deprecated attribute, which its consumer merges into
    /// `user_target_xcconfig`) and the singular of some file patterns (`source_file`).
    public let alsoRead: [String]
    public let kind: Kind
    /// Its values are file patterns, globbed in the pod's folder (`:file_patterns => true`).
    public let filePatterns: Bool
    /// A subspec inherits its parent's value (`:inherited`, by default `root_only`).
    public let inherited: Bool
    /// Only the root spec may set it (`root_attribute`).
    public let rootOnly: Bool
    /// A platform scope may set it (`:multi_platform`, by default true).
    public let platformScoped: Bool

    init(_ name: String, _ kind: Kind, singular: String? = nil, alsoRead: [String] = [], filePatterns: Bool = false,
         inherited: Bool? = nil, rootOnly: Bool = false, platformScoped: Bool? = nil) {
        self.name = name
        self.singular = singular
        self.alsoRead = alsoRead
        self.kind = kind
        self.filePatterns = filePatterns
        self.rootOnly = rootOnly
        self.inherited = inherited ?? rootOnly
        self.platformScoped = platformScoped ?? !rootOnly
        spellings = [name] + (singular.map { [$0] } ?? []) + alsoRead
    }

    /// The Ruby writer: `source_files=`.
    public var writer: String { name + "=" }

    /// Every spelling of the attribute, the name first, then the singular, then what Mortar
    /// also reads, in a fixed order (the consumer reads values in this order). Made once: every
    /// read of an attribute asks it.
    public let spellings: [String]

    /// The value of this attribute in `attributes` (keyed by spelling, as the readers record
    /// them), by its name first, else its other spellings.
    @inlinable
    public func value<Value>(in attributes: [String: Value]) -> Value? {
        for spelling in spellings { if let value = attributes[spelling] { return value } }
        return nil
    }

    /// The value of this attribute in a spec's `attributes` (or a platform scope's), by its
    /// name first, else its other spellings.
    @inlinable
    public func value(in attributes: PodAttributes) -> Located<PodValue>? {
        for spelling in spellings { if let value = attributes[spelling] { return value } }
        return nil
    }

    /// The attribute a spelling (`frameworks`, `framework`, `xcconfig`) stands for.
    public static func named(_ spelling: String) -> PodspecAttribute? { bySpelling[spelling] }

    static let bySpelling: [String: PodspecAttribute] = {
        var result: [String: PodspecAttribute] = [:]
        for attribute in all { for spelling in attribute.spellings { result[spelling] = attribute } }
        return result
    }()

    /// Every attribute of the DSL, in its order (`Pod::Specification::DSL.attributes`), the
    /// deprecated `xcconfig` read as `user_target_xcconfig`.
    public static let all: [PodspecAttribute] = [
        // Root specification.
        .init("name", .single, platformScoped: false),
        .init("version", .single, rootOnly: true),
        .init("swift_versions", .list, singular: "swift_version", rootOnly: true),
        .init("cocoapods_version", .single, rootOnly: true),
        .init("authors", .map, singular: "author", rootOnly: true),
        .init("social_media_url", .single, rootOnly: true),
        .init("license", .map, rootOnly: true),
        .init("homepage", .single, rootOnly: true),
        .init("readme", .single, rootOnly: true),
        .init("changelog", .single, rootOnly: true),
        .init("source", .map, rootOnly: true),
        .init("summary", .single, rootOnly: true),
        .init("description", .single, rootOnly: true),
        .init("screenshots", .list, singular: "screenshot", rootOnly: true),
        .init("documentation_url", .single, rootOnly: true),
        .init("prepare_command", .single, rootOnly: true),
        .init("static_framework", .single, rootOnly: true),
        .init("deprecated", .single, rootOnly: true),
        .init("deprecated_in_favor_of", .single, rootOnly: true),
        // Platform.
        .init("platforms", .map, inherited: true, platformScoped: false),
        // Build settings.
        .init("dependencies", .map, inherited: true),
        .init("info_plist", .map, inherited: false),
        .init("requires_arc", .single, filePatterns: true, inherited: true),
        .init("frameworks", .list, singular: "framework", inherited: true),
        .init("weak_frameworks", .list, singular: "weak_framework", inherited: true),
        .init("libraries", .list, singular: "library", inherited: true),
        .init("compiler_flags", .list, singular: "compiler_flag", inherited: true),
        .init("pod_target_xcconfig", .map, inherited: true),
        .init("user_target_xcconfig", .map, alsoRead: ["xcconfig"], inherited: true),
        .init("prefix_header_contents", .single, inherited: true),
        .init("prefix_header_file", .single, inherited: true),
        .init("module_name", .single, rootOnly: true),
        .init("header_dir", .single, inherited: true),
        .init("header_mappings_dir", .single, inherited: true),
        .init("script_phases", .list, singular: "script_phase"),
        // File patterns.
        .init("source_files", .list, alsoRead: ["source_file"], filePatterns: true),
        .init("public_header_files", .list, alsoRead: ["public_header_file"], filePatterns: true),
        .init("project_header_files", .list, filePatterns: true),
        .init("private_header_files", .list, filePatterns: true),
        .init("vendored_frameworks", .list, singular: "vendored_framework", filePatterns: true),
        .init("vendored_libraries", .list, singular: "vendored_library", filePatterns: true),
        .init("on_demand_resources", .map, singular: "on_demand_resource", filePatterns: true),
        .init("resource_bundles", .map, singular: "resource_bundle", filePatterns: true),
        .init("resources", .list, singular: "resource", filePatterns: true),
        .init("exclude_files", .list, alsoRead: ["exclude_file"], filePatterns: true),
        .init("preserve_paths", .list, singular: "preserve_path", filePatterns: true),
        .init("module_map", .single, rootOnly: true, platformScoped: true),
        // Test specs.
        .init("test_type", .single, platformScoped: false),
        .init("requires_app_host", .single),
        .init("app_host_name", .single),
        .init("scheme", .map),
        // Subspecs.
        .init("default_subspecs", .list, singular: "default_subspec", rootOnly: true),
    ]
}

extension PodspecAttribute {
    public static let sourceFiles = named("source_files")!
    public static let defaultSubspecs = named("default_subspecs")!
    public static let dependencies = named("dependencies")!
    public static let platforms = named("platforms")!
    public static let preservePaths = named("preserve_paths")!
    public static let vendoredFrameworks = named("vendored_frameworks")!
}
