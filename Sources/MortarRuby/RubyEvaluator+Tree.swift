import MortarCore

/// The evaluator's walk of the arena tree (`RubyTree`, node indices): each node counts a step,
/// a level of depth and, when its value is unknown, an unknown value. `RubyEvaluatorGoldenTests`
/// holds `run()`'s whole answers on every input at hand (recorded when the old parser and
/// evaluator, removed in issue 27's step B, answered the same).
extension RubyEvaluator {
    /// Where node `index` of the tree starts.
    package func location(of index: Int32) -> SourceLocation {
        location(at: tree.nodes[Int(index)])
    }

    /// Where `node` starts, for a node already read (not read from the tree again).
    @inline(__always)
    func location(at node: RubyTree.Node) -> SourceLocation {
        SourceLocation(file: file, line: Int(node.line), column: Int(node.column))
    }

    /// The statements of the `.list` node `list`, in order: the value of the last (nil for none).
    package func evaluate(statements list: Int32, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        let node = list < 0 ? nil : tree.nodes[Int(list)]
        return try evaluate(list: node?.a ?? 0, node?.b ?? 0, in: frame)
    }

    /// The statements of the list `start`, `count` of `tree.children`. An assignment before the
    /// last statement (`s.version = '1.0'`, most statements of a manifest) is evaluated as a
    /// statement (`evaluate(assignmentStatement:in:)`): its value, which no one reads, is moved
    /// into its target instead of copied there and then dropped.
    package func evaluate(list start: Int32, _ count: Int32, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        var last = RubyValue.nilValue
        var i = start
        let end = start + count
        while i < end {
            let statement = tree.children[Int(i)]
            i += 1
            let kind = tree.nodes[Int(statement)].kind
            if i < end, kind == .assign {
                try evaluate(assignmentStatement: statement, in: frame)
            } else if kind == .call {
                // A call statement (`s.dependency 'A'`, `s.subspec 'B' do … end`): `evaluateCall`
                // with the node's counts, not through `evaluateTreeKind`'s frame and `switch`.
                try enterNode(statement)
                defer { evaluationDepth -= 1 }
                last = try evaluateCall(tree: statement, in: frame)
                if case .opaque = last { unknownValues += 1 }
            } else {
                last = try evaluate(tree: statement, in: frame)
            }
        }
        return last
    }

    /// `evaluate(_:in:)` of node `index` of the tree.
    package func evaluate(tree index: Int32, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        try enterNode(index)
        defer { evaluationDepth -= 1 }
        let value = try evaluateTreeKind(index, in: frame)
        if case .opaque = value { unknownValues += 1 }
        return value
    }

    /// `evaluate(tree:in:)` of an operand: a local (`s` of `s.name = …`, nearly every receiver a
    /// manifest writes) or a plain literal (`'1.0'`, most arguments, assigned values, hash values
    /// and array elements) answered here, with the same step, depth and unknown value counted,
    /// instead of through the large `evaluateTreeKind` frame; any other kind there.
    @inline(__always)
    func evaluate(operand index: Int32, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        let node = tree.nodes[Int(index)]
        switch node.kind {
        case .local:
            try enterNode(index)
            defer { evaluationDepth -= 1 }
            let value = frame.value(node.b, up: node.c)
            if case .opaque = value { unknownValues += 1 }
            return value
        case .text:
            try enterNode(index)
            defer { evaluationDepth -= 1 }
            let text = literalText(node)
            try checkText(text, at: location(of: index))
            return .string(text)
        default:
            return try evaluate(tree: index, in: frame)
        }
    }

    /// Node `index` entered: its step counted (as `evaluate(_:in:)` and `tick(_:)`: no location
    /// made for the common step) and one level deeper, refused past `maxEvaluationDepth`. The
    /// caller leaves the level (`defer { evaluationDepth -= 1 }`) once this returns.
    @inline(__always)
    func enterNode(_ index: Int32) throws(RubyEvalSignal) {
        if walkedNodes == 0, steps < RubyEvaluator.maxSteps {
            steps += 1
        } else {
            try charge(1, at: location(of: index))
        }
        if evaluationDepth >= RubyEvaluator.maxEvaluationDepth { throw tooDeep(at: index) }
        evaluationDepth += 1
    }

    /// The error for evaluation nested past `maxEvaluationDepth` at node `index`.
    func tooDeep(at index: Int32) -> RubyEvalSignal {
        .error(.tooComplex("evaluation nests more than \(RubyEvaluator.maxEvaluationDepth) levels deep (through method calls and blocks)", at: location(of: index)))
    }

    /// `evaluate(tree:in:)` of the `.assign` node `index` when its value is not read: the same
    /// steps, depth, unknown values counted and targets marked, the value moved into its target
    /// (a local's slot, the host's record) rather than copied there and dropped after.
    @inline(__always)
    func evaluate(assignmentStatement index: Int32, in frame: RubyFrame) throws(RubyEvalSignal) {
        try enterNode(index)
        defer { evaluationDepth -= 1 }
        let node = tree.nodes[Int(index)]
        let value = try evaluate(operand: node.b, in: frame)
        let isUnknown: Bool
        if case .opaque = value { isUnknown = true } else { isUnknown = false }
        // `s.x = …` (most assignments of a manifest) goes to `assign(_:toCall:)` with no
        // `assign(_:toTree:)` frame between: that is all its `.call` case does.
        if tree.nodes[Int(node.a)].kind == .call {
            try assign(consume value, toCall: node.a, in: frame)
        } else {
            try assign(consume value, toTree: node.a, in: frame)
        }
        markAssigned(node, in: frame)
        if isUnknown { unknownValues += 1 }
    }

    /// What node `index` evaluates to, by its kind. Inlined in `evaluate(tree:in:)`, its only
    /// caller: one call per node, not two.
    @inline(__always)
    func evaluateTreeKind(_ index: Int32, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        let node = tree.nodes[Int(index)]
        switch node.kind {
        case .nilLiteral: return .nilValue
        case .trueLiteral: return .bool(true)
        case .falseLiteral: return .bool(false)
        case .selfReference: return .opaque(RubyOpaque("'self'", at: location(of: index)))
        case .integer: return integerValue(literalText(node), at: location(of: index))
        case .float:
            let text = literalText(node)
            return .float(Double(text) ?? 0, text)
        case .text:
            // A plain literal: no location made unless its size is refused.
            let text = literalText(node)
            try checkText(text, at: location(of: index))
            return .string(text)
        case .string:
            // A plain literal: no location made unless its size is refused.
            if node.b == 1, case let first = tree.nodes[Int(tree.children[Int(node.a)])], first.kind == .segmentText {
                let text = literalText(first)
                try checkText(text, at: location(of: index))
                return .string(text)
            }
            return try interpolate(tree: node.a, node.b, in: frame, at: location(of: index))
        case .command:
            let shown = (try? interpolate(tree: node.a, node.b, in: frame, at: location(of: index)).stringValue) ?? nil
            return .opaque(RubyOpaque("the output of the shell command `\(shown ?? "…")`, which mortar never runs", at: location(of: index)))
        case .symbol:
            // A plain symbol (`:git`, most of them): no location made unless its size is refused.
            if node.b == 1, case let first = tree.nodes[Int(tree.children[Int(node.a)])], first.kind == .segmentText {
                let text = literalText(first)
                try checkText(text, at: location(of: index))
                return .symbol(text)
            }
            let value = try interpolate(tree: node.a, node.b, in: frame, at: location(of: index))
            if case let .string(s) = value { return .symbol(s) }
            return value
        case .regex: return .opaque(RubyOpaque("a regular expression", at: location(of: index)))
        case .array:
            // Room for one value per element (a splat may add more): not grown from empty.
            var values: [RubyValue] = []
            values.reserveCapacity(Int(node.b))
            var i = node.a
            while i < node.a + node.b {
                let element = tree.children[Int(i)]
                i += 1
                let elementNode = tree.nodes[Int(element)]
                if elementNode.kind == .splat {
                    let value = try evaluate(tree: elementNode.a, in: frame)
                    if case let .array(items) = value { values += items } else if case .nilValue = value {} else { values.append(value) }
                } else {
                    values.append(try evaluate(operand: element, in: frame))
                    markShared(tree: element, in: frame)
                }
            }
            return try checkedNesting(.array(values), at: location(of: index))
        case .hash: return try checkedNesting(try evaluateHash(tree: index, in: frame), at: location(of: index))
        case .local: return frame.value(node.b, up: node.c)
        case .variable:
            let name = tree.names[Int(node.a)]
            return globals[name] ?? unsetVariable(name, at: location(of: index))
        case .constant:
            let name = tree.names[Int(node.b)]
            guard node.a >= 0 else { return constantValue(name: name) }
            return constant(name, of: try evaluate(tree: node.a, in: frame), scopeAt: location(of: node.a))
        case .not:
            let value = try evaluate(tree: node.a, in: frame)
            guard let truth = value.truthiness else { return value }
            return .bool(!truth)
        case .blockPass: return .opaque(RubyOpaque("a block argument", at: location(of: index)))
        case .range: return .opaque(RubyOpaque("a range", at: location(of: index)))
        case .lambda: return .opaque(RubyOpaque("a lambda", at: location(of: index)))
        case .sequence: return try evaluate(list: node.a, node.b, in: frame)
        case .assign:
            let value = try evaluate(tree: node.b, in: frame)
            try assign(value, toTree: node.a, in: frame)
            markAssigned(node, in: frame)
            return value
        case .unsupported:
            return .opaque(RubyOpaque("'\(literalText(node))', which mortar does not evaluate", at: location(of: index)))
        case .splat, .and, .or, .ifElse, .loop, .caseWhen, .opAssign, .multiAssign, .returnValue, .next, .breakLoop, .begin,
             .rescueModifier, .defined:
            return try evaluateTreeControl(index, in: frame)
        case .call, .def: return try evaluateTreeCallKind(index, in: frame)
        case .when, .parameter, .block, .list, .segmentText, .segmentCode:
            // Parts of other nodes, never an expression of their own: no node refers to one where an expression goes.
            throw .error(.syntax("cannot evaluate this expression", at: location(of: index)))
        }
    }

    /// After the `.assign` node `node` has set its target: the value marked shared unless it is
    /// fresh, and so the target (a local by its slot; a global, or a constant of no scope, by its
    /// name).
    @inline(__always)
    func markAssigned(_ node: RubyTree.Node, in frame: RubyFrame) {
        let target = tree.nodes[Int(node.a)]
        let fresh = isFresh(tree: node.b)
        if !fresh { markShared(tree: node.b, in: frame) }
        let sharedName: Int32
        switch target.kind {
        case .local:
            frame.setShared(target.b, up: target.c, !fresh)
            sharedName = -1
        case .variable: sharedName = target.a
        case .constant where target.a < 0: sharedName = target.b
        default: sharedName = -1
        }
        if sharedName >= 0 {
            let name = tree.names[Int(sharedName)]
            if fresh { sharedNames.remove(name) } else { sharedNames.insert(name) }
        }
    }

    /// `evaluateHash(_:in:)` of the `.hash` node `index`: its keys and values alternate.
    func evaluateHash(tree index: Int32, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        let node = tree.nodes[Int(index)]
        var hash = RubyHashBuilder(pairs: Int(node.b / 2))
        var i = node.a
        while i + 1 < node.a + node.b {
            let keyIndex = tree.children[Int(i)], valueIndex = tree.children[Int(i + 1)]
            i += 2
            let keyNode = tree.nodes[Int(keyIndex)]
            if keyNode.kind == .splat {
                hash.addSplat(try evaluate(tree: keyNode.a, in: frame))
                continue
            }
            let key = try evaluate(hashKey: keyIndex, in: frame)
            let value = try evaluate(operand: valueIndex, in: frame)
            markShared(tree: valueIndex, in: frame)
            hash.add(key, value)
        }
        hashKeyProbes &+= hash.probes
        return .hash(hash.entries)
    }

    /// `evaluate(tree:in:)` of a hash literal's key: a plain symbol (`:git`, `git:`, most keys)
    /// answered here, with the same step, depth and size check as `evaluateTreeKind`'s, instead of
    /// through its large frame; any other key there.
    @inline(__always)
    func evaluate(hashKey index: Int32, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        let node = tree.nodes[Int(index)]
        guard node.kind == .symbol, node.b == 1, case let first = tree.nodes[Int(tree.children[Int(node.a)])], first.kind == .segmentText else {
            return try evaluate(tree: index, in: frame)
        }
        try enterNode(index)
        defer { evaluationDepth -= 1 }
        let text = literalText(first)
        try checkText(text, at: location(of: index))
        return .symbol(text)
    }

    /// The text of node `node` of the tree, whose `a` is a text: `RubyTree.text(of:)`, read from
    /// the evaluator's `source` (the bytes the tree was parsed from): read through `tree.source`,
    /// the whole tree was copied for the call (six retains and releases a literal).
    @inline(__always)
    func literalText(_ node: RubyTree.Node) -> String {
        node.a >= 0 ? tree.strings[Int(node.a)] : RubyTree.text(in: source, node.b, node.c)
    }

    /// `interpolate(_:in:at:)` of the segments (`.segmentText`, `.segmentCode` nodes) in the list
    /// `start`, `count` of `tree.children`.
    func interpolate(tree start: Int32, _ count: Int32, in frame: RubyFrame, at location: SourceLocation) throws(RubyEvalSignal) -> RubyValue {
        // A plain literal (one text segment, most of them): its text itself, not appended to "".
        if count == 1, case let first = tree.nodes[Int(tree.children[Int(start)])], first.kind == .segmentText {
            return try checkedSize(.string(literalText(first)), at: location)
        }
        var text = ""
        var i = start
        while i < start + count {
            let segment = tree.nodes[Int(tree.children[Int(i)])]
            i += 1
            if segment.kind == .segmentText {
                text += literalText(segment)
            } else if let unknown = try append(try evaluate(list: segment.a, segment.b, in: frame), to: &text, at: location) {
                return unknown
            }
        }
        return try checkedSize(.string(text), at: location)
    }

    /// `isFresh(_:)` of node `index` of the tree. Inlined: most values asked about (every
    /// assignment's) are literals, answered with no call.
    @inline(__always)
    func isFresh(tree index: Int32) -> Bool {
        let node = tree.nodes[Int(index)]
        switch node.kind {
        case .array, .hash, .string, .text, .symbol, .integer, .float, .nilLiteral, .trueLiteral, .falseLiteral, .command, .range, .regex:
            return true
        case .call:
            return isFresh(call: node)
        default:
            return false
        }
    }

    /// `isFresh(tree:)` of a `.call` node.
    func isFresh(call node: RubyTree.Node) -> Bool {
        let receiver = tree.children[Int(node.b)]
        if nameID(node.a, has: .fresh) { return true }
        if nameID(node.a, has: .sameObject), receiver >= 0 { return isFresh(tree: receiver) }
        return false
    }

    /// `markShared(_:in:)` of node `index` of the tree.
    @inline(__always)
    func markShared(tree index: Int32, in frame: RubyFrame) {
        // Most values marked are literals, which nothing holds: no call for them.
        switch tree.nodes[Int(index)].kind {
        case .local, .variable, .constant, .splat, .call: markNodeShared(index, in: frame)
        default: break
        }
    }

    /// `markShared(tree:in:)` of a node that may be held elsewhere.
    func markNodeShared(_ index: Int32, in frame: RubyFrame) {
        let node = tree.nodes[Int(index)]
        switch node.kind {
        case .local: frame.setShared(node.b, up: node.c, true)
        case .variable: sharedNames.insert(tree.names[Int(node.a)])
        case .constant where node.a < 0: sharedNames.insert(tree.names[Int(node.b)])
        case .splat: markShared(tree: node.a, in: frame)
        case .call:
            let receiver = tree.children[Int(node.b)]
            if receiver >= 0, nameID(node.a, has: .sameObject) { markShared(tree: receiver, in: frame) }
        default: break
        }
    }

    /// The file's value when a signal ends it: `return`, `next` and `break` give their value,
    /// an error is thrown.
    static func finished(_ signal: RubyEvalSignal) throws(RubyError) -> RubyValue {
        switch signal {
        case let .error(e): throw e
        case let .returned(v), let .next(v), let .broke(v): return v
        }
    }

}
