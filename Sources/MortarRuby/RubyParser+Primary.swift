import MortarCore

/// Literals, names, and the keyword forms (`if`, `case`, `def`, `begin`, …).
extension RubyParser {
    package mutating func parsePrimary() throws(RubyError) -> RubyEnumNode {
        try enter()
        defer { depth -= 1 }
        let first = current
        switch current.kind {
        case let .integer(t):
            advance()
            return node(.integer(text(t)), from: first)
        case let .float(t):
            advance()
            return node(.float(text(t)), from: first)
        case let .string(parts):
            advance()
            // A literal of one piece of text, not joined to another: its text itself.
            if case let .text(t) = literals[parts] {
                if case .string = current.kind {} else { return node(.text(t), from: first) }
            }
            var segments = try segments(literals[parts])
            // Adjacent literals join: `"a" "b"`, also across a backslash-newline.
            while case let .string(more) = current.kind {
                advance()
                segments += try self.segments(literals[more])
            }
            return node(.string(segments), from: first)
        case let .command(parts):
            advance()
            return node(.command(try segments(literals[parts])), from: first)
        case let .symbol(parts):
            advance()
            return node(.symbol(try segments(literals[parts])), from: first)
        case let .regex(t):
            advance()
            return node(.regex(text(t)), from: first)
        case let .words(words, symbols):
            advance()
            var elements: [RubyEnumNode] = []
            for word in wordLists[words] {
                let s = try segments(word)
                elements.append(node(symbols ? .symbol(s) : .string(s), from: first))
            }
            return node(.array(elements), from: first)
        case let .variable(i):
            advance()
            return node(.variable(text(i)), from: first)
        case let .constant(i):
            let name = text(i)
            advance()
            if isPunct("("), !current.spaceBefore {
                return try parseCallRest(receiver: nil, name: name, nameToken: first, first: nil, safe: false)
            }
            if case .string = current.kind, current.spaceBefore {
                // `Integer "3"`-style conversions: a call.
                return try parseCallRest(receiver: nil, name: name, nameToken: first, first: nil, safe: false)
            }
            return node(.constant(scope: nil, name: name), from: first)
        case let .identifier(i):
            let name = text(i)
            advance()
            if isLocal(name), !(isPunct("(") && !current.spaceBefore) {
                return node(.local(name), from: first)
            }
            return try parseCallRest(receiver: nil, name: name, nameToken: first, first: nil, safe: false)
        case .label:
            // A braceless hash as a bare expression: `foo key: value` handled by arguments;
            // here it can only be a ternary written without spaces.
            throw unexpected("an expression")
        case let .keyword(k):
            return try parseKeyword(k, first: first)
        case let .punct(p):
            switch p {
            case "(":
                advance()
                let saved = noDo
                noDo = 0
                defer { noDo = saved }
                let body = try parseStatements(until: Terminators.closingParenthesis)
                try expectPunct(")", "')'")
                if body.count == 1, let only = body.first { return only }
                return node(.sequence(body), from: first)
            case "[":
                advance()
                let saved = noDo
                noDo = 0
                defer { noDo = saved }
                let elements = try parseArgumentList(closing: "]")
                try expectPunct("]", "']' to close the array")
                return node(.array(elements), from: first)
            case "{":
                return try parseHash()
            case "::":
                advance()
                guard case let .constant(name) = current.kind else { throw unexpected("a constant after '::'") }
                advance()
                return node(.constant(scope: nil, name: text(name)), from: first)
            case "->":
                advance()
                scopes.append(RubyParserScope(isDefinition: false))
                defer { scopes.removeLast() }
                var parameters: [RubyParameter] = []
                if isPunct("(") {
                    advance()
                    parameters = try parseParameters(closing: ")")
                    try expectPunct(")", "')' after lambda parameters")
                } else if case .identifier = current.kind {
                    parameters = try parseParameters(closing: nil)
                }
                guard let block = try parseBlockIfAnyForLambda() else { throw unexpected("a lambda body") }
                let withParameters = RubyBlock(parameters: parameters + block.parameters, body: block.body, location: block.location,
                                               start: block.start, end: block.end)
                return node(.lambda(withParameters), from: first)
            case "..", "...":
                advance()
                let right = try parseBinary(minimum: 6)
                return node(.range(nil, right, exclusive: p == "..."), from: first)
            default:
                throw unexpected("an expression")
            }
        case .newline, .endOfFile:
            throw unexpected("an expression")
        }
    }

    package mutating func parseBlockIfAnyForLambda() throws(RubyError) -> RubyBlock? {
        let saved = noDo
        noDo = 0
        defer { noDo = saved }
        return try parseBlockIfAny()
    }

    /// A literal's segments. A literal of text only is one segment, made here where a list is
    /// needed (a symbol, a command, literals side by side); a string literal alone is its text
    /// (`parsePrimary`), with no list.
    package mutating func segments(_ literal: RubyLiteral) throws(RubyError) -> [RubySegment] {
        switch literal {
        case let .text(t): return [.text(t)]
        case let .parts(parts): return try segments(parts)
        }
    }

    /// Interpolated code becomes statements parsed with the same local variables.
    package mutating func segments(_ parts: [RubyStringPart]) throws(RubyError) -> [RubySegment] {
        // Most literals are one piece of text: one array of its size, not one grown from empty.
        if parts.count == 1, case let .text(t) = parts[0] { return [.text(t)] }
        var result: [RubySegment] = []
        result.reserveCapacity(parts.count)
        for part in parts {
            switch part {
            case let .text(t): result.append(.text(t))
            case let .code(code, location):
                let tokens = try RubyLexer.tokenize(code, file: file, line: location.line, column: location.column)
                var inner = RubyParser(tokens: tokens, file: file, scopes: scopes)
                inner.depth = depth
                let body = try inner.parseStatements(until: Terminators.nothing)
                guard case .endOfFile = inner.current.kind else { throw inner.unexpected("the end of the interpolation") }
                result.append(.code(body))
            }
        }
        return result
    }

    package mutating func parseHash() throws(RubyError) -> RubyEnumNode {
        let first = current
        advance()
        let saved = noDo
        noDo = 0
        defer { noDo = saved }
        var pairs: [RubyPair] = []
        skipNewlines()
        while !isPunct("}") {
            if atEnd { throw .syntax("hash opened here with '{' is never closed with '}'", at: location(of: first)) }
            if case .label = current.kind {
                pairs.append(try parseLabelPair())
            } else if isPunct("**") {
                let splatToken = current
                advance()
                let value = try parseTernary()
                pairs.append(RubyPair(key: node(.splat(value), from: splatToken), value: node(.nilLiteral, from: splatToken)))
            } else {
                let key = try parseTernary()
                skipNewlines()
                try expectPunct("=>", "'=>' after a hash key")
                skipNewlines()
                pairs.append(RubyPair(key: key, value: try parseExpression()))
            }
            skipNewlines()
            guard isPunct(",") else { break }
            advance()
            skipNewlines()
        }
        guard isPunct("}") else { throw unexpected("',' or '}' in the hash opened at \(location(of: first))") }
        advance()
        return node(.hash(pairs), from: first)
    }

    package mutating func parseKeyword(_ k: RubyWord, first: RubyToken) throws(RubyError) -> RubyEnumNode {
        switch k {
        case "nil": advance(); return node(.nilLiteral, from: first)
        case "true": advance(); return node(.trueLiteral, from: first)
        case "false": advance(); return node(.falseLiteral, from: first)
        case "self": advance(); return node(.selfReference, from: first)
        case "__FILE__", "__LINE__": advance(); return node(.unsupported(k.description), from: first)
        case "if", "unless": return try parseIf(first: first, negate: k == "unless")
        case "while", "until":
            advance()
            noDo += 1
            let condition = try parseStatement()
            noDo -= 1
            if isKeyword("do") { advance() }
            let body = try parseStatements(until: Terminators.end)
            try expectKeyword("end", opened: location(of: first))
            return node(.loop(condition: condition, body: body, until: k == "until"), from: first)
        case "case": return try parseCase(first: first)
        case "def": return try parseDef(first: first)
        case "begin":
            advance()
            let (body, rescue, ensure) = try parseRescueClauses(opened: first)
            return node(.begin(body: body, rescue: rescue, ensure: ensure), from: first)
        case "return", "next", "break":
            advance()
            var value: RubyEnumNode?
            if !atNewline, !atEnd, !isPunct(";"), !isPunct("}"), !isKeyword("end"), !isKeyword("if"), !isKeyword("unless") {
                let single = try parseExpression()
                value = single
                if isPunct(",") {
                    var elements = [single]
                    while isPunct(",") {
                        advance()
                        elements.append(try parseArgument())
                    }
                    value = node(.array(elements), from: first)
                }
            }
            switch k {
            case "return": return node(.returnValue(value), from: first)
            case "next": return node(.next(value), from: first)
            default: return node(.breakLoop(value), from: first)
            }
        case "class", "module":
            advance()
            scopes.append(RubyParserScope(isDefinition: true))
            defer { scopes.removeLast() }
            // `class << self` or `class Name < Base`: the header is skipped to the line's end.
            while !atNewline, !atEnd, !isPunct(";") { advance() }
            let (_, _, _) = try parseRescueClauses(opened: first)
            return node(.unsupported(k.description), from: first)
        case "yield", "super":
            advance()
            if isPunct("("), !current.spaceBefore {
                advance()
                _ = try parseArgumentList(closing: ")")
                try expectPunct(")", "')'")
            } else if canStartCommandArgument() {
                _ = try parseCommandArguments()
            }
            _ = try parseBlockIfAny()
            return node(.unsupported(k.description), from: first)
        case "alias", "undef":
            advance()
            while !atNewline, !atEnd, !isPunct(";") { advance() }
            return node(.nilLiteral, from: first)
        case "BEGIN", "END":
            advance()
            _ = try parseBlockIfAny()
            return node(.unsupported(k.description), from: first)
        case "for":
            advance()
            guard case let .identifier(name) = current.kind else { throw unexpected("a loop variable after 'for'") }
            declare(text(name))
            advance()
            guard isKeyword("in") else { throw unexpected("'in' in a for loop") }
            advance()
            noDo += 1
            _ = try parseStatement()
            noDo -= 1
            if isKeyword("do") { advance() }
            _ = try parseStatements(until: Terminators.end)
            try expectKeyword("end", opened: location(of: first))
            return node(.unsupported("for"), from: first)
        case "defined?", "not":
            return try parseUnary()
        default:
            throw unexpected("an expression")
        }
    }

    package mutating func parseIf(first: RubyToken, negate: Bool) throws(RubyError) -> RubyEnumNode {
        advance()
        var condition = try parseStatement()
        if negate { condition = node(.not(condition), from: first) }
        if isKeyword("then") { advance() }
        let body = try parseStatements(until: Terminators.ifBranches)
        var elseBody: [RubyEnumNode]?
        if isKeyword("elsif") {
            let elsifToken = current
            elseBody = [try parseIf(first: elsifToken, negate: false)]
            return node(.ifElse(condition: condition, then: body, else: elseBody), from: first)
        }
        if isKeyword("else") {
            advance()
            elseBody = try parseStatements(until: Terminators.end)
        }
        try expectKeyword("end", opened: location(of: first))
        return node(.ifElse(condition: condition, then: body, else: elseBody), from: first)
    }

    package mutating func parseCase(first: RubyToken) throws(RubyError) -> RubyEnumNode {
        advance()
        var subject: RubyEnumNode?
        if !atNewline { subject = try parseStatement() }
        skipNewlines()
        var whens: [RubyWhen] = []
        while isKeyword("when") {
            advance()
            var values: [RubyEnumNode] = []
            repeat {
                if isPunct(",") { advance(); skipNewlines() }
                values.append(try parseArgument())
            } while isPunct(",")
            if isKeyword("then") { advance() }
            let body = try parseStatements(until: Terminators.whenBranches)
            whens.append(RubyWhen(values: values, body: body))
        }
        if isKeyword("in") { throw .syntax("pattern matching ('case … in') is not supported", at: currentLocation) }
        var elseBody: [RubyEnumNode]?
        if isKeyword("else") {
            advance()
            elseBody = try parseStatements(until: Terminators.end)
        }
        try expectKeyword("end", opened: location(of: first))
        return node(.caseWhen(subject: subject, whens: whens, else: elseBody), from: first)
    }

    package mutating func parseDef(first: RubyToken) throws(RubyError) -> RubyEnumNode {
        advance()
        var onSelf = false
        if isPunct(".", token(at: 1)) {
            // `def self.name` or a singleton method `def pod.build_type`.
            switch current.kind {
            case .keyword("self"), .identifier, .constant:
                onSelf = true
                advance()
                advance()
            default: break
            }
        }
        let name: String
        switch current.kind {
        case let .identifier(n), let .constant(n): name = text(n)
        case let .keyword(k): name = k.description
        case let .label(n): name = text(n)
        case let .punct(p): name = p.description
        default: throw unexpected("a method name after 'def'")
        }
        advance()
        var fullName = name
        if isPunct("="), !current.spaceBefore, isPunct("(", token(at: 1)) {
            fullName += "="
            advance()
        }
        scopes.append(RubyParserScope(isDefinition: true))
        defer { scopes.removeLast() }
        var parameters: [RubyParameter] = []
        let parenthesized = isPunct("(")
        if parenthesized {
            advance()
            parameters = try parseParameters(closing: ")")
            try expectPunct(")", "')' after the parameters of '\(fullName)'")
        } else if !atNewline, !isPunct(";"), !isPunct("=") {
            parameters = try parseParameters(closing: nil)
        }
        if isPunct("=") {
            // Endless method: `def name = expression`.
            advance()
            skipNewlines()
            let body = try parseStatement()
            return node(.def(RubyDef(name: fullName, parameters: parameters, body: [body], onSelf: onSelf)), from: first)
        }
        let (body, rescue, ensure) = try parseRescueClauses(opened: first)
        let wrapped = rescue == nil && ensure == nil ? body : [node(.begin(body: body, rescue: rescue, ensure: ensure), from: first)]
        return node(.def(RubyDef(name: fullName, parameters: parameters, body: wrapped, onSelf: onSelf)), from: first)
    }

    /// A body up to `end` that may hold `rescue`, `else` and `ensure` clauses (for `do` blocks).
    package mutating func parseBodyWithRescue(opened: RubyToken) throws(RubyError) -> [RubyEnumNode] {
        let (body, rescue, ensure) = try parseRescueClauses(opened: opened)
        if rescue == nil, ensure == nil { return body }
        return [node(.begin(body: body, rescue: rescue, ensure: ensure), from: opened)]
    }

    package mutating func parseRescueClauses(opened: RubyToken) throws(RubyError) -> ([RubyEnumNode], [RubyEnumNode]?, [RubyEnumNode]?) {
        let body = try parseStatements(until: Terminators.rescueClauses)
        var rescue: [RubyEnumNode]?
        var ensure: [RubyEnumNode]?
        while isKeyword("rescue") {
            advance()
            // Exception classes and `=> e` up to the line's end or `then`.
            while !atNewline, !atEnd, !isKeyword("then"), !isPunct(";") {
                if isPunct("=>") {
                    advance()
                    if case let .identifier(n) = current.kind { declare(text(n)) }
                }
                advance()
            }
            if isKeyword("then") { advance() }
            rescue = (rescue ?? []) + (try parseStatements(until: Terminators.rescueClauses))
        }
        if isKeyword("else") {
            advance()
            _ = try parseStatements(until: Terminators.ensureClause)
        }
        if isKeyword("ensure") {
            advance()
            ensure = try parseStatements(until: Terminators.end)
        }
        try expectKeyword("end", opened: location(of: opened))
        return (body, rescue, ensure)
    }
}
