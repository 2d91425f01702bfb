import MortarCore

/// Parses the tokens of a `Package.swift` into its top-level declarations (pure). Only the
/// subset a literal manifest is written in: `import`, and `let`/`var` of an expression made of
/// literals, names, `.member`s, calls, arrays, dictionaries and `..<`. Anything else — `#if`,
/// `for`, `func`, a closure, an assignment, another operator — is refused where it starts.
struct PackageSwiftParser {
    /// One `let`/`var` at the top level.
    struct Declaration: Hashable, Sendable {
        var name: String
        var value: PackageSwiftExpression
        var location: SourceLocation
    }

    /// One `import`.
    struct Import: Hashable, Sendable {
        var module: String
        var location: SourceLocation
    }

    /// The deepest nesting of brackets and calls read.
    static let maximumDepth = 64

    let tokens: [PackageSwiftToken]
    let file: String
    var position = 0
    var depth = 0

    init(tokens: [PackageSwiftToken], file: String) {
        self.tokens = tokens
        self.file = file
    }

    static func parse(_ text: String, file: String) throws(PackageSwiftRefusal) -> (imports: [Import], declarations: [Declaration]) {
        var parser = PackageSwiftParser(tokens: try PackageSwiftLexer.tokens(text, file: file), file: file)
        return try parser.topLevel()
    }

    var current: PackageSwiftToken { tokens[position] }

    func location(_ token: PackageSwiftToken) -> SourceLocation {
        SourceLocation(file: file, line: token.line, column: token.column)
    }

    func isPunctuation(_ text: String) -> Bool {
        current.kind == .punctuation && current.text == text
    }

    mutating func advance() -> PackageSwiftToken {
        let token = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    mutating func expect(_ text: String, after what: String) throws(PackageSwiftRefusal) {
        guard isPunctuation(text) else { throw refusal("expected '\(text)' \(what)") }
        _ = advance()
    }

    func refusal(_ reason: String) -> PackageSwiftRefusal {
        let found: String
        switch current.kind {
        case .end: found = "the end of the file"
        case .string: found = "a string"
        default: found = "'\(current.text)'"
        }
        return PackageSwiftRefusal("\(reason), found \(found)", at: location(current))
    }

    mutating func topLevel() throws(PackageSwiftRefusal) -> (imports: [Import], declarations: [Declaration]) {
        var imports: [Import] = []
        var declarations: [Declaration] = []
        while current.kind != .end {
            if isPunctuation(";") {
                _ = advance()
                continue
            }
            let token = current
            guard token.kind == .identifier else {
                if token.kind == .punctuation, token.text == "#" {
                    let directive = tokens[min(position + 1, tokens.count - 1)].text
                    throw PackageSwiftRefusal("'#\(directive)' is decided when the manifest is compiled", at: location(token))
                }
                throw refusal("expected a declaration")
            }
            switch token.text {
            case "import":
                _ = advance()
                guard current.kind == .identifier else { throw refusal("expected a module name after 'import'") }
                if ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(current.text) {
                    throw PackageSwiftRefusal("'import \(current.text) …' brings a declaration the manifest may run", at: location(token))
                }
                let module = advance()
                if isPunctuation(".") { throw refusal("expected a whole module after 'import'") }
                imports.append(Import(module: module.text, location: location(token)))
            case "let", "var":
                _ = advance()
                guard current.kind == .identifier else { throw refusal("expected a name after '\(token.text)'") }
                let name = advance()
                if isPunctuation(":") { try skipTypeAnnotation(of: name.text) }
                try expect("=", after: "after '\(token.text) \(name.text)'")
                let value = try expression()
                declarations.append(Declaration(name: name.text, value: value, location: location(name)))
            default:
                throw PackageSwiftRefusal("'\(token.text)' starts a statement that runs code; only 'import', 'let' and 'var' are read", at: location(token))
            }
        }
        return (imports, declarations)
    }

    /// `: [Target.Dependency]`, `: Package`: names, dots, brackets, `?`, `<…>` and commas.
    mutating func skipTypeAnnotation(of name: String) throws(PackageSwiftRefusal) {
        _ = advance()
        while !isPunctuation("=") {
            if isPunctuation("{") { throw PackageSwiftRefusal("'\(name)' is computed by code when the manifest runs", at: location(current)) }
            guard current.kind == .identifier || (current.kind == .punctuation && [".", "[", "]", "?", "<", ">", ",", ":"].contains(current.text)) else {
                throw refusal("expected a type")
            }
            _ = advance()
        }
    }

    mutating func expression() throws(PackageSwiftRefusal) -> PackageSwiftExpression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw PackageSwiftRefusal("values are nested more than \(Self.maximumDepth) deep", at: location(current))
        }
        let left = try postfix()
        guard current.kind == .punctuation, !["(", ")", "[", "]", "{", "}", ",", ":", ";", "@", "#"].contains(current.text) else { return left }
        let operatorToken = current
        guard operatorToken.text == "..<" else {
            throw PackageSwiftRefusal("the operator '\(operatorToken.text)' is evaluated when the manifest runs", at: location(operatorToken))
        }
        _ = advance()
        let right = try postfix()
        return .halfOpenRange(left, right, left.location)
    }

    mutating func postfix() throws(PackageSwiftRefusal) -> PackageSwiftExpression {
        var value = try primary()
        while true {
            // A call's parenthesis must follow on the same line, as Swift reads it.
            if isPunctuation("("), current.line == previousLine {
                let start = value.location
                _ = advance()
                value = .call(value, try arguments(closing: ")"), start)
                if isPunctuation("{") { throw PackageSwiftRefusal("a trailing closure runs code", at: location(current)) }
            } else if isPunctuation(".") {
                _ = advance()
                guard current.kind == .identifier else { throw refusal("expected a member name after '.'") }
                let name = advance()
                value = .member(value, name.text, value.location)
            } else if isPunctuation("{") {
                throw PackageSwiftRefusal("a closure runs code", at: location(current))
            } else {
                return value
            }
        }
    }

    var previousLine: Int { position > 0 ? tokens[position - 1].line : 0 }

    mutating func primary() throws(PackageSwiftRefusal) -> PackageSwiftExpression {
        let token = current
        let at = location(token)
        switch token.kind {
        case .string:
            _ = advance()
            return .string(token.text, at)
        case .number:
            _ = advance()
            return .number(token.text, at)
        case .identifier:
            _ = advance()
            switch token.text {
            case "true": return .bool(true, at)
            case "false": return .bool(false, at)
            case "nil": return .nilLiteral(at)
            default: return .identifier(token.text, at)
            }
        case .punctuation where token.text == ".":
            _ = advance()
            guard current.kind == .identifier else { throw refusal("expected a member name after '.'") }
            return .implicitMember(advance().text, at)
        case .punctuation where token.text == "[":
            _ = advance()
            return try collection(at)
        case .punctuation where token.text == "{":
            throw PackageSwiftRefusal("a closure runs code", at: at)
        case .punctuation where token.text == "#":
            let directive = tokens[min(position + 1, tokens.count - 1)].text
            throw PackageSwiftRefusal("'#\(directive)' is decided when the manifest is compiled", at: at)
        default:
            throw refusal("expected a value")
        }
    }

    /// After `[`: an array, or a dictionary when the first element is followed by `:`.
    mutating func collection(_ at: SourceLocation) throws(PackageSwiftRefusal) -> PackageSwiftExpression {
        if isPunctuation("]") {
            _ = advance()
            return .array([], at)
        }
        if isPunctuation(":") {
            _ = advance()
            try expect("]", after: "in an empty dictionary '[:]'")
            return .dictionary([], at)
        }
        var elements: [PackageSwiftExpression] = []
        var pairs: [PackageSwiftExpression.Argument] = []
        var isDictionary: Bool?
        while true {
            let element = try expression()
            if isPunctuation(":") {
                guard isDictionary != false, case let .string(key, _) = element else { throw refusal("expected ',' or ']'") }
                _ = advance()
                isDictionary = true
                pairs.append(.init(label: key, value: try expression()))
            } else {
                guard isDictionary != true else { throw refusal("expected ':' in a dictionary") }
                isDictionary = false
                elements.append(element)
            }
            if isPunctuation(",") { _ = advance() }
            else if !isPunctuation("]") { throw refusal("expected ',' or ']'") }
            if isPunctuation("]") {
                _ = advance()
                return isDictionary == true ? .dictionary(pairs, at) : .array(elements, at)
            }
        }
    }

    /// Call arguments up to `closing`: `label: value` or `value`, separated by commas.
    mutating func arguments(closing: String) throws(PackageSwiftRefusal) -> [PackageSwiftExpression.Argument] {
        var arguments: [PackageSwiftExpression.Argument] = []
        depth += 1
        defer { depth -= 1 }
        while !isPunctuation(closing) {
            var label: String?
            if current.kind == .identifier, tokens[min(position + 1, tokens.count - 1)].kind == .punctuation, tokens[position + 1].text == ":" {
                label = advance().text
                _ = advance()
            }
            arguments.append(.init(label: label, value: try expression()))
            if isPunctuation(",") { _ = advance() }
            else if !isPunctuation(closing) { throw refusal("expected ',' or '\(closing)'") }
        }
        _ = advance()
        return arguments
    }
}
