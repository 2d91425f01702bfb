/// The syntax tree of one file in one arena (issue 27): nodes are small records of indices in
/// one arena, a list of nodes is a range of `children`, names are interned integers. Nothing in
/// it is reference counted but its two arenas (`RubyTreeArena`, appended to by the parser with
/// no uniqueness check) and its arrays (`names`, `strings`, `source`): building it allocates as
/// they grow, and it is freed in one go.
///
/// Written by `RubyTreeParser`, walked by `RubyEvaluator` (`evaluate(tree:in:)`) by node index.
package struct RubyTree: Sendable {
    /// What a node is; the meaning of its operands `a`, `b`, `c` and `flags` is given per case.
    /// "list" below is a range of `children`: `a` its first index, `b` its count, unless said
    /// otherwise; "list node" is the index of a `.list` node (a kind that holds more than one
    /// list holds them as list nodes); -1 stands for none.
    package enum Kind: UInt8, Sendable, BitwiseCopyable {
        case nilLiteral, trueLiteral, falseLiteral, selfReference
        /// `a`: the text as written (`strings`; read it with `text(of:)`). A `.text` of a literal
        /// lexed in place (`RubyLexer.tokenize(…, literalsInPlace:)`): `a` -1, `b`..<`c` its bytes
        /// in `source`.
        case integer, float, regex, text
        /// A list of `.segmentText` / `.segmentCode` nodes.
        case string, command, symbol
        /// A list of elements.
        case array
        /// A list of keys and values, alternating (2 × pairs).
        case hash
        /// `a`: the name (`names`). A `.local`: `b` its slot in its scope's `RubyFrame`, `c` how many
        /// block scopes up that scope is (0: this one; see `RubyTreeParser.resolve`), `flags` how
        /// many block scopes inside its `def` or file that scope is (`RubyFrame.depth`).
        case local, variable
        /// `a`: the scope or -1, `b`: the name.
        case constant
        /// `a`: the name; `b`: where in `children` the call's record starts: the receiver (or
        /// -1), the block node (or -1), then the `c` arguments. `flags`: `Flag.safeNavigation`,
        /// `Flag.hasArguments`.
        case call
        /// `a`: the operand; for a `.blockPass` of a plain symbol (`&:name`), `b`: the `.block`
        /// node `{ |item| item.name }` the parser made of it (-1 otherwise).
        case splat, blockPass, not, defined
        /// `a`: the target, `b`: the value.
        case assign
        /// `a`: the target, `b`: the value, `c`: the operator's name without `=`.
        case opAssign
        /// `a`: the value; `b`, `c`: the list of targets.
        case multiAssign
        /// `a`, `b`: the operands.
        case and, or
        /// `a`: the condition, `b`: the list node of the branch taken, `c`: the other's or -1.
        case ifElse
        /// `a`: the condition, `b`: the body's list node. `flags`: `Flag.until`.
        case loop
        /// `a`: the subject or -1, `b`: the list node of `.when` nodes, `c`: the else list node or -1.
        case caseWhen
        /// `a`, `b`: the list of values; `c`: the body's list node.
        case when
        /// `a`: the name, `b`: the parameters' list node, `c`: the body's list node. `flags`: `Flag.onSelf`.
        case def
        /// `a`: the name, `b`: the default value or -1, `c`: its slot (-1 for a bare `*`); `flags`:
        /// the `ParameterKind`.
        case parameter
        /// `a`: the value or -1.
        case returnValue, next, breakLoop
        /// `a`: the body's list node, `b`: rescue's or -1, `c`: ensure's or -1.
        case begin
        /// `a`: the value, `b`: the fallback.
        case rescueModifier
        /// `a`: the start or -1, `b`: the end or -1. `flags`: `Flag.exclusive`.
        case range
        /// `a`: the `.block` node.
        case lambda
        /// `a`: the parameters' list node, `b`: the body's list node; where `{`/`do` starts.
        case block
        /// A list of statements.
        case sequence
        /// `a`: what it is (`strings`): `class`, `yield`, `__FILE__`, ….
        case unsupported
        /// A list (see above): no position of its own. `c`: for a block's or `def`'s parameters
        /// and the file's statements, the slot count of that scope's `RubyFrame`; -1 elsewhere.
        case list
        /// `a`: the text (`strings`), or -1 with `b`..<`c` its bytes in `source`, as a `.text`'s.
        case segmentText
        /// A list of statements.
        case segmentCode
    }

    /// The bits of `Node.flags`.
    package enum Flag {
        package static let safeNavigation: UInt8 = 1
        package static let hasArguments: UInt8 = 2
        package static let until: UInt8 = 1
        package static let onSelf: UInt8 = 1
        package static let exclusive: UInt8 = 1
    }

    /// The kind of a `.parameter` (its `flags`).
    package enum ParameterKind: UInt8, Sendable {
        case required, optional, splat, keyword, doubleSplat, block
    }

    /// One node: 32 bytes, no reference.
    package struct Node: Sendable, BitwiseCopyable {
        package var kind: Kind
        package var flags: UInt8
        package var a: Int32
        package var b: Int32
        package var c: Int32
        package var line: Int32
        package var column: Int32
        package var start: Int32
        package var end: Int32

        @inline(__always)
        package init(_ kind: Kind, flags: UInt8 = 0, a: Int32 = -1, b: Int32 = -1, c: Int32 = -1,
                     line: Int32, column: Int32, start: Int32, end: Int32) {
            self.kind = kind
            self.flags = flags
            self.a = a
            self.b = b
            self.c = c
            self.line = line
            self.column = column
            self.start = start
            self.end = end
        }
    }

    package let nodes: RubyTreeArena<Node>
    package let children: RubyTreeArena<Int32>
    /// Identifiers, method names, constants and operators, once each (`RubyNameTable`); the
    /// first ids are `RubyName`'s well-known names.
    package var names = RubyTreeNames()
    /// Literal contents and numbers as written, but the plain literals' (`source`).
    package var strings: [String] = []
    /// The text parsed: the plain literals' bytes (a node's `b`..<`c`), made a `String` only
    /// when read (`text(of:)`), so one that is never read is never made.
    package var source: [UInt8] = []
    /// The `.list` node of the file's statements.
    package var root: Int32 = -1

    /// An empty tree: its arenas are shared by every empty tree and refuse appends (the
    /// parser builds with `init(reservingNodes:children:)`).
    package init() {
        nodes = RubyTree.emptyNodes
        children = RubyTree.emptyChildren
    }

    private static let emptyNodes = RubyTreeArena<Node>(sharedEmpty: ())
    private static let emptyChildren = RubyTreeArena<Int32>(sharedEmpty: ())

    /// A tree to be built into `nodes` and `children` (empty: a `RubyReadScratch`'s).
    package init(nodes: RubyTreeArena<Node>, children: RubyTreeArena<Int32>) {
        self.nodes = nodes
        self.children = children
    }

    /// A tree to be built with room for `nodes` nodes and `children` list elements.
    package init(reservingNodes nodes: Int, children: Int) {
        self.nodes = RubyTreeArena(capacity: nodes)
        self.children = RubyTreeArena(capacity: children)
    }

    /// The text of a node whose `a` is a text (`.text`, `.segmentText`, `.integer`, `.float`,
    /// `.regex`, `.unsupported`): `strings[a]`, or the bytes `b`..<`c` of `source` when `a` is -1.
    @inline(__always)
    package func text(of node: Node) -> String {
        node.a >= 0 ? strings[Int(node.a)] : RubyTree.text(in: source, node.b, node.c)
    }

    /// The bytes `start..<end` of `source` as a `String`, as the lexer would have made it (a
    /// byte that is not UTF-8 reads as U+FFFD). Static and given the array: a method of the tree
    /// called on the evaluator's `tree` had the tree copied for it (every array retained), and
    /// inlined, the array's retain was made for every node evaluated.
    @inline(never)
    package static func text(in source: [UInt8], _ start: Int32, _ end: Int32) -> String {
        source.withUnsafeBufferPointer { bytes in
            RubyLexer.string(bytes.baseAddress! + Int(start), count: Int(end &- start))
        }
    }

    /// The indices of the nodes of the list `start`, `count` of `children`.
    @inline(__always)
    package func list(_ start: Int32, _ count: Int32) -> Slice<RubyTreeArena<Int32>> {
        children[Int(start)..<Int(start + count)]
    }

    /// The nodes of the `.list` node `index` (none for -1).
    package func list(node index: Int32) -> Slice<RubyTreeArena<Int32>> {
        guard index >= 0 else { return children[0..<0] }
        let node = nodes[Int(index)]
        return list(node.a, node.b)
    }
}
