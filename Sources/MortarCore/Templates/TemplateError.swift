/// A template that cannot be parsed or rendered. Every case names the template file and the
/// line and column of the tag, says what is wrong and what to do.
public enum TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `{{` with no matching `}}` (or `{{{` with no `}}}`).
    case unclosedTag(at: SourceLocation)
    /// A tag this mustache subset does not support (partials, delimiter changes, empty names).
    case unsupportedTag(String, at: SourceLocation)
    /// `{{#x}}` or `{{^x}}` never closed by `{{/x}}`.
    case unclosedSection(String, at: SourceLocation)
    /// `{{/y}}` where `{{/x}}` was expected.
    case mismatchedSection(expected: String, found: String, at: SourceLocation)
    /// `{{/x}}` with no open section.
    case unexpectedClose(String, at: SourceLocation)
    /// A name the data does not have.
    case unknownVariable(String, at: SourceLocation)
    /// `{{x}}` where `x` is a list, a boolean or an object.
    case notText(String, kind: String, at: SourceLocation)
    /// `{{{x}}}` where `x` is user data, which must be escaped.
    case unescapedUserData(String, at: SourceLocation)
    /// `{{x}}` outside a string literal or comment of a Swift or Ruby template.
    case outsideLiteral(String, language: String, at: SourceLocation)
    /// A value with a control character XML 1.0 cannot hold, in an XML template.
    case unrepresentableInXML(String, at: SourceLocation)
    /// `{{x}}` or `{{{x}}}` inside a Swift raw string (`#"…"#`), where no escape can keep a value
    /// from ending the string (`"#`) or interpolating (`\#(…)`).
    case insideRawString(String, at: SourceLocation)
    /// Sections nested deeper than a template may nest them (`TemplateParser.maxDepth`).
    case nestedTooDeep(Int, at: SourceLocation)
    /// A value with a line break or control character inside a single-quoted Ruby string,
    /// which has no escape for them.
    case unrepresentable(String, at: SourceLocation)

    /// Where the error is: the template file, at the tag.
    public var location: SourceLocation {
        switch self {
        case let .unclosedTag(at), let .unsupportedTag(_, at), let .nestedTooDeep(_, at), let .unclosedSection(_, at),
             let .mismatchedSection(_, _, at), let .unexpectedClose(_, at), let .unknownVariable(_, at), let .notText(_, _, at),
             let .unescapedUserData(_, at), let .outsideLiteral(_, _, at), let .unrepresentableInXML(_, at), let .insideRawString(_, at),
             let .unrepresentable(_, at):
            return at
        }
    }

    public var description: String { "\(location): \(message)" }

    /// What is wrong at the tag and what to do, without the place.
    public var message: String {
        switch self {
        case .unclosedTag:
            return "unclosed tag: '{{' has no matching '}}'; close the tag on the same line"
        case let .unsupportedTag(tag, _):
            return "unsupported tag '{{\(tag)}}'; this template language supports {{name}}, {{{name}}}, {{#name}}, {{^name}}, {{/name}} and {{! comment}}"
        case let .nestedTooDeep(limit, _):
            return "sections are nested more than \(limit) deep; flatten the template"
        case let .unclosedSection(name, _):
            return "section '\(name)' is never closed; add '{{/\(name)}}'"
        case let .mismatchedSection(expected, found, _):
            return "'{{/\(found)}}' closes section '\(expected)'; close '\(expected)' first with '{{/\(expected)}}'"
        case let .unexpectedClose(name, _):
            return "'{{/\(name)}}' closes a section that is not open; remove it or open it with '{{#\(name)}}'"
        case let .unknownVariable(name, _):
            return "unknown variable '\(name)'; see the template variables in the reference (Sources/MortarCLI/Mortar.docc/Templates.md)"
        case let .notText(name, kind, _):
            return "'{{\(name)}}' inserts \(kind), not text; use a section '{{#\(name)}}…{{/\(name)}}'"
        case let .unescapedUserData(name, _):
            return "'{{{\(name)}}}' would insert user data unescaped; use '{{\(name)}}', which escapes it for the template's language"
        case let .outsideLiteral(name, language, _):
            return "'{{\(name)}}' is outside a \(language) string literal or comment; put it inside \"…\" so it can be escaped"
        case let .unrepresentableInXML(name, _):
            return "the value of '\(name)' has a control character or U+FFFE/U+FFFF, which XML cannot hold; remove it from the value"
        case let .insideRawString(name, _):
            return "'{{\(name)}}' is inside a Swift raw string (#\"…\"#), where no escaping can stop a value from ending the string or interpolating; put it inside a plain \"…\" literal"
        case let .unrepresentable(name, _):
            return "the value of '\(name)' has a line break or control character, which a single-quoted Ruby string cannot hold; use a double-quoted string in the template"
        }
    }
}
