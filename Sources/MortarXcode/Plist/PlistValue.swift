/// A value of an old-style (OpenStep) property list as Xcode writes `project.pbxproj`: a string
/// (quoted or not: the same value), data `<…>`, an array or a dictionary.
///
/// A string keeps the `/* comment */` Xcode wrote after it (the name of the object an ID points
/// at), so an object rendered again says what Xcode would say.
public enum PlistValue: Hashable, Sendable {
    /// A string and the comment written right after it, if any (without `/* */` and the spaces).
    case string(String, comment: String? = nil)
    /// Data, as the hex digits between `<` and `>` (spaces removed).
    case data(String)
    case array([PlistValue])
    case dictionary(PlistDictionary)

    /// The string, whatever its comment; nil for anything else.
    public var string: String? {
        if case .string(let value, _) = self { return value }
        return nil
    }

    /// The elements of an array; nil for anything else.
    public var array: [PlistValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    /// The dictionary; nil for anything else.
    public var dictionary: PlistDictionary? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The strings of an array of strings (the IDs of a to-many reference); nil if not an array.
    public var strings: [String]? {
        array?.compactMap(\.string)
    }
}
