/// A parsed template of the mustache subset Mortar's generators use (see `TemplateParser`),
/// rendered against `TemplateValue` data. Pure: text in, text out.
///
/// Escaping rule: `{{x}}` always escapes the value for the literal it sits in (Swift or Ruby
/// string, or a line comment), and in a Swift or Ruby template it must sit in one. `{{{x}}}`
/// and `{{& x}}` insert a value unescaped, and only accept `.verbatim` values: text Mortar built
/// itself or code the user wrote to be passed through; user data (`.string`) is refused there.
public struct Template: Hashable, Sendable {
    /// The template's file name, as shown in errors.
    public let file: String
    /// The language the template produces, which decides how `{{x}}` escapes.
    public let escaping: TemplateEscaping
    let nodes: [TemplateNode]

    /// Parses `text`; errors name `file`, line and column.
    public init(_ text: String, file: String, escaping: TemplateEscaping) throws(TemplateError) {
        var parser = TemplateParser(text, file: file, escaping: escaping)
        self.nodes = try parser.parse()
        self.file = file
        self.escaping = escaping
    }

    /// Renders the template with `data` as the outermost context.
    public func render(_ data: TemplateValue) throws(TemplateError) -> String {
        var output = ""
        var stack = [data]
        try render(nodes, &stack, into: &output)
        return output
    }

    private func render(_ nodes: [TemplateNode], _ stack: inout [TemplateValue], into output: inout String) throws(TemplateError) {
        for node in nodes {
            switch node {
            case let .text(text):
                output += text
            case let .variable(name, escaped, context, location):
                let value = try lookup(name, in: stack, at: location)
                output += try insert(value, name: name, escaped: escaped, context: context, at: location)
            case let .section(name, inverted, children, location):
                let value = try lookup(name, in: stack, at: location)
                if inverted {
                    if !value.isTruthy { try render(children, &stack, into: &output) }
                    continue
                }
                switch value {
                case let .list(items):
                    for item in items {
                        stack.append(item)
                        try render(children, &stack, into: &output)
                        stack.removeLast()
                    }
                case let .bool(flag):
                    if flag { try render(children, &stack, into: &output) }
                case .object, .string, .verbatim:
                    guard value.isTruthy else { continue }
                    stack.append(value)
                    try render(children, &stack, into: &output)
                    stack.removeLast()
                }
            }
        }
    }

    private func insert(_ value: TemplateValue, name: String, escaped: Bool, context: LiteralContext, at location: SourceLocation) throws(TemplateError) -> String {
        let text: String
        switch value {
        case let .string(string):
            guard escaped else { throw .unescapedUserData(name, at: location) }
            text = string
        case let .verbatim(string):
            guard escaped else { return string }
            text = string
        case .bool, .list, .object:
            throw .notText(name, kind: value.kindName, at: location)
        }
        switch context {
        case .plain: return text
        case .swiftString, .swiftComment: return Escaper.swift(text)
        case .rubyDoubleQuoted, .rubyComment: return Escaper.rubyDoubleQuoted(text)
        case .rubySingleQuoted:
            guard let quoted = Escaper.rubySingleQuoted(text) else { throw .unrepresentable(name, at: location) }
            return quoted
        case .xmlText:
            guard let escapedText = Escaper.xml(text) else { throw .unrepresentableInXML(name, at: location) }
            return escapedText
        }
    }

    /// Mustache lookup: `.` is the current item; the first segment of a dotted name is searched
    /// from the innermost context outwards, the rest descend into objects.
    private func lookup(_ name: String, in stack: [TemplateValue], at location: SourceLocation) throws(TemplateError) -> TemplateValue {
        if name == "." { return stack[stack.count - 1] }
        let segments = name.split(separator: ".").map(String.init)
        var found: TemplateValue?
        for context in stack.reversed() {
            if case let .object(members) = context, let value = members[segments[0]] {
                found = value
                break
            }
        }
        guard var value = found else { throw .unknownVariable(name, at: location) }
        for segment in segments.dropFirst() {
            guard case let .object(members) = value, let next = members[segment] else { throw .unknownVariable(name, at: location) }
            value = next
        }
        return value
    }
}
