import MortarCore

/// Operators, calls, arguments, blocks and literals.
extension RubyParser {
    /// How tightly a binary operator binds; nil for a token that is not one. Read from the
    /// operator's bytes: this is asked at every token an expression may continue with.
    package static func binaryPrecedence(_ op: RubyWord) -> Int? {
        guard op.count <= 3 else { return nil }
        let a = op.byte(0), b = op.byte(1), c = op.byte(2)
        switch (a, b, c) {
        case (0x2A, 0x2A, 0): return 16                                      // **
        case (0x2A, 0, 0), (0x2F, 0, 0), (0x25, 0, 0): return 14             // * / %
        case (0x2B, 0, 0), (0x2D, 0, 0): return 13                           // + -
        case (0x3C, 0x3C, 0), (0x3E, 0x3E, 0): return 12                     // << >>
        case (0x26, 0, 0): return 11                                         // &
        case (0x7C, 0, 0), (0x5E, 0, 0): return 10                           // | ^
        case (0x3E, 0, 0), (0x3E, 0x3D, 0), (0x3C, 0, 0), (0x3C, 0x3D, 0): return 9  // > >= < <=
        case (0x3C, 0x3D, 0x3E), (0x3D, 0x3D, 0), (0x3D, 0x3D, 0x3D), (0x21, 0x3D, 0), (0x3D, 0x7E, 0), (0x21, 0x7E, 0):
            return 8                                                         // <=> == === != =~ !~
        case (0x26, 0x26, 0): return 7                                       // &&
        case (0x7C, 0x7C, 0): return 6                                       // ||
        case (0x2E, 0x2E, 0), (0x2E, 0x2E, 0x2E): return 5                   // .. ...
        default: return nil
        }
    }

    package mutating func parseTernary() throws(RubyError) -> RubyEnumNode {
        // `a ? b ? c : d : e` nests through `whenTrue` and `whenFalse`, not through parseBinary.
        try enter()
        defer { depth -= 1 }
        let first = currentIndex
        let condition = try parseBinary(minimum: 5)
        guard isPunct("?") else { return condition }
        advance()
        skipNewlines()
        let whenTrue = try parseTernary()
        skipNewlines()
        if case let .label(name) = current.kind {
            // `a ? b :c` lexed `b:` as a label is not possible here; `x ? y: z` is.
            throw .syntax("write the ternary with spaces around ':' (found '\(text(name)):')", at: currentLocation)
        }
        try expectPunct(":", "':' in a ternary expression")
        skipNewlines()
        let whenFalse = try parseTernary()
        return node(.ifElse(condition: condition, then: [whenTrue], else: [whenFalse]), from: first)
    }

    package mutating func parseBinary(minimum: Int) throws(RubyError) -> RubyEnumNode {
        try enter()
        defer { depth -= 1 }
        let first = currentIndex
        var left = try parseUnary()
        var links = 0
        while case let .punct(op) = current.kind, let precedence = RubyParser.binaryPrecedence(op), precedence >= minimum {
            try chain(&links)
            advance()
            skipNewlines()
            if op == ".." || op == "..." {
                let endless = atNewline || isPunct(")") || isPunct("]")
                let right = endless ? nil : try parseBinary(minimum: precedence + 1)
                left = node(.range(left, right, exclusive: op == "..."), from: first)
                continue
            }
            let right = try parseBinary(minimum: op == "**" ? precedence : precedence + 1)
            switch op {
            case "&&": left = node(.and(left, right), from: first)
            case "||": left = node(.or(left, right), from: first)
            case "!=": left = node(.not(node(.call(RubyCall(receiver: left, name: "==", args: [right], block: nil, safeNavigation: false, hasArguments: true)), from: first)), from: first)
            default:
                left = node(.call(RubyCall(receiver: left, name: op.description, args: [right], block: nil, safeNavigation: false, hasArguments: true)), from: first)
            }
        }
        return left
    }

    package mutating func parseUnary() throws(RubyError) -> RubyEnumNode {
        try enter()
        defer { depth -= 1 }
        let first = currentIndex
        // Most operands start with none of the tokens below: one look at the token decides.
        switch tokens[first].kind {
        case let .punct(p):
            switch p {
            case "!", "-", "+", "~", "&", "*", "**": break
            default: return try parsePostfix(try parsePrimary())
            }
        case let .keyword(k):
            if k != "defined?" { return try parsePostfix(try parsePrimary()) }
        default:
            return try parsePostfix(try parsePrimary())
        }
        if isPunct("!") {
            advance()
            let operand = try parseUnary()
            return node(.not(operand), from: first)
        }
        if isPunct("-") || isPunct("+") || isPunct("~") {
            let op: RubyWord
            if case let .punct(p) = current.kind { op = p } else { op = "-" }
            advance()
            if op != "~", !current.spaceBefore {
                switch current.kind {
                case let .integer(t): advance(); return node(.integer(op == "-" ? "-" + text(t) : text(t)), from: first)
                case let .float(t): advance(); return node(.float(op == "-" ? "-" + text(t) : text(t)), from: first)
                default: break
                }
            }
            let operand = try parseUnary()
            return node(.call(RubyCall(receiver: operand, name: op.description + "@", args: [], block: nil, safeNavigation: false, hasArguments: false)), from: first)
        }
        if isKeyword("defined?") {
            advance()
            let parenthesized = isPunct("(")
            if parenthesized { advance() }
            let operand = try parseUnary()
            guard parenthesized else { return node(.defined(operand), from: first) }
            try expectPunct(")", "')' after defined?(…")
            // `defined?(X).to_s` is `(defined?(X)).to_s`.
            return try parsePostfix(node(.defined(operand), from: first))
        }
        if isPunct("&") || isPunct("*") || isPunct("**") {
            throw unexpected("an expression")
        }
        return try parsePostfix(try parsePrimary())
    }

    /// `.name`, `&.name`, `::Name`, `[index]`, chained (also across a line break before `.`).
    package mutating func parsePostfix(_ base: consuming RubyEnumNode) throws(RubyError) -> RubyEnumNode {
        var value = base
        var links = 0
        while true {
            try chain(&links)
            if atNewline {
                // A line starting with `.method` continues the previous expression.
                var i = 0
                while case .newline = token(at: i).kind { i += 1 }
                if isPunct(".", token(at: i)) || isPunct("&.", token(at: i)) {
                    position += i
                } else {
                    break
                }
            }
            if isPunct(".") || isPunct("&.") {
                let safe = isPunct("&.")
                advance()
                skipNewlines()
                let nameToken = current
                let name: String
                switch current.kind {
                case let .identifier(n), let .constant(n): name = text(n)
                case let .keyword(k): name = k.description
                case let .label(n):
                    // `a.b:c` never appears; treat `x.y:` as `x.y` followed by `:`.
                    name = text(n)
                case .punct("("): name = "call"
                default: throw unexpected("a method name after '.'")
                }
                if !isPunct("(") { advance() }
                value = try parseCallRest(receiver: value, name: name, nameToken: nameToken, first: value, safe: safe)
                continue
            }
            if isPunct("::") {
                advance()
                let nameToken = current
                switch current.kind {
                case let .constant(i):
                    let n = text(i)
                    advance()
                    if isPunct("("), !current.spaceBefore {
                        value = try parseCallRest(receiver: value, name: n, nameToken: nameToken, first: value, safe: false)
                    } else {
                        value = RubyEnumNode(.constant(scope: value, name: n), at: location(of: value), start: value.start, end: previousEnd)
                    }
                case let .identifier(i):
                    advance()
                    value = try parseCallRest(receiver: value, name: text(i), nameToken: nameToken, first: value, safe: false)
                default: throw unexpected("a name after '::'")
                }
                continue
            }
            // `list[0]`; with a space only after a local variable (`foo [1]` passes an array).
            if isPunct("["), !current.spaceBefore || isLocalReference(value) {
                advance()
                let saved = noDo
                noDo = 0
                let args = try parseArgumentList(closing: "]")
                noDo = saved
                try expectPunct("]", "']' to close the index")
                value = RubyEnumNode(.call(RubyCall(receiver: value, name: "[]", args: args, block: nil, safeNavigation: false, hasArguments: true)),
                                 at: location(of: value), start: value.start, end: previousEnd)
                continue
            }
            break
        }
        return value
    }

    package func isLocalReference(_ node: RubyEnumNode) -> Bool {
        if case .local = node.kind { return true }
        return false
    }

    /// After a method name: `(args)`, command arguments, and a block.
    package mutating func parseCallRest(receiver: RubyEnumNode?, name: String, nameToken: RubyToken, first: RubyEnumNode?, safe: Bool) throws(RubyError) -> RubyEnumNode {
        var args: [RubyEnumNode] = []
        var hasArguments = false
        if isPunct("("), !current.spaceBefore {
            advance()
            let saved = noDo
            noDo = 0
            args = try parseArgumentList(closing: ")")
            noDo = saved
            try expectPunct(")", "')' to close the arguments of '\(name)'")
            hasArguments = true
        } else if canStartCommandArgument() {
            noDo += 1
            args = try parseCommandArguments()
            noDo -= 1
            hasArguments = true
        }
        let block = try parseBlockIfAny()
        let start = first?.start ?? nameToken.start
        let callLocation = first.map { self.location(of: $0) } ?? self.location(of: nameToken)
        return RubyEnumNode(.call(RubyCall(receiver: receiver, name: name, args: args, block: block, safeNavigation: safe, hasArguments: hasArguments)),
                        at: callLocation, start: start, end: previousEnd)
    }

    /// Whether the token after a method name begins an argument (`puts 'A'`, `foo -1`, `bar [1]`).
    package func canStartCommandArgument() -> Bool {
        let t = current
        guard t.spaceBefore else {
            if case .string = t.kind { return true }
            return false
        }
        let next = token(at: 1)
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

    /// One argument of a call: a positional value, or a hash pair (`key: v` or `k => v`), which
    /// Ruby gathers into one trailing hash.
    package mutating func parseOneArgument(into args: inout [RubyEnumNode], pairs: inout [RubyPair]) throws(RubyError) {
        if case .label = current.kind {
            pairs.append(try parseLabelPair())
            return
        }
        let arg = try parseArgument()
        if isPunct("=>") {
            advance()
            skipNewlines()
            pairs.append(RubyPair(key: arg, value: try parseArgument()))
        } else {
            args.append(arg)
        }
    }

    /// Arguments without parentheses, up to the end of the line (commas continue it).
    package mutating func parseCommandArguments() throws(RubyError) -> [RubyEnumNode] {
        var args: [RubyEnumNode] = []
        var pairs: [RubyPair] = []
        let first = currentIndex
        while true {
            try parseOneArgument(into: &args, pairs: &pairs)
            guard isPunct(",") else { break }
            advance()
            skipNewlines()
        }
        if !pairs.isEmpty { args.append(node(.hash(pairs), from: first)) }
        return args
    }

    /// Arguments inside `(…)` or `[…]`, newlines allowed.
    package mutating func parseArgumentList(closing: RubyWord) throws(RubyError) -> [RubyEnumNode] {
        var args: [RubyEnumNode] = []
        var pairs: [RubyPair] = []
        let first = currentIndex
        skipNewlines()
        while !isPunct(closing) {
            try parseOneArgument(into: &args, pairs: &pairs)
            skipNewlines()
            guard isPunct(",") else { break }
            advance()
            skipNewlines()
        }
        if !pairs.isEmpty { args.append(node(.hash(pairs), from: first)) }
        return args
    }

    package mutating func parseLabelPair() throws(RubyError) -> RubyPair {
        let labelToken = current
        guard case let .label(name) = current.kind else { throw unexpected("a key") }
        advance()
        skipNewlines()
        let key = node(.symbol([.text(text(name))]), from: labelToken)
        // `foo(key:)` shorthand is rare in manifests; a value is required here.
        let value = try parseArgument()
        return RubyPair(key: key, value: value)
    }

    /// One argument: `*splat`, `**opts`, `&block`, or an expression (assignments allowed).
    package mutating func parseArgument() throws(RubyError) -> RubyEnumNode {
        let first = currentIndex
        if isPunct("*") || isPunct("**") {
            advance()
            let value = try parseTernary()
            return node(.splat(value), from: first)
        }
        if isPunct("&") {
            advance()
            let value = try parseTernary()
            return node(.blockPass(value), from: first)
        }
        return try parseExpression()
    }

    /// `{ |x| … }` or (unless an outer command owns it) `do |x| … end`.
    package mutating func parseBlockIfAny() throws(RubyError) -> RubyBlock? {
        if isPunct("{") {
            return try parseBlock(closing: "}")
        }
        if isKeyword("do"), noDo == 0 {
            return try parseBlock(closing: "end")
        }
        return nil
    }

    package mutating func parseBlock(closing: RubyWord) throws(RubyError) -> RubyBlock {
        try enter()
        defer { depth -= 1 }
        let open = current
        advance()
        scopes.append(RubyParserScope(isDefinition: false))
        defer { scopes.removeLast() }
        let saved = noDo
        noDo = 0
        defer { noDo = saved }
        var parameters: [RubyParameter] = []
        skipNewlines()
        if isPunct("||") {
            advance()
        } else if isPunct("|") {
            advance()
            parameters = try parseParameters(closing: "|")
            try expectPunct("|", "'|' to close the block parameters")
        }
        let body: [RubyEnumNode]
        if closing == "}" {
            body = try parseStatements(until: Terminators.closingBrace)
            guard isPunct("}") else {
                if atEnd { throw .syntax("block opened here with '{' is never closed with '}'", at: location(of: open)) }
                throw unexpected("'}' to close the block opened at \(location(of: open))")
            }
            advance()
        } else {
            body = try parseBodyWithRescue(opened: open)
        }
        return RubyBlock(parameters: parameters, body: body, location: location(of: open), start: open.start, end: previousEnd)
    }

    /// Parameters of a block or method, up to `closing` (`|`, `)` or the end of the line).
    package mutating func parseParameters(closing: RubyWord?) throws(RubyError) -> [RubyParameter] {
        var parameters: [RubyParameter] = []
        while true {
            skipNewlinesIf(closing != nil)
            if let closing, isPunct(closing) { break }
            if closing == nil, atNewline || isPunct(";") { break }
            var kind = RubyParameter.Kind.required
            if isPunct("*") { kind = .splat; advance() }
            else if isPunct("**") { kind = .doubleSplat; advance() }
            else if isPunct("&") { kind = .block; advance() }
            if isPunct("(") {
                // Destructuring `|(a, b)|`: each name is a parameter.
                advance()
                while case let .identifier(i) = current.kind {
                    let n = text(i)
                    declare(n)
                    parameters.append(RubyParameter(name: n, kind: .required))
                    advance()
                    if isPunct(",") { advance() }
                }
                try expectPunct(")", "')' in the block parameters")
            } else if case let .label(i) = current.kind {
                let n = text(i)
                advance()
                declare(n)
                var defaultValue: RubyEnumNode?
                if !isPunct(","), !(closing.map { isPunct($0) } ?? false) { defaultValue = try parseTernary() }
                parameters.append(RubyParameter(name: n, kind: .keyword(defaultValue)))
            } else if case let .identifier(i) = current.kind {
                let n = text(i)
                advance()
                declare(n)
                if isPunct("=") {
                    advance()
                    parameters.append(RubyParameter(name: n, kind: .optional(try parseTernary())))
                } else {
                    parameters.append(RubyParameter(name: n, kind: kind))
                }
            } else if case .splat = kind {
                parameters.append(RubyParameter(name: "*", kind: .splat))
            } else {
                throw unexpected("a parameter name")
            }
            guard isPunct(",") else { break }
            advance()
        }
        return parameters
    }

    package mutating func skipNewlinesIf(_ condition: Bool) {
        if condition { skipNewlines() }
    }
}
