import MortarCore

/// Issue 27, step B (`REWRITE.md`): calls, blocks and `def` walked on the arena tree, as
/// `evaluateCall(_:node:in:)` and `evaluateKind`'s `.def` walk the enum tree. What both walks
/// share is one answer taking evaluated values and positions: `invoke` and `bind` (a `def` or
/// block of either tree, `RubyParameterList`), `callBlock` (a `RubyClosure` of either tree), the
/// host's calls, `kernel`, `callBuiltin` and the constant calls. The undecided-code analyses
/// and in-place changes still read enum nodes: a tree block's body or receiver is converted for
/// them only when they run (`blockBody`, `enumNode`).
extension RubyEvaluator {
    /// `evaluateKind` of `.call` and `.def` on the tree.
    func evaluateTreeCallKind(_ index: Int32, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        let node = tree.nodes[Int(index)]
        if node.kind == .def {
            definitions[tree.names[Int(node.a)]] = .tree(index)
            return .symbol(tree.names[Int(node.a)])
        }
        return try evaluateCall(tree: index, in: frame)
    }

    /// The statements of a closure's block as enum nodes, for the analyses of code not run
    /// (`skippingProblem`, `mentionsSignificant`, `assignedTargets`), which walk enum nodes
    /// (a tree block's body converted: the same nodes, so `walkedNodes` counts the same).
    package func blockBody(_ closure: RubyClosure) -> [RubyEnumNode] {
        if let block = closure.enumBlock { return block.body }
        return RubyTreeConverter(tree: tree, file: file).statements(tree.nodes[Int(closure.treeBlock)].b)
    }

    /// Where a closure's block starts (`{` or `do`).
    package func blockLocation(_ closure: RubyClosure) -> SourceLocation {
        closure.enumBlock?.location ?? location(of: closure.treeBlock)
    }

    /// Node `index` of the tree as an enum node, for the code that still reads them.
    func enumNode(_ index: Int32) -> RubyEnumNode {
        RubyTreeConverter(tree: tree, file: file).convert(index)
    }

    /// `evaluateCall(_:node:in:)` of the `.call` node `index`.
    func evaluateCall(tree index: Int32, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        let node = tree.nodes[Int(index)]
        let name = tree.names[Int(node.a)]
        let receiverIndex = tree.children[Int(node.b)], blockIndex = tree.children[Int(node.b) + 1]
        let start = node.b + 2, count = node.c
        let closure = blockIndex >= 0 ? RubyClosure(tree: blockIndex, frame: frame) : symbolBlock(tree: start, count, in: frame)
        guard receiverIndex >= 0 else {
            let args = try evaluateArguments(tree: start, count, in: frame)
            markArgumentsShared(start, count, in: frame)
            if !definitions.isEmpty, let definition = definitions[name] {
                return try invoke(definition, args, block: closure, node: RubyNode(tree, index), fresh: freshArguments(start, count))
            }
            if let value = try host.call(name, args, block: closure, node: RubyNode(tree, index), evaluator: self) { return value }
            let result = try kernel(name, args, block: closure, node: RubyNode(tree, index))
            if !RubyEvaluator.kernelNames.contains(name) {
                try notRun(closure, arguments: RubyTreeConverter(tree: tree, file: file).nodes(start, count),
                           because: "which '\(name)' may change, and it is not defined in this file", at: location(of: index), in: frame)
            }
            return result
        }
        let receiver = try evaluate(tree: receiverIndex, in: frame)
        if node.flags & RubyTree.Flag.safeNavigation != 0, case .nilValue = receiver { return .nilValue }
        let args = try evaluateArguments(tree: start, count, in: frame)
        switch receiver {
        case .object, .constant:
            markArgumentsShared(start, count, in: frame)
        default:
            if RubyEvaluator.changesInPlace(receiver, name) || RubyEvaluator.isBang(name) { markArgumentsShared(start, count, in: frame) }
        }
        switch receiver {
        case let .object(id):
            return try host.call(object: id, name, args, block: closure, node: RubyNode(tree, index), evaluator: self)
        case let .constant(path):
            if let value = try host.call(constant: path, name, args, block: closure, node: RubyNode(tree, index), evaluator: self) { return value }
            if let value = try pureFileCall(path, name, args.map(\.value), at: location(of: index)) { return value }
            if let value = try gemVersionCall(path, name, args, node: RubyNode(tree, index)) { return value }
            if let value = coreClassCall(path, name, args.first?.value) { return value }
            if let closure, let problem = skippingProblem(blockBody(closure)) {
                throw .error(.notStatic("cannot evaluate '\(path).\(name)' statically, and its block \(problem)",
                                        at: location(of: index), help: host.notStaticHelp))
            }
            try notRun(closure, arguments: [], because: "which the block of '\(path).\(name)' may change, and mortar never runs it",
                       at: location(of: index), in: frame)
            return .opaque(RubyOpaque("'\(path).\(name)', which mortar never runs", at: location(of: index)))
        case let .opaque(o):
            if host.isSignificant(name) { throw .error(unknownReceiver(name, o, at: location(of: index))) }
            if let closure, let problem = skippingProblem(blockBody(closure)) {
                // A value set under an undecidable condition: the condition is where to look.
                let used = o.undecided ? " (at \(location(of: index)))" : ""
                throw .error(.notStatic("cannot evaluate '.\(name)'\(used) on a value that is not static (it comes from \(o.reason)), and its block \(problem)",
                                        at: o.undecided ? o.location : location(of: index), help: host.notStaticHelp))
            }
            try notRun(closure, arguments: RubyTreeConverter(tree: tree, file: file).nodes(start, count),
                       because: "which '.\(name)' may change, and mortar cannot run it: its receiver comes from \(o.reason)",
                       at: location(of: index), in: frame)
            return receiver
        default:
            // The receiver's node is read only where the call changes it in place (`list << x`, `s.strip!`).
            let changes = RubyEvaluator.isBang(name) || RubyEvaluator.changesInPlace(receiver, name)
            return try callBuiltin(receiver, name, args, block: closure, receiverNode: changes ? enumNode(receiverIndex) : nil,
                                   node: RubyNode(tree, index), in: frame)
        }
    }

    /// `markShared` of each argument in the list `start`, `count` of `tree.children`.
    func markArgumentsShared(_ start: Int32, _ count: Int32, in frame: RubyFrame) {
        var i = start
        while i < start + count {
            markShared(tree: tree.children[Int(i)], in: frame)
            i += 1
        }
    }

    /// Whether each argument (block arguments left out) is written as a fresh value (`{}`, `'x'`):
    /// the called method's own to change. Nil when one is a splat (which argument is which is
    /// not known from the nodes).
    func freshArguments(_ start: Int32, _ count: Int32) -> [Bool]? {
        var fresh: [Bool] = []
        for argument in tree.list(start, count) {
            switch tree.nodes[Int(argument)].kind {
            case .splat: return nil
            case .blockPass: continue
            default: fresh.append(isFresh(tree: argument))
            }
        }
        return fresh
    }

    /// `evaluateArguments(_:in:)` of the list `start`, `count` of `tree.children`.
    func evaluateArguments(tree start: Int32, _ count: Int32, in frame: RubyFrame) throws(RubyEvalSignal) -> [Located<RubyValue>] {
        if count == 0 { return [] }
        var args: [Located<RubyValue>] = []
        // Sized once for one value per argument (a splat may add more): not grown from empty.
        args.reserveCapacity(Int(count))
        var i = start
        while i < start + count {
            let index = tree.children[Int(i)]
            i += 1
            let node = tree.nodes[Int(index)]
            switch node.kind {
            case .splat:
                let value = try evaluate(tree: node.a, in: frame)
                if case let .array(items) = value {
                    args += items.map { Located($0, at: location(of: index)) }
                } else {
                    args.append(Located(value, at: location(of: index)))
                }
            case .blockPass:
                continue
            default:
                args.append(Located(try evaluate(tree: index, in: frame), at: location(of: index)))
            }
        }
        return args
    }

    /// `symbolBlock(_:in:)` of the arguments in the list `start`, `count`: `&:name` as the block
    /// `{ |x| x.name }` (made on the enum tree, as the old walk makes it: its one call is walked so).
    func symbolBlock(tree start: Int32, _ count: Int32, in frame: RubyFrame) -> RubyClosure? {
        guard count > 0 else { return nil }
        let lastIndex = tree.children[Int(start + count - 1)]
        let last = tree.nodes[Int(lastIndex)]
        guard last.kind == .blockPass, case let inner = tree.nodes[Int(last.a)], inner.kind == .symbol, inner.b == 1,
              case let segment = tree.nodes[Int(tree.children[Int(inner.a)])], segment.kind == .segmentText else { return nil }
        let name = tree.texts[Int(segment.a)]
        let parameter = "\u{0}item"
        let at = location(of: lastIndex), from = Int(last.start), to = Int(last.end)
        let receiver = RubyEnumNode(.local(parameter), at: at, start: from, end: to)
        let body = RubyEnumNode(.call(RubyCall(receiver: receiver, name: name, args: [], block: nil, safeNavigation: false, hasArguments: false)),
                                at: at, start: from, end: to)
        let block = RubyBlock(parameters: [RubyParameter(name: parameter, kind: .required)], body: [body], location: at, start: from, end: to)
        return RubyClosure(block: block, frame: frame)
    }

    /// `assign(_:to:in:)` of a `.call` target (`s.name = …`, `h[k] = …`, or a local the parser
    /// had not seen yet) of the tree.
    func assign(_ value: RubyValue, toCall target: Int32, in frame: RubyFrame) throws(RubyEvalSignal) {
        let call = tree.nodes[Int(target)]
        let name = tree.names[Int(call.a)]
        let receiverIndex = tree.children[Int(call.b)]
        guard receiverIndex >= 0 else {
            frame.assign(name, value)
            return
        }
        let receiver = try evaluate(tree: receiverIndex, in: frame)
        if call.a == RubyName.index {
            let args = try evaluateArguments(tree: call.b + 2, call.c, in: frame)
            try assignIndex(receiver: receiver, receiverNode: enumNode(receiverIndex), keys: args, value: value, node: enumNode(target), in: frame)
            return
        }
        switch receiver {
        case let .object(id):
            // The attribute's name, not its setter's: the host need not take `version=` apart.
            try host.assign(object: id, name, Located(value, at: location(of: target)), node: RubyNode(tree, target), evaluator: self)
        case let .opaque(o) where host.isSignificant(name + "="):
            // `spec.version = …` on something that may be the spec.
            throw .error(unknownReceiver(name + "=", o, at: location(of: target)))
        default:
            // Setting an attribute of something unknown (`config.build_settings = …`) changes
            // nothing Mortar reads.
            break
        }
    }
}

extension RubyEvaluator {
    /// `callBuiltin` for a call of the enum tree (`evaluateOpAssign`): its position is all the
    /// built-ins read of it.
    package func callBuiltin(_ receiver: RubyValue, _ name: String, _ args: [Located<RubyValue>], block: RubyClosure?,
                             receiverNode: RubyEnumNode?, node: RubyEnumNode, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        try callBuiltin(receiver, name, args, block: block, receiverNode: receiverNode, node: RubyNode(node), in: frame)
    }
}
