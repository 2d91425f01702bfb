/// The build description of one spec of a podspec — the root, a subspec, or a test/app spec —
/// as read: every attribute with where it was written, platform-scoped attributes
/// (`s.ios.frameworks`) apart, own dependencies, and the nested specs. What the attributes
/// mean for a build (inheritance, globs, targets) is the converter's business, not the reader's.
public struct PodBuildSpec: Hashable, Sendable {
    /// Which kind of spec.
    public enum Kind: String, Hashable, Sendable {
        case root, subspec, test, app
    }

    /// The full name: `Name`, `Name/Sub`, `Name/Tests`.
    public var name: String
    public var kind: Kind
    /// Attribute name (`source_files`, `pod_target_xcconfig`) → value where it was set.
    public var attributes: PodAttributes
    /// Platform (`ios`, `osx`, …) → attributes set in that platform's scope.
    public var platformAttributes: PodPlatformAttributes
    /// Dependencies this spec declares itself (platform-scoped ones carry their platform).
    public var dependencies: [Dependency]
    /// Subspecs, then test and app specs, in manifest order.
    public var children: [PodBuildSpec]
    /// Why the reader could not read this (test) spec's body, where it stopped: its build
    /// description is then incomplete and it is not converted.
    public var unread: Located<String>?
    /// Attributes (`source_files`, `ios.source_files`) whose value the reader could not know
    /// statically (`Dir['Sources/*.swift']`, a shell command), each with why, where it was set;
    /// they are missing from `attributes` and `platformAttributes`.
    public var unknownAttributes: [String: Located<String>] = [:]
    /// Where the spec starts (`Pod::Spec.new`, `s.subspec`, the JSON object). Declared last, so
    /// that the memberwise initializer (which `init(name:…)` calls) has other labels than the
    /// public one.
    public var location: SourceLocation

    /// The last part of the name (`Sub` of `Name/Sub`).
    public var baseName: String {
        name.split(separator: "/").last.map(String.init) ?? name
    }

    /// The spec's `default_subspecs` (or its singular `default_subspec`), as CocoaPods'
    /// `Specification#default_subspecs` answers it: the one place the attribute is read, which
    /// the graph's component, the converter and the migration's facts all ask. Only a root sets
    /// it (`root_attribute`).
    public var defaultSubspecs: PodDefaultSubspecs {
        PodDefaultSubspecs(PodspecAttribute.defaultSubspecs.value(in: attributes)?.value)
    }

    /// The full name of the child spec `own` of the spec named `parent`: `Name/Sub`. Made at its
    /// size from the two names' bytes (a `String` reserved and appended to three times cost
    /// ≈1,300 instructions a subspec, ≈5× the copy); both readers name children with it.
    public static func childName(_ parent: String, _ own: String) -> String {
        var parent = parent, own = own
        let parentCount = parent.utf8.count, ownCount = own.utf8.count
        return parent.withUTF8 { p in
            own.withUTF8 { o in
                String(unsafeUninitializedCapacity: parentCount + 1 + ownCount) { buffer in
                    var i = 0
                    for byte in p { buffer[i] = byte; i &+= 1 }
                    buffer[i] = UInt8(ascii: "/")
                    i &+= 1
                    for byte in o { buffer[i] = byte; i &+= 1 }
                    return i
                }
            }
        }
    }

    /// Every spec of the tree, this one first, depth first in manifest order.
    public var allSpecs: [PodBuildSpec] {
        [self] + children.flatMap(\.allSpecs)
    }
}

extension PodBuildSpec {
    /// Made by the memberwise initializer, as the stored properties are (an initializer that
    /// set them one by one built the spec in a temporary, then copied it out and destroyed the
    /// temporary — every table and list retained and released once more — for each spec made:
    /// a type with this many optional fields is not built in place otherwise).
    public init(
        name: String, kind: Kind, location: SourceLocation, attributes: PodAttributes = [:],
        platformAttributes: PodPlatformAttributes = PodPlatformAttributes(), dependencies: [Dependency] = [], children: [PodBuildSpec] = [],
        unread: Located<String>? = nil, unknownAttributes: [String: Located<String>] = [:]
    ) {
        self.init(
            name: name, kind: kind, attributes: attributes, platformAttributes: platformAttributes, dependencies: dependencies,
            children: children, unread: unread, unknownAttributes: unknownAttributes, location: location)
    }
}
