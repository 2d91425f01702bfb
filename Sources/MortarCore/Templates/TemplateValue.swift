/// The data a template renders: strings, booleans, lists and objects, nothing else.
///
/// User data (names, paths, URLs, versions read from manifests) is `.string`, which `{{x}}`
/// always escapes for the template's language. `.verbatim` is text Mortar built itself (a
/// `swift-tools-version`, a platform's enum case) or code the user wrote to be passed through
/// on purpose (Podfile hooks); only `{{{x}}}` inserts it, and `{{{x}}}` refuses `.string`.
public enum TemplateValue: Hashable, Sendable {
    /// User data: escaped wherever it is inserted.
    case string(String)
    /// Trusted text, inserted as-is by `{{{x}}}`.
    case verbatim(String)
    case bool(Bool)
    case list([TemplateValue])
    case object([String: TemplateValue])

    /// What kind of value it is, for error messages.
    public var kindName: String {
        switch self {
        case .string: return "a string"
        case .verbatim: return "verbatim text"
        case .bool: return "a boolean"
        case .list: return "a list"
        case .object: return "an object"
        }
    }

    /// Mustache truthiness: false, an empty list and an empty string are false.
    var isTruthy: Bool {
        switch self {
        case let .bool(value): return value
        case let .list(items): return !items.isEmpty
        case let .string(text), let .verbatim(text): return !text.isEmpty
        case .object: return true
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
