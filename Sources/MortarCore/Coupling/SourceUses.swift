/// What one file uses of other modules, for the coupling report: bare identifiers, Objective-C
/// selectors (from message sends and `@selector(…)`; not dot syntax, which cannot tell
/// `view.height` from the struct field `frame.size.height`), and Swift qualified names
/// (`Core.Logger` as `"Core.Logger"`). Also the selectors the file declares or defines itself
/// (`- (void)complete:(id)x {`), which are its own.
///
/// In Objective-C, a word that names a method — a part of a selector in a message send or a
/// method declaration (`[self complete:x]`, `- (void)complete:(id)done`), or the single word of
/// `[self complete]` — is a selector use and never a bare identifier: it matches a category's
/// `-complete:` with the same arity, never a function or constant called `complete`.
struct SourceUses {
    var identifiers: Set<String> = []
    /// Selectors used, without their sign: `complete:`, `wk_identifier`.
    var selectors: Set<String> = []
    var qualified: Set<String> = []
    /// Selectors of the methods the file declares or defines, without their sign.
    var defined: Set<String> = []

    /// The uses of one lexed file, leaving out the tokens on `skippedLines` (its import lines).
    static func scan(_ source: SourceTokens, language: SourceLanguage, skippedLines: Set<Int>) -> SourceUses {
        var uses = SourceUses()
        let tokens = source.tokens
        var selectorParts: Set<Int> = []
        if language == .cFamily { (uses.selectors, uses.defined) = objectiveCSelectors(source, parts: &selectorParts) }
        for (index, token) in tokens.enumerated() where token.kind == .identifier && !skippedLines.contains(token.line) {
            guard !selectorParts.contains(index) else { continue }
            let name = source.text(token)
            if language == .swift, index + 2 < tokens.count, source.isPunctuation(tokens[index + 1], UInt8(ascii: ".")),
               tokens[index + 2].kind == .identifier {
                uses.qualified.insert(name + "." + source.text(tokens[index + 2]))
            }
            uses.identifiers.insert(name)
        }
        return uses
    }

    /// Selectors of message sends, method declarations and `@selector(…)`; `parts` receives the
    /// indices of the tokens that name them.
    private static func objectiveCSelectors(_ source: SourceTokens, parts: inout Set<Int>) -> (used: Set<String>, defined: Set<String>) {
        let tokens = source.tokens
        var selectors: Set<String> = []
        var defined: Set<String> = []
        var methodParts: [String] = []
        // One frame per open `[`, `(` or `{`: its byte and, for `[`, the selector parts so far.
        var frames: [(open: UInt8, parts: [String])] = []
        var inMethodDeclaration = false
        func isColon(_ i: Int) -> Bool { i < tokens.count && source.isPunctuation(tokens[i], UInt8(ascii: ":")) }
        func previousAllowsPart(_ i: Int) -> Bool {
            guard i > 0 else { return true }
            let previous = tokens[i - 1]
            return !source.isPunctuation(previous, UInt8(ascii: "?")) && !source.isIdentifier(previous, "case")
                && !source.isIdentifier(previous, "default") && !source.isPunctuation(previous, UInt8(ascii: ":"))
        }
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .at where source.matches(token, .at, "@selector"):
                // `@selector(complete:)`
                var i = index + 2
                var text = ""
                while i < tokens.count, !source.isPunctuation(tokens[i], UInt8(ascii: ")")) {
                    if tokens[i].kind == .identifier { parts.insert(i) }
                    text += source.text(tokens[i])
                    i += 1
                }
                if !text.isEmpty { selectors.insert(text) }
                index = i
                continue
            case .punctuation:
                let byte = source.bytes[token.start]
                let startsLine = index == 0 || tokens[index - 1].line < token.line
                if frames.isEmpty, startsLine, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
                    inMethodDeclaration = true
                    methodParts = []
                    // The single word of `- (void)complete {`.
                    var i = index + 1
                    if i < tokens.count, source.isPunctuation(tokens[i], UInt8(ascii: "(")) { i = DeclarationScanner.skipParentheses(source, from: i) }
                    if i < tokens.count, tokens[i].kind == .identifier, !isColon(i + 1) {
                        parts.insert(i)
                        defined.insert(source.text(tokens[i]))
                        inMethodDeclaration = false
                    }
                } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") {
                    if frames.isEmpty, inMethodDeclaration, byte == UInt8(ascii: "{") {
                        inMethodDeclaration = false
                        if !methodParts.isEmpty { defined.insert(methodParts.joined()) }
                    }
                    frames.append((byte, []))
                } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "}") {
                    if let frame = frames.popLast(), frame.open == UInt8(ascii: "["), byte == UInt8(ascii: "]") {
                        if !frame.parts.isEmpty {
                            selectors.insert(frame.parts.joined())
                        } else if index >= 2, tokens[index - 1].kind == .identifier,
                                  tokens[index - 2].kind == .identifier || source.isPunctuation(tokens[index - 2], UInt8(ascii: "]"))
                                  || source.isPunctuation(tokens[index - 2], UInt8(ascii: ")")) {
                            parts.insert(index - 1)  // `[self complete]`
                            selectors.insert(source.text(tokens[index - 1]))
                        }
                    }
                } else if byte == UInt8(ascii: ";"), frames.isEmpty {
                    if inMethodDeclaration, !methodParts.isEmpty { defined.insert(methodParts.joined()) }
                    inMethodDeclaration = false
                }
            case .identifier where isColon(index + 1) && previousAllowsPart(index):
                if let last = frames.indices.last, frames[last].open == UInt8(ascii: "[") {
                    frames[last].parts.append(source.text(token) + ":")
                    parts.insert(index)
                } else if frames.isEmpty, inMethodDeclaration {
                    methodParts.append(source.text(token) + ":")
                    parts.insert(index)
                }
            default:
                break
            }
            index += 1
        }
        return (selectors, defined)
    }
}
