/// One object of a project: its ID, the comment Xcode writes after the ID, and its fields
/// (`isa` and the rest, in the order they were written).
public struct PBXObject: Hashable, Sendable {
    public let id: String
    public var comment: String?
    public var fields: PlistDictionary

    public init(id: String, comment: String? = nil, fields: PlistDictionary) {
        self.id = id
        self.comment = comment
        self.fields = fields
    }

    /// The object's class (`PBXNativeTarget`, `XCBuildConfiguration`, …).
    public var isa: String { fields["isa"]?.string ?? "" }

    public subscript(key: String) -> PlistValue? {
        get { fields[key] }
        set { fields[key] = newValue }
    }

    /// A string field (`name`, `path`, `productType`), nil if absent or not a string.
    public func string(_ key: String) -> String? { fields[key]?.string }

    /// The IDs of a to-many field (`children`, `buildPhases`, `files`), empty if absent.
    public func ids(_ key: String) -> [String] { fields[key]?.strings ?? [] }
}
