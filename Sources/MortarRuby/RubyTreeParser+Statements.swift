import MortarCore

/// Statements, modifiers, `and`/`or`/`not` and assignments.
extension RubyTreeParser {
    /// Statements up to one of `terminators`, as a `.list` node.
    package mutating func parseStatements(until terminators: [RubyWord]) throws(RubyError) -> Int32 {
        let base = scratch.count
        try parseStatementsOnto(until: terminators)
        return listNode(base)
    }

    /// Statements up to one of `terminators`, pushed on `scratch`.
    package mutating func parseStatementsOnto(until terminators: [RubyWord]) throws(RubyError) {
        while true {
            // `skipNewlines()`, one line break before a token that is neither (the end of most
            // statements) stepped over here; a line break is never the last token.
            switch tokens[position].kind {
            case .newline:
                switch tokens[position &+ 1].kind {
                case .newline, .punct(";"): skipNewlinesFromHere()
                default: position &+= 1
                }
            case .punct(";"): skipNewlinesFromHere()
            default: break
            }
            if atEnd { break }
            if case let .keyword(k) = current.kind, terminators.contains(k) { break }
            if isPunct("}"), terminators.contains("}") { break }
            if isPunct(")"), terminators.contains(")") { break }
            // `parseStatement()`, written out in this loop (most statements are read here): its
            // level entered and left as there (a thrown error ends the parse, so the level is
            // not left on that path), the modifiers' loop called only at a keyword.
            depth &+= 1  // bounded by maxDepth: no overflow test
            if depth > RubyTreeParser.maxDepth { throw tooDeep() }
            let first = position
            // `s.name = 'A'`, `s.dependency 'A'` (most statements of a manifest): no levels.
            var statement = try statementOfShape()
            if statement < 0 {
                statement = try parseLogicalFirst()
            } else if case .keyword = current.kind {
                statement = try logicalRest(statement, first: first)  // as `parseLogicalFirst`
            }
            if case .keyword = current.kind { statement = try modifiersRest(statement, first: first) }
            depth &-= 1
            scratch.append(statement)
            guard atNewline || isPunct(";") || atEnd else {
                if case let .keyword(k) = current.kind, terminators.contains(k) { break }
                if isPunct("}"), terminators.contains("}") { break }
                if isPunct(")"), terminators.contains(")") { break }
                throw unexpected("end of line after the statement")
            }
        }
    }

    package mutating func parseStatement() throws(RubyError) -> Int32 {
        try enter()
        defer { depth &-= 1 }
        let first = position
        return try modifiersRest(try parseLogicalFirst(), first: first)
    }

    /// The modifiers (`if`, `unless`, `while`, `until`, `rescue`) after the statement `operand`,
    /// which started at the token `first`, at `parseStatement`'s level.
    package mutating func modifiersRest(_ operand: Int32, first: Int) throws(RubyError) -> Int32 {
        var statement = operand
        var links = 0
        while case let .keyword(k) = current.kind, k == "if" || k == "unless" || k == "while" || k == "until" || k == "rescue" {
            try chain(&links)
            advance()
            // Ruby reads the condition on the next line too (`ws_dir = ws_dir.parent until⏎
            // File.exist?(…) || …`, react-native-test-app's Podfiles); the lexer never makes two
            // line breaks in a row.
            if case .newline = current.kind { advance() }
            let condition = try parseLogicalFirst()
            switch k {
            case "if":
                let then = listNode(of: statement)
                statement = node(.ifElse, a: condition, b: then, from: first)
            case "unless":
                let negated = node(.not, a: condition, from: first)
                let then = listNode(of: statement)
                statement = node(.ifElse, a: negated, b: then, from: first)
            case "while", "until":
                let body = listNode(of: statement)
                statement = node(.loop, flags: k == "until" ? RubyTree.Flag.until : 0, a: condition, b: body, from: first)
            default:
                statement = node(.rescueModifier, a: statement, b: condition, from: first)
            }
        }
        return statement
    }

    /// `parseLogical()` with its and `parseNot`'s levels passed at once for an expression
    /// that starts with no `not` and is followed by no `and`/`or` (most statements): neither
    /// level enters the nesting count or reads a token between them.
    @inline(__always)
    package mutating func parseLogicalFirst() throws(RubyError) -> Int32 {
        if isKeyword("not") { return try parseLogical() }
        let first = position
        let left = try parseExpression(statementLevel: true)
        guard case .keyword = current.kind else { return left }
        return try logicalRest(left, first: first)
    }

    /// `a and b`, `a or b`, `not a`.
    package mutating func parseLogical() throws(RubyError) -> Int32 {
        let first = position
        return try logicalRest(try parseNot(), first: first)
    }

    /// The `and`/`or` operators after `left`, which started at the token `first`.
    package mutating func logicalRest(_ operand: Int32, first: Int) throws(RubyError) -> Int32 {
        var left = operand
        var links = 0
        while isKeyword("and") || isKeyword("or") {
            try chain(&links)
            let isAnd = isKeyword("and")
            advance()
            skipNewlines()
            let right = try parseNot()
            left = node(isAnd ? .and : .or, a: left, b: right, from: first)
        }
        return left
    }

    package mutating func parseNot() throws(RubyError) -> Int32 {
        let first = position
        if isKeyword("not") {
            advance()
            let operand = try parseNot()
            return node(.not, a: operand, from: first)
        }
        return try parseExpression(statementLevel: true)
    }

    /// An expression with assignment: `x = 1`, `s.name = 'A'`, `a ||= b`, `x = 'a', 'b'`.
    /// `resumed`: the postfix level's operand already read from the token `start` with `links`
    /// links of its chain (`statementOfShape`'s command with a block), else -1.
    package mutating func parseExpression(statementLevel: Bool = false, resumed: Int32 = -1, from start: Int = 0, links: Int = 0) throws(RubyError) -> Int32 {
        try enter()
        defer { depth &-= 1 }
        let first = resumed < 0 ? position : start
        // `a, b = 1, 2`
        if statementLevel, resumed < 0, case .identifier = current.kind, isPunct(",", token(at: 1)), looksLikeMultipleAssignment() {
            let base = scratch.count
            while case let .identifier(i) = current.kind {
                let id = name(i)
                let t = position
                advance()
                let (slot, up) = declare(id)
                scratch.append(node(.local, flags: localDepth(up: up), a: id, b: slot, c: up, from: t))
                if isPunct(",") { advance() } else { break }
            }
            try expectPunct("=", "'=' in a multiple assignment")
            skipNewlines()
            let value = try parseAssignedValue(statementLevel: true)
            let (start, count) = endList(base)
            return node(.multiAssign, a: value, b: start, c: count, from: first)
        }
        // `parseTernary()`, written out in this frame for an operand that starts no unary
        // form (most): the ternary's, binary and unary levels entered at once as there, the
        // binary operators' loop and the ternary's branches only when their token is there.
        // (`@inline(__always)` is not followed for the parser's functions that recurse.)
        let left: Int32
        if resumed < 0, RubyTreeParser.startsUnaryForm(current.kind) {
            left = try parseTernary()
        } else {
            depth &+= 3
            if depth > RubyTreeParser.maxDepth { throw tooDeep() }
            let primary = resumed < 0 ? try parsePrimary() : resumed
            let operand = mayContinuePostfix ? try parsePostfix(primary, links: links) : primary
            let condition: Int32
            if atBinaryOperator {
                depth &-= 1
                condition = try binaryRest(operand, first: first, minimum: 5)
                depth &-= 1
            } else {
                depth &-= 2
                condition = operand
            }
            if isPunct("?") {
                left = try ternaryRest(condition, first: first)
            } else {
                depth &-= 1
                left = condition
            }
        }
        // The token after the operand read once: most expressions end at a line break or ','.
        guard case let .punct(p) = current.kind else { return left }
        if p == "=" {
            // A target declares what it assigns (a new local's node): asked once. The most
            // common target, `s.name` (a call with a receiver and no argument or block), is
            // its own target: `assignable`'s answer, given here without the call.
            let t = tree.nodes[Int(left)]
            let target = t.kind == .call && t.flags & RubyTree.Flag.hasArguments == 0
                && tree.children[Int(t.b)] >= 0 && tree.children[Int(t.b) &+ 1] < 0 ? left : assignable(left)
            if let target {
                advance()
                skipNewlines()
                // A plain value (most: `s.name = 'A'`) that ends the statement is the value
                // `parseAssignedValue` would return for it: no call.
                let valueStart = position
                let plain = plainOperand()
                let value = plain >= 0 && !(statementLevel && (isPunct(",") || isKeyword("rescue"))) ? plain
                    : try parseAssignedValue(statementLevel: statementLevel, first: plain, at: valueStart)
                return node(.assign, a: target, b: value, from: first)
            }
            if let split = rightOperandAssignment(left) {
                advance()
                skipNewlines()
                let value = try parseAssignedValue(statementLevel: statementLevel)
                let t = tree.nodes[Int(split.target)]
                var rebuilt = node(.assign, a: split.target, b: value, like: split.target, end: Int32(clamping: max(previousEnd, Int(t.start))))
                for outer in split.path.reversed() {
                    let o = tree.nodes[Int(outer)]
                    let end = max(o.end, tree.nodes[Int(rebuilt)].end)
                    if o.kind == .not {
                        rebuilt = node(.not, a: rebuilt, like: outer, end: end)
                    } else {
                        rebuilt = node(o.kind, a: o.a, b: rebuilt, like: outer, end: end)
                    }
                }
                return rebuilt
            }
            throw unexpected("an assignable expression before '='")
        }
        if p.count >= 2, p.last == UInt8(ascii: "="), p != "==", p != "!=", p != ">=", p != "<=", p != "=>", p != "===" {
            guard let target = assignable(left) else { throw unexpected("an assignable expression before '\(p)'") }
            advance()
            skipNewlines()
            let value = try parseAssignedValue(statementLevel: statementLevel)
            let op = RubyName.id(of: p.droppingLast) ?? intern(p.droppingLast.description)
            return node(.opAssign, a: target, b: value, c: op, from: first)
        }
        return left
    }

    /// `ok && r = x` is `ok && (r = x)` in Ruby: the assignment binds to the right operand.
    /// The target, and the `and`/`or`/`not` nodes from the outermost down to it (rebuilt around
    /// the assignment once its value is parsed).
    package mutating func rightOperandAssignment(_ node: Int32) -> (target: Int32, path: [Int32])? {
        let n = tree.nodes[Int(node)]
        switch n.kind {
        case .and, .or:
            if let target = assignable(n.b) { return (target, [node]) }
            guard let inner = rightOperandAssignment(n.b) else { return nil }
            return (inner.target, [node] + inner.path)
        case .not:
            guard let target = assignable(n.a) else { return nil }
            return (target, [node])
        default:
            return nil
        }
    }

    package func looksLikeMultipleAssignment() -> Bool {
        var i = 0
        while true {
            guard case .identifier = token(at: i).kind else { return false }
            if isPunct("=", token(at: i + 1)) { return true }
            guard isPunct(",", token(at: i + 1)) else { return false }
            i += 2
        }
    }

    /// The right side of `=`: an expression, another assignment, a command call, or a list.
    /// `first` is the value already read from the token `valueStart` (a plain operand), or -1.
    package mutating func parseAssignedValue(statementLevel: Bool, first: Int32 = -1, at valueStart: Int? = nil) throws(RubyError) -> Int32 {
        let valueStart = valueStart ?? position
        var value = first
        if value < 0 { value = try parseExpression(statementLevel: statementLevel) }
        if isKeyword("rescue"), statementLevel {
            advance()
            let fallback = try parseExpression()
            value = node(.rescueModifier, a: value, b: fallback, from: valueStart)
        }
        if statementLevel, isPunct(",") {
            let base = scratch.count
            scratch.append(value)
            while isPunct(",") {
                advance()
                skipNewlines()
                let element = try parseArgument()
                scratch.append(element)
            }
            let (start, count) = endList(base)
            value = node(.array, a: start, b: count, from: valueStart)
        }
        return value
    }

    /// What `=` may assign to; declares a new local variable.
    package mutating func assignable(_ target: Int32) -> Int32? {
        let t = tree.nodes[Int(target)]
        switch t.kind {
        case .local, .variable, .constant: return target
        case .call:
            let receiver = tree.children[Int(t.b)], block = tree.children[Int(t.b) + 1]
            let hasArguments = t.flags & RubyTree.Flag.hasArguments != 0
            if receiver < 0, !hasArguments, block < 0 {
                let (slot, up) = declare(t.a)
                return add(RubyTree.Node(.local, flags: localDepth(up: up), a: t.a, b: slot, c: up, line: t.line, column: t.column, start: t.start, end: t.end))
            }
            if receiver >= 0, block < 0, !hasArguments || t.a == RubyName.index { return target }
            return nil
        default: return nil
        }
    }
}
