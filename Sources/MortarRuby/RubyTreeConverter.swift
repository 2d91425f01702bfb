import MortarCore

/// A `RubyTree` (or a node of it) turned into the `RubyEnumNode`s the old parser makes. Issue
/// 27's bridge while the rewrite is under way (`REWRITE.md`): the parsers' answers are compared
/// through it (`RubyTreeParserTests`, written out by `RubyNodeDump`), and the evaluator, which
/// walks the arena tree for the kinds ported so far, walks a node of any other kind converted
/// (`RubyEvaluator.evaluate(tree:in:)`). It goes with the old tree (step 4).
package struct RubyTreeConverter {
    package let tree: RubyTree
    package let file: String

    package init(tree: RubyTree, file: String) {
        self.tree = tree
        self.file = file
    }

    package func program() -> [RubyEnumNode] { statements(tree.root) }

    package func statements(_ list: Int32) -> [RubyEnumNode] { tree.list(node: list).map(convert) }

    package func optionalStatements(_ list: Int32) -> [RubyEnumNode]? { list < 0 ? nil : statements(list) }

    package func nodes(_ start: Int32, _ count: Int32) -> [RubyEnumNode] { tree.list(start, count).map(convert) }

    package func optional(_ index: Int32) -> RubyEnumNode? { index < 0 ? nil : convert(index) }

    package func name(_ id: Int32) -> String { tree.names[Int(id)] }

    package func text(_ id: Int32) -> String { tree.texts[Int(id)] }

    package func segments(_ start: Int32, _ count: Int32) -> [RubySegment] {
        tree.list(start, count).map { index in
            let n = tree.nodes[Int(index)]
            return n.kind == .segmentText ? .text(text(n.a)) : .code(nodes(n.a, n.b))
        }
    }

    package func block(_ index: Int32) -> RubyBlock {
        let n = tree.nodes[Int(index)]
        return RubyBlock(parameters: parameters(n.a), body: statements(n.b),
                         location: SourceLocation(file: file, line: Int(n.line), column: Int(n.column)), start: Int(n.start), end: Int(n.end))
    }

    package func parameters(_ list: Int32) -> [RubyParameter] {
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

    package func convert(_ index: Int32) -> RubyEnumNode {
        let n = tree.nodes[Int(index)]
        let kind: RubyEnumNode.Kind
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
        return RubyEnumNode(kind, at: SourceLocation(file: file, line: Int(n.line), column: Int(n.column)), start: Int(n.start), end: Int(n.end))
    }
}
