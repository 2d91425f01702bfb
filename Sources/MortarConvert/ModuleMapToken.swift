/// A token of a `module.modulemap`, split as Clang's lexer splits one, comments skipped: a word
/// (`[A-Za-z0-9_]+`), a string literal (the text between its quotes, escapes kept as written) or
/// a brace. Brackets, commas, white space and any other character only end a word.
enum ModuleMapToken: Hashable, Sendable {
    case word(String)
    case string(String)
    case open
    case close

    /// The tokens of `text`, in order. Pure, one pass.
    static func tokens(in text: String) -> [ModuleMapToken] {
        var tokens: [ModuleMapToken] = []
        var scalars = text.unicodeScalars[...]
        var word = ""
        func endWord() {
            if !word.isEmpty { tokens.append(.word(word)) }
            word = ""
        }
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "/" where scalars.first == "/":
                endWord()
                while let next = scalars.popFirst(), next != "\n" {}
            case "/" where scalars.first == "*":
                endWord()
                scalars = scalars.dropFirst()
                var previous: Unicode.Scalar = " "
                while let next = scalars.popFirst() {
                    if previous == "*" && next == "/" { break }
                    previous = next
                }
            case "\"":
                endWord()
                var literal = ""
                var escaped = false
                while let next = scalars.popFirst() {
                    if !escaped && next == "\"" { break }
                    escaped = !escaped && next == "\\"
                    literal.unicodeScalars.append(next)
                }
                tokens.append(.string(literal))
            case "{":
                endWord()
                tokens.append(.open)
            case "}":
                endWord()
                tokens.append(.close)
            default:
                let isWordScalar = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9") || scalar == "_"
                if isWordScalar { word.unicodeScalars.append(scalar) } else { endWord() }
            }
        }
        endWord()
        return tokens
    }
}
