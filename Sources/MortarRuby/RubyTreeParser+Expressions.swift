import MortarCore

/// Operators, calls and arguments (blocks and parameters: `+Blocks`).
extension RubyTreeParser {
    package mutating func parseTernary() throws(RubyError) -> Int32 {
        let first = position
        let condition: Int32
        if RubyTreeParser.startsUnaryForm(tokens[first].kind) {
            try enter()
            condition = try parseBinary(minimum: 5)
        } else {
            // Most operands: this level, `parseBinary(minimum: 5)`'s and `parseUnary`'s entered
            // at once — no token is read between them, so the nesting bound counts and reports
            // as if each were entered in turn — and the operand parsed with no call of either.
            depth &+= 3
            if depth > RubyTreeParser.maxDepth { throw tooDeep() }
            let primary = try parsePrimary()
            let operand = mayContinuePostfix ? try parsePostfix(primary) : primary
            // Most operands are followed by no binary operator (a line break, ',', ')', '='):
            // the operator loop is entered only when one is there (the unary and binary
            // levels are left at once when not).
            if atBinaryOperator {
                depth &-= 1
                condition = try binaryRest(operand, first: first, minimum: 5)
                depth &-= 1
            } else {
                depth &-= 2
                condition = operand
            }
        }
        guard isPunct("?") else {
            depth &-= 1
            return condition
        }
        return try ternaryRest(condition, first: first)
    }

    /// `? a : b` after `condition` (which started at the token `first`), at `parseTernary`'s
    /// level, which it leaves.
    package mutating func ternaryRest(_ condition: Int32, first: Int) throws(RubyError) -> Int32 {
        defer { depth &-= 1 }
        advance()
        skipNewlines()
        let whenTrue = try parseTernary()
        skipNewlines()
        if case let .label(name) = current.kind {
            throw .syntax("write the ternary with spaces around ':' (found '\(text(name)):')", at: currentLocation)
        }
        try expectPunct(":", "':' in a ternary expression")
        skipNewlines()
        let whenFalse = try parseTernary()
        let then = listNode(of: whenTrue)
        let otherwise = listNode(of: whenFalse)
        return node(.ifElse, a: condition, b: then, c: otherwise, from: first)
    }

    package mutating func parseBinary(minimum: Int) throws(RubyError) -> Int32 {
        try enter()
        defer { depth &-= 1 }
        let first = position
        let left = try parseUnary()
        return try binaryRest(left, first: first, minimum: minimum)
    }

    /// The operators after the operand `left` (which started at the token `first`) that bind
    /// at least as tightly as `minimum`, at `parseBinary`'s level.
    @inline(__always)
    package mutating func binaryRest(_ operand: Int32, first: Int, minimum: Int) throws(RubyError) -> Int32 {
        var left = operand
        var links = 0
        while case let .punct(op) = current.kind, let precedence = RubyTreeParser.binaryPrecedence(op), precedence >= minimum {
            try chain(&links)
            advance()
            skipNewlines()
            if op == ".." || op == "..." {
                let endless = atNewline || isPunct(")") || isPunct("]")
                let right = endless ? -1 : try parseBinary(minimum: precedence + 1)
                left = node(.range, flags: op == "..." ? RubyTree.Flag.exclusive : 0, a: left, b: right, from: first)
                continue
            }
            let right = try parseBinary(minimum: op == "**" ? precedence : precedence + 1)
            switch op {
            case "&&": left = node(.and, a: left, b: right, from: first)
            case "||": left = node(.or, a: left, b: right, from: first)
            case "!=":
                let equal = binaryCall(RubyName.equal, left, right, from: first)
                left = node(.not, a: equal, from: first)
            default:
                left = binaryCall(RubyName.id(of: op) ?? intern(op.description), left, right, from: first)
            }
        }
        return left
    }

    /// `left.name(right)` from the token at `first`.
    package mutating func binaryCall(_ name: Int32, _ left: Int32, _ right: Int32, from first: Int) -> Int32 {
        let token = tokens[first]
        let base = scratch.count
        scratch.append(right)
        return call(name, receiver: left, argumentsFrom: base, block: -1, safe: false, hasArguments: true,
                    line: Int32(clamping: token.line), column: Int32(clamping: token.column),
                    start: Int32(clamping: token.start), end: Int32(clamping: max(previousEnd, token.start)))
    }

    /// Whether a token starts what `parseUnary` reads itself (`!x`, `-x`, `defined?`, …);
    /// any other operand is a primary with its postfix forms.
    @inline(__always)
    package static func startsUnaryForm(_ kind: RubyToken.Kind) -> Bool {
        switch kind {
        case let .punct(p):
            switch p {
            case "!", "-", "+", "~", "&", "*", "**": return true
            default: return false
            }
        case let .keyword(k): return k == "defined?"
        default: return false
        }
    }

    package mutating func parseUnary() throws(RubyError) -> Int32 {
        try enter()
        defer { depth &-= 1 }
        let first = position
        guard RubyTreeParser.startsUnaryForm(tokens[first].kind) else { return try parsePostfix(try parsePrimary()) }
        if isPunct("!") {
            advance()
            let operand = try parseUnary()
            return node(.not, a: operand, from: first)
        }
        if isPunct("-") || isPunct("+") || isPunct("~") {
            let op: RubyWord
            if case let .punct(p) = current.kind { op = p } else { op = "-" }
            advance()
            if op != "~", !current.spaceBefore {
                switch current.kind {
                case let .integer(t):
                    advance()
                    return node(.integer, a: keep(op == "-" ? "-" + text(t) : text(t)), from: first)
                case let .float(t):
                    advance()
                    return node(.float, a: keep(op == "-" ? "-" + text(t) : text(t)), from: first)
                default: break
                }
            }
            let operand = try parseUnary()
            let token = tokens[first]
            return call(RubyName.id(of: op == "-" ? "-@" : op == "+" ? "+@" : "~@")!, receiver: operand, argumentsFrom: scratch.count, block: -1, safe: false, hasArguments: false,
                        line: Int32(clamping: token.line), column: Int32(clamping: token.column),
                        start: Int32(clamping: token.start), end: Int32(clamping: max(previousEnd, token.start)))
        }
        if isKeyword("defined?") {
            advance()
            let parenthesized = isPunct("(")
            if parenthesized { advance() }
            let operand = try parseUnary()
            guard parenthesized else { return node(.defined, a: operand, from: first) }
            try expectPunct(")", "')' after defined?(…")
            return try parsePostfix(node(.defined, a: operand, from: first))
        }
        if isPunct("&") || isPunct("*") || isPunct("**") {
            throw unexpected("an expression")
        }
        return try parsePostfix(try parsePrimary())
    }

    /// Whether `parsePostfix` may read a form at the current token: `.`, `&.`, `::`, `[`, or
    /// a line break followed by another or by `.` or `&.` (it looks further). Most operands
    /// are followed by none (`,`, `)`, `=`, a line break before the next statement).
    @inline(__always)
    package var mayContinuePostfix: Bool {
        switch tokens[position].kind {
        case let .punct(p): return p == "." || p == "&." || p == "::" || p == "["
        case .newline:
            // A line break is never the last token (the end of file is).
            guard position + 1 < tokens.count else { return true }
            switch tokens[position + 1].kind {
            case .newline: return true
            case let .punct(p): return p == "." || p == "&."
            default: return false
            }
        default: return false
        }
    }

    /// `.name`, `&.name`, `::Name`, `[index]`, chained (also across a line break before `.`).
    /// `links`: the links of the chain already read (`statementOfShape`'s, before a block), which
    /// count against `maxChain` as if read here.
    package mutating func parsePostfix(_ base: Int32, links read: Int = 0) throws(RubyError) -> Int32 {
        var value = base
        var links = read
        while true {
            try chain(&links)
            if atNewline {
                // A chain continued on the next line (`.b` after line breaks); the last token
                // is the end of file, so the look stops there.
                let last = tokens.count - 1
                var next = position + 1
                while next < last, case .newline = tokens[next].kind { next += 1 }
                guard isPunct(".", tokens[next]) || isPunct("&.", tokens[next]) else { break }
                position = next
            }
            if isPunct(".") || isPunct("&.") {
                let safe = isPunct("&.")
                advance()
                skipNewlines()
                let nameToken = position
                let name: Int32
                switch current.kind {
                case let .identifier(n), let .constant(n): name = self.name(n)
                case let .keyword(k): name = intern(k.description)
                case let .label(n): name = self.name(n)
                case .punct("("): name = RubyName.call
                default: throw unexpected("a method name after '.'")
                }
                if !isPunct("(") {
                    advance()
                    // `s.name =`, `s.version.to_s`, `s.name,`: a token that begins no argument
                    // list, command argument or block; the call `parseCallRest` makes for it
                    // (no argument, no block), made here.
                    if RubyTreeParser.endsArgumentlessCall(tokens[position].kind) {
                        let f = tree.nodes[Int(value)]
                        value = call(name, receiver: value, argumentsFrom: scratch.count, block: -1, safe: safe, hasArguments: false,
                                     line: f.line, column: f.column, start: f.start, end: Int32(clamping: previousEnd))
                        continue
                    }
                }
                value = try parseCallRest(receiver: value, name: name, nameToken: nameToken, first: value, safe: safe)
                continue
            }
            if isPunct("::") {
                advance()
                let nameToken = position
                switch current.kind {
                case let .constant(i):
                    let n = name(i)
                    advance()
                    if isPunct("("), !current.spaceBefore {
                        value = try parseCallRest(receiver: value, name: n, nameToken: nameToken, first: value, safe: false)
                    } else {
                        value = node(.constant, a: value, b: n, like: value, end: Int32(clamping: previousEnd))
                    }
                case let .identifier(i):
                    advance()
                    value = try parseCallRest(receiver: value, name: name(i), nameToken: nameToken, first: value, safe: false)
                default: throw unexpected("a name after '::'")
                }
                continue
            }
            if isPunct("["), !current.spaceBefore || kind(value) == .local {
                advance()
                let saved = noDo
                noDo = 0
                let base = scratch.count
                try parseArgumentList(closing: "]")
                noDo = saved
                try expectPunct("]", "']' to close the index")
                let v = tree.nodes[Int(value)]
                value = call(RubyName.index, receiver: value, argumentsFrom: base, block: -1, safe: false, hasArguments: true,
                             line: v.line, column: v.column, start: v.start, end: Int32(clamping: previousEnd))
                continue
            }
            break
        }
        return value
    }

    /// After a method name: `(args)`, command arguments, and a block. `first` (or -1) is the
    /// node the call starts at, else the name's token.
    package mutating func parseCallRest(receiver: Int32, name: Int32, nameToken: Int, first: Int32, safe: Bool) throws(RubyError) -> Int32 {
        let base = scratch.count
        var hasArguments = false
        if isPunct("("), !current.spaceBefore {
            advance()
            let saved = noDo
            noDo = 0
            try parseArgumentList(closing: ")")
            noDo = saved
            guard isPunct(")") else { throw unexpected("')' to close the arguments of '\(nameTable.names[Int(name)])'") }
            advance()
            hasArguments = true
        } else if atCommandArgument {
            noDo += 1
            try parseCommandArguments()
            noDo -= 1
            hasArguments = true
        }
        let block = try parseBlockIfAny()
        let line: Int32, column: Int32, start: Int32
        if first >= 0 {
            let f = tree.nodes[Int(first)]
            (line, column, start) = (f.line, f.column, f.start)
        } else {
            let t = tokens[nameToken]
            (line, column, start) = (Int32(clamping: t.line), Int32(clamping: t.column), Int32(clamping: t.start))
        }
        return call(name, receiver: receiver, argumentsFrom: base, block: block, safe: safe, hasArguments: hasArguments,
                    line: line, column: column, start: start, end: Int32(clamping: previousEnd))
    }

    /// Whether a token after a method name ends the call there: `parseCallRest` reads no
    /// argument list (`(`), command argument (none of these begins one, with a space before it
    /// or not) or block (`{`, `do`) at it. `=` `.` `&.` `,` `)` `]` `}` `==` `||` `&&`, a line
    /// break, the end of file.
    @inline(__always)
    package static func endsArgumentlessCall(_ kind: RubyToken.Kind) -> Bool {
        switch kind {
        case let .punct(p):
            switch p.bits {
            case 0x3D, 0x2E, 0x2E26, 0x2C, 0x29, 0x5D, 0x7D, 0x3D3D, 0x7C7C, 0x2626: return true
            default: return false
            }
        case .newline, .endOfFile: return true
        default: return false
        }
    }

    /// Whether the current token, after a method name, begins an argument (`puts 'A'`,
    /// `foo -1`, `bar [1]`). Most tokens there have no space before them (`.`, `,`, `)`, a
    /// line break): answered here; the others by the static test of the tokens (a method of
    /// the parser, not inlined in `parseCallRest`, had the whole parser copied for each call;
    /// the tokens passed as values were copied to the stack for it).
    @inline(__always)
    package var atCommandArgument: Bool {
        let t = tokens[position]
        guard t.spaceBefore else {
            if case .string = t.kind { return true }
            return false
        }
        // `=` (`s.name = …`), the token most often found here, never begins one.
        if case let .punct(p) = t.kind, p.bits == 0x3D { return false }
        return RubyTreeParser.canStartCommandArgument(tokens, at: position)
    }

    /// Whether `tokens[i]`, which has a space before it, begins a command argument.
    package static func canStartCommandArgument(_ tokens: RubyTreeParserTokens, at i: Int) -> Bool {
        let t = tokens[i]
        let next = tokens[i + 1 < tokens.count ? i + 1 : tokens.count - 1]
        let nextAttached = !next.spaceBefore && next.start == t.end
        switch t.kind {
        case .integer, .float, .string, .command, .symbol, .regex, .words, .identifier, .constant, .variable, .label: return true
        case let .keyword(k):
            switch k {
            case "nil", "true", "false", "self", "not", "defined?", "__FILE__", "__LINE__": return true
            default: return false
            }
        case let .punct(p):
            switch p {
            case "[", "(", "->", "!": return true
            case "-", "*", "&", "::", "**", ":": return nextAttached
            default: return false
            }
        default: return false
        }
    }

    /// One argument: a positional value pushed on `scratch`, or a hash pair pushed on `pairs`.
    package mutating func parseOneArgument() throws(RubyError) {
        if case .label = current.kind {
            let (key, value) = try parseLabelPair()
            pairs.append(key)
            pairs.append(value)
            return
        }
        let arg = try parseArgument()
        if isPunct("=>") {
            advance()
            skipNewlines()
            let value = try parseArgument()
            pairs.append(arg)
            pairs.append(value)
        } else {
            scratch.append(arg)
        }
    }

    /// Arguments without parentheses, up to the end of the line, pushed on `scratch`.
    package mutating func parseCommandArguments() throws(RubyError) {
        let pairBase = pairs.count
        let first = position
        while true {
            try parseOneArgument()
            guard isPunct(",") else { break }
            advance()
            skipNewlines()
        }
        gatherPairs(pairBase, from: first)
    }

    /// Arguments inside `(…)` or `[…]`, newlines allowed, pushed on `scratch`.
    package mutating func parseArgumentList(closing: RubyWord) throws(RubyError) {
        let pairBase = pairs.count
        let first = position
        skipNewlines()
        while !isPunct(closing) {
            try parseOneArgument()
            skipNewlines()
            guard isPunct(",") else { break }
            advance()
            skipNewlines()
        }
        gatherPairs(pairBase, from: first)
    }

    /// The pairs since `pairBase` as one trailing hash argument (none if there are none).
    package mutating func gatherPairs(_ pairBase: Int, from first: Int) {
        guard pairs.count > pairBase else { return }
        let (start, count) = endPairs(pairBase)
        scratch.append(node(.hash, a: start, b: count, from: first))
    }

    package mutating func parseLabelPair() throws(RubyError) -> (key: Int32, value: Int32) {
        let labelToken = position
        guard case let .label(name) = current.kind else { throw unexpected("a key") }
        advance()
        skipNewlines()
        let base = scratch.count
        scratch.append(textSegment(text(name)))
        let (start, count) = endList(base)
        let key = node(.symbol, a: start, b: count, from: labelToken)
        let value = try parseArgument()
        return (key, value)
    }

    /// A `.segmentText` node.
    package mutating func textSegment(_ text: consuming String) -> Int32 {
        add(RubyTree.Node(.segmentText, a: keep(text), line: 0, column: 0, start: 0, end: 0))
    }

    /// One argument: `*splat`, `**opts`, `&block`, or an expression (assignments allowed).
    package mutating func parseArgument() throws(RubyError) -> Int32 {
        let plain = plainOperand()
        if plain >= 0 { return plain }
        let first = position
        if isPunct("*") || isPunct("**") {
            advance()
            let value = try parseTernary()
            return node(.splat, a: value, from: first)
        }
        if isPunct("&") {
            advance()
            let value = try parseTernary()
            let pass = node(.blockPass, a: value, from: first)
            tree.nodes[Int(pass)].b = symbolBlock(value, at: pass)
            return pass
        }
        return try parseExpression()
    }

    /// `&:name` (of a plain symbol) also as the block `{ |item| item.name }`, every node of it
    /// where the block argument is: the `.blockPass` node's `b`, -1 for another block argument.
    /// So the evaluator calls it, and the analyses of code not run read it, as any block of the
    /// tree. Its parameter's name (`"\u{0}item"`) cannot be written in Ruby.
    package mutating func symbolBlock(_ value: Int32, at pass: Int32) -> Int32 {
        let symbol = tree.nodes[Int(value)]
        guard symbol.kind == .symbol, symbol.b == 1, case let segment = tree.nodes[Int(tree.children[Int(symbol.a)])],
              segment.kind == .segmentText else { return -1 }
        let p = tree.nodes[Int(pass)]
        func here(_ kind: RubyTree.Kind, flags: UInt8 = 0, a: Int32, b: Int32 = -1) -> RubyTree.Node {
            RubyTree.Node(kind, flags: flags, a: a, b: b, line: p.line, column: p.column, start: p.start, end: p.end)
        }
        let item = intern("\u{0}item"), name = intern(tree.text(of: segment))
        let receiver = add(RubyTree.Node(.local, a: item, b: 0, c: 0, line: p.line, column: p.column, start: p.start, end: p.end))
        let call = self.call(name, receiver: receiver, argumentsFrom: scratch.count, block: -1, safe: false, hasArguments: false,
                             line: p.line, column: p.column, start: p.start, end: p.end)
        let body = listNode(of: call)
        let parameters = listNode(of: add(RubyTree.Node(.parameter, flags: RubyTree.ParameterKind.required.rawValue, a: item, b: -1, c: 0,
                                                         line: p.line, column: p.column, start: p.start, end: p.end)))
        tree.nodes[Int(parameters)].c = 1 // its frame's one slot (`recordSlotCount`)
        return add(here(.block, a: parameters, b: body))
    }
}
