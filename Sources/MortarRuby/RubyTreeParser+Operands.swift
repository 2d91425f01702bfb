/// Operands read without the expression levels: most arguments, assigned values and hash
/// keys and values of a manifest are one literal (`'1.0'`, `:ios`, `true`) followed by what
/// ends an expression (`,`, `)`, a line break). `parseExpression` reads them through its own
/// frame, the ternary, binary and unary levels and `parsePrimary`'s frame (≈250 instructions);
/// here they are one test of two tokens and the node `parsePrimary` adds.
extension RubyTreeParser {
    /// The node of a plain operand at the current token (advanced past it), or -1 (nothing
    /// read) when the token is not one. A plain operand is an in-place string or symbol
    /// (`.string(-1)`, `.symbol(-1)`) or `nil`, `true`, `false`, `self`, followed by a token no
    /// level after `parsePrimary` reads: `,` `)` `]` `}` `;` `=>`, a keyword, the end of file, or
    /// a line break not followed by another or by `.`/`&.` (`mayContinuePostfix`). Its node is
    /// the one `parseExpression` (any `statementLevel`), `parseTernary` and `parseArgument`
    /// return for it, made the same way; taken only when the five levels those enter
    /// (`parseExpression`'s, the ternary, binary and unary levels, `parsePrimary`'s) stay within
    /// `maxDepth`, so the nesting bound is reported as before.
    @inline(__always)
    package mutating func plainOperand() -> Int32 {
        let first = position
        let kind = tokens[first].kind
        switch kind {
        case .string(-1), .symbol(-1): break
        case let .keyword(k):
            // nil, true, false, self
            switch k.bits {
            case 0x6C_696E, 0x6575_7274, 0x65_736C_6166, 0x666C_6573: break
            default: return -1
            }
        default: return -1
        }
        guard depth &+ 5 <= RubyTreeParser.maxDepth else { return -1 }
        // A string, symbol or keyword is never the last token (the end of file is).
        switch tokens[first &+ 1].kind {
        case let .punct(p):
            switch p.bits {
            case 0x2C, 0x29, 0x5D, 0x7D, 0x3B, 0x3E3D: break  // , ) ] } ; =>
            default: return -1
            }
        case .keyword, .endOfFile: break
        case .newline:
            // Neither is the last token: the end of file is.
            switch tokens[first &+ 2].kind {
            case .newline: return -1
            case let .punct(p) where p.bits == 0x2E || p.bits == 0x2E26: return -1  // . &.
            default: break
            }
        default: return -1
        }
        return plainOperandNode(first)
    }

    /// The node of the plain operand at the token `first` (its kind and what follows it checked
    /// as `plainOperand` checks them), the position moved past it: the node `parsePrimary`
    /// adds for it. A shape whose look checked its operands already makes them with this, not
    /// reading each token's kind and follower again. Marked to be inlined, which the optimizer
    /// declines in this build (a call of its own, to which `plainOperand` passes a plain
    /// operand after its checks, saving no register before them); `@inline(never)` measured
    /// worse (`plainOperand` was then inlined into its callers: +0.026 M a pass).
    @inline(__always)
    package mutating func plainOperandNode(_ first: Int) -> Int32 {
        position = first &+ 1
        switch tokens[first].kind {
        case .string:
            let (start, end) = inPlaceText(first)
            return node(.text, a: -1, b: start, c: end, from: first)
        case .symbol:
            let (start, end) = inPlaceText(first)
            let segment = add(RubyTree.Node(.segmentText, a: -1, b: start, c: end, line: 0, column: 0, start: 0, end: 0))
            let list = Int32(truncatingIfNeeded: tree.children.append(segment))
            return node(.symbol, a: list, b: 1, from: first)
        case let .keyword(k):
            switch k.bits {
            case 0x6C_696E: return node(.nilLiteral, from: first)
            case 0x6575_7274: return node(.trueLiteral, from: first)
            case 0x65_736C_6166: return node(.falseLiteral, from: first)
            default: return node(.selfReference, from: first)
            }
        default: return -1  // not reached: the first switch took only these
        }
    }
}
