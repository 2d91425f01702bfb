import MortarCore

/// Literals, names and the keyword forms.
extension RubyTreeParser {
    package mutating func parsePrimary() throws(RubyError) -> Int32 {
        try enter()
        defer { depth &-= 1 }
        let first = position
        switch current.kind {
        case let .integer(t):
            advance()
            return node(.integer, a: keep(text(t)), from: first)
        case let .float(t):
            advance()
            return node(.float, a: keep(text(t)), from: first)
        case let .string(parts):
            advance()
            let base = scratch.count
            if case .string = current.kind {
                try segments(ofString: parts, at: first)
                while case let .string(more) = current.kind {
                    let at = position
                    advance()
                    try segments(ofString: more, at: at)
                }
            } else if parts < 0 {
                // Lexed in place: the text stays in the source until the evaluator reads it.
                let (start, end) = inPlaceText(first)
                return node(.text, a: -1, b: start, c: end, from: first)
            } else {
                switch takeLiteral(parts) {
                case let .text(t): return node(.text, a: keep(t), from: first)
                case let .parts(p): try segments(p)
                }
            }
            let (start, count) = endList(base)
            return node(.string, a: start, b: count, from: first)
        case let .command(parts):
            advance()
            let base = scratch.count
            try segments(takeLiteral(parts))
            let (start, count) = endList(base)
            return node(.command, a: start, b: count, from: first)
        case let .symbol(parts):
            advance()
            let base = scratch.count
            try segments(ofString: parts, at: first)
            let (start, count) = endList(base)
            return node(.symbol, a: start, b: count, from: first)
        case let .regex(t):
            advance()
            return node(.regex, a: keep(text(t)), from: first)
        case let .words(words, symbols):
            advance()
            let base = scratch.count
            for word in wordLists[words] {
                let wordBase = scratch.count
                try segments(word)
                let (start, count) = endList(wordBase)
                scratch.append(node(symbols ? .symbol : .string, a: start, b: count, from: first))
            }
            let (start, count) = endList(base)
            return node(.array, a: start, b: count, from: first)
        case let .variable(i):
            advance()
            return node(.variable, a: name(i), from: first)
        case let .constant(i):
            let n = name(i)
            advance()
            if isPunct("("), !current.spaceBefore {
                return try parseCallRest(receiver: -1, name: n, nameToken: first, first: -1, safe: false)
            }
            if case .string = current.kind, current.spaceBefore {
                return try parseCallRest(receiver: -1, name: n, nameToken: first, first: -1, safe: false)
            }
            return node(.constant, a: -1, b: n, from: first)
        case let .identifier(i):
            let n = name(i)
            advance()
            if let (slot, up) = resolve(n), !(isPunct("(") && !current.spaceBefore) {
                return node(.local, flags: localDepth(up: up), a: n, b: slot, c: up, from: first)
            }
            return try parseCallRest(receiver: -1, name: n, nameToken: first, first: -1, safe: false)
        case .label:
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
                let body = try parseStatements(until: RubyTreeParser.Terminators.closingParenthesis)
                try expectPunct(")", "')'")
                let list = tree.nodes[Int(body)]
                if list.b == 1 { return tree.children[Int(list.a)] }
                return node(.sequence, a: list.a, b: list.b, from: first)
            case "[":
                advance()
                let saved = noDo
                noDo = 0
                defer { noDo = saved }
                let base = scratch.count
                try parseArgumentList(closing: "]")
                try expectPunct("]", "']' to close the array")
                let (start, count) = endList(base)
                return node(.array, a: start, b: count, from: first)
            case "{":
                return try parseHash()
            case "::":
                advance()
                guard case let .constant(i) = current.kind else { throw unexpected("a constant after '::'") }
                advance()
                return node(.constant, a: -1, b: name(i), from: first)
            case "->":
                advance()
                scopes.append(RubyTreeScope(isDefinition: false))
                defer { scopes.removeLast() }
                var parameters: Int32 = -1
                if isPunct("(") {
                    advance()
                    parameters = try parseParameters(closing: ")")
                    try expectPunct(")", "')' after lambda parameters")
                } else if case .identifier = current.kind {
                    parameters = try parseParameters(closing: nil)
                }
                let saved = noDo
                noDo = 0
                lambdaBody = isPunct("{") || isKeyword("do")
                let block = try parseBlockIfAny()
                lambdaBody = false
                noDo = saved
                guard block >= 0 else { throw unexpected("a lambda body") }
                let b = tree.nodes[Int(block)]
                let base = scratch.count
                scratch.append(contentsOf: tree.list(node: parameters))
                scratch.append(contentsOf: tree.list(node: b.a))
                let all = listNode(base)
                let withParameters = add(RubyTree.Node(.block, a: all, b: b.b, line: b.line, column: b.column, start: b.start, end: b.end))
                return node(.lambda, a: withParameters, from: first)
            case "..", "...":
                advance()
                let right = try parseBinary(minimum: 6)
                return node(.range, flags: p == "..." ? RubyTree.Flag.exclusive : 0, a: -1, b: right, from: first)
            default:
                throw unexpected("an expression")
            }
        case .newline, .endOfFile:
            throw unexpected("an expression")
        }
    }

    /// The literal of a token, moved out of `literals` (the parser reads each token once, never
    /// going back): its `String` goes to the tree with no retain and release, and is not
    /// released again when the parser is freed.
    @inline(__always)
    package mutating func takeLiteral(_ index: Int) -> RubyLiteral {
        var taken = RubyLiteral.text("")
        swap(&taken, &literals[index])
        return taken
    }

    /// The segments of the string or symbol token at `index` whose literal is `literal`, pushed
    /// on `scratch`: one in the source for a literal lexed in place (-1).
    package mutating func segments(ofString literal: Int, at index: Int) throws(RubyError) {
        guard literal < 0 else { return try segments(takeLiteral(literal)) }
        let (start, end) = inPlaceText(index)
        scratch.append(add(RubyTree.Node(.segmentText, a: -1, b: start, c: end, line: 0, column: 0, start: 0, end: 0)))
    }

    /// A literal's segments, pushed on `scratch`.
    package mutating func segments(_ literal: consuming RubyLiteral) throws(RubyError) {
        switch literal {
        case let .text(t): scratch.append(textSegment(t))
        case let .parts(parts): try segments(parts)
        }
    }

    /// Interpolated code becomes statements parsed with the same local variables.
    package mutating func segments(_ parts: [RubyStringPart]) throws(RubyError) {
        for part in parts {
            switch part {
            case let .text(t): scratch.append(textSegment(t))
            case let .code(code, location):
                let tokens = try RubyLexer.tokenize(code, file: file, line: location.line, column: location.column)
                let body = try parseInterpolation(tokens)
                let list = tree.nodes[Int(body)]
                scratch.append(add(RubyTree.Node(.segmentCode, a: list.a, b: list.b, line: 0, column: 0, start: 0, end: 0)))
            }
        }
    }

    /// The statements of `tokens` (an interpolation), parsed into this tree with this parser's
    /// locals and depth: what they declare stays inside. The parser's state is put back after.
    package mutating func parseInterpolation(_ inner: RubyTokens) throws(RubyError) -> Int32 {
        let saved = (tokens, texts, literals, wordLists, position, scopes, noDo, nameOfText, depth)
        defer {
            // What the interpolation declared stays inside, but keeps its slots in the frame.
            let inner = scopes
            (tokens, texts, literals, wordLists, position, scopes, noDo, nameOfText, depth) = saved
            if let last = inner.last, !scopes.isEmpty, inner.count == scopes.count { scopes[scopes.count - 1].absorb(last) }
        }
        texts = inner.texts
        literals = inner.literals
        wordLists = inner.wordLists
        position = 0
        noDo = 0
        nameOfText = RubyNameTable.int32s(repeating: -1, count: inner.texts.count)
        return try inner.tokens.withUnsafeBufferPointer { (buffer) throws(RubyError) -> Int32 in
            tokens = RubyTreeParserTokens(buffer)
            let body = try parseStatements(until: RubyTreeParser.Terminators.nothing)
            guard case .endOfFile = current.kind else { throw unexpected("the end of the interpolation") }
            return body
        }
    }

    package mutating func parseHash() throws(RubyError) -> Int32 {
        let first = position
        advance()
        let saved = noDo
        noDo = 0
        defer { noDo = saved }
        let pairBase = pairs.count
        skipNewlines()
        while !isPunct("}") {
            if atEnd { throw .syntax("hash opened here with '{' is never closed with '}'", at: location(of: tokens[first])) }
            if case .label = current.kind {
                let (key, value) = try parseLabelPair()
                pairs.append(key)
                pairs.append(value)
            } else if isPunct("**") {
                let splatToken = position
                advance()
                let value = try parseTernary()
                let key = node(.splat, a: value, from: splatToken)
                let nilValue = node(.nilLiteral, from: splatToken)
                pairs.append(key)
                pairs.append(nilValue)
            } else {
                var key = plainOperand()
                if key < 0 { key = try parseTernary() }
                skipNewlines()
                try expectPunct("=>", "'=>' after a hash key")
                skipNewlines()
                var value = plainOperand()
                if value < 0 { value = try parseExpression() }
                pairs.append(key)
                pairs.append(value)
            }
            skipNewlines()
            guard isPunct(",") else { break }
            advance()
            skipNewlines()
        }
        guard isPunct("}") else { throw unexpected("',' or '}' in the hash opened at \(location(of: tokens[first]))") }
        advance()
        let (start, count) = endPairs(pairBase)
        return node(.hash, a: start, b: count, from: first)
    }
}
