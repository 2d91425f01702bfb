extension DeclarationScanner {
    /// The methods and properties each category of a header declares, as selectors with their
    /// sign (`-complete:`, `+shared`, a property as its getter `-wk_identifier`), by the class
    /// the category extends. A class extension (`@interface X ()`) counts as a category of X.
    public static func categoryMethods(_ source: SourceTokens) -> [(className: String, selectors: Set<String>)] {
        let tokens = source.tokens
        var result: [(className: String, selectors: Set<String>)] = []
        var index = 0
        while index < tokens.count {
            guard source.matches(tokens[index], .at, "@interface"), index + 2 < tokens.count, tokens[index + 1].kind == .identifier,
                  source.isPunctuation(tokens[index + 2], UInt8(ascii: "(")) else {
                index += 1
                continue
            }
            let className = source.text(tokens[index + 1])
            var selectors: Set<String> = []
            var depth = 0
            var i = skipParentheses(source, from: index + 2)
            while i < tokens.count, !source.matches(tokens[i], .at, "@end") {
                let token = tokens[i]
                if token.kind == .punctuation {
                    let byte = source.bytes[token.start]
                    if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") { depth += 1 }
                    if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") { depth = max(0, depth - 1) }
                    let startsLine = tokens[i - 1].line < token.line || source.isPunctuation(tokens[i - 1], UInt8(ascii: ";"))
                    if depth == 0, startsLine, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+"), let selector = methodSelector(source, from: i) {
                        selectors.insert(String(UnicodeScalar(byte)) + selector)
                    }
                } else if depth == 0, source.matches(token, .at, "@property"), let name = propertyName(source, from: i) {
                    selectors.insert("-" + name)
                }
                i += 1
            }
            result.append((className, selectors))
            index = i + 1
        }
        return result
    }

    /// The selector of the method declaration whose `-`/`+` is at `index`: `complete:`,
    /// `setName:age:`, `shared`; nil when no method name follows.
    static func methodSelector(_ source: SourceTokens, from index: Int) -> String? {
        let tokens = source.tokens
        var i = index + 1
        if i < tokens.count, source.isPunctuation(tokens[i], UInt8(ascii: "(")) { i = skipParentheses(source, from: i) }
        guard i < tokens.count, tokens[i].kind == .identifier else { return nil }
        var parts: [String] = []
        while i + 1 < tokens.count, tokens[i].kind == .identifier, source.isPunctuation(tokens[i + 1], UInt8(ascii: ":")) {
            parts.append(source.text(tokens[i]) + ":")
            i += 2
            if i < tokens.count, source.isPunctuation(tokens[i], UInt8(ascii: "(")) { i = skipParentheses(source, from: i) }
            if i < tokens.count, tokens[i].kind == .identifier { i += 1 }  // the parameter's name
        }
        return parts.isEmpty ? source.text(tokens[i]) : parts.joined()
    }

    /// The name of the `@property` at `index`: the block's name in `void (^handler)(void)`, else
    /// the last word before `;` that is not an attribute macro (`NS_AVAILABLE_IOS(8_0)`).
    static func propertyName(_ source: SourceTokens, from index: Int) -> String? {
        let tokens = source.tokens
        var i = index + 1
        if i < tokens.count, source.isPunctuation(tokens[i], UInt8(ascii: "(")) { i = skipParentheses(source, from: i) }
        var name: String?
        while i < tokens.count, !source.isPunctuation(tokens[i], UInt8(ascii: ";")), tokens[i].kind != .at, tokens[i].kind != .directive {
            if source.isPunctuation(tokens[i], UInt8(ascii: "(")) {
                if i + 2 < tokens.count, source.isPunctuation(tokens[i + 1], UInt8(ascii: "^")), tokens[i + 2].kind == .identifier {
                    return source.text(tokens[i + 2])
                }
                i = skipParentheses(source, from: i)
                continue
            }
            if tokens[i].kind == .identifier {
                let word = source.text(tokens[i])
                let isMacro = isAllCaps(word) || (i + 1 < tokens.count && source.isPunctuation(tokens[i + 1], UInt8(ascii: "(")))
                if !isMacro && !SystemNames.contains(word) { name = word }
            }
            i += 1
        }
        return name
    }

    /// The first word of the statement holding `index` (after the last `;`, `{`, `}` or directive).
    static func statementFirstWord(_ source: SourceTokens, before index: Int) -> String? {
        let start = statementStart(source, before: index)
        guard start < index, source.tokens[start].kind == .identifier else { return nil }
        return source.text(source.tokens[start])
    }

    /// The index of the first token of the statement holding `index`: the token after the last
    /// `;`, `{`, `}`, directive or `@` before it (`index` itself when there is none between).
    static func statementStart(_ source: SourceTokens, before index: Int) -> Int {
        var i = index - 1
        while i >= 0 {
            let token = source.tokens[i]
            if token.kind == .directive || token.kind == .at { break }
            if token.kind == .punctuation {
                let byte = source.bytes[token.start]
                if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "{") { break }
            }
            i -= 1
        }
        return i + 1
    }

    /// The cases of every `enum { … }` and `NS_ENUM(…) { … }` body: the first word of each
    /// comma-separated element (`WKModeFast = 1 << 0` → `WKModeFast`).
    static func enumCases(_ source: SourceTokens) -> Set<String> {
        let tokens = source.tokens
        var cases: Set<String> = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .identifier, source.isIdentifier(token, "enum") || enumMacros.contains(source.text(token)) else {
                index += 1
                continue
            }
            // Find the body's `{` before the statement ends.
            var open = index + 1
            while open < tokens.count, !source.isPunctuation(tokens[open], UInt8(ascii: "{")), !source.isPunctuation(tokens[open], UInt8(ascii: ";")),
                  tokens[open].kind != .directive, tokens[open].kind != .at {
                if source.isPunctuation(tokens[open], UInt8(ascii: "(")) { open = skipParentheses(source, from: open); continue }
                open += 1
            }
            guard open < tokens.count, source.isPunctuation(tokens[open], UInt8(ascii: "{")) else { index = open; continue }
            var depth = 0
            var expectingName = true
            var i = open + 1
            while i < tokens.count {
                let element = tokens[i]
                if element.kind == .punctuation {
                    let byte = source.bytes[element.start]
                    if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") { depth += 1 }
                    if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "}") {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    if byte == UInt8(ascii: ","), depth == 0 { expectingName = true; i += 1; continue }
                } else if element.kind == .identifier, depth == 0, expectingName {
                    cases.insert(source.text(element))
                }
                if element.kind != .directive { expectingName = false }
                i += 1
            }
            index = i + 1
        }
        return cases
    }
}
