import MortarCore

/// The analyses of code a condition Mortar cannot decide guards (`+Undecided`), on the arena
/// tree's indices (each node visited counts in `walkedNodes`): what the message says and when it
/// is an error is decided by `undecided(_:problem:at:construct:makeTargetsUnknown:)` and
/// `skippingProblem(significant:returns:jumps:)`.
extension RubyEvaluator {
    /// The one answer for a branch whose condition cannot be decided: an error
    /// when skipping the branches is not safe (`problem`, asked of them first), otherwise what
    /// they may set is made unknown (`makeTargetsUnknown`, given the reason to record) and the
    /// construct's unknown value returned.
    package func undecided(_ value: RubyValue, problem: String?, at location: SourceLocation, construct: String,
                           makeTargetsUnknown: (String) throws(RubyEvalSignal) -> Void) throws(RubyEvalSignal) -> RubyValue {
        let reason = value.opaqueReason.map { Self.dependsOn($0, at: location) } ?? "it depends on \(value.kindDescription)"
        if let problem {
            throw .error(.notStatic("cannot decide this \(construct) statically: \(reason), and the code it guards \(problem)",
                                    at: location, help: host.notStaticHelp))
        }
        try makeTargetsUnknown("set under a \(construct) mortar cannot decide (\(reason))")
        return .opaque(RubyOpaque("the value of a \(construct) mortar cannot decide (\(reason))", at: location, undecided: true))
    }

    /// The one answer for why code that is not run cannot be skipped (nil when it
    /// can): each question is asked only when the one before it is answered no.
    package static func skippingProblem(significant: Bool, returns: @autoclosure () -> Bool, jumps: @autoclosure () -> Bool) -> String? {
        if significant { return "declares what mortar reads" }
        if returns() { return "may return from the method, so what follows cannot be known" }
        if jumps() { return "may leave the block or loop ('next' or 'break'), so what follows cannot be known" }
        return nil
    }

    /// `undecidable(_:branches:at:construct:in:)` of the statements `branches` of the tree.
    package func undecidable(_ value: RubyValue, tree branches: [Int32], at location: SourceLocation, construct: String,
                             in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        try undecided(value, problem: skippingProblem(tree: branches), at: location, construct: construct) { (because: String) throws(RubyEvalSignal) in
            for target in assignedTargets(tree: branches) {
                try makeUnknown(tree: target, because: because, at: location, in: frame)
            }
        }
    }

    /// `skippingProblem(_:)` of nodes of the tree.
    package func skippingProblem(tree nodes: [Int32]) -> String? {
        RubyEvaluator.skippingProblem(significant: mentionsSignificant(tree: nodes), returns: containsReturn(tree: nodes),
                                      jumps: containsJump(tree: nodes))
    }

    /// `mentionsSignificant(_:)` of nodes of the tree.
    package func mentionsSignificant(tree nodes: [Int32]) -> Bool {
        anyNode(tree: nodes, enteringDefinitions: true) { index in
            let node = tree.nodes[Int(index)]
            switch node.kind {
            case .call:
                let name = tree.names[Int(node.a)]
                return host.isSignificant(name) || definitions[name] != nil
            case .assign, .opAssign:
                let target = tree.nodes[Int(node.a)]
                if target.kind == .call { return host.isSignificant(tree.names[Int(target.a)] + "=") }
                return false
            default:
                return false
            }
        }
    }

    /// `containsReturn(_:)` of nodes of the tree.
    package func containsReturn(tree nodes: [Int32]) -> Bool {
        anyNode(tree: nodes, enteringDefinitions: false) { tree.nodes[Int($0)].kind == .returnValue }
    }

    /// `containsJump(_:)` of nodes of the tree: the same nodes visited in the same order.
    package func containsJump(tree nodes: [Int32]) -> Bool {
        func visit(_ index: Int32, _ depth: Int) -> Bool {
            if depth > 200 { return false }
            walkedNodes += 1
            let node = tree.nodes[Int(index)]
            func one(_ i: Int32) -> Bool { i >= 0 && visit(i, depth + 1) }
            func list(_ start: Int32, _ count: Int32) -> Bool { tree.list(start, count).contains { visit($0, depth + 1) } }
            func listNode(_ list: Int32) -> Bool { tree.list(node: list).contains { visit($0, depth + 1) } }
            switch node.kind {
            case .next, .breakLoop: return true
            case .call: return one(tree.children[Int(node.b)]) || list(node.b + 2, node.c)
            case .assign, .opAssign: return one(node.b)
            case .multiAssign: return one(node.a)
            case .ifElse: return one(node.a) || listNode(node.b) || listNode(node.c)
            case .loop: return one(node.a)
            case .caseWhen:
                return one(node.a) || tree.list(node: node.b).contains { listNode(tree.nodes[Int($0)].c) } || listNode(node.c)
            case .begin: return listNode(node.a) || listNode(node.b) || listNode(node.c)
            case .sequence: return list(node.a, node.b)
            case .and, .or, .rescueModifier: return one(node.a) || one(node.b)
            case .not: return one(node.a)
            default: return false
            }
        }
        return nodes.contains { visit($0, 0) }
    }

    /// `anyNode(in:enteringDefinitions:_:)` of nodes of the tree: the same nodes visited in the
    /// same order (a `.when`, `.block`, `.list` or segment node is not one: the old tree has none).
    package func anyNode(tree nodes: [Int32], enteringDefinitions: Bool, _ match: (Int32) -> Bool) -> Bool {
        func visit(_ index: Int32, _ depth: Int) -> Bool {
            if depth > 200 { return false }
            walkedNodes += 1
            if match(index) { return true }
            let node = tree.nodes[Int(index)]
            func one(_ i: Int32) -> Bool { i >= 0 && visit(i, depth + 1) }
            func list(_ start: Int32, _ count: Int32) -> Bool { tree.list(start, count).contains { visit($0, depth + 1) } }
            func listNode(_ list: Int32) -> Bool { tree.list(node: list).contains { visit($0, depth + 1) } }
            switch node.kind {
            case .call:
                let block = tree.children[Int(node.b) + 1]
                return one(tree.children[Int(node.b)]) || list(node.b + 2, node.c) || block >= 0 && listNode(tree.nodes[Int(block)].b)
            case .assign, .opAssign: return one(node.a) || one(node.b)
            case .multiAssign: return list(node.b, node.c) || one(node.a)
            case .ifElse: return one(node.a) || listNode(node.b) || listNode(node.c)
            case .loop: return one(node.a) || listNode(node.b)
            case .caseWhen:
                return one(node.a) || tree.list(node: node.b).contains { w in
                    let when = tree.nodes[Int(w)]
                    return list(when.a, when.b) || listNode(when.c)
                } || listNode(node.c)
            case .begin: return listNode(node.a) || listNode(node.b) || listNode(node.c)
            case .sequence, .array, .hash: return list(node.a, node.b)
            case .and, .or, .rescueModifier: return one(node.a) || one(node.b)
            case .not, .splat, .blockPass, .defined: return one(node.a)
            case .string, .symbol, .command:
                return tree.list(node.a, node.b).contains { s in
                    let segment = tree.nodes[Int(s)]
                    return segment.kind == .segmentCode && list(segment.a, segment.b)
                }
            case .returnValue, .next, .breakLoop: return one(node.a)
            case .range: return one(node.a) || one(node.b)
            case .def: return enteringDefinitions && listNode(node.c)
            default: return false
            }
        }
        return nodes.contains { visit($0, 0) }
    }

    /// `assignedTargets(_:)` of nodes of the tree: the target nodes' indices.
    package func assignedTargets(tree nodes: [Int32]) -> [Int32] {
        var targets: [Int32] = []
        _ = anyNode(tree: nodes, enteringDefinitions: false) { index in
            let node = tree.nodes[Int(index)]
            switch node.kind {
            case .assign, .opAssign:
                targets.append(node.a)
            case .multiAssign:
                targets += tree.list(node.b, node.c)
            case .call:
                let receiver = tree.children[Int(node.b)], name = tree.names[Int(node.a)]
                if receiver >= 0, RubyEvaluator.mutatingInPlace.contains(name) || name.hasSuffix("!") {
                    // `a.first << x` changes what `a` holds.
                    var root = receiver
                    while case let inner = tree.nodes[Int(root)], inner.kind == .call, case let next = tree.children[Int(inner.b)], next >= 0 {
                        root = next
                    }
                    targets.append(root)
                }
            default:
                break
            }
            return false
        }
        return targets
    }

    /// `makeUnknown(_:because:at:in:)` of node `index` of the tree.
    package func makeUnknown(tree index: Int32, because: String, at location: SourceLocation, in frame: RubyFrame) throws(RubyEvalSignal) {
        let target = tree.nodes[Int(index)]
        // A local is made unknown in the frame of the chain that holds it: the target may be in a
        // block (not run) inside `frame`'s code; one of such a block's own scopes is left alone.
        let up = frame.depth - Int32(target.flags)
        switch target.kind {
        case .local:
            if case .object = try evaluate(local: index, up: up, in: frame) { return }
        case .variable:
            if case .object = try evaluate(tree: index, in: frame) { return }
        case .constant where target.a < 0:
            if case .object = try evaluate(tree: index, in: frame) { return }
        default:
            break
        }
        func unknown(_ name: String) -> RubyValue { .opaque(RubyOpaque("'\(name)', \(because)", at: location, undecided: true)) }
        switch target.kind {
        case .local:
            if up >= 0 { frame.set(target.b, up: up, unknown(tree.names[Int(target.a)])) }
        case .constant where target.a < 0:
            let name = tree.names[Int(target.b)]
            constants[name] = unknown(name)
        case .variable:
            let name = tree.names[Int(target.a)]
            globals[name] = unknown(name)
        case .call:
            let receiver = tree.children[Int(target.b)], name = tree.names[Int(target.a)]
            guard receiver >= 0 else {
                // A call of no receiver (`name`, a method): no local to make unknown (the parser
                // turns every assigned name into a local).
                return
            }
            let receiverNode = tree.nodes[Int(receiver)]
            if receiverNode.kind == .constant, receiverNode.a < 0, tree.names[Int(receiverNode.b)] == "ENV", name == "[]" {
                let unknown = RubyOpaque("an environment variable \(because)", at: location, undecided: true)
                let key = target.c > 0 ? tree.nodes[Int(tree.children[Int(target.b + 2)])] : nil
                if let key, key.kind == .text {
                    unknownEnvironment[literalText(key)] = unknown
                } else if let key, key.kind == .string, key.b == 1, case let segment = tree.nodes[Int(tree.children[Int(key.a)])],
                          segment.kind == .segmentText {
                    unknownEnvironment[literalText(segment)] = unknown
                } else {
                    unknownEnvironment["*"] = unknown
                }
                return
            }
            // `h[k] = v` changes `h`; `x.attr = v` sets an attribute, which no value here has.
            if name == "[]" { try makeUnknown(tree: receiver, because: because, at: location, in: frame) }
        default:
            break
        }
    }

    /// `evaluate(tree:in:)` of a `.local` node read `up` frames above `frame` (nil when `up` is
    /// negative: a local of a block inside), counted as any step.
    func evaluate(local index: Int32, up: Int32, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        if walkedNodes == 0, steps < RubyEvaluator.maxSteps {
            steps += 1
        } else {
            try charge(1, at: location(of: index))
        }
        if evaluationDepth + 1 > RubyEvaluator.maxEvaluationDepth {
            throw .error(.tooComplex("evaluation nests more than \(RubyEvaluator.maxEvaluationDepth) levels deep (through method calls and blocks)", at: location(of: index)))
        }
        let value = up >= 0 ? frame.value(tree.nodes[Int(index)].b, up: up) : .nilValue
        if case .opaque = value { unknownValues += 1 }
        return value
    }
}
