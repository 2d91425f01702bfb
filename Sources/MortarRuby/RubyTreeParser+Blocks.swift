import MortarCore

/// Blocks and their parameters (also a method's and a lambda's parameters).
extension RubyTreeParser {
    /// `{ |x| … }` or (unless an outer command owns it) `do |x| … end`: a `.block` node or -1.
    @inline(__always)
    package mutating func parseBlockIfAny() throws(RubyError) -> Int32 {
        if isPunct("{") {
            return try parseBlock(closing: "}")
        }
        if isKeyword("do"), noDo == 0 {
            return try parseBlock(closing: "end")
        }
        return -1
    }

    package mutating func parseBlock(closing: RubyWord) throws(RubyError) -> Int32 {
        try enter()
        defer { depth &-= 1 }
        let open = position
        advance()
        // A lambda's block shares the scope its parameters were declared in (one frame).
        let ownScope = !lambdaBody
        lambdaBody = false
        if ownScope { scopes.append(RubyTreeScope(isDefinition: false)) }
        defer { if ownScope { scopes.removeLast() } }
        let saved = noDo
        noDo = 0
        defer { noDo = saved }
        var parameters: Int32 = -1
        skipNewlines()
        if isPunct("||") {
            advance()
        } else if isPunct("|") {
            advance()
            parameters = try parseParameters(closing: "|")
            try expectPunct("|", "'|' to close the block parameters")
        }
        if parameters < 0 { parameters = listNode(scratch.count) }
        let body: Int32
        if closing == "}" {
            body = try parseStatements(until: RubyTreeParser.Terminators.closingBrace)
            guard isPunct("}") else {
                if atEnd { throw .syntax("block opened here with '{' is never closed with '}'", at: location(of: tokens[open])) }
                throw unexpected("'}' to close the block opened at \(location(of: tokens[open]))")
            }
            advance()
        } else {
            body = try parseBodyWithRescue(opened: open)
        }
        if ownScope { recordSlotCount(in: parameters) }
        return node(.block, a: parameters, b: body, from: open)
    }

    /// The scope being closed gives its frame's slot count to the `.list` node `list` (its
    /// parameters', or the file's statements'), so the evaluator makes the frame's slots at once.
    @inline(__always)
    package mutating func recordSlotCount(in list: Int32) {
        tree.nodes[Int(list)].c = scopes.last?.slotCount ?? -1
    }

    /// Parameters of a block or method, up to `closing` (`|`, `)` or the end of the line): a `.list` node.
    package mutating func parseParameters(closing: RubyWord?) throws(RubyError) -> Int32 {
        let base = scratch.count
        while true {
            if closing != nil { skipNewlines() }
            if let closing, isPunct(closing) { break }
            if closing == nil, atNewline || isPunct(";") { break }
            var kind = RubyTree.ParameterKind.required
            if isPunct("*") { kind = .splat; advance() }
            else if isPunct("**") { kind = .doubleSplat; advance() }
            else if isPunct("&") { kind = .block; advance() }
            if isPunct("(") {
                advance()
                while case let .identifier(i) = current.kind {
                    let n = name(i)
                    scratch.append(parameter(n, .required, slot: declareParameter(n)))
                    advance()
                    if isPunct(",") { advance() }
                }
                try expectPunct(")", "')' in the block parameters")
            } else if case let .label(i) = current.kind {
                let n = name(i)
                advance()
                let slot = declareParameter(n)
                var defaultValue: Int32 = -1
                if !isPunct(","), !(closing.map { isPunct($0) } ?? false) { defaultValue = try parseTernary() }
                scratch.append(parameter(n, .keyword, defaultValue, slot: slot))
            } else if case let .identifier(i) = current.kind {
                let n = name(i)
                advance()
                let slot = declareParameter(n)
                if isPunct("=") {
                    advance()
                    let defaultValue = try parseTernary()
                    scratch.append(parameter(n, .optional, defaultValue, slot: slot))
                } else {
                    scratch.append(parameter(n, kind, slot: slot))
                }
            } else if kind == .splat {
                scratch.append(parameter(RubyName.splat, .splat, slot: -1))
            } else {
                throw unexpected("a parameter name")
            }
            guard isPunct(",") else { break }
            advance()
        }
        return listNode(base)
    }

    package mutating func parameter(_ name: Int32, _ kind: RubyTree.ParameterKind, _ defaultValue: Int32 = -1, slot: Int32) -> Int32 {
        add(RubyTree.Node(.parameter, flags: kind.rawValue, a: name, b: defaultValue, c: slot, line: 0, column: 0, start: 0, end: 0))
    }
}
