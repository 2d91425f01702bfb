import MortarCore
import MortarRuby

/// Everything the lexer says of a text, one line per token: position, byte range, whether a
/// space came before, the kind and its payload resolved through the tables (texts, literals with
/// their parts, word lists; the code of an interpolation tokenized again where the parser does),
/// or the error. What `RubyLexerGoldenTests` compares with the dump recorded before a change.
enum RubyTokenDump {
    static func dump(bytes: [UInt8], file: String = "t.rb", line: Int = 1, column: Int = 1, indent: String = "") -> String {
        var out = ""
        let tokens: RubyTokens
        do {
            tokens = try RubyLexer.tokenize(bytes: bytes, file: file, line: line, column: column)
        } catch {
            return "\(indent)error \(error.location.file):\(error.location.line):\(error.location.column) \(error.message.debugDescription)\n"
        }
        // A name's index as the order in which its index first appears: a name kept once per
        // file reads the same here whatever the order of the tables.
        var nameOrder: [Int: Int] = [:]
        func name(_ i: Int) -> String {
            let k: Int
            if let known = nameOrder[i] { k = known } else { k = nameOrder.count; nameOrder[i] = k }
            return "#\(k) \(tokens.text(i).debugDescription)"
        }
        func parts(_ parts: [RubyStringPart], _ indent: String) -> String {
            var s = ""
            for part in parts {
                switch part {
                case let .text(t): s += "\(indent)  text \(t.debugDescription)\n"
                case let .code(code, at):
                    s += "\(indent)  code \(at.file):\(at.line):\(at.column) \(code.debugDescription)\n"
                    s += dump(bytes: Array(code.utf8), file: at.file, line: at.line, column: at.column, indent: indent + "    ")
                }
            }
            return s
        }
        func literal(_ i: Int, _ indent: String) -> String {
            switch tokens.literals[i] {
            case let .text(t): return " text \(t.debugDescription)\n"
            case let .parts(p): return " parts \(p.count)\n" + parts(p, indent)
            }
        }
        for token in tokens.tokens {
            out += "\(indent)\(token.line):\(token.column) \(token.start)-\(token.end)\(token.spaceBefore ? " s" : "")"
            switch token.kind {
            case let .integer(i): out += " integer \(tokens.texts[i].debugDescription)\n"
            case let .float(i): out += " float \(tokens.texts[i].debugDescription)\n"
            case let .regex(i): out += " regex \(tokens.texts[i].debugDescription)\n"
            case let .variable(i): out += " variable \(tokens.texts[i].debugDescription)\n"
            case let .identifier(i): out += " identifier \(name(i))\n"
            case let .constant(i): out += " constant \(name(i))\n"
            case let .label(i): out += " label \(name(i))\n"
            case let .string(i): out += " string" + literal(i, indent)
            case let .command(i): out += " command" + literal(i, indent)
            case let .symbol(i): out += " symbol" + literal(i, indent)
            case let .words(i, symbols):
                out += " words\(symbols ? " symbols" : "") \(tokens.wordLists[i].count)\n"
                for word in tokens.wordLists[i] { out += "\(indent)  word\n" + parts(word, indent + "  ") }
            case let .keyword(w): out += " keyword \(w.description.debugDescription) \(w.count)\n"
            case let .punct(w): out += " punct \(w.description.debugDescription) \(w.bits) \(w.count)\n"
            case .newline: out += " newline\n"
            case .endOfFile: out += " end\n"
            }
        }
        return out
    }
}
