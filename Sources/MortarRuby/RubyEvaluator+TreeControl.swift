import MortarCore

/// Control flow on the arena tree — splats, `and`/`or`, `if`, loops, `case`, `x op= v`,
/// `a, b = v`, `return`/`next`/`break`, `begin`/`rescue`/`ensure`, `rescue` modifiers and
/// `defined?`. Undecided conditions go to `undecidable(_:tree:at:construct:in:)`
/// (`+TreeUndecided`). What a loop, a `begin`, a `when` or an operator assignment does with the
/// values it is given: `runLoop`, `runBegin`, `whenMatches`, `opAssigned`,
/// `multipleAssignmentElement`, `definedValue(of:at:)`.
extension RubyEvaluator {
    /// A control kind (`evaluateTreeKind` sends them here).
    func evaluateTreeControl(_ index: Int32, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        let node = tree.nodes[Int(index)]
        switch node.kind {
        case .splat: return try evaluate(tree: node.a, in: frame)
        case .and, .or:
            let left = try evaluate(tree: node.a, in: frame)
            guard let truth = left.truthiness else {
                _ = try undecidable(left, tree: [node.b], at: location(of: node.a), construct: "condition", in: frame)
                return left
            }
            // `and` stops at a false value, `or` at a true one.
            return truth == (node.kind == .or) ? left : try evaluate(tree: node.b, in: frame)
        case .ifElse:
            let value = try evaluate(tree: node.a, in: frame)
            guard let truth = value.truthiness else {
                // `unless c` is `if !c`: the condition is `c`, where it is written.
                let condition = tree.nodes[Int(node.a)]
                let at = location(of: condition.kind == .not ? condition.a : node.a)
                return try undecidable(value, tree: Array(tree.list(node: node.b)) + tree.list(node: node.c), at: at, construct: "condition", in: frame)
            }
            return try evaluate(statements: truth ? node.b : node.c, in: frame)
        case .loop:
            return try runLoop(isUntil: node.flags & RubyTree.Flag.until != 0, at: location(of: index),
                               condition: { () throws(RubyEvalSignal) in try evaluate(tree: node.a, in: frame) },
                               undecided: { (value: RubyValue) throws(RubyEvalSignal) in
                                   try undecidable(value, tree: Array(tree.list(node: node.b)), at: location(of: node.a), construct: "loop condition", in: frame)
                               },
                               body: { () throws(RubyEvalSignal) in _ = try evaluate(statements: node.b, in: frame) })
        case .caseWhen: return try evaluateCase(tree: node, in: frame)
        case .opAssign: return try evaluateOpAssign(tree: node, in: frame)
        case .multiAssign:
            let value = try evaluate(tree: node.a, in: frame)
            var i: Int32 = 0
            while i < node.c {
                try assign(RubyEvaluator.multipleAssignmentElement(Int(i), of: value), toTree: tree.children[Int(node.b + i)], in: frame)
                i += 1
            }
            return value
        case .returnValue: throw .returned(node.a < 0 ? .nilValue : try evaluate(tree: node.a, in: frame))
        case .next: throw .next(node.a < 0 ? .nilValue : try evaluate(tree: node.a, in: frame))
        case .breakLoop: throw .broke(node.a < 0 ? .nilValue : try evaluate(tree: node.a, in: frame))
        case .begin:
            return try runBegin(
                hasRescue: node.b >= 0, at: location(of: index),
                body: { () throws(RubyEvalSignal) in try evaluate(statements: node.a, in: frame) },
                rescueUndecided: { (why: RubyValue) throws(RubyEvalSignal) in
                    try undecidable(why, tree: Array(tree.list(node: node.b)), at: location(of: index), construct: "'rescue'", in: frame)
                },
                rescue: { () throws(RubyEvalSignal) in try evaluate(statements: node.b, in: frame) },
                ensure: { () throws(RubyEvalSignal) in _ = try evaluate(statements: node.c, in: frame) })
        case .rescueModifier:
            do {
                return try evaluate(tree: node.a, in: frame)
            } catch {
                if case .error(.raised) = error { return try evaluate(tree: node.b, in: frame) }
                throw error
            }
        case .defined: return definedValue(of: definedOperand(tree: node.a), at: location(of: index))
        default:
            // Not a control kind (`evaluateTreeKind` sends only those here): never reached.
            throw .error(.syntax("cannot evaluate this expression", at: location(of: index)))
        }
    }

    /// `evaluateCase(subject:whens:elseBody:node:in:)` of a `.caseWhen` node.
    func evaluateCase(tree node: RubyTree.Node, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        let value = node.a < 0 ? nil : try evaluate(tree: node.a, in: frame)
        let whens = tree.list(node: node.b)
        for w in whens {
            let clause = tree.nodes[Int(w)]
            for candidateNode in tree.list(clause.a, clause.b) {
                let candidate = try evaluate(tree: candidateNode, in: frame)
                guard let matched = whenMatches(value, candidate) else {
                    let everything = whens.flatMap { tree.list(node: tree.nodes[Int($0)].c) } + tree.list(node: node.c)
                    return try undecidable(value ?? candidate, tree: everything, at: location(of: candidateNode), construct: "'when'", in: frame)
                }
                if matched { return try evaluate(statements: clause.c, in: frame) }
            }
        }
        return try evaluate(statements: node.c, in: frame)
    }

    /// `evaluateOpAssign(target:op:valueNode:in:)` of an `.opAssign` node. A call target
    /// (`s.x ||= v`, `h[k] += v`) is read by calling it and set by `assign(_:toCall:in:)`.
    func evaluateOpAssign(tree node: RubyTree.Node, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        let target = tree.nodes[Int(node.a)], op = tree.names[Int(node.c)]
        let current: RubyValue
        switch target.kind {
        case .local: current = frame.value(target.b, up: target.c)
        case .constant where target.a < 0: current = constants[tree.names[Int(target.b)]] ?? .nilValue
        case .variable: current = globals[tree.names[Int(target.a)]] ?? .nilValue
        default: current = try evaluate(tree: node.a, in: frame)
        }
        let assigned = try opAssigned(current, op, value: { () throws(RubyEvalSignal) in try evaluate(tree: node.b, in: frame) },
                                      operate: { (operand: RubyValue) throws(RubyEvalSignal) in
            try callBuiltin(current, op, [RubyLocatedValue(operand, at: location(of: node.b))], block: nil, receiverNode: nil,
                            node: RubyNode(tree.nodes[Int(node.a)]), in: frame)
        })
        guard let result = assigned else { return current }
        try assign(result, toTree: node.a, in: frame)
        return result
    }

    /// `assign(_:to:in:)` of node `target` of the tree: a local, a global, a constant, or a call
    /// (`s.name`, `h[k]`, a local the parser had not seen: `assign(_:toCall:in:)`).
    /// The value is the target's (`consuming`): moved into the slot, table or host record.
    func assign(_ value: consuming RubyValue, toTree target: Int32, in frame: RubyFrame) throws(RubyEvalSignal) {
        let node = tree.nodes[Int(target)]
        switch node.kind {
        case .local: frame.set(node.b, up: node.c, consume value)
        case .constant where node.a < 0: constants[tree.names[Int(node.b)]] = consume value
        case .constant: break
        case .variable: globals[tree.names[Int(node.a)]] = consume value
        case .call: try assign(consume value, toCall: target, in: frame)
        default: throw .error(.syntax("cannot assign to this expression", at: location(of: target)))
        }
    }

    /// What `defined?` is asked about, from node `index` of the tree.
    func definedOperand(tree index: Int32) -> RubyDefinedOperand {
        let node = tree.nodes[Int(index)]
        switch node.kind {
        case .local: return .local
        case .constant where node.a < 0: return .constant(tree.names[Int(node.b)])
        case .constant:
            let scope = tree.nodes[Int(node.a)]
            return .scopedConstant(outer: scope.kind == .constant && scope.a < 0 ? tree.names[Int(scope.b)] : nil, name: tree.names[Int(node.b)])
        case .variable: return .variable(tree.names[Int(node.a)])
        case .call where tree.children[Int(node.b)] < 0 && node.c == 0: return .bareCall(tree.names[Int(node.a)])
        case .nilLiteral: return .nilLiteral
        case .selfReference: return .selfReference
        default: return .other
        }
    }

    // MARK: What a construct does with its values

    /// `while` (or `until`, `isUntil`): the condition asked before each turn, an
    /// undecided one handed to `undecided`, at most `maxLoopIterations` turns (the error at
    /// `location`), `next` going on to the next turn and `break` ending the loop with its value.
    package func runLoop(isUntil: Bool, at location: @autoclosure () -> SourceLocation,
                         condition: () throws(RubyEvalSignal) -> RubyValue,
                         undecided: (RubyValue) throws(RubyEvalSignal) -> RubyValue,
                         body: () throws(RubyEvalSignal) -> Void) throws(RubyEvalSignal) -> RubyValue {
        var iterations = 0
        while true {
            let value = try condition()
            guard let truth = value.truthiness else { return try undecided(value) }
            if truth == isUntil { return .nilValue }
            iterations += 1
            if iterations > RubyEvaluator.maxLoopIterations {
                throw .error(.tooComplex("the loop ran more than \(RubyEvaluator.maxLoopIterations) times", at: location()))
            }
            do {
                try body()
            } catch {
                switch error {
                case .next: continue
                case let .broke(v): return v
                default: throw error
                }
            }
        }
    }

    /// Whether `when candidate` matches the `case`'s subject `value` (with no subject: whether
    /// the candidate is true); nil when only running Ruby could tell.
    package func whenMatches(_ value: RubyValue?, _ candidate: RubyValue) -> Bool? {
        guard let value else { return candidate.truthiness }
        // `when String`: Ruby's `String === value`, decided for values whose class is known.
        if case let .constant(name) = candidate { return isA(value, name) }
        return candidate.rubyEquals(value)
    }

    /// `begin … rescue … ensure … end`. Code before `rescue` that met a value
    /// Mortar cannot know may raise in Ruby, so the rescue code may run: it is treated as code
    /// under a condition Mortar cannot decide (`rescueUndecided`, given why). `ensure` always
    /// runs (none runs nothing), and its errors are never swallowed.
    package func runBegin(hasRescue: Bool, at location: @autoclosure () -> SourceLocation,
                          body: () throws(RubyEvalSignal) -> RubyValue,
                          rescueUndecided: (RubyValue) throws(RubyEvalSignal) -> RubyValue,
                          rescue: () throws(RubyEvalSignal) -> RubyValue,
                          ensure: () throws(RubyEvalSignal) -> Void) throws(RubyEvalSignal) -> RubyValue {
        let before = unknownValues
        var outcome: Result<RubyValue, RubyEvalSignal>
        do {
            outcome = .success(try body())
            if hasRescue, unknownValues > before {
                let why = RubyValue.opaque(RubyOpaque("whether the code before 'rescue' raises (it uses values mortar cannot know)", at: location()))
                outcome = .success(try rescueUndecided(why))
            }
        } catch {
            if case .error(.raised) = error, hasRescue {
                do { outcome = .success(try rescue()) } catch { outcome = .failure(error) }
            } else {
                outcome = .failure(error)
            }
        }
        try ensure()
        return try outcome.get()
    }

    /// `x op= v`, given `x`'s value: what to assign, or nil when `x` keeps its
    /// value (`||=` on a true or unknown value, `&&=` on a false or unknown one). `value`
    /// evaluates `v` (only when needed); `operate` calls the operator on `current` with it.
    package func opAssigned(_ current: RubyValue, _ op: String, value: () throws(RubyEvalSignal) -> RubyValue,
                            operate: (RubyValue) throws(RubyEvalSignal) -> RubyValue) throws(RubyEvalSignal) -> RubyValue? {
        switch op {
        case "||": return current.truthiness == false ? try value() : nil
        case "&&": return current.truthiness == true ? try value() : nil
        default: return try operate(try value())
        }
    }

    /// The value target `i` of `a, b = value` is given.
    package static func multipleAssignmentElement(_ i: Int, of value: RubyValue) -> RubyValue {
        switch value {
        case let .array(items): return i < items.count ? items[i] : .nilValue
        case .opaque: return value
        default: return i == 0 ? value : .nilValue
        }
    }
}
