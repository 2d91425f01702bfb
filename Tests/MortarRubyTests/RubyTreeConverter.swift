import MortarCore
import MortarRuby

/// Test-only (issue 27, step A): a `RubyTree` turned into the `[RubyNode]` the old parser
/// makes, so the two parsers' answers can be compared; and a `RubyNode` written out whole
/// (kinds, names, texts, every position), so two trees compare as two strings.
struct RubyTreeConverter {
    let tree: RubyTree
    let file: String

    func program() -> [RubyNode] { statements(tree.root) }

    func statements(_ list: Int32) -> [RubyNode] { tree.list(node: list).map(convert) }

    func optionalStatements(_ list: Int32) -> [RubyNode]? { list < 0 ? nil : statements(list) }

    func nodes(_ start: Int32, _ count: Int32) -> [RubyNode] { tree.list(start, count).map(convert) }

    func optional(_ index: Int32) -> RubyNode? { index < 0 ? nil : convert(index) }

    func name(_ id: Int32) -> String { tree.names[Int(id)] }

    func text(_ id: Int32) -> String { tree.texts[Int(id)] }

    func segments(_ start: Int32, _ count: Int32) -> [RubySegment] {
        tree.list(start, count).map { index in
            let n = tree.nodes[Int(index)]
            return n.kind == .segmentText ? .text(text(n.a)) : .code(nodes(n.a, n.b))
        }
    }

    func block(_ index: Int32) -> RubyBlock {
        let n = tree.nodes[Int(index)]
        return RubyBlock(parameters: parameters(n.a), body: statements(n.b),
                         location: SourceLocation(file: file, line: Int(n.line), column: Int(n.column)), start: Int(n.start), end: Int(n.end))
    }

    func parameters(_ list: Int32) -> [RubyParameter] {
        tree.list(node: list).map { index in
            let p = tree.nodes[Int(index)]
            let kind: RubyParameter.Kind
            switch RubyTree.ParameterKind(rawValue: p.flags)! {
            case .required: kind = .required
            case .optional: kind = .optional(convert(p.b))
            case .splat: kind = .splat
            case .keyword: kind = .keyword(optional(p.b))
            case .doubleSplat: kind = .doubleSplat
            case .block: kind = .block
            }
            return RubyParameter(name: name(p.a), kind: kind)
        }
    }

    func convert(_ index: Int32) -> RubyNode {
        let n = tree.nodes[Int(index)]
        let kind: RubyNode.Kind
        switch n.kind {
        case .nilLiteral: kind = .nilLiteral
        case .trueLiteral: kind = .trueLiteral
        case .falseLiteral: kind = .falseLiteral
        case .selfReference: kind = .selfReference
        case .integer: kind = .integer(text(n.a))
        case .float: kind = .float(text(n.a))
        case .regex: kind = .regex(text(n.a))
        case .text: kind = .text(text(n.a))
        case .string: kind = .string(segments(n.a, n.b))
        case .command: kind = .command(segments(n.a, n.b))
        case .symbol: kind = .symbol(segments(n.a, n.b))
        case .array: kind = .array(nodes(n.a, n.b))
        case .hash:
            let flat = nodes(n.a, n.b)
            kind = .hash(stride(from: 0, to: flat.count, by: 2).map { RubyPair(key: flat[$0], value: flat[$0 + 1]) })
        case .local: kind = .local(name(n.a))
        case .variable: kind = .variable(name(n.a))
        case .constant: kind = .constant(scope: optional(n.a), name: name(n.b))
        case .call:
            let receiver = tree.children[Int(n.b)], blockIndex = tree.children[Int(n.b) + 1]
            kind = .call(RubyCall(receiver: optional(receiver), name: name(n.a), args: nodes(n.b + 2, n.c),
                                  block: blockIndex < 0 ? nil : block(blockIndex),
                                  safeNavigation: n.flags & RubyTree.Flag.safeNavigation != 0,
                                  hasArguments: n.flags & RubyTree.Flag.hasArguments != 0))
        case .splat: kind = .splat(convert(n.a))
        case .blockPass: kind = .blockPass(convert(n.a))
        case .not: kind = .not(convert(n.a))
        case .defined: kind = .defined(convert(n.a))
        case .assign: kind = .assign(target: convert(n.a), value: convert(n.b))
        case .opAssign: kind = .opAssign(target: convert(n.a), op: name(n.c), value: convert(n.b))
        case .multiAssign: kind = .multiAssign(targets: nodes(n.b, n.c), value: convert(n.a))
        case .and: kind = .and(convert(n.a), convert(n.b))
        case .or: kind = .or(convert(n.a), convert(n.b))
        case .ifElse: kind = .ifElse(condition: convert(n.a), then: statements(n.b), else: optionalStatements(n.c))
        case .loop: kind = .loop(condition: convert(n.a), body: statements(n.b), until: n.flags & RubyTree.Flag.until != 0)
        case .caseWhen:
            let whens = tree.list(node: n.b).map { index in
                let w = tree.nodes[Int(index)]
                return RubyWhen(values: nodes(w.a, w.b), body: statements(w.c))
            }
            kind = .caseWhen(subject: optional(n.a), whens: whens, else: optionalStatements(n.c))
        case .def:
            kind = .def(RubyDef(name: name(n.a), parameters: parameters(n.b), body: statements(n.c), onSelf: n.flags & RubyTree.Flag.onSelf != 0))
        case .returnValue: kind = .returnValue(optional(n.a))
        case .next: kind = .next(optional(n.a))
        case .breakLoop: kind = .breakLoop(optional(n.a))
        case .begin: kind = .begin(body: statements(n.a), rescue: optionalStatements(n.b), ensure: optionalStatements(n.c))
        case .rescueModifier: kind = .rescueModifier(convert(n.a), fallback: convert(n.b))
        case .range: kind = .range(optional(n.a), optional(n.b), exclusive: n.flags & RubyTree.Flag.exclusive != 0)
        case .lambda: kind = .lambda(block(n.a))
        case .sequence: kind = .sequence(nodes(n.a, n.b))
        case .unsupported: kind = .unsupported(text(n.a))
        case .block, .list, .segmentText, .segmentCode, .when, .parameter:
            kind = .unsupported("a \(n.kind) node where an expression is")
        }
        return RubyNode(kind, at: SourceLocation(file: file, line: Int(n.line), column: Int(n.column)), start: Int(n.start), end: Int(n.end))
    }
}

/// A `RubyNode` tree written out whole, one node a line, indented by depth.
enum RubyNodeDump {
    static func dump(_ nodes: [RubyNode]) -> String {
        var out = ""
        for node in nodes { write(node, 0, into: &out) }
        return out
    }

    static func write(_ node: RubyNode, _ depth: Int, into out: inout String) {
        let pad = String(repeating: " ", count: depth * 2)
        func line(_ s: String) { out += "\(pad)\(s) @\(node.line):\(node.column) [\(node.start),\(node.end))\n" }
        func nodes(_ label: String, _ list: [RubyNode]?) {
            guard let list else { out += "\(pad)  \(label): none\n"; return }
            out += "\(pad)  \(label): \(list.count)\n"
            for n in list { write(n, depth + 2, into: &out) }
        }
        func child(_ label: String, _ n: RubyNode?) {
            guard let n else { out += "\(pad)  \(label): none\n"; return }
            out += "\(pad)  \(label):\n"
            write(n, depth + 2, into: &out)
        }
        func segments(_ list: [RubySegment]) {
            for segment in list {
                switch segment {
                case let .text(t): out += "\(pad)  text \(t.debugDescription)\n"
                case let .code(body): nodes("code", body)
                }
            }
        }
        func parameters(_ list: [RubyParameter]) {
            for p in list {
                switch p.kind {
                case .required: out += "\(pad)  param \(p.name)\n"
                case let .optional(d): child("param \(p.name) optional", d)
                case .splat: out += "\(pad)  param \(p.name) splat\n"
                case let .keyword(d): child("param \(p.name) keyword", d)
                case .doubleSplat: out += "\(pad)  param \(p.name) doubleSplat\n"
                case .block: out += "\(pad)  param \(p.name) block\n"
                }
            }
        }
        func block(_ b: RubyBlock) {
            out += "\(pad)  block @\(b.location) [\(b.start),\(b.end))\n"
            parameters(b.parameters)
            nodes("body", b.body)
        }
        switch node.kind {
        case .nilLiteral: line("nil")
        case .trueLiteral: line("true")
        case .falseLiteral: line("false")
        case .selfReference: line("self")
        case let .integer(t): line("integer \(t)")
        case let .float(t): line("float \(t)")
        case let .string(s): line("string"); segments(s)
        case let .text(t): line("text \(t.debugDescription)")
        case let .command(s): line("command"); segments(s)
        case let .symbol(s): line("symbol"); segments(s)
        case let .regex(t): line("regex \(t.debugDescription)")
        case let .array(a): line("array"); nodes("elements", a)
        case let .hash(pairs):
            line("hash \(pairs.count)")
            for p in pairs { child("key", p.key); child("value", p.value) }
        case let .local(n): line("local \(n)")
        case let .variable(n): line("variable \(n)")
        case let .constant(scope, name): line("constant \(name)"); child("scope", scope)
        case let .call(c):
            line("call \(c.name) safe=\(c.safeNavigation) args=\(c.hasArguments)")
            child("receiver", c.receiver)
            nodes("args", c.args)
            if let b = c.block { block(b) }
        case let .splat(n): line("splat"); child("value", n)
        case let .blockPass(n): line("blockPass"); child("value", n)
        case let .assign(t, v): line("assign"); child("target", t); child("value", v)
        case let .opAssign(t, op, v): line("opAssign \(op)"); child("target", t); child("value", v)
        case let .multiAssign(ts, v): line("multiAssign"); nodes("targets", ts); child("value", v)
        case let .and(l, r): line("and"); child("left", l); child("right", r)
        case let .or(l, r): line("or"); child("left", l); child("right", r)
        case let .not(n): line("not"); child("operand", n)
        case let .ifElse(c, t, e): line("if"); child("condition", c); nodes("then", t); nodes("else", e)
        case let .loop(c, b, u): line("loop until=\(u)"); child("condition", c); nodes("body", b)
        case let .caseWhen(s, whens, e):
            line("case")
            child("subject", s)
            for w in whens { nodes("when", w.values); nodes("then", w.body) }
            nodes("else", e)
        case let .def(d): line("def \(d.name) onSelf=\(d.onSelf)"); parameters(d.parameters); nodes("body", d.body)
        case let .returnValue(n): line("return"); child("value", n)
        case let .next(n): line("next"); child("value", n)
        case let .breakLoop(n): line("break"); child("value", n)
        case let .begin(b, r, e): line("begin"); nodes("body", b); nodes("rescue", r); nodes("ensure", e)
        case let .rescueModifier(n, f): line("rescueModifier"); child("value", n); child("fallback", f)
        case let .range(l, r, x): line("range exclusive=\(x)"); child("from", l); child("to", r)
        case let .defined(n): line("defined"); child("operand", n)
        case let .lambda(b): line("lambda"); block(b)
        case let .sequence(s): line("sequence"); nodes("statements", s)
        case let .unsupported(t): line("unsupported \(t)")
        }
    }
}
