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
        located(in: text).map(\.token)
    }

    /// The tokens of `text`, in order, each with where it is in `text` (a string literal: the
    /// text between its quotes, so a rewrite replaces only that). Pure, one pass.
    static func located(in text: String) -> [(token: ModuleMapToken, range: Range<String.Index>)] {
        var tokens: [(token: ModuleMapToken, range: Range<String.Index>)] = []
        var scalars = text.unicodeScalars[...]
        var word = ""
        var wordStart = text.startIndex, wordEnd = text.startIndex
        func endWord() {
            if !word.isEmpty { tokens.append((.word(word), wordStart..<wordEnd)) }
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
                let start = scalars.startIndex
                var end = scalars.startIndex
                while let next = scalars.popFirst() {
                    if !escaped && next == "\"" { break }
                    escaped = !escaped && next == "\\"
                    literal.unicodeScalars.append(next)
                    end = scalars.startIndex
                }
                tokens.append((.string(literal), start..<end))
            case "{":
                endWord()
                tokens.append((.open, text.unicodeScalars.index(before: scalars.startIndex)..<scalars.startIndex))
            case "}":
                endWord()
                tokens.append((.close, text.unicodeScalars.index(before: scalars.startIndex)..<scalars.startIndex))
            default:
                let isWordScalar = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9") || scalar == "_"
                if isWordScalar {
                    if word.isEmpty { wordStart = text.unicodeScalars.index(before: scalars.startIndex) }
                    word.unicodeScalars.append(scalar)
                    wordEnd = scalars.startIndex
                } else {
                    endWord()
                }
            }
        }
        endWord()
        return tokens
    }
}
