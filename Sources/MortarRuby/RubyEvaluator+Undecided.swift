import MortarCore

/// Conditions the evaluator cannot decide. The guarded code is never run and never silently
/// dropped: when it declares something Mortar reads, or may leave the method or block, the
/// condition is an error; otherwise every variable it may set becomes unknown, so a value that
/// depends on the condition is an error (at the condition) only where it matters.
extension RubyEvaluator {
    /// Methods that change their receiver in place.
    package static let mutatingInPlace: Set<String> = mutatingMethods.union([
        "insert", "pop", "shift", "fill", "delete_if", "keep_if", "delete_at",
    ])

    /// A branch whose condition cannot be decided. Returns the unknown value the construct has.
    package func undecidable(_ value: RubyValue, branches: [RubyEnumNode], at location: SourceLocation, construct: String,
                     in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        try undecided(value, problem: skippingProblem(branches), at: location, construct: construct) { (because: String) throws(RubyEvalSignal) in
            for target in assignedTargets(branches) {
                try makeUnknown(target, because: because, at: location, in: frame)
            }
        }
    }

    /// "it depends on …" for a value that is not static (and where, if not at `location`). A reason that
    /// is already long (an undecided value made from undecided values, turn after turn of a loop
    /// or link after link of a chain) is not wrapped again — that text would grow without bound —
    /// but named by where Mortar first could not decide.
    package static func dependsOn(_ opaque: RubyOpaque, at location: SourceLocation) -> String {
        let place = opaque.location == location ? "" : " (at \(opaque.location))"
        guard opaque.reason.utf8.count <= 240 else { return "it depends on a value mortar cannot decide" + (place.isEmpty ? "" : place) }
        return "it depends on \(opaque.reason)" + place
    }

    /// A block Mortar does not run, or arguments given to a method it cannot see: what they may
    /// change (variables the block sets, arrays, hashes and strings passed) becomes unknown.
    /// `arguments` are nodes of the evaluator's tree (hosts pass none).
    package func notRun(_ closure: RubyClosure?, arguments: [Int32], because: String, at location: SourceLocation,
                in frame: RubyFrame) throws(RubyEvalSignal) {
        if let closure { try makeAssignedUnknown(closure, because: because, at: location) }
        for argument in arguments {
            let node = tree.nodes[Int(argument)]
            let named: Bool
            switch node.kind {
            case .local, .variable: named = true
            case .constant: named = node.a < 0
            default: named = false
            }
            guard named else { continue }
            switch try evaluate(tree: argument, in: frame) {
            case .array, .hash, .string: try makeUnknown(tree: argument, because: because, at: location, in: frame)
            default: break
            }
        }
    }

    /// The enum walk's half of `notRun`'s arguments.
    func makeArgumentsUnknown(_ arguments: [RubyEnumNode], because: String, at location: SourceLocation,
                              in frame: RubyFrame) throws(RubyEvalSignal) {
        for argument in arguments {
            switch argument.kind {
            case .local, .variable, .constant(nil, _):
                switch try evaluate(argument, in: frame) {
                case .array, .hash, .string: try makeUnknown(argument, because: because, at: location, in: frame)
                default: break
                }
            default:
                break
            }
        }
    }

    /// `x.dependency …` where `x` is not known: it may be the spec, so what it declares cannot
    /// be known.
    package func unknownReceiver(_ name: String, _ o: RubyOpaque, at location: SourceLocation) -> RubyError {
        let used = o.undecided ? " (at \(location))" : ""
        return .notStatic("'\(name)'\(used) is called on a value that is not static (it comes from \(o.reason)); what it declares cannot be known",
                          at: o.undecided ? o.location : location, help: host.notStaticHelp)
    }

    /// What the skipped code may change becomes unknown: a variable, a constant, a global, an
    /// `ENV` entry, or the variable holding an array or hash changed in place. The host's
    /// objects (the spec) keep their identity: what is set on them is the host's to check.
    package func makeUnknown(_ target: RubyEnumNode, because: String, at location: SourceLocation, in frame: RubyFrame) throws(RubyEvalSignal) {
        switch target.kind {
        case .local, .variable, .constant(nil, _):
            if case .object = try evaluate(target, in: frame) { return }
        default:
            break
        }
        switch target.kind {
        case let .local(name):
            frame.assign(name, .opaque(RubyOpaque("'\(name)', \(because)", at: location, undecided: true)))
        case let .constant(nil, name):
            constants[name] = .opaque(RubyOpaque("'\(name)', \(because)", at: location, undecided: true))
        case let .variable(name):
            globals[name] = .opaque(RubyOpaque("'\(name)', \(because)", at: location, undecided: true))
        case let .call(call):
            guard let receiver = call.receiver else {
                // `name = …` parsed as a call: a local the parser had not seen yet.
                frame.assign(call.name, .opaque(RubyOpaque("'\(call.name)', \(because)", at: location, undecided: true)))
                return
            }
            if case .constant(nil, "ENV") = receiver.kind, call.name == "[]" {
                let unknown = RubyOpaque("an environment variable \(because)", at: location, undecided: true)
                if let key = call.args.first, case let .text(name) = key.kind {
                    unknownEnvironment[name] = unknown
                } else if let key = call.args.first, case let .string(segments) = key.kind, segments.count == 1,
                   case let .text(name) = segments[0] {
                    unknownEnvironment[name] = unknown
                } else {
                    unknownEnvironment["*"] = unknown
                }
                return
            }
            // `h[k] = v` changes `h`; `x.attr = v` sets an attribute, which no value here has.
            if call.name == "[]" { try makeUnknown(receiver, because: because, at: location, in: frame) }
        default:
            break
        }
    }

    /// The places the nodes may assign or change in place, blocks included (`def` and lambda
    /// bodies are not: they run only when called).
    package func assignedTargets(_ nodes: [RubyEnumNode]) -> [RubyEnumNode] {
        var targets: [RubyEnumNode] = []
        _ = anyNode(in: nodes, enteringDefinitions: false) { node in
            switch node.kind {
            case let .assign(target, _), let .opAssign(target, _, _):
                targets.append(target)
            case let .multiAssign(list, _):
                targets += list
            case let .call(call):
                if let receiver = call.receiver, RubyEvaluator.mutatingInPlace.contains(call.name) || call.name.hasSuffix("!") {
                    // `a.first << x` changes what `a` holds.
                    var root = receiver
                    while case let .call(inner) = root.kind, let next = inner.receiver { root = next }
                    targets.append(root)
                }
            default:
                break
            }
            return false
        }
        return targets
    }

    /// Why code that cannot be evaluated cannot be skipped either: it declares something
    /// Mortar reads, or it may `return`, `next` or `break` (so what follows may never run). Nil
    /// when skipping is safe.
    package func skippingProblem(_ nodes: [RubyEnumNode]) -> String? {
        RubyEvaluator.skippingProblem(significant: mentionsSignificant(nodes), returns: containsReturn(nodes), jumps: containsJump(nodes))
    }

    package func containsReturn(_ nodes: [RubyEnumNode]) -> Bool {
        anyNode(in: nodes, enteringDefinitions: false) { node in
            if case .returnValue = node.kind { return true }
            return false
        }
    }

    /// A `next` or `break` that leaves the enclosing block or loop (not one of a block or loop
    /// inside `nodes`).
    package func containsJump(_ nodes: [RubyEnumNode]) -> Bool {
        func visit(_ node: RubyEnumNode, _ depth: Int) -> Bool {
            if depth > 200 { return false }
            walkedNodes += 1
            func any(_ list: [RubyEnumNode]?) -> Bool { (list ?? []).contains { visit($0, depth + 1) } }
            switch node.kind {
            case .next, .breakLoop: return true
            case let .call(call): return call.receiver.map { visit($0, depth + 1) } ?? false || any(call.args)
            case let .assign(_, value), let .opAssign(_, _, value), let .multiAssign(_, value): return visit(value, depth + 1)
            case let .ifElse(c, t, e): return visit(c, depth + 1) || any(t) || any(e)
            case let .loop(c, _, _): return visit(c, depth + 1)
            case let .caseWhen(subject, whens, e):
                return subject.map { visit($0, depth + 1) } ?? false || whens.contains { any($0.body) } || any(e)
            case let .begin(b, r, e): return any(b) || any(r) || any(e)
            case let .sequence(list): return any(list)
            case let .and(a, b), let .or(a, b), let .rescueModifier(a, b): return visit(a, depth + 1) || visit(b, depth + 1)
            case let .not(a): return visit(a, depth + 1)
            default: return false
            }
        }
        return nodes.contains { visit($0, 0) }
    }

    /// True when the nodes call something the host cares about, or a method the file defines.
    package func mentionsSignificant(_ nodes: [RubyEnumNode]) -> Bool {
        anyNode(in: nodes, enteringDefinitions: true) { node in
            switch node.kind {
            case let .call(call):
                return host.isSignificant(call.name) || definitions[call.name] != nil
            case let .assign(target, _), let .opAssign(target, _, _):
                if case let .call(call) = target.kind { return host.isSignificant(call.name + "=") }
                return false
            default:
                return false
            }
        }
    }

    /// True when `match` holds for a node in `nodes` or inside them (depth-first, at most 200
    /// levels deep). Lambdas are never entered; `def` bodies only when asked.
    package func anyNode(in nodes: [RubyEnumNode], enteringDefinitions: Bool, _ match: (RubyEnumNode) -> Bool) -> Bool {
        func visit(_ node: RubyEnumNode, _ depth: Int) -> Bool {
            if depth > 200 { return false }
            walkedNodes += 1
            if match(node) { return true }
            func any(_ list: [RubyEnumNode]?) -> Bool { (list ?? []).contains { visit($0, depth + 1) } }
            switch node.kind {
            case let .call(call):
                return call.receiver.map { visit($0, depth + 1) } ?? false || any(call.args) || any(call.block?.body)
            case let .assign(target, value), let .opAssign(target, _, value): return visit(target, depth + 1) || visit(value, depth + 1)
            case let .multiAssign(targets, value): return any(targets) || visit(value, depth + 1)
            case let .ifElse(c, t, e): return visit(c, depth + 1) || any(t) || any(e)
            case let .loop(c, b, _): return visit(c, depth + 1) || any(b)
            case let .caseWhen(subject, whens, e):
                return subject.map { visit($0, depth + 1) } ?? false || whens.contains { any($0.values) || any($0.body) } || any(e)
            case let .begin(b, r, e): return any(b) || any(r) || any(e)
            case let .sequence(list): return any(list)
            case let .and(a, b), let .or(a, b), let .rescueModifier(a, b): return visit(a, depth + 1) || visit(b, depth + 1)
            case let .not(a), let .splat(a), let .blockPass(a), let .defined(a): return visit(a, depth + 1)
            case let .array(list): return any(list)
            case let .hash(pairs): return pairs.contains { visit($0.key, depth + 1) || visit($0.value, depth + 1) }
            case let .string(segments), let .symbol(segments), let .command(segments):
                return segments.contains { if case let .code(list) = $0 { return any(list) } else { return false } }
            case let .returnValue(v), let .next(v), let .breakLoop(v): return v.map { visit($0, depth + 1) } ?? false
            case let .range(a, b, _): return a.map { visit($0, depth + 1) } ?? false || b.map { visit($0, depth + 1) } ?? false
            case let .def(d): return enteringDefinitions && any(d.body)
            default: return false
            }
        }
        return nodes.contains { visit($0, 0) }
    }
}
