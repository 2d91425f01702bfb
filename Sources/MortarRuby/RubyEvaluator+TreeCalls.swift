import MortarCore

/// Calls, blocks and `def` on the arena tree: a call's receiver and arguments evaluated, then
/// `dispatchCall` (`+Calls`) with the call's node; a block is a `RubyClosure` of its `.block`
/// node, a `def` its `.def` node in `definitions`.
extension RubyEvaluator {
    /// A `.call` (evaluated) or a `.def` (recorded in `definitions`; its value is its name as a symbol).
    @inline(__always)
    func evaluateTreeCallKind(_ index: Int32, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        let node = tree.nodes[Int(index)]
        if node.kind == .def {
            definitions[tree.names[Int(node.a)]] = index
            return .symbol(tree.names[Int(node.a)])
        }
        return try evaluateCall(tree: index, in: frame)
    }

    /// The statements of a tree closure's block.
    func blockStatements(_ closure: RubyClosure) -> [Int32] {
        Array(tree.list(node: tree.nodes[Int(closure.block)].b))
    }

    /// Where a closure's block starts (`{` or `do`).
    package func blockLocation(_ closure: RubyClosure) -> SourceLocation {
        location(of: closure.block)
    }

    /// `skippingProblem` of a closure's block: why it cannot be skipped, if so.
    package func skippingProblem(of closure: RubyClosure) -> String? {
        skippingProblem(tree: blockStatements(closure))
    }

    /// `mentionsSignificant` of a closure's block.
    package func mentionsSignificant(of closure: RubyClosure) -> Bool {
        mentionsSignificant(tree: blockStatements(closure))
    }

    /// What a closure's block may set (`assignedTargets`) made unknown in the closure's frame.
    /// `because` is worded only for a target (most blocks not run set none).
    func makeAssignedUnknown(_ closure: RubyClosure, because: @autoclosure () -> String, at location: SourceLocation) throws(RubyEvalSignal) {
        for target in assignedTargets(tree: blockStatements(closure)) {
            try makeUnknown(tree: target, because: because(), at: location, in: closure.frame)
        }
    }

    /// The `.call` node `index`: its receiver and arguments evaluated, then `dispatchCall`.
    func evaluateCall(tree index: Int32, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        let node = tree.nodes[Int(index)]
        let name = tree.names[Int(node.a)]
        let receiverIndex = tree.children[Int(node.b)], blockIndex = tree.children[Int(node.b) + 1]
        let closure = blockIndex >= 0 ? RubyClosure(tree: blockIndex, frame: frame) : symbolBlock(tree: node.b + 2, node.c, in: frame)
        guard receiverIndex >= 0 else {
            var args = try evaluateArguments(tree: node.b + 2, node.c, in: frame)
            let result = try dispatchCall(name, receiver: nil, &args, block: closure, call: index, node: RubyNode(node), in: frame)
            recycle(consume args)
            return result
        }
        if let id = try hostObject(receiverIndex, in: frame) {
            // `s.dependency 'A'`: a call on the host object a local holds (most calls of a
            // manifest) sent to the host as `dispatchCall` sends it, the receiver's value not
            // copied out of the frame and destroyed again. The host may take the arguments it
            // keeps out of the list (moved, not copied).
            var args = try evaluateArguments(tree: node.b + 2, node.c, in: frame)
            markArgumentsShared(index, in: frame)
            let result = try host.call(object: id, name, &args, block: closure, node: RubyNode(node), evaluator: self)
            recycle(consume args)
            return result
        }
        // Made optional where it is evaluated: passed on, not copied into an optional and destroyed twice.
        let receiver: RubyValue? = try evaluate(operand: receiverIndex, in: frame)
        if node.flags & RubyTree.Flag.safeNavigation != 0, case .nilValue? = receiver { return .nilValue }
        var args = try evaluateArguments(tree: node.b + 2, node.c, in: frame)
        let result = try dispatchCall(name, receiver: receiver, &args, block: closure, call: index, node: RubyNode(node), in: frame)
        recycle(consume args)
        return result
    }

    /// The id of the host object held by the local `index` (a receiver: `s` of `s.name = …`),
    /// its step and level counted as `evaluate(operand:in:)` counts them (a host object is never
    /// an unknown value); nil, with nothing counted, when the node is not a local or its value is
    /// anything else (the caller then evaluates it as any receiver). The value is read in place
    /// (`RubyFrame.object`), not copied out and destroyed again.
    @inline(__always)
    func hostObject(_ index: Int32, in frame: RubyFrame) throws(RubyEvalSignal) -> Int? {
        let node = tree.nodes[Int(index)]
        guard node.kind == .local, let id = frame.object(node.b, up: node.c) else { return nil }
        try enterNode(index)
        evaluationDepth -= 1
        return id
    }

    /// An argument list a call has finished with, kept emptied for the next call's
    /// (`spareArgumentLists`). A list a host kept is not unique: emptying it makes a new one
    /// (what the host holds is unchanged), as an allocation per call did before.
    @inline(__always)
    func recycle(_ args: consuming [RubyLocatedValue]) {
        guard args.capacity > 0, spareArgumentLists.count < 16 else { return }
        var spare = args
        // Emptied from the end (a call has one to three arguments): `removeAll(keepingCapacity:)`
        // went through the generic `replaceSubrange`, ≈230 instructions a list.
        while !spare.isEmpty { spare.removeLast() }
        spareArgumentLists.append(spare)
    }

    /// `markShared` of each argument of the `.call` node `call`. Inlined: most calls have one or
    /// two literal arguments, which nothing holds.
    @inline(__always)
    func markArgumentsShared(_ call: Int32, in frame: RubyFrame) {
        let node = tree.nodes[Int(call)]
        var i = node.b + 2
        while i < node.b + 2 + node.c {
            markShared(tree: tree.children[Int(i)], in: frame)
            i += 1
        }
    }

    /// Whether each argument of a call (block arguments left out) is written as a fresh value
    /// (`{}`, `'x'`): the called method's own to change. Nil when one is a splat (which argument
    /// is which is not known from the nodes).
    func freshArguments(_ call: Int32) -> [Bool]? {
        let node = tree.nodes[Int(call)]
        var fresh: [Bool] = []
        for argument in tree.list(node.b + 2, node.c) {
            switch tree.nodes[Int(argument)].kind {
            case .splat: return nil
            case .blockPass: continue
            default: fresh.append(isFresh(tree: argument))
            }
        }
        return fresh
    }

    /// `notRun` of a call's block and arguments.
    func notRun(_ closure: RubyClosure?, argumentsOf call: Int32, because: @autoclosure () -> String, at location: SourceLocation,
                in frame: RubyFrame) throws(RubyEvalSignal) {
        let node = tree.nodes[Int(call)]
        try notRun(closure, arguments: Array(tree.list(node.b + 2, node.c)), because: because(), at: location, in: frame)
    }

    /// A call's receiver, for a change in place (`store`); nil when none is written.
    func receiverIndex(_ call: Int32) -> Int32? {
        let receiver = tree.children[Int(tree.nodes[Int(call)].b)]
        return receiver < 0 ? nil : receiver
    }

    /// The arguments' values: the list `start`, `count` of `tree.children`.
    func evaluateArguments(tree start: Int32, _ count: Int32, in frame: RubyFrame) throws(RubyEvalSignal) -> [RubyLocatedValue] {
        if count == 0 { return [] }
        // A list an earlier call finished with (`recycle`), else a new one; sized once for one
        // value per argument (a splat may add more): not grown from empty. `removeLast`, not
        // `popLast() ?? []`: the optional and its default cost a retain and a release a call.
        var args = spareArgumentLists.isEmpty ? [] : spareArgumentLists.removeLast()
        // Asked only when short: a recycled list usually has room, and the call cost ≈75 even then.
        if args.capacity < Int(count) { args.reserveCapacity(Int(count)) }
        var i = start
        while i < start + count {
            let index = tree.children[Int(i)]
            i += 1
            let node = tree.nodes[Int(index)]
            switch node.kind {
            case .splat:
                let value = try evaluate(tree: node.a, in: frame)
                if case let .array(items) = value {
                    args += items.map { RubyLocatedValue($0, at: location(of: index)) }
                } else {
                    args.append(RubyLocatedValue(value, at: location(of: index)))
                }
            case .blockPass:
                continue
            default:
                args.append(RubyLocatedValue(try evaluate(operand: index, in: frame), at: location(at: node)))
            }
        }
        return args
    }

    /// `symbolBlock(_:in:)` of the arguments in the list `start`, `count`: `&:name` as the block
    /// `{ |x| x.name }` the parser made of it (`RubyTreeParser.symbolBlock`).
    @inline(__always)
    func symbolBlock(tree start: Int32, _ count: Int32, in frame: RubyFrame) -> RubyClosure? {
        guard count > 0 else { return nil }
        let last = tree.nodes[Int(tree.children[Int(start + count - 1)])]
        guard last.kind == .blockPass, last.b >= 0 else { return nil }
        return RubyClosure(tree: last.b, frame: frame)
    }

    /// `assign(_:to:in:)` of a `.call` target (`s.name = …`, `h[k] = …`) of the tree. A call of
    /// no receiver is never a target: the parser makes every assigned name a local (`assignable`).
    func assign(_ value: consuming RubyValue, toCall target: Int32, in frame: RubyFrame) throws(RubyEvalSignal) {
        let call = tree.nodes[Int(target)]
        let name = tree.names[Int(call.a)]
        let receiverIndex = tree.children[Int(call.b)]
        guard receiverIndex >= 0 else { return }
        if call.a != RubyName.index, let id = try hostObject(receiverIndex, in: frame) {
            // `s.name = …` (most assignments of a manifest): the receiver's value not copied out
            // of the frame and destroyed again.
            try host.assign(object: id, name, RubyLocatedValue(consume value, at: location(at: call)), node: RubyNode(call), evaluator: self)
            return
        }
        let receiver = try evaluate(operand: receiverIndex, in: frame)
        if call.a == RubyName.index {
            let args = try evaluateArguments(tree: call.b + 2, call.c, in: frame)
            try assignIndex(receiver: receiver, receiverNode: receiverIndex, keys: args, value: value, node: RubyNode(call), in: frame)
            return
        }
        switch receiver {
        case let .object(id):
            // The attribute's name, not its setter's: the host need not take `version=` apart.
            try host.assign(object: id, name, RubyLocatedValue(consume value, at: location(at: call)), node: RubyNode(call), evaluator: self)
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
