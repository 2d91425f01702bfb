import MortarRuby

/// A `RubyEnumNode` tree written out whole, one node a line, indented by depth.
enum RubyNodeDump {
    static func dump(_ nodes: [RubyEnumNode]) -> String {
        var out = ""
        for node in nodes { write(node, 0, into: &out) }
        return out
    }

    static func write(_ node: RubyEnumNode, _ depth: Int, into out: inout String) {
        let pad = String(repeating: " ", count: depth * 2)
        func line(_ s: String) { out += "\(pad)\(s) @\(node.line):\(node.column) [\(node.start),\(node.end))\n" }
        func nodes(_ label: String, _ list: [RubyEnumNode]?) {
            guard let list else { out += "\(pad)  \(label): none\n"; return }
            out += "\(pad)  \(label): \(list.count)\n"
            for n in list { write(n, depth + 2, into: &out) }
        }
        func child(_ label: String, _ n: RubyEnumNode?) {
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
