import MortarCore

/// The keyword forms: `if`, `case`, `while`, `def`, `begin`/`rescue`, ….
extension RubyTreeParser {
    package mutating func parseKeyword(_ k: RubyWord, first: Int) throws(RubyError) -> Int32 {
        switch k {
        case "nil": advance(); return node(.nilLiteral, from: first)
        case "true": advance(); return node(.trueLiteral, from: first)
        case "false": advance(); return node(.falseLiteral, from: first)
        case "self": advance(); return node(.selfReference, from: first)
        case "__FILE__", "__LINE__": advance(); return node(.unsupported, a: keep(k.description), from: first)
        case "if", "unless": return try parseIf(first: first, negate: k == "unless")
        case "while", "until":
            advance()
            noDo += 1
            let condition = try parseStatement()
            noDo -= 1
            if isKeyword("do") { advance() }
            let body = try parseStatements(until: RubyTreeParser.Terminators.end)
            try expectKeyword("end", opened: location(of: tokens[first]))
            return node(.loop, flags: k == "until" ? RubyTree.Flag.until : 0, a: condition, b: body, from: first)
        case "case": return try parseCase(first: first)
        case "def": return try parseDef(first: first)
        case "begin":
            advance()
            let (body, rescue, ensure) = try parseRescueClauses(opened: first)
            return node(.begin, a: body, b: rescue, c: ensure, from: first)
        case "return", "next", "break":
            advance()
            var value: Int32 = -1
            if !atNewline, !atEnd, !isPunct(";"), !isPunct("}"), !isKeyword("end"), !isKeyword("if"), !isKeyword("unless") {
                let single = try parseExpression()
                value = single
                if isPunct(",") {
                    let base = scratch.count
                    scratch.append(single)
                    while isPunct(",") {
                        advance()
                        let element = try parseArgument()
                        scratch.append(element)
                    }
                    let (start, count) = endList(base)
                    value = node(.array, a: start, b: count, from: first)
                }
            }
            switch k {
            case "return": return node(.returnValue, a: value, from: first)
            case "next": return node(.next, a: value, from: first)
            default: return node(.breakLoop, a: value, from: first)
            }
        case "class", "module":
            advance()
            scopes.append(RubyTreeScope(isDefinition: true))
            defer { scopes.removeLast() }
            while !atNewline, !atEnd, !isPunct(";") { advance() }
            _ = try parseRescueClauses(opened: first)
            return node(.unsupported, a: keep(k.description), from: first)
        case "yield", "super":
            advance()
            let base = scratch.count
            if isPunct("("), !current.spaceBefore {
                advance()
                try parseArgumentList(closing: ")")
                try expectPunct(")", "')'")
            } else if atCommandArgument {
                try parseCommandArguments()
            }
            scratch.removeAll(from: base)
            _ = try parseBlockIfAny()
            return node(.unsupported, a: keep(k.description), from: first)
        case "alias", "undef":
            advance()
            while !atNewline, !atEnd, !isPunct(";") { advance() }
            return node(.nilLiteral, from: first)
        case "BEGIN", "END":
            advance()
            _ = try parseBlockIfAny()
            return node(.unsupported, a: keep(k.description), from: first)
        case "for":
            advance()
            guard case let .identifier(name) = current.kind else { throw unexpected("a loop variable after 'for'") }
            declare(self.name(name))
            advance()
            guard isKeyword("in") else { throw unexpected("'in' in a for loop") }
            advance()
            noDo += 1
            _ = try parseStatement()
            noDo -= 1
            if isKeyword("do") { advance() }
            _ = try parseStatements(until: RubyTreeParser.Terminators.end)
            try expectKeyword("end", opened: location(of: tokens[first]))
            return node(.unsupported, a: keep("for"), from: first)
        case "defined?", "not":
            return try parseUnary()
        default:
            throw unexpected("an expression")
        }
    }

    package mutating func parseIf(first: Int, negate: Bool) throws(RubyError) -> Int32 {
        advance()
        var condition = try parseStatement()
        if negate { condition = node(.not, a: condition, from: first) }
        if isKeyword("then") { advance() }
        let body = try parseStatements(until: RubyTreeParser.Terminators.ifBranches)
        if isKeyword("elsif") {
            let elsifToken = position
            let elsif = try parseIf(first: elsifToken, negate: false)
            let elseBody = listNode(of: elsif)
            return node(.ifElse, a: condition, b: body, c: elseBody, from: first)
        }
        let elseBody = try parseElseThenEnd(opened: first)
        return node(.ifElse, a: condition, b: body, c: elseBody, from: first)
    }

    /// An `if`'s or `case`'s optional `else` branch, then the `end` of the construct opened at
    /// token `first`: the branch's list (-1 for none).
    mutating func parseElseThenEnd(opened first: Int) throws(RubyError) -> Int32 {
        var elseBody: Int32 = -1
        if isKeyword("else") {
            advance()
            elseBody = try parseStatements(until: RubyTreeParser.Terminators.end)
        }
        try expectKeyword("end", opened: location(of: tokens[first]))
        return elseBody
    }

    package mutating func parseCase(first: Int) throws(RubyError) -> Int32 {
        advance()
        var subject: Int32 = -1
        if !atNewline { subject = try parseStatement() }
        skipNewlines()
        let whensBase = scratch.count
        while isKeyword("when") {
            advance()
            let valuesBase = scratch.count
            repeat {
                if isPunct(",") { advance(); skipNewlines() }
                let value = try parseArgument()
                scratch.append(value)
            } while isPunct(",")
            let (start, count) = endList(valuesBase)
            if isKeyword("then") { advance() }
            let body = try parseStatements(until: RubyTreeParser.Terminators.whenBranches)
            scratch.append(add(RubyTree.Node(.when, a: start, b: count, c: body, line: 0, column: 0, start: 0, end: 0)))
        }
        let whens = listNode(whensBase)
        if isKeyword("in") { throw .syntax("pattern matching ('case … in') is not supported", at: currentLocation) }
        let elseBody = try parseElseThenEnd(opened: first)
        return node(.caseWhen, a: subject, b: whens, c: elseBody, from: first)
    }

    package mutating func parseDef(first: Int) throws(RubyError) -> Int32 {
        advance()
        var onSelf = false
        if isPunct(".", token(at: 1)) {
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
        scopes.append(RubyTreeScope(isDefinition: true))
        defer { scopes.removeLast() }
        var parameters: Int32 = -1
        let parenthesized = isPunct("(")
        if parenthesized {
            advance()
            parameters = try parseParameters(closing: ")")
            try expectPunct(")", "')' after the parameters of '\(fullName)'")
        } else if !atNewline, !isPunct(";"), !isPunct("=") {
            parameters = try parseParameters(closing: nil)
        }
        if parameters < 0 { parameters = listNode(scratch.count) }
        let flags = onSelf ? RubyTree.Flag.onSelf : 0
        if isPunct("=") {
            advance()
            skipNewlines()
            let statement = try parseStatement()
            let body = listNode(of: statement)
            recordSlotCount(in: parameters)
            return node(.def, flags: flags, a: intern(fullName), b: parameters, c: body, from: first)
        }
        let (body, rescue, ensure) = try parseRescueClauses(opened: first)
        let wrapped = rescue < 0 && ensure < 0 ? body : listNode(of: node(.begin, a: body, b: rescue, c: ensure, from: first))
        recordSlotCount(in: parameters)
        return node(.def, flags: flags, a: intern(fullName), b: parameters, c: wrapped, from: first)
    }

    /// A body up to `end` that may hold `rescue`, `else` and `ensure` clauses (for `do` blocks).
    package mutating func parseBodyWithRescue(opened: Int) throws(RubyError) -> Int32 {
        let (body, rescue, ensure) = try parseRescueClauses(opened: opened)
        if rescue < 0, ensure < 0 { return body }
        return listNode(of: node(.begin, a: body, b: rescue, c: ensure, from: opened))
    }

    /// The body, rescue and ensure list nodes (-1 for a clause not written).
    package mutating func parseRescueClauses(opened: Int) throws(RubyError) -> (Int32, Int32, Int32) {
        let body = try parseStatements(until: RubyTreeParser.Terminators.rescueClauses)
        var rescue: Int32 = -1
        var ensure: Int32 = -1
        let rescueBase = scratch.count
        var rescued = false
        while isKeyword("rescue") {
            advance()
            while !atNewline, !atEnd, !isKeyword("then"), !isPunct(";") {
                if isPunct("=>") {
                    advance()
                    if case let .identifier(n) = current.kind { declare(name(n)) }
                }
                advance()
            }
            if isKeyword("then") { advance() }
            try parseStatementsOnto(until: RubyTreeParser.Terminators.rescueClauses)
            rescued = true
        }
        if rescued { rescue = listNode(rescueBase) }
        if isKeyword("else") {
            advance()
            _ = try parseStatements(until: RubyTreeParser.Terminators.ensureClause)
        }
        if isKeyword("ensure") {
            advance()
            ensure = try parseStatements(until: RubyTreeParser.Terminators.end)
        }
        try expectKeyword("end", opened: location(of: tokens[opened]))
        return (body, rescue, ensure)
    }
}
