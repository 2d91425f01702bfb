import MortarCore

/// Loops, `case`, and assignment.
extension RubyEvaluator {
    package func evaluateLoop(condition: RubyEnumNode, body: [RubyEnumNode], isUntil: Bool, node: RubyEnumNode, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        var iterations = 0
        while true {
            let value = try evaluate(condition, in: frame)
            guard let truth = value.truthiness else {
                return try undecidable(value, branches: body, at: location(of: condition), construct: "loop condition", in: frame)
            }
            if truth == isUntil { return .nilValue }
            iterations += 1
            if iterations > RubyEvaluator.maxLoopIterations {
                throw .error(.tooComplex("the loop ran more than \(RubyEvaluator.maxLoopIterations) times", at: location(of: node)))
            }
            do {
                _ = try evaluate(body, in: frame)
            } catch {
                switch error {
                case .next: continue
                case let .broke(v): return v
                default: throw error
                }
            }
        }
    }

    package func evaluateCase(subject: RubyEnumNode?, whens: [RubyWhen], elseBody: [RubyEnumNode]?, node: RubyEnumNode, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        let value = try subject.map { s throws(RubyEvalSignal) in try evaluate(s, in: frame) }
        let everything = whens.flatMap(\.body) + (elseBody ?? [])
        for clause in whens {
            for candidateNode in clause.values {
                let candidate = try evaluate(candidateNode, in: frame)
                let matched: Bool?
                if let value {
                    // `when String`: Ruby's `String === value`, decided for values whose class is known.
                    if case let .constant(name) = candidate { matched = isA(value, name) } else { matched = candidate.rubyEquals(value) }
                } else {
                    matched = candidate.truthiness
                }
                guard let matched else {
                    return try undecidable(value ?? candidate, branches: everything, at: location(of: candidateNode), construct: "'when'", in: frame)
                }
                if matched { return try evaluate(clause.body, in: frame) }
            }
        }
        return try evaluate(elseBody ?? [], in: frame)
    }

    /// `begin … rescue … ensure … end`. Code before `rescue` that met a value Mortar cannot know
    /// may raise in Ruby, so the rescue code may run: it is treated as code under a condition
    /// Mortar cannot decide. `ensure` always runs, and its errors are never swallowed.
    package func evaluateBegin(body: [RubyEnumNode], rescue: [RubyEnumNode]?, ensure: [RubyEnumNode]?, node: RubyEnumNode, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        let before = unknownValues
        var outcome: Result<RubyValue, RubyEvalSignal>
        do {
            outcome = .success(try evaluate(body, in: frame))
            if let rescue, unknownValues > before {
                let why = RubyValue.opaque(RubyOpaque("whether the code before 'rescue' raises (it uses values mortar cannot know)", at: location(of: node)))
                outcome = .success(try undecidable(why, branches: rescue, at: location(of: node), construct: "'rescue'", in: frame))
            }
        } catch {
            if case .error(.raised) = error, let rescue {
                do { outcome = .success(try evaluate(rescue, in: frame)) } catch { outcome = .failure(error) }
            } else {
                outcome = .failure(error)
            }
        }
        if let ensure { _ = try evaluate(ensure, in: frame) }
        return try outcome.get()
    }

    package func assign(_ value: RubyValue, to target: RubyEnumNode, in frame: RubyFrame) throws(RubyEvalSignal) {
        switch target.kind {
        case let .local(name): frame.assign(name, value)
        case let .constant(nil, name): constants[name] = value
        case .constant: break
        case let .variable(name): globals[name] = value
        case let .call(call):
            guard let receiverNode = call.receiver else {
                frame.assign(call.name, value)
                return
            }
            let receiver = try evaluate(receiverNode, in: frame)
            if call.name == "[]" {
                let args = try evaluateArguments(call.args, in: frame)
                try assignIndex(receiver: receiver, receiverNode: receiverNode, keys: args, value: value, node: target, in: frame)
                return
            }
            switch receiver {
            case let .object(id):
                // The attribute's name, not its setter's: the host need not take `version=` apart.
                try host.assign(object: id, call.name, Located(value, at: location(of: target)), node: RubyNode(target), evaluator: self)
            case let .opaque(o) where host.isSignificant(call.name + "="):
                // `spec.version = …` on something that may be the spec.
                throw .error(unknownReceiver(call.name + "=", o, at: location(of: target)))
            default:
                // Setting an attribute of something unknown (`config.build_settings = …`) changes
                // nothing Mortar reads.
                break
            }
        default:
            throw .error(.syntax("cannot assign to this expression", at: location(of: target)))
        }
    }

    package func assignIndex(receiver: RubyValue, receiverNode: RubyEnumNode, keys: [Located<RubyValue>], value: RubyValue, node: RubyEnumNode, in frame: RubyFrame) throws(RubyEvalSignal) {
        guard let key = keys.first?.value else { return }
        _ = try checkedNesting(.array([value]), at: location(of: node))
        switch receiver {
        case .environment:
            if let name = key.stringValue, case .string = key {
                unknownEnvironment[name] = nil
                if let text = value.stringValue, !(value.truthiness == false) { environment[name] = text } else { environment[name] = nil }
            }
        case var .hash(entries):
            if let i = entries.firstIndex(where: { $0.key.rubyEquals(key) == true }) {
                entries[i].value = value
            } else {
                entries.append(RubyHashEntry(key: key, value: value))
            }
            try store(.hash(entries), into: receiverNode, in: frame)
        case var .array(items):
            if case let .integer(i) = key {
                let index = i < 0 ? items.count + i : i
                guard index >= 0, index < 100_000 else { return }
                while items.count <= index { items.append(.nilValue) }
                items[index] = value
                try store(.array(items), into: receiverNode, in: frame)
            }
        case let .object(id):
            _ = try host.call(object: id, "[]=", keys + [Located(value, at: location(of: node))], block: nil, node: RubyNode(node), evaluator: self)
        default: break
        }
    }

    package func evaluateOpAssign(target: RubyEnumNode, op: String, valueNode: RubyEnumNode, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        let current: RubyValue
        switch target.kind {
        case let .local(name): current = frame.lookup(name) ?? .nilValue
        case let .constant(nil, name): current = constants[name] ?? .nilValue
        case let .variable(name): current = globals[name] ?? .nilValue
        default: current = try evaluate(target, in: frame)
        }
        let result: RubyValue
        switch op {
        case "||":
            switch current.truthiness {
            case .some(true): return current
            case .some(false): result = try evaluate(valueNode, in: frame)
            case .none: return current
            }
        case "&&":
            switch current.truthiness {
            case .some(true): result = try evaluate(valueNode, in: frame)
            case .some(false): return current
            case .none: return current
            }
        default:
            let operand = try evaluate(valueNode, in: frame)
            result = try callBuiltin(current, op, [Located(operand, at: location(of: valueNode))], block: nil, receiverNode: nil, node: target, in: frame)
        }
        try assign(result, to: target, in: frame)
        return result
    }
}
