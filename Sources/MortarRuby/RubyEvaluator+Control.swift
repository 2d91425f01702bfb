import MortarCore

/// Loops, `case`, and assignment.
extension RubyEvaluator {
    package func evaluateLoop(condition: RubyEnumNode, body: [RubyEnumNode], isUntil: Bool, node: RubyEnumNode, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        try runLoop(isUntil: isUntil, at: location(of: node),
                    condition: { () throws(RubyEvalSignal) in try evaluate(condition, in: frame) },
                    undecided: { (value: RubyValue) throws(RubyEvalSignal) in
                        try undecidable(value, branches: body, at: location(of: condition), construct: "loop condition", in: frame)
                    },
                    body: { () throws(RubyEvalSignal) in _ = try evaluate(body, in: frame) })
    }

    package func evaluateCase(subject: RubyEnumNode?, whens: [RubyWhen], elseBody: [RubyEnumNode]?, node: RubyEnumNode, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        let value = try subject.map { s throws(RubyEvalSignal) in try evaluate(s, in: frame) }
        let everything = whens.flatMap(\.body) + (elseBody ?? [])
        for clause in whens {
            for candidateNode in clause.values {
                let candidate = try evaluate(candidateNode, in: frame)
                guard let matched = whenMatches(value, candidate) else {
                    return try undecidable(value ?? candidate, branches: everything, at: location(of: candidateNode), construct: "'when'", in: frame)
                }
                if matched { return try evaluate(clause.body, in: frame) }
            }
        }
        return try evaluate(elseBody ?? [], in: frame)
    }

    /// `begin … rescue … ensure … end` (`runBegin`).
    package func evaluateBegin(body: [RubyEnumNode], rescue: [RubyEnumNode]?, ensure: [RubyEnumNode]?, node: RubyEnumNode, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        try runBegin(
            hasRescue: rescue != nil, at: location(of: node),
            body: { () throws(RubyEvalSignal) in try evaluate(body, in: frame) },
            rescueUndecided: { (why: RubyValue) throws(RubyEvalSignal) in
                try undecidable(why, branches: rescue ?? [], at: location(of: node), construct: "'rescue'", in: frame)
            },
            rescue: { () throws(RubyEvalSignal) in try evaluate(rescue ?? [], in: frame) },
            ensure: { () throws(RubyEvalSignal) in _ = try evaluate(ensure ?? [], in: frame) })
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
                try assignIndex(receiver: receiver, receiverNode: .enumNode(receiverNode), keys: args, value: value, node: RubyNode(target), in: frame)
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

    package func assignIndex(receiver: RubyValue, receiverNode: RubyPlace, keys: [Located<RubyValue>], value: RubyValue, node: RubyNode, in frame: RubyFrame) throws(RubyEvalSignal) {
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
            _ = try host.call(object: id, "[]=", keys + [Located(value, at: location(of: node))], block: nil, node: node, evaluator: self)
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
        let assigned = try opAssigned(current, op, value: { () throws(RubyEvalSignal) in try evaluate(valueNode, in: frame) },
                                      operate: { (operand: RubyValue) throws(RubyEvalSignal) in
            try callBuiltin(current, op, [Located(operand, at: location(of: valueNode))], block: nil, receiverNode: nil, node: RubyNode(target), in: frame)
        })
        guard let result = assigned else { return current }
        try assign(result, to: target, in: frame)
        return result
    }
}
