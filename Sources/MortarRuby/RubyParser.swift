import MortarCore

/// Parses Ruby tokens into `RubyEnumNode`s: statements, modifiers, method calls with and without
/// parentheses, blocks, hashes in both syntaxes, `if`/`unless`/`case`/`while`, `def`,
/// `begin`/`rescue`. Like Ruby, it decides at parse time whether a name is a local variable.
/// Nesting is bounded, so no input can exhaust the stack.
package struct RubyParser {
    package static let maxDepth = 80
    /// Operators, calls or modifiers chained in one expression: each adds a level to the tree
    /// the evaluator walks, so a chain is bounded like nesting is.
    package static let maxChain = 256

    package var tokens: [RubyToken]
    /// The tables the tokens' payloads index (`RubyTokens`).
    package let texts: [String]
    package let literals: [RubyLiteral]
    package let wordLists: [[[RubyStringPart]]]
    package var position = 0
    package let file: String
    /// Local variables by scope; a `def` scope hides the ones outside it.
    package var scopes: [RubyParserScope]
    /// While > 0, `do` belongs to an outer command call (`target 'A' do … end`).
    package var noDo = 0
    package var depth = 0

    /// Parses a whole file.
    /// - Throws: `RubyError.syntax` (located) or `.tooComplex`.
    package static func parse(_ text: String, file: String) throws(RubyError) -> [RubyEnumNode] {
        try parse(bytes: Array(text.utf8), file: file)
    }

    /// Parses a whole file given as UTF-8 bytes.
    package static func parse(bytes: [UInt8], file: String) throws(RubyError) -> [RubyEnumNode] {
        let tokens = try RubyLexer.tokenize(bytes: bytes, file: file)
        var parser = RubyParser(tokens: tokens, file: file, scopes: [RubyParserScope(isDefinition: true)])
        return try parser.parseProgram()
    }

    package init(tokens: RubyTokens, file: String, scopes: [RubyParserScope]) {
        self.tokens = tokens.tokens
        self.texts = tokens.texts
        self.literals = tokens.literals
        self.wordLists = tokens.wordLists
        self.file = file
        self.scopes = scopes
    }

    package mutating func parseProgram() throws(RubyError) -> [RubyEnumNode] {
        let body = try parseStatements(until: Terminators.nothing)
        guard case .endOfFile = current.kind else { throw unexpected("a statement") }
        return body
    }

    /// The keywords and closers a list of statements stops at, built once.
    package enum Terminators {
        package static let nothing: [RubyWord] = []
        package static let closingBrace: [RubyWord] = ["}"]
        package static let closingParenthesis: [RubyWord] = [")"]
        package static let end: [RubyWord] = ["end"]
        package static let ifBranches: [RubyWord] = ["elsif", "else", "end"]
        package static let whenBranches: [RubyWord] = ["when", "else", "end"]
        package static let rescueClauses: [RubyWord] = ["rescue", "else", "ensure", "end"]
        package static let ensureClause: [RubyWord] = ["ensure", "end"]
    }

    /// The text a name or number token indexes.
    package func text(_ index: Int) -> String { texts[index] }

    // MARK: Token access

    /// Where `token` starts. Tokens keep their line and column only: a token is copied often,
    /// and its file name (reference counted) is the parser's.
    package func location(of token: RubyToken) -> SourceLocation {
        SourceLocation(file: file, line: token.line, column: token.column)
    }

    /// Where `node` starts.
    package func location(of node: RubyEnumNode) -> SourceLocation {
        SourceLocation(file: file, line: node.line, column: node.column)
    }

    /// Where the current token starts.
    package var currentLocation: SourceLocation { location(of: tokens[currentIndex]) }

    package var current: RubyToken {
        _read { yield tokens[currentIndex] }
    }

    package func token(at offset: Int) -> RubyToken {
        let i = position + offset
        return i < tokens.count ? tokens[i] : tokens[tokens.count - 1]
    }

    package var previousEnd: Int { position > 0 ? tokens[position - 1].end : 0 }

    package mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
    }

    /// Where `current` is. The tests below read the token in place: copying a `RubyToken`
    /// (its kind's payload, its location's file name) was a fifth of reading a file.
    /// `position` never passes the last token (`advance` stops there, and a line continued by
    /// `.` moves to a token it has read), so it is the index itself, with no clamp per look.
    package var currentIndex: Int {
        @inline(__always) get { position }
    }

    package func isPunct(_ p: RubyWord) -> Bool {
        if case let .punct(q) = tokens[currentIndex].kind { return q == p }
        return false
    }

    package func isPunct(_ p: RubyWord, _ token: RubyToken) -> Bool {
        if case let .punct(q) = token.kind { return q == p }
        return false
    }

    package func isKeyword(_ k: RubyWord) -> Bool {
        if case let .keyword(q) = tokens[currentIndex].kind { return q == k }
        return false
    }

    package func isKeyword(_ k: RubyWord, _ token: RubyToken) -> Bool {
        if case let .keyword(q) = token.kind { return q == k }
        return false
    }

    package var atNewline: Bool {
        if case .newline = tokens[currentIndex].kind { return true }
        return false
    }

    package var atEnd: Bool {
        if case .endOfFile = tokens[currentIndex].kind { return true }
        return false
    }

    package mutating func skipNewlines() {
        while true {
            switch tokens[position].kind {
            case .newline: advance()
            case let .punct(p) where p == ";": advance()
            default: return
            }
        }
    }

    /// `what` is made only for the error: most expected tokens are there, and a message that
    /// names a location or a method (`the hash opened at …`) cost more than the parsing around it.
    package mutating func expectPunct(_ p: RubyWord, _ what: @autoclosure () -> String) throws(RubyError) {
        guard isPunct(p) else { throw unexpected(what()) }
        advance()
    }

    package mutating func expectKeyword(_ k: RubyWord, opened: SourceLocation) throws(RubyError) {
        guard isKeyword(k) else {
            if atEnd { throw .syntax("block opened here is never closed with '\(k)'", at: opened) }
            throw unexpected("'\(k)' to close the block opened at \(opened)")
        }
        advance()
    }

    package func describe(_ token: RubyToken) -> String {
        switch token.kind {
        case let .integer(t), let .float(t): return "number '\(text(t))'"
        case .string: return "a string"
        case .command: return "a command string"
        case .symbol: return "a symbol"
        case .regex: return "a regular expression"
        case .words: return "a word list"
        case let .identifier(n): return "'\(text(n))'"
        case let .constant(n): return "'\(text(n))'"
        case let .variable(n): return "'\(text(n))'"
        case let .label(n): return "'\(text(n)):'"
        case let .keyword(k): return "'\(k)'"
        case let .punct(p): return "'\(p)'"
        case .newline: return "end of line"
        case .endOfFile: return "end of file"
        }
    }

    package func unexpected(_ expected: String) -> RubyError {
        // "unexpected symbol", not "unexpected a symbol".
        var found = describe(current)
        if found.hasPrefix("a ") { found.removeFirst(2) }
        return .syntax("unexpected \(found); expected \(expected)", at: currentLocation)
    }

    @inline(__always)
    package mutating func enter() throws(RubyError) {
        depth += 1
        if depth > RubyParser.maxDepth { throw tooDeep() }
    }

    /// The error past `maxDepth` (made apart from `enter`, which runs at every level of every expression).
    @inline(never)
    package func tooDeep() -> RubyError {
        .tooComplex("expressions are nested more than \(RubyParser.maxDepth) deep", at: currentLocation)
    }

    /// Counts one more link of a chain (`a + b + …`, `a.b.c…`), failing past `maxChain`.
    package func chain(_ count: inout Int) throws(RubyError) {
        count += 1
        if count > RubyParser.maxChain {
            throw .tooComplex("more than \(RubyParser.maxChain) operators or calls are chained in one expression", at: currentLocation)
        }
    }

    package func node(_ kind: RubyEnumNode.Kind, from token: RubyToken) -> RubyEnumNode {
        RubyEnumNode(kind, at: location(of: token), start: token.start, end: max(previousEnd, token.start))
    }

    /// A node from the token at `index` (a `currentIndex` kept: no token copied meanwhile).
    package func node(_ kind: RubyEnumNode.Kind, from index: Int) -> RubyEnumNode {
        let start = tokens[index].start
        return RubyEnumNode(kind, at: location(of: tokens[index]), start: start, end: max(previousEnd, start))
    }

    // MARK: Scopes

    package func isLocal(_ name: String) -> Bool {
        var i = scopes.count - 1
        while i >= 0 {
            if scopes[i].contains(name) { return true }
            if scopes[i].isDefinition { return false }
            i -= 1
        }
        return false
    }

    package mutating func declare(_ name: String) {
        guard !scopes.isEmpty else { return }
        scopes[scopes.count - 1].insert(name)
    }

    // MARK: Statements

    /// Statements up to (not including) one of the `terminators` keywords or `}` / `)`.
    package mutating func parseStatements(until terminators: [RubyWord]) throws(RubyError) -> [RubyEnumNode] {
        var statements: [RubyEnumNode] = []
        while true {
            skipNewlines()
            if atEnd { break }
            if case let .keyword(k) = current.kind, terminators.contains(k) { break }
            if isPunct("}"), terminators.contains("}") { break }
            if isPunct(")"), terminators.contains(")") { break }
            statements.append(try parseStatement())
            guard atNewline || isPunct(";") || atEnd else {
                if case let .keyword(k) = current.kind, terminators.contains(k) { break }
                if isPunct("}"), terminators.contains("}") { break }
                if isPunct(")"), terminators.contains(")") { break }
                throw unexpected("end of line after the statement")
            }
        }
        return statements
    }

    package mutating func parseStatement() throws(RubyError) -> RubyEnumNode {
        try enter()
        defer { depth -= 1 }
        let first = currentIndex
        var statement = try parseLogical()
        var links = 0
        while case let .keyword(k) = current.kind, k == "if" || k == "unless" || k == "while" || k == "until" || k == "rescue" {
            try chain(&links)
            advance()
            let condition = try parseLogical()
            switch k {
            case "if": statement = node(.ifElse(condition: condition, then: [statement], else: nil), from: first)
            case "unless": statement = node(.ifElse(condition: node(.not(condition), from: first), then: [statement], else: nil), from: first)
            case "while": statement = node(.loop(condition: condition, body: [statement], until: false), from: first)
            case "until": statement = node(.loop(condition: condition, body: [statement], until: true), from: first)
            default: statement = node(.rescueModifier(statement, fallback: condition), from: first)
            }
        }
        return statement
    }

    /// `a and b`, `a or b`, `not a`.
    package mutating func parseLogical() throws(RubyError) -> RubyEnumNode {
        let first = currentIndex
        var left = try parseNot()
        var links = 0
        while isKeyword("and") || isKeyword("or") {
            try chain(&links)
            let isAnd = isKeyword("and")
            advance()
            skipNewlines()
            let right = try parseNot()
            left = node(isAnd ? .and(left, right) : .or(left, right), from: first)
        }
        return left
    }

    package mutating func parseNot() throws(RubyError) -> RubyEnumNode {
        let first = currentIndex
        if isKeyword("not") {
            advance()
            let operand = try parseNot()
            return node(.not(operand), from: first)
        }
        return try parseExpression(statementLevel: true)
    }

    /// An expression with assignment: `x = 1`, `s.name = 'A'`, `a ||= b`, `x = 'a', 'b'`.
    package mutating func parseExpression(statementLevel: Bool = false) throws(RubyError) -> RubyEnumNode {
        try enter()
        defer { depth -= 1 }
        let first = currentIndex
        // `a, b = 1, 2`
        if statementLevel, case let .identifier(name) = current.kind, isPunct(",", token(at: 1)), looksLikeMultipleAssignment() {
            var targets: [RubyEnumNode] = []
            _ = name
            while case let .identifier(i) = current.kind {
                let n = text(i)
                let t = current
                advance()
                declare(n)
                targets.append(node(.local(n), from: t))
                if isPunct(",") { advance() } else { break }
            }
            try expectPunct("=", "'=' in a multiple assignment")
            skipNewlines()
            let value = try parseAssignedValue(statementLevel: true, first: tokens[first])
            return node(.multiAssign(targets: targets, value: value), from: first)
        }
        let left = try parseTernary()
        if isPunct("=") {
            if assignable(left) == nil, let split = rightOperandAssignment(left) {
                advance()
                skipNewlines()
                let value = try parseAssignedValue(statementLevel: statementLevel, first: tokens[first])
                return split.rebuild(RubyEnumNode(.assign(target: split.target, value: value), at: location(of: split.target), start: split.target.start, end: max(previousEnd, split.target.start)))
            }
            guard let target = assignable(left) else { throw unexpected("an assignable expression before '='") }
            advance()
            skipNewlines()
            let value = try parseAssignedValue(statementLevel: statementLevel, first: tokens[first])
            return node(.assign(target: target, value: value), from: first)
        }
        if case let .punct(p) = current.kind, p.count >= 2, p.last == UInt8(ascii: "="), p != "==", p != "!=", p != ">=", p != "<=", p != "=>", p != "===" {
            guard let target = assignable(left) else { throw unexpected("an assignable expression before '\(p)'") }
            advance()
            skipNewlines()
            let value = try parseAssignedValue(statementLevel: statementLevel, first: tokens[first])
            return node(.opAssign(target: target, op: p.droppingLast.description, value: value), from: first)
        }
        return left
    }

    /// `ok && r = x` is `ok && (r = x)` in Ruby: the assignment binds to the right operand.
    package mutating func rightOperandAssignment(_ node: RubyEnumNode) -> (target: RubyEnumNode, rebuild: (RubyEnumNode) -> RubyEnumNode)? {
        let at = location(of: node)
        switch node.kind {
        case let .and(l, r), let .or(l, r):
            let isAnd: Bool
            if case .and = node.kind { isAnd = true } else { isAnd = false }
            let wrap: (RubyEnumNode) -> RubyEnumNode = { RubyEnumNode(isAnd ? .and(l, $0) : .or(l, $0), at: at, start: node.start, end: max(node.end, $0.end)) }
            if let target = assignable(r) { return (target, wrap) }
            guard let inner = rightOperandAssignment(r) else { return nil }
            return (inner.target, { wrap(inner.rebuild($0)) })
        case let .not(operand):
            guard let target = assignable(operand) else { return nil }
            return (target, { RubyEnumNode(.not($0), at: at, start: node.start, end: max(node.end, $0.end)) })
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
    package mutating func parseAssignedValue(statementLevel: Bool, first: RubyToken) throws(RubyError) -> RubyEnumNode {
        let valueStart = current
        var value = try parseExpression(statementLevel: statementLevel)
        if isKeyword("rescue"), statementLevel {
            advance()
            let fallback = try parseExpression()
            value = node(.rescueModifier(value, fallback: fallback), from: valueStart)
        }
        if statementLevel, isPunct(",") {
            var elements = [value]
            while isPunct(",") {
                advance()
                skipNewlines()
                elements.append(try parseArgument())
            }
            value = node(.array(elements), from: valueStart)
        }
        return value
    }

    /// What `=` may assign to; declares a new local variable.
    package mutating func assignable(_ target: RubyEnumNode) -> RubyEnumNode? {
        switch target.kind {
        case .local, .variable, .constant: return target
        case let .call(call):
            if call.receiver == nil, !call.hasArguments, call.block == nil {
                declare(call.name)
                return RubyEnumNode(.local(call.name), at: location(of: target), start: target.start, end: target.end)
            }
            if call.receiver != nil, call.block == nil, !call.hasArguments || call.name == "[]" { return target }
            return nil
        default: return nil
        }
    }
}
