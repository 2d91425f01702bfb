import MortarCore

/// Parses Ruby tokens into a `RubyTree`, one arena: statements, modifiers, method calls with and
/// without parentheses, blocks, hashes in both syntaxes, `if`/`unless`/`case`/`while`, `def`,
/// `begin`/`rescue`. Like Ruby, it decides at parse time whether a name is a local variable.
/// Nesting is bounded, so no input can exhaust the stack. Each function returns a node's index;
/// a list is gathered on `scratch` (the parser is recursive: a list's elements are not
/// contiguous while it is parsed) and moved to `children` when it is complete.
package struct RubyTreeParser {
    package static let maxDepth = 80
    /// Operators, calls or modifiers chained in one expression: each adds a level to the tree
    /// the evaluator walks, so a chain is bounded like nesting is.
    package static let maxChain = 256

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

    /// The tokens being read: `tokenStorage`'s, or an interpolation's, while it is parsed.
    package var tokens = RubyTreeParserTokens()
    /// The file's tokens (`tokens` reads them during `parseProgram`).
    package var tokenStorage: [RubyToken]
    package var texts: [String]
    package var literals: [RubyLiteral]
    package var wordLists: [[[RubyStringPart]]]
    package var position = 0
    package let file: String
    package var scopes: [RubyTreeScope]
    package var noDo = 0
    /// The next block is a lambda's body: it shares the scope of the lambda's parameters.
    package var lambdaBody = false
    package var depth = 0
    package var tree: RubyTree
    /// Lists being gathered (see the type's comment): a list is `scratch[base...]` while parsed.
    package let scratch: RubyTreeArena<Int32>
    /// The keys and values of the hash an argument list gathers beside its positional ones.
    package let pairs: RubyTreeArena<Int32>
    /// The interned id of each name of `texts` (-1 until asked).
    package var nameOfText: [Int32] = []
    /// The file's names (`RubyTree.names` once parsed).
    package var nameTable: RubyNameTable

    /// The precedence of a binary operator (higher binds tighter); nil for any other token.
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

    /// Whether the current token is a binary operator. `,` `)` `]` `}` `;` `=` `=>` `:` `(`
    /// `[` `{` never are, so `binaryPrecedence` is not asked for what most often follows an
    /// operand (a property of the parser, inlined: a static test of the word was not).
    @inline(__always)
    package var atBinaryOperator: Bool {
        guard case let .punct(op) = tokens[position].kind else { return false }
        switch op.bits {
        case 0x2C, 0x29, 0x5D, 0x7D, 0x3B, 0x3D, 0x3E3D, 0x3A, 0x28, 0x5B, 0x7B: return false  // , ) ] } ; = => : ( [ {
        default: return RubyTreeParser.binaryPrecedence(op) != nil
        }
    }

    /// Parses a whole file.
    /// - Throws: `RubyError.syntax` (located) or `.tooComplex`.
    package static func parse(_ text: String, file: String) throws(RubyError) -> RubyTree {
        try parse(bytes: Array(text.utf8), file: file)
    }

    /// Parses a whole file's UTF-8 `bytes`; `asciiPrefix` as `RubyLexer.tokenize` takes it.
    package static func parse(bytes: [UInt8], file: String, asciiPrefix: Int? = nil) throws(RubyError) -> RubyTree {
        var none: RubyReadScratch?
        return try parse(bytes: bytes, file: file, asciiPrefix: asciiPrefix, scratch: &none)
    }

    /// `parse(bytes:file:asciiPrefix:)` into `scratch`'s arenas (`RubyReadScratch`: kept from the
    /// reader's last file), or arenas of its own when it is nil.
    package static func parse(bytes: [UInt8], file: String, asciiPrefix: Int?, scratch: inout RubyReadScratch?) throws(RubyError) -> RubyTree {
        let tokens = try RubyLexer.tokenize(bytes: bytes, file: file, literalsInPlace: true, asciiPrefix: asciiPrefix, scratch: &scratch)
        let tokenCount = tokens.tokens.count
        // Numbers and literals' texts (no name): grown by doubling, their `String`s were moved
        // (retained and released) a dozen times a file.
        let textCount = tokens.literals.count + tokens.texts.count / 2 + 8
        // Made empty, then given the tokens (moved in): made from them, the parser was built in
        // a temporary, copied whole (every array retained) and the temporary destroyed.
        // The arenas sized for the tokens (a node or a list element a token, about: grown by
        // doubling past that), the stacks once (`scratch`, `pairs`): grown from empty they were
        // reallocated a few times a file.
        var parser = RubyTreeParser(file: file, scopes: [], tokenCount: tokenCount, scratch: &scratch)
        parser.load(consume tokens)
        parser.tree.strings.reserveCapacity(textCount)
        parser.tree.source = bytes
        // The scopes' stack made at its size (an array literal reserved after was two allocations).
        parser.scopes.reserveCapacity(8)
        parser.scopes.append(RubyTreeScope(isDefinition: true))
        try parser.parseProgram()
        parser.tree.names = parser.nameTable.names
        return parser.tree
    }

    package init(tokens: consuming RubyTokens, file: String, scopes: [RubyTreeScope]) {
        var none: RubyReadScratch?
        self.init(file: file, scopes: scopes, tokenCount: tokens.tokens.count, scratch: &none)
        load(tokens)
    }

    /// A parser of no tokens yet (`load` gives them), its tree's arenas sized for `tokenCount`:
    /// `scratch`'s when given (`RubyReadScratch.arena`), else its own.
    @inline(__always)
    init(file: String, scopes: [RubyTreeScope], tokenCount: Int, scratch kept: inout RubyReadScratch?) {
        if kept != nil {
            self.tree = RubyTree(nodes: RubyReadScratch.arena(&kept!.nodes, capacity: tokenCount),
                                 children: RubyReadScratch.arena(&kept!.children, capacity: tokenCount))
            self.scratch = RubyReadScratch.arena(&kept!.stack, capacity: 64)
            self.pairs = RubyReadScratch.arena(&kept!.pairs, capacity: 16)
        } else {
            self.tree = RubyTree(reservingNodes: tokenCount, children: tokenCount)
            self.scratch = RubyTreeArena(capacity: 64)
            self.pairs = RubyTreeArena(capacity: 16)
        }
        self.tokenStorage = []
        self.texts = []
        self.literals = []
        self.wordLists = []
        self.file = file
        self.scopes = scopes
        self.nameTable = RubyNameTable.seeded
    }

    /// Takes `tokens` (their arrays moved in) and sizes the name tables for them.
    @inline(__always)
    mutating func load(_ tokens: consuming RubyTokens) {
        let count = tokens.texts.count
        self.tokenStorage = tokens.tokens
        self.texts = tokens.texts
        self.literals = tokens.literals
        self.wordLists = tokens.wordLists
        self.nameOfText = RubyNameTable.int32s(repeating: -1, count: count)
        self.nameTable = RubyNameTable.seeded(reserving: count)
    }

    package mutating func parseProgram() throws(RubyError) {
        let all = tokenStorage
        try all.withUnsafeBufferPointer { (buffer) throws(RubyError) in
            tokens = RubyTreeParserTokens(buffer)
            defer { tokens = RubyTreeParserTokens() }
            let body = try parseStatements(until: RubyTreeParser.Terminators.nothing)
            guard case .endOfFile = current.kind else { throw unexpected("a statement") }
            recordSlotCount(in: body)
            tree.root = body
        }
    }

    // MARK: Names and texts

    /// A token's text (`RubyTokens.text`): a well-known name's when `index` is negative.
    package func text(_ index: Int) -> String { RubyTokens.text(index, in: texts) }

    /// The interned id of the name `text(index)`: a well-known name (negative) is its id.
    /// Inlined for those (most names: the vocabulary's), a call for a file's own.
    @inline(__always)
    package mutating func name(_ index: Int) -> Int32 {
        if index < 0 { return Int32(truncatingIfNeeded: ~index) }
        return fileName(index)
    }

    /// The interned id of the file's own name `texts[index]`, interned the first time.
    @inline(never)
    package mutating func fileName(_ index: Int) -> Int32 {
        let known = nameOfText[index]
        if known >= 0 { return known }
        let id = intern(texts[index])
        nameOfText[index] = id
        return id
    }

    package mutating func intern(_ name: String) -> Int32 {
        nameTable.intern(name)
    }

    /// A literal text kept in the tree's `strings`.
    package mutating func keep(_ text: consuming String) -> Int32 {
        tree.strings.append(text)
        return Int32(tree.strings.count - 1)
    }

    /// The text of the token at `index`, a `.string(-1)` or `.symbol(-1)` (lexed in place): the
    /// bytes inside a string's quotes, after a symbol's colon — where a `.text` or
    /// `.segmentText` node of it says its text is (`b`, `c`).
    @inline(__always)
    package func inPlaceText(_ index: Int) -> (start: Int32, end: Int32) {
        let token = tokens[index]
        let end = token.end
        if case .symbol = token.kind { return (Int32(truncatingIfNeeded: token.start + 1), Int32(truncatingIfNeeded: end)) }
        return (Int32(truncatingIfNeeded: token.start + 1), Int32(truncatingIfNeeded: end - 1))
    }

    // MARK: Nodes and lists

    /// A node starting at the token at `index` and ending where the last token read ends.
    @inline(__always)
    package mutating func node(_ kind: RubyTree.Kind, flags: UInt8 = 0, a: Int32 = -1, b: Int32 = -1, c: Int32 = -1, from index: Int) -> Int32 {
        let token = tokens[index]
        return add(RubyTree.Node(kind, flags: flags, a: a, b: b, c: c, line: Int32(clamping: token.line), column: Int32(clamping: token.column),
                                 start: Int32(clamping: token.start), end: Int32(clamping: max(previousEnd, token.start))))
    }

    /// A node where `other` starts, ending at `end`.
    @inline(__always)
    package mutating func node(_ kind: RubyTree.Kind, flags: UInt8 = 0, a: Int32 = -1, b: Int32 = -1, c: Int32 = -1, like other: Int32, end: Int32) -> Int32 {
        let o = tree.nodes[Int(other)]
        return add(RubyTree.Node(kind, flags: flags, a: a, b: b, c: c, line: o.line, column: o.column, start: o.start, end: end))
    }

    /// Appends `node`: its index (an arena never holds more than `Int32.max` elements, so
    /// the index and counts of `nodes`, `children` and the stacks are converted untested).
    @inline(__always)
    package mutating func add(_ node: RubyTree.Node) -> Int32 {
        Int32(truncatingIfNeeded: tree.nodes.append(node))
    }

    /// Moves `scratch[base...]` to `children`: the list's start and count.
    package mutating func endList(_ base: Int) -> (start: Int32, count: Int32) {
        RubyTreeParser.move(scratch, from: base, to: tree.children)
    }

    /// Moves `stack[base...]` to the end of `children`: the list's start and count (the one
    /// way a list gathered on `scratch` or `pairs` becomes a range of `children`).
    @inline(__always)
    static func move(_ stack: RubyTreeArena<Int32>, from base: Int, to children: RubyTreeArena<Int32>) -> (start: Int32, count: Int32) {
        let start = Int32(truncatingIfNeeded: children.count)
        let count = stack.count &- base
        RubyTreeParser.pop(stack, from: base, onto: children)
        return (start, Int32(truncatingIfNeeded: count))
    }

    /// Appends `stack[base...]` to `children` (one copy) and drops it from `stack`.
    @inline(__always)
    static func pop(_ stack: RubyTreeArena<Int32>, from base: Int, onto children: RubyTreeArena<Int32>) {
        children.append(contentsOf: stack, from: base)
        stack.removeAll(from: base)
    }

    /// `scratch[base...]` as a `.list` node.
    package mutating func listNode(_ base: Int) -> Int32 {
        let (start, count) = endList(base)
        return add(RubyTree.Node(.list, a: start, b: count, line: 0, column: 0, start: 0, end: 0))
    }

    /// A `.list` node of one node.
    package mutating func listNode(of only: Int32) -> Int32 {
        let base = scratch.count
        scratch.append(only)
        return listNode(base)
    }

    /// `pairs[base...]` moved to `children`: the list of a hash.
    package mutating func endPairs(_ base: Int) -> (start: Int32, count: Int32) {
        RubyTreeParser.move(pairs, from: base, to: tree.children)
    }

    /// A call with its arguments on `scratch[base...]`.
    package mutating func call(_ name: Int32, receiver: Int32, argumentsFrom base: Int, block: Int32,
                               safe: Bool, hasArguments: Bool, line: Int32, column: Int32, start: Int32, end: Int32) -> Int32 {
        let record = Int32(truncatingIfNeeded: tree.children.count)
        let count = scratch.count &- base
        tree.children.append(receiver)
        tree.children.append(block)
        RubyTreeParser.pop(scratch, from: base, onto: tree.children)
        let flags = (safe ? RubyTree.Flag.safeNavigation : 0) | (hasArguments ? RubyTree.Flag.hasArguments : 0)
        return add(RubyTree.Node(.call, flags: flags, a: name, b: record, c: Int32(truncatingIfNeeded: count), line: line, column: column, start: start, end: end))
    }

    package func kind(_ node: Int32) -> RubyTree.Kind { tree.nodes[Int(node)].kind }

    // MARK: Token access

    package func location(of token: RubyToken) -> SourceLocation {
        SourceLocation(file: file, line: token.line, column: token.column)
    }

    package func location(of node: Int32) -> SourceLocation {
        let n = tree.nodes[Int(node)]
        return SourceLocation(file: file, line: Int(n.line), column: Int(n.column))
    }

    package var currentLocation: SourceLocation { location(of: tokens[position]) }

    package var current: RubyToken {
        _read { yield tokens[position] }
    }

    @inline(__always)
    package func token(at offset: Int) -> RubyToken {
        let i = position + offset
        return i < tokens.count ? tokens[i] : tokens[tokens.count - 1]
    }

    @inline(__always)
    package var previousEnd: Int { position > 0 ? tokens[position - 1].end : 0 }

    package mutating func advance() {
        if position &+ 1 < tokens.count { position &+= 1 }
    }

    @inline(__always)
    package func isPunct(_ p: RubyWord) -> Bool {
        if case let .punct(q) = tokens[position].kind { return q == p }
        return false
    }

    @inline(__always)
    package func isPunct(_ p: RubyWord, _ token: RubyToken) -> Bool {
        if case let .punct(q) = token.kind { return q == p }
        return false
    }

    @inline(__always)
    package func isKeyword(_ k: RubyWord) -> Bool {
        if case let .keyword(q) = tokens[position].kind { return q == k }
        return false
    }

    @inline(__always)
    package var atNewline: Bool {
        if case .newline = tokens[position].kind { return true }
        return false
    }

    @inline(__always)
    package var atEnd: Bool {
        if case .endOfFile = tokens[position].kind { return true }
        return false
    }

    /// Skips line breaks and `;`: the test inlined (most calls find neither), the loop not.
    @inline(__always)
    package mutating func skipNewlines() {
        switch tokens[position].kind {
        case .newline: skipNewlinesFromHere()
        case let .punct(p) where p == ";": skipNewlinesFromHere()
        default: return
        }
    }

    /// The loop on a local index, stored once (the last token is the end of file, which stops it).
    @inline(never)
    package mutating func skipNewlinesFromHere() {
        var i = position
        while true {
            switch tokens[i].kind {
            case .newline: i &+= 1
            case let .punct(p) where p == ";": i &+= 1
            default:
                position = i
                return
            }
        }
    }

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
        var found = describe(current)
        if found.hasPrefix("a ") { found.removeFirst(2) }
        return .syntax("unexpected \(found); expected \(expected)", at: currentLocation)
    }

    @inline(__always)
    package mutating func enter() throws(RubyError) {
        depth &+= 1  // bounded by maxDepth: no overflow test
        if depth > RubyTreeParser.maxDepth { throw tooDeep() }
    }

    /// The nesting bound's error at the current token. The errors of the hot paths (`enter`,
    /// `chain`) are made by static functions from the token and file: a method of the parser
    /// called from a mutating one had the whole parser (184 bytes) copied for it, on every
    /// call, error or not.
    @inline(__always)
    package func tooDeep() -> RubyError {
        RubyTreeParser.tooDeep(at: tokens[position], file: file)
    }

    @inline(never)
    static func tooDeep(at token: RubyToken, file: String) -> RubyError {
        .tooComplex("expressions are nested more than \(RubyTreeParser.maxDepth) deep",
                    at: SourceLocation(file: file, line: token.line, column: token.column))
    }

    @inline(__always)
    package func chain(_ count: inout Int) throws(RubyError) {
        count &+= 1
        if count > RubyTreeParser.maxChain { throw RubyTreeParser.tooLong(at: tokens[position], file: file) }
    }

    @inline(never)
    static func tooLong(at token: RubyToken, file: String) -> RubyError {
        .tooComplex("more than \(RubyTreeParser.maxChain) operators or calls are chained in one expression",
                    at: SourceLocation(file: file, line: token.line, column: token.column))
    }

    // MARK: Scopes

    package func isLocal(_ name: Int32) -> Bool { resolve(name) != nil }

    /// The slot of local `name` and how many block scopes up it lives (a `def` hides the scopes
    /// outside it), or nil when it is no local here.
    @inline(__always)
    package func resolve(_ name: Int32) -> (slot: Int32, up: Int32)? {
        var i = scopes.count - 1
        var up: Int32 = 0
        while i >= 0 {
            if let slot = scopes[i].slot(of: name) { return (slot, up) }
            if scopes[i].isDefinition { return nil }
            i -= 1
            up += 1
        }
        return nil
    }

    /// A `.local` node's `flags`: how many block scopes inside its `def` (or the file) the scope
    /// that holds it is — `RubyFrame.depth` of its frame, for code analysed in an outer frame.
    @inline(__always)
    package func localDepth(up: Int32) -> UInt8 {
        var i = scopes.count - 1
        var depth: Int32 = 0
        while i >= 0, !scopes[i].isDefinition {
            depth += 1
            i -= 1
        }
        return UInt8(clamping: depth - up)
    }

    /// Where assigning `name` writes: the local it already is (here or in an enclosing block's
    /// scope), else a new local of this scope.
    @discardableResult
    package mutating func declare(_ name: Int32) -> (slot: Int32, up: Int32) {
        if let known = resolve(name) { return known }
        guard !scopes.isEmpty else { return (-1, 0) }
        return (scopes[scopes.count - 1].insert(name), 0)
    }

    /// A parameter: a local of this scope, whatever the enclosing scopes hold (it shadows them).
    package mutating func declareParameter(_ name: Int32) -> Int32 {
        guard !scopes.isEmpty else { return -1 }
        return scopes[scopes.count - 1].insert(name)
    }
}
