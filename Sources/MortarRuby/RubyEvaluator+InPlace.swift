import MortarCore

/// Methods that change their receiver in place (`list << x`, `name.gsub!('-', '_')`): the new
/// value is written back where the receiver came from, or, where Mortar cannot follow it, what
/// held it becomes unknown. Never a change silently lost.
extension RubyEvaluator {
    /// `name!` (not `!` itself): the in-place form of `name`.
    package static func isBang(_ name: String) -> Bool {
        // Its last byte first: asked on every call of a value's method, and `count` walks the
        // name's characters.
        lastByte(of: name) == UInt8(ascii: "!") && name.count > 1 && name.hasSuffix("!") && name != "merge!"
    }

    /// The last UTF-8 byte of `name` (nil when empty): what tells a setter (`=`), a bang (`!`)
    /// or a platform scope's last letter apart. Read from the name's contiguous bytes (a name's
    /// `String` always has them): `utf8.last` is a call that steps an index back, ≈70
    /// instructions on every host call and value method.
    @inline(__always)
    package static func lastByte(of name: String) -> UInt8? {
        if let last = name.utf8.withContiguousStorageIfAvailable({ $0.last }) { return last }
        return name.utf8.last
    }

    /// `list << unknown` keeps the list known, with an unknown element.
    package static func addsElements(_ receiver: RubyValue, _ name: String) -> Bool {
        if case .array = receiver { return addingMethods.contains(name) }
        return false
    }

    /// What `addsElements` asks (a list of five, made once, not per call).
    static let addingMethods = ["<<", "push", "append", "unshift", "prepend"]
    /// The methods that change a string in place (made once, not per call).
    static let stringChangingMethods = ["<<", "concat", "prepend", "insert", "replace", "clear"]

    /// True when `receiver.name(…)` changes the receiver (`'a'.delete('a')` does not: it is a copy).
    package static func changesInPlace(_ receiver: RubyValue, _ name: String) -> Bool {
        switch receiver {
        case .string: return stringChangingMethods.contains(name)
        case .array, .hash: return mutatingInPlace.contains(name)
        default: return false
        }
    }

    /// After `list << x`, `h.delete(k)`, `list.pop`: the new value written back; a change Mortar
    /// does not compute makes the receiver unknown. Returns what Ruby's call returns.
    package func changedInPlace(_ receiver: RubyValue, _ name: String, _ args: [RubyLocatedValue], result: RubyValue,
                        receiverNode: Int32, node: RubyNode, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        if name == "delete", args.count == 1, let key = args.first?.value {
            switch receiver {
            case let .array(items) where items.allSatisfy({ $0.rubyEquals(key) != nil }):
                let kept = items.filter { $0.rubyEquals(key) != true }
                try store(.array(kept), into: receiverNode, in: frame)
                return kept.count < items.count ? key : .nilValue
            case let .hash(entries) where entries.allSatisfy({ $0.key.rubyEquals(key) != nil }):
                let removed = entries.first { $0.key.rubyEquals(key) == true }
                try store(.hash(entries.filter { $0.key.rubyEquals(key) != true }), into: receiverNode, in: frame)
                return removed?.value ?? .nilValue
            default:
                break
            }
        }
        if ["pop", "shift"].contains(name), args.isEmpty, case let .array(items) = receiver {
            try store(.array(name == "pop" ? Array(items.dropLast()) : Array(items.dropFirst())), into: receiverNode, in: frame)
            return (name == "pop" ? items.last : items.first) ?? .nilValue
        }
        if name == "clear", args.isEmpty {
            switch receiver {
            case .array: try store(.array([]), into: receiverNode, in: frame); return .array([])
            case .hash: try store(.hash([]), into: receiverNode, in: frame); return .hash([])
            case .string: try store(.string(""), into: receiverNode, in: frame); return .string("")
            default: break
            }
        }
        if case .opaque = result {
            try store(.opaque(RubyOpaque("the result of '.\(name)' on \(receiver.kindDescription)", at: location(of: node))), into: receiverNode, in: frame)
            return result
        }
        try store(result, into: receiverNode, in: frame)
        return result
    }

    /// `x.gsub!(…)`, `list.uniq!`: computes `x.gsub(…)`, writes it back, and answers as Ruby does
    /// (nil when nothing changed). A result Mortar cannot compute makes `x` unknown.
    package func callBang(_ receiver: RubyValue, _ name: String, _ args: [RubyLocatedValue], block: RubyClosure?,
                  receiverNode: Int32?, node: RubyNode, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        let result = try callBuiltin(receiver, String(name.dropLast()), args, block: block, receiverNode: nil, node: node, in: frame)
        if case .opaque = result {
            let unknown = RubyValue.opaque(RubyOpaque("the result of '.\(name)' on \(receiver.kindDescription)", at: location(of: node)))
            if let receiverNode { try store(unknown, into: receiverNode, in: frame) }
            return unknown
        }
        if receiver.rubyEquals(result) == true { return .nilValue }
        if let receiverNode { try store(result, into: receiverNode, in: frame) }
        return result
    }

    /// Writes a changed value back where it came from (node `index`): a variable, a constant, a
    /// global, or an element of one (`deps[:ios] << 'A'`). Changed through a method's result
    /// (`a.first << x`), the variable it came from becomes unknown.
    package func store(_ value: RubyValue, into index: Int32, in frame: RubyFrame) throws(RubyEvalSignal) {
        let node = tree.nodes[Int(index)]
        let nameID: Int32
        switch node.kind {
        case .local, .variable: nameID = node.a
        case .constant where node.a < 0: nameID = node.b
        case .call:
            let containerIndex = tree.children[Int(node.b)]
            guard containerIndex >= 0 else { return }
            if node.a == RubyName.index {
                let container = try evaluate(tree: containerIndex, in: frame)
                let keys = try evaluateArguments(tree: node.b + 2, node.c, in: frame)
                try assignIndex(receiver: container, receiverNode: containerIndex, keys: keys, value: value, node: RubyNode(tree.nodes[Int(index)]), in: frame)
                return
            }
            var root = containerIndex
            while case let inner = tree.nodes[Int(root)], inner.kind == .call, case let next = tree.children[Int(inner.b)], next >= 0 {
                root = next
            }
            let rootNode = tree.nodes[Int(root)]
            let rootName: Int32
            switch rootNode.kind {
            case .local, .variable: rootName = rootNode.a
            case .constant where rootNode.a < 0: rootName = rootNode.b
            default: return
            }
            switch try evaluate(tree: root, in: frame) {
            case .array, .hash, .string:
                let opaque = RubyOpaque("'\(tree.names[Int(rootName)])', changed in place through '.\(tree.names[Int(node.a)])', which mortar does not follow",
                                        at: location(of: index))
                try assign(.opaque(opaque), toTree: root, in: frame)
            default:
                break
            }
            return
        default:
            return
        }
        let name = tree.names[Int(nameID)]
        if node.kind == .local ? frame.isShared(node.b, up: node.c) : sharedNames.contains(name) {
            throw .error(.notStatic(
                "'\(name)' is changed in place here, but what it holds may also be held elsewhere (it was assigned from another value, passed as an argument or stored in another value), which mortar does not follow",
                at: location(of: index), help: host.notStaticHelp))
        }
        try assign(value, toTree: index, in: frame)
    }

    /// Calls that return their receiver itself (or a part of it): the result is shared with it.
    package static let sameObjectMethods: Set<String> = [
        "freeze", "itself", "tap", "then", "yield_self", "presence", "to_a", "to_h", "to_s", "to_str", "[]", "first", "last",
        "fetch", "values", "dig", "find", "detect",
    ]
    /// Calls that build a new value.
    package static let freshMethods: Set<String> = [
        "+", "-", "*", "%", "map", "collect", "flat_map", "select", "filter", "reject", "dup", "clone", "split", "join", "flatten",
        "compact", "uniq", "sort", "reverse", "keys", "merge", "strip", "lstrip", "rstrip", "chomp", "downcase", "upcase",
        "capitalize", "gsub", "sub", "squish", "strip_heredoc", "lines", "chars", "inspect", "to_sym", "Array", "String", "format",
    ]

}
