import MortarCore

/// `x[key] = value` (also a change in place through `x[key]`): the container written back
/// where it came from (`store`), `ENV` set, or the host's object given `[]=`. (Loops, `case`
/// and the other assignments are in `+TreeControl`.)
extension RubyEvaluator {
    package func assignIndex(receiver: RubyValue, receiverNode: Int32, keys: [RubyLocatedValue], value: RubyValue, node: RubyNode, in frame: RubyFrame) throws(RubyEvalSignal) {
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
            // The node's name is the target's `[]`, not the `[]=` called: the host compares the name.
            var setter = node
            setter.name = -1
            var arguments = keys + [RubyLocatedValue(value, at: location(of: node))]
            _ = try host.call(object: id, "[]=", &arguments, block: nil, node: setter, evaluator: self)
        default: break
        }
    }

}
