import MortarCore

/// Methods of plain values: strings, symbols, numbers, arrays, hashes, nil, `ENV`.
extension RubyEvaluator {
    package static let mutatingMethods: Set<String> = ["<<", "push", "append", "concat", "merge!", "update", "store", "unshift", "prepend", "delete", "replace", "clear"]

    /// `nameID` is `name`'s id in the tree when the caller has it (a call's own name), -1 when not
    /// (a name made from another: `+` of `+=`, `strip` of `strip!`).
    package func callBuiltin(_ receiver: RubyValue, _ name: String, _ args: [RubyLocatedValue], block: RubyClosure?,
                     receiverNode: Int32?, node: RubyNode, nameID: Int32 = -1, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        // Made only where a result is unknown: most calls answer, and the text was formatted for nothing.
        lazy var opaque = RubyValue.opaque(RubyOpaque("the result of '.\(name)' on \(receiver.kindDescription)", at: location(of: node)))
        if RubyEvaluator.isBang(name) {
            return try callBang(receiver, name, args, block: block, receiverNode: receiverNode, node: node, in: frame)
        }
        if let argument = args.first(where: { $0.value.opaqueReason != nil }), !["tap", "then", "nil?", "freeze", "to_s"].contains(name),
           !RubyEvaluator.addsElements(receiver, name) {
            if let block, let problem = skippingProblem(of: block) {
                throw .error(.notStatic("cannot evaluate '.\(name)' statically, and its block \(problem)", at: location(of: node), help: host.notStaticHelp))
            }
            try notRun(block, arguments: [], because: "which the block of '.\(name)' may change, and mortar cannot run it (\(argument.value.kindDescription))",
                       at: location(of: node), in: frame)
            // `h.merge!(unknown)`: what the receiver holds is now unknown too.
            if let receiverNode, RubyEvaluator.changesInPlace(receiver, name) { try store(argument.value, into: receiverNode, in: frame) }
            return argument.value
        }
        let first = args.first?.value
        // Methods every value has (`everyValueMethods`); a well-known name that is none of them
        // passes by its id.
        let mayHaveEveryValueName = nameID < 0 || Int(nameID) >= RubyEvaluator.wellKnownTraits.count
            || RubyEvaluator.wellKnownTraits[Int(nameID)].contains(.everyValue)
        if mayHaveEveryValueName {
            switch name {
            case "nil?": if case .nilValue = receiver { return .bool(true) } else { return .bool(false) }
            case "==", "===", "eql?", "equal?":
                guard let first else { return opaque }
                return receiver.rubyEquals(first).map(RubyValue.bool) ?? opaque
            case "!": return receiver.truthiness.map { .bool(!$0) } ?? opaque
            case "freeze", "dup", "clone", "itself", "to_str", "presence": return receiver
            case "frozen?": return .bool(true)
            case "is_a?", "kind_of?", "instance_of?", "respond_to?", "class": return introspect(receiver, name, first) ?? opaque
            case "inspect": return receiver.inspected.map(RubyValue.string) ?? opaque
            case "tap":
                if let block { _ = try callBlock(block, with: receiver) }
                return receiver
            case "then", "yield_self":
                if let block { return try callBlock(block, with: receiver) }
                return receiver
            default: break
            }
        }
        let result: RubyValue
        switch receiver {
        case let .string(s): result = try stringMethod(s, name, args, block: block, node: node) ?? opaque
        case let .symbol(s):
            switch name {
            case "to_s", "id2name", "name": result = .string(s)
            case "to_sym": result = receiver
            case "length", "size": result = .integer(s.count)
            default: result = opaque
            }
        case .integer, .float: result = numberMethod(receiver, name, first) ?? opaque
        case let .array(items): result = try arrayMethod(items, name, args, block: block, node: node) ?? opaque
        case let .hash(entries): result = try hashMethod(entries, name, args, block: block, node: node) ?? opaque
        case .nilValue:
            switch name {
            case "to_s": result = .string("")
            case "to_a": result = .array([])
            case "to_i": result = .integer(0)
            case "to_h": result = .hash([])
            default: result = opaque
            }
        case let .bool(b):
            switch name {
            case "to_s": result = .string(b ? "true" : "false")
            case "&": result = .bool(b && (first?.truthiness ?? false))
            case "|": result = .bool(b || (first?.truthiness ?? false))
            default: result = opaque
            }
        case .environment: result = try environmentMethod(name, args, block: block, node: node) ?? opaque
        case let .gemVersion(version): result = gemVersionMethod(version, name, first) ?? opaque
        default: result = opaque
        }
        if case .opaque = result, let block {
            if let problem = skippingProblem(of: block) {
                throw .error(.notStatic("cannot evaluate '.\(name)' on \(receiver.kindDescription) statically, and its block \(problem)",
                                        at: location(of: node), help: host.notStaticHelp))
            }
            try notRun(block, arguments: [], because: "which the block of '.\(name)' on \(receiver.kindDescription) may change, and mortar does not run it",
                       at: location(of: node), in: frame)
        }
        switch result {
        case .array, .hash: _ = try checkedNesting(result, at: location(of: node))
        case .string: _ = try checkedSize(result, at: location(of: node))
        default: break
        }
        if let receiverNode, RubyEvaluator.changesInPlace(receiver, name) {
            return try changedInPlace(receiver, name, args, result: result, receiverNode: receiverNode, node: node, in: frame)
        }
        return result
    }

    package func stringMethod(_ s: String, _ name: String, _ args: [RubyLocatedValue], block: RubyClosure?, node: RubyNode) throws(RubyEvalSignal) -> RubyValue? {
        let first = args.first?.value
        switch name {
        case "+", "<<", "concat":
            guard let other = first?.stringValue, first.map({ if case .string = $0 { return true } else { return name != "+" } }) ?? false else { return nil }
            try reserve(RubyEvaluator.total([s.utf8.count, other.utf8.count]), at: location(of: node))
            return .string(s + other)
        case "*":
            guard case let .integer(n)? = first, n >= 0 else { return nil }
            try reserve(RubyEvaluator.times(n, s.utf8.count), at: location(of: node))
            try charge(n / 64, at: location(of: node))
            return .string(String(repeating: s, count: n))
        case "to_s": return .string(s)
        case "to_sym", "intern": return .symbol(s)
        case "strip": return .string(s.trimmingRubyWhitespace())
        case "lstrip": return .string(String(s.drop { $0.isWhitespace }))
        case "rstrip": return .string(String(s.reversed().drop { $0.isWhitespace }.reversed()))
        case "chomp":
            if let suffix = first?.stringValue { return .string(s.hasSuffix(suffix) ? String(s.dropLast(suffix.count)) : s) }
            if s.hasSuffix("\r\n") { return .string(String(s.dropLast(2))) }
            if s.hasSuffix("\n") || s.hasSuffix("\r") { return .string(String(s.dropLast())) }
            return .string(s)
        case "squish":
            return .string(s.split(whereSeparator: { $0.isWhitespace }).joined(separator: " "))
        case "strip_heredoc": return .string(RubyEvaluator.stripHeredoc(s))
        case "downcase": return .string(s.lowercased())
        case "upcase": return .string(s.uppercased())
        case "capitalize": return .string(s.prefix(1).uppercased() + s.dropFirst().lowercased())
        case "length", "size": return .integer(s.count)
        case "empty?": return .bool(s.isEmpty)
        case "include?": return first?.stringValue.map { .bool(s.contains($0)) }
        case "start_with?":
            return .bool(args.contains { $0.value.stringValue.map { s.hasPrefix($0) } ?? false })
        case "end_with?":
            return .bool(args.contains { $0.value.stringValue.map { s.hasSuffix($0) } ?? false })
        case "casecmp?": return first?.stringValue.map { .bool($0.lowercased() == s.lowercased()) }
        case "split":
            guard let separator = first?.stringValue else {
                if first == nil { return .array(s.split(whereSeparator: { $0.isWhitespace }).map { .string(String($0)) }) }
                return nil
            }
            if separator.isEmpty { return .array(s.map { .string(String($0)) }) }
            var parts = s.components(separatedBy: separator)
            while parts.last == "" { parts.removeLast() }
            return .array(parts.map(RubyValue.string))
        case "gsub", "sub":
            guard args.count == 2, case let .string(pattern)? = first, case let .string(replacement) = args[1].value, !pattern.isEmpty else { return nil }
            try charge(s.utf8.count / 16, at: location(of: node))
            // The receiver and one replacement per match at most: refused before it is built.
            var matches = 0
            var rest = s.startIndex..<s.endIndex
            while let found = s.range(of: pattern, options: [], range: rest) {
                matches += 1
                if name == "sub" || found.upperBound == s.endIndex { break }
                rest = found.upperBound..<s.endIndex
            }
            try reserve(RubyEvaluator.total([s.utf8.count, RubyEvaluator.times(matches, replacement.utf8.count)]), at: location(of: node))
            if name == "gsub" { return .string(s.replacingOccurrences(of: pattern, with: replacement)) }
            guard let range = s.range(of: pattern) else { return .string(s) }
            return .string(s.replacingCharacters(in: range, with: replacement))
        case "to_i": return .integer(Int(s.prefix { $0.isNumber || $0 == "-" }) ?? 0)
        case "lines": return .array(s.split(separator: "\n", omittingEmptySubsequences: false).map { .string(String($0) + "\n") })
        case "<", ">", "<=", ">=":
            guard case let .string(other)? = first else { return nil }
            switch name {
            case "<": return .bool(s < other)
            case ">": return .bool(s > other)
            case "<=": return .bool(s <= other)
            default: return .bool(s >= other)
            }
        case "[]":
            guard case let .integer(i)? = first, args.count == 1 else { return nil }
            let characters = Array(s)
            let index = i < 0 ? characters.count + i : i
            return index >= 0 && index < characters.count ? .string(String(characters[index])) : .nilValue
        default: return nil
        }
    }

    package func numberMethod(_ receiver: RubyValue, _ name: String, _ argument: RubyValue?) -> RubyValue? {
        func number(_ v: RubyValue?) -> Double? {
            switch v {
            case let .integer(i)?: return Double(i)
            case let .float(d, _)?: return d
            default: return nil
            }
        }
        switch name {
        case "to_s": return receiver.stringValue.map(RubyValue.string)
        case "to_i":
            if case let .float(d, _) = receiver, d.isFinite, abs(d) < 1e15 { return .integer(Int(d)) }
            return receiver
        case "to_f":
            if case let .integer(i) = receiver { return .float(Double(i), "\(i).0") }
            return receiver
        case "-@":
            switch receiver {
            case let .integer(i): return .integer(0 &- i)
            case let .float(d, t): return .float(-d, t.hasPrefix("-") ? String(t.dropFirst()) : "-" + t)
            default: return nil
            }
        default: break
        }
        guard let l = number(receiver), let r = number(argument) else { return nil }
        if case let .integer(a) = receiver, case let .integer(b)? = argument {
            switch name {
            case "+": return .integer(a &+ b)
            case "-": return .integer(a &- b)
            case "*": return .integer(a &* b)
            case "/":
                let q = a.dividedReportingOverflow(by: b)
                return b == 0 || q.overflow ? nil : .integer(q.partialValue)
            case "%":
                let r = a.remainderReportingOverflow(dividingBy: b)
                return b == 0 || r.overflow ? nil : .integer(r.partialValue)
            default: break
            }
        }
        switch name {
        case "<": return .bool(l < r)
        case ">": return .bool(l > r)
        case "<=": return .bool(l <= r)
        case ">=": return .bool(l >= r)
        default: return nil
        }
    }

    package func arrayMethod(_ items: [RubyValue], _ name: String, _ args: [RubyLocatedValue], block: RubyClosure?, node: RubyNode) throws(RubyEvalSignal) -> RubyValue? {
        let first = args.first?.value
        switch name {
        case "+", "concat":
            guard case let .array(other)? = first else { return nil }
            try reserve(RubyEvaluator.total([RubyEvaluator.reservedSize(of: .array(items)), RubyEvaluator.reservedSize(of: .array(other))]), at: location(of: node))
            return .array(items + other)
        case "-":
            guard case let .array(other)? = first else { return nil }
            try charge(items.count.multipliedReportingOverflow(by: max(1, other.count)).partialValue, at: location(of: node))
            var kept: [RubyValue] = []
            for item in items {
                var removed = false
                for o in other {
                    guard let same = item.rubyEquals(o) else { return nil }
                    if same { removed = true; break }
                }
                if !removed { kept.append(item) }
            }
            return .array(kept)
        case "<<", "push", "append", "unshift", "prepend":
            try reserve(RubyEvaluator.total([RubyEvaluator.reservedSize(of: .array(items)), RubyEvaluator.reservedSize(of: .array(args.map(\.value)))]), at: location(of: node))
            return .array(name == "unshift" || name == "prepend" ? args.map(\.value) + items : items + args.map(\.value))
        case "first": return items.first ?? .nilValue
        case "last": return items.last ?? .nilValue
        case "length", "size": return .integer(items.count)
        case "count" where block == nil && args.isEmpty: return .integer(items.count)
        case "empty?": return .bool(items.isEmpty)
        case "to_a", "entries": return .array(items)
        case "join":
            let separator = first?.stringValue ?? ""
            var size = RubyEvaluator.times(max(0, items.count - 1), separator.utf8.count)
            var parts: [String] = []
            for item in items {
                guard let s = item.stringValue else { return nil }
                size = RubyEvaluator.total([size, s.utf8.count])
                parts.append(s)
            }
            try reserve(size, at: location(of: node))
            return .string(parts.joined(separator: separator))
        case "include?", "member?":
            guard let first else { return nil }
            for item in items {
                guard let same = item.rubyEquals(first) else { return nil }
                if same { return .bool(true) }
            }
            return .bool(false)
        case "flatten":
            // Shared inner arrays (`a = [a, a]`) make a small value flatten into a huge one.
            _ = try checkedSize(.array(items), at: location(of: node))
            return .array(RubyEvaluator.flatten(items))
        case "compact": return .array(items.filter { if case .nilValue = $0 { return false } else { return true } })
        case "uniq":
            try charge(items.count.multipliedReportingOverflow(by: items.count).partialValue / 2, at: location(of: node))
            var unique: [RubyValue] = []
            for item in items where !unique.contains(where: { $0.rubyEquals(item) == true }) { unique.append(item) }
            return .array(unique)
        case "sort":
            var strings: [String] = []
            for item in items {
                guard case let .string(s) = item else { return nil }
                strings.append(s)
            }
            return .array(strings.sorted().map(RubyValue.string))
        case "reverse": return .array(items.reversed())
        case "[]":
            guard case let .integer(i)? = first, args.count == 1 else { return nil }
            let index = i < 0 ? items.count + i : i
            return index >= 0 && index < items.count ? items[index] : .nilValue
        case "each", "each_with_index", "map", "collect", "flat_map", "select", "filter", "reject", "any?", "all?", "none?", "find", "detect", "count":
            return try iterate(items, name, block: block, node: node, argument: first)
        default: return nil
        }
    }

    package static func flatten(_ items: [RubyValue]) -> [RubyValue] {
        var result: [RubyValue] = []
        for item in items {
            if case let .array(inner) = item { result += flatten(inner) } else { result.append(item) }
        }
        return result
    }

    /// Iteration with a block; a `break` ends it with its value.
    package func iterate(_ items: [RubyValue], _ name: String, block: RubyClosure?, node: RubyNode, argument: RubyValue?) throws(RubyEvalSignal) -> RubyValue? {
        guard let block else {
            switch name {
            case "any?": return .bool(items.contains { $0.truthiness == true })
            case "all?": return .bool(items.allSatisfy { $0.truthiness == true })
            case "none?": return .bool(!items.contains { $0.truthiness == true })
            case "count": return .integer(items.filter { argument.flatMap($0.rubyEquals) ?? true }.count)
            default: return nil
            }
        }
        var mapped: [RubyValue] = []
        // What `map` and `flat_map` have collected, refused as soon as it passes the bound.
        var size = 1
        do {
            for (i, item) in items.enumerated() {
                let value = name == "each_with_index" ? try callBlock(block, [item, .integer(i)]) : try callBlock(block, with: item)
                switch name {
                case "each", "each_with_index": continue
                case "map", "collect", "flat_map":
                    size = RubyEvaluator.total([size, RubyEvaluator.reservedSize(of: value)])
                    try reserve(size, at: location(of: node))
                    if name != "map", name != "collect", case let .array(inner) = value { mapped += inner } else { mapped.append(value) }
                default:
                    guard let truth = value.truthiness else { return .opaque(RubyOpaque("a block result that is not static", at: location(of: node))) }
                    switch name {
                    case "select", "filter": if truth { mapped.append(item) }
                    case "reject": if !truth { mapped.append(item) }
                    case "any?": if truth { return .bool(true) }
                    case "all?": if !truth { return .bool(false) }
                    case "none?": if truth { return .bool(false) }
                    case "find", "detect": if truth { return item }
                    case "count": if truth { mapped.append(item) }
                    default: break
                    }
                }
            }
        } catch {
            if case let .broke(v) = error { return v }
            throw error
        }
        switch name {
        case "each", "each_with_index": return .array(items)
        case "any?": return .bool(false)
        case "all?", "none?": return .bool(true)
        case "find", "detect": return .nilValue
        case "count": return .integer(mapped.count)
        default: return .array(mapped)
        }
    }

    package func hashMethod(_ entries: [RubyHashEntry], _ name: String, _ args: [RubyLocatedValue], block: RubyClosure?, node: RubyNode) throws(RubyEvalSignal) -> RubyValue? {
        let first = args.first?.value
        func lookup(_ key: RubyValue) -> RubyValue?? {
            for entry in entries {
                guard let same = entry.key.rubyEquals(key) else { return .some(nil) }
                if same { return .some(entry.value) }
            }
            return nil
        }
        switch name {
        case "[]":
            guard let first else { return nil }
            switch lookup(first) {
            case let .some(.some(v)): return v
            case .some(.none): return nil
            case .none: return .nilValue
            }
        case "fetch":
            guard let first else { return nil }
            switch lookup(first) {
            case let .some(.some(v)): return v
            case .some(.none): return nil
            case .none:
                if args.count > 1 { return args[1].value }
                if let block { return try callBlock(block, with: first) }
                throw .error(.raised("key not found: \(first.inspected ?? "?")", at: location(of: node)))
            }
        case "key?", "has_key?", "include?", "member?":
            guard let first else { return nil }
            switch lookup(first) {
            case .some(.some): return .bool(true)
            case .some(.none): return nil
            case .none: return .bool(false)
            }
        case "keys": return .array(entries.map(\.key))
        case "values": return .array(entries.map(\.value))
        case "length", "size", "count": return .integer(entries.count)
        case "empty?": return .bool(entries.isEmpty)
        case "to_h", "to_hash": return .hash(entries)
        case "merge", "merge!", "update":
            guard case let .hash(other)? = first else { return nil }
            try reserve(RubyEvaluator.total([RubyEvaluator.reservedSize(of: .hash(entries)), RubyEvaluator.reservedSize(of: .hash(other))]), at: location(of: node))
            var merged = entries
            for entry in other {
                if let i = merged.firstIndex(where: { $0.key.rubyEquals(entry.key) == true }) { merged[i].value = entry.value } else { merged.append(entry) }
            }
            return .hash(merged)
        case "each", "each_pair", "map", "collect", "select", "filter", "reject", "any?", "all?":
            let pairs = entries.map { RubyValue.array([$0.key, $0.value]) }
            return try iterate(pairs, name, block: block, node: node, argument: nil)
        default: return nil
        }
    }

    package func environmentMethod(_ name: String, _ args: [RubyLocatedValue], block: RubyClosure?, node: RubyNode) throws(RubyEvalSignal) -> RubyValue? {
        let key: String?
        if case let .string(s)? = args.first?.value { key = s } else { key = nil }
        if let key, let unknown = unknownEnvironment[key] ?? unknownEnvironment["*"],
           ["[]", "fetch", "key?", "has_key?", "include?", "member?"].contains(name) {
            return .opaque(unknown)
        }
        if let unknown = unknownEnvironment.values.first, ["to_h", "to_hash"].contains(name) { return .opaque(unknown) }
        if let key, environment[key] == nil, !unsetEnvironment.contains(key),
           ["[]", "fetch", "key?", "has_key?", "include?", "member?"].contains(name) {
            unsetEnvironment.append(key)
        }
        switch name {
        case "[]":
            guard let key else { return nil }
            return environment[key].map(RubyValue.string) ?? .nilValue
        case "fetch":
            guard let key else { return nil }
            if let value = environment[key] { return .string(value) }
            if args.count > 1 { return args[1].value }
            if let block { return try callBlock(block, with: .string(key)) }
            throw .error(.raised(
                "key not found: \"\(key)\" (ENV.fetch of a variable that is not set)", at: location(of: node), unsetEnvironment: unsetEnvironment))
        case "key?", "has_key?", "include?", "member?":
            guard let key else { return nil }
            return .bool(environment[key] != nil)
        case "to_h", "to_hash":
            return .hash(environment.keys.sorted().map { RubyHashEntry(key: .string($0), value: .string(environment[$0] ?? "")) })
        default: return nil
        }
    }
}

extension String {
    package func trimmingRubyWhitespace() -> String {
        let scalars = unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { [" ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\0"].contains($0) }
        guard let start = scalars.firstIndex(where: { !isSpace($0) }), let end = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[start...end])
    }
}
