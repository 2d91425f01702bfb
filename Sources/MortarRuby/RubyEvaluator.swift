import MortarCore

/// Evaluates a parsed Ruby manifest statically: nothing is executed, no file is read, no
/// command is run. Values that cannot be known become `opaque`; where such a value reaches
/// something that matters (the host asks with `requireString`), evaluation stops with a
/// located error. `ENV` reads the environment passed in, as Ruby would.
package final class RubyEvaluator {
    package static let maxSteps = 2_000_000
    package static let maxCallDepth = 48
    package static let maxLoopIterations = 10_000
    /// Nested evaluation (expression depth times method and block calls): what bounds the stack.
    package static let maxEvaluationDepth = 200
    /// Arrays and hashes nested inside each other: deeper values are refused before they exist
    /// (walking or even freeing a very deep value would exhaust the stack).
    package static let maxValueNesting = 64
    /// The largest value evaluation may build: bytes of text plus one for each array or hash
    /// element, counted through nested values. Doubling a string or an array in a loop reaches
    /// it long before memory runs out.
    package static let maxValueSize = 4_000_000

    package let file: String
    // The evaluator's state is read and changed on every step by this one evaluation only (the
    // class is neither `Sendable` nor shared): the run-time exclusivity check on each access
    // (`@exclusivity(unchecked)` leaves it to the compile-time one) was about 4% of the instructions of reading a podspec.
    /// The source text, for hooks kept verbatim.
    package let source: [UInt8]
    @exclusivity(unchecked) package var environment: [String: String]
    package let host: RubyHost
    @exclusivity(unchecked) package var definitions: [String: RubyDef] = [:]
    @exclusivity(unchecked) package var constants: [String: RubyValue] = [:]
    @exclusivity(unchecked) package var globals: [String: RubyValue] = [:]
    /// Files named by `require_relative` / `load`: where undefined names probably come from.
    @exclusivity(unchecked) package var requiredFiles: [String] = []
    /// Libraries named by `require` that are not Ruby's own: they may set globals too.
    @exclusivity(unchecked) package var requiredLibraries: [String] = []
    /// `ENV` entries set under a condition Mortar cannot decide (`*`: an entry whose name is
    /// not static).
    @exclusivity(unchecked) package var unknownEnvironment: [String: RubyOpaque] = [:]
    /// Constants and globals whose value may also be held elsewhere (see `RubyFrame.shared`).
    @exclusivity(unchecked) package var sharedNames: Set<String> = []
    /// How many unknown values evaluation has met: code that met one may raise in Ruby.
    @exclusivity(unchecked) package var unknownValues = 0
    @exclusivity(unchecked) package var steps = 0
    /// Nodes the analyses of code not run (`anyNode`, `containsJump`) have visited since the
    /// last step was counted: they are evaluation work too, charged with the next step.
    @exclusivity(unchecked) package var walkedNodes = 0
    /// The keys hash literals have looked a key up among: one a lookup by the index, every
    /// entry so far a scan (a test seam: a literal's count grows linearly with its keys).
    @exclusivity(unchecked) package var hashKeyProbes = 0
    @exclusivity(unchecked) package var callDepth = 0
    @exclusivity(unchecked) package var evaluationDepth = 0

    package init(file: String, source: String, environment: [String: String], host: RubyHost) {
        self.file = file
        self.source = Array(source.utf8)
        self.environment = environment
        self.host = host
    }

    /// Parses and evaluates `source`; returns the value of the last statement.
    package func run() throws(RubyError) -> RubyValue {
        let program = try RubyParser.parse(bytes: source, file: file)
        do {
            return try evaluate(program, in: RubyFrame(parent: nil))
        } catch {
            switch error {
            case let .error(e): throw e
            case let .returned(v), let .next(v), let .broke(v): return v
            }
        }
    }

    /// Where `node` starts.
    package func location(of node: RubyNode) -> SourceLocation {
        SourceLocation(file: file, line: node.line, column: node.column)
    }

    /// The source text of a node (a hook body kept verbatim).
    package func text(of node: RubyNode) -> String {
        let lower = max(0, min(node.start, source.count)), upper = max(lower, min(node.end, source.count))
        return String(decoding: source[lower..<upper], as: UTF8.self)
    }

    // MARK: Values that matter

    /// The value as a string (symbols and numbers too), or a located error saying why it is not
    /// static. `what` completes "… is not static" (`the version of 'Realm'`); it is made only for
    /// the error (most values are static: the text was formatted for nothing).
    package func requireString(_ value: Located<RubyValue>, _ what: @autoclosure () -> String) throws(RubyEvalSignal) -> String {
        switch value.value {
        case let .string(s), let .symbol(s): return s
        case let .integer(i): return String(i)
        case let .float(_, t): return t
        default:
            throw .error(notStatic(what(), value))
        }
    }

    /// The error for a value that matters but is not a static string.
    package func notStatic(_ what: String, _ value: Located<RubyValue>) -> RubyError {
        switch value.value {
        case let .opaque(o) where o.undecided:
            // The first step Mortar cannot follow is the condition: that is where to look.
            return .notStatic("\(what) (at \(value.location)) is not static: it comes from \(o.reason)", at: o.location, help: host.notStaticHelp)
        case let .opaque(o):
            let origin = o.location == value.location ? "" : " (at \(o.location))"
            return .notStatic("\(what) is not static: it comes from \(o.reason)\(origin)", at: value.location, help: host.notStaticHelp)
        case let .constant(name):
            return .notStatic("\(what) is not static: it comes from constant '\(name)', which is not defined in this file\(requiredHint)",
                              at: value.location, help: host.notStaticHelp)
        default:
            return .invalid("\(what) must be a string, not \(value.value.kindDescription)", at: value.location,
                            help: "write it as a quoted string")
        }
    }

    package var requiredHint: String {
        requiredFiles.isEmpty ? "" : " (it may come from \(requiredFiles.map { "'\($0)'" }.joined(separator: ", ")))"
    }

    package func fail(_ error: RubyError) -> RubyEvalSignal { .error(error) }

    package func tick(_ node: RubyNode) throws(RubyEvalSignal) {
        // The common step: nothing walked to add and the bound not reached, so no location
        // (and no file name retained) is made for it.
        if walkedNodes == 0, steps < RubyEvaluator.maxSteps {
            steps += 1
            return
        }
        try charge(1, at: location(of: node))
    }

    /// Counts `work` evaluation steps (a built-in's comparisons or bytes, not only nodes), so
    /// quadratic built-ins on large values stop at the same bound as long loops.
    /// `location` is made only for the error (a step is counted on every literal and value).
    package func charge(_ work: Int, at location: @autoclosure () -> SourceLocation) throws(RubyEvalSignal) {
        let walked = walkedNodes
        walkedNodes = 0
        let total = steps.addingReportingOverflow(max(0, work).addingReportingOverflow(walked).partialValue)
        steps = total.overflow ? Int.max : total.partialValue
        if steps > RubyEvaluator.maxSteps {
            throw .error(.tooComplex("evaluation took more than \(RubyEvaluator.maxSteps) steps", at: location()))
        }
    }

    /// The size of `value` as `maxValueSize` counts it, or nil past `limit` (O(min(size, limit))).
    package static func size(of value: RubyValue, limit: Int = RubyEvaluator.maxValueSize) -> Int? {
        // Most values measured are one string: no work list to allocate for it.
        /// A scalar's or a string's size; nil for an array or a hash.
        func flat(_ item: RubyValue) -> Int? {
            switch item {
            case let .string(text), let .symbol(text), let .gemVersion(text): return text.utf8.count
            case .array, .hash: return nil
            default: return 1
            }
        }
        var total = 0
        switch value {
        case let .string(text):
            let count = text.utf8.count
            return count > limit ? nil : count
        case let .array(items):
            // An array of scalars and strings (most of them): counted without a work list.
            total = 1 + items.count
            for item in items {
                guard let size = flat(item) else { return sizeByWorkList(of: value, limit: limit) }
                total += size
                if total > limit { return nil }
            }
            return total > limit ? nil : total
        case let .hash(entries):
            total = 1 + entries.count
            for entry in entries {
                guard let key = flat(entry.key), let size = flat(entry.value) else { return sizeByWorkList(of: value, limit: limit) }
                total += key + size
                if total > limit { return nil }
            }
            return total > limit ? nil : total
        default:
            return sizeByWorkList(of: value, limit: limit)
        }
    }

    /// `size(of:limit:)` of any value: nested values through a work list (no recursion: a value
    /// may nest deeper than the stack allows).
    package static func sizeByWorkList(of value: RubyValue, limit: Int) -> Int? {
        var total = 0
        var pending: [RubyValue] = [value]
        while let next = pending.popLast() {
            switch next {
            case let .string(text), let .symbol(text), let .gemVersion(text): total += text.utf8.count
            case let .array(items):
                total += 1 + items.count
                pending.append(contentsOf: items)
            case let .hash(entries):
                total += 1 + entries.count
                for entry in entries { pending.append(entry.key); pending.append(entry.value) }
            default: total += 1
            }
            if total > limit { return nil }
        }
        return total
    }

    /// The value, or an error when it is larger than `maxValueSize`; its size is charged as
    /// steps (one per 64 units), so checking stays linear in the work done.
    package func checkedSize(_ value: RubyValue, at location: @autoclosure () -> SourceLocation) throws(RubyEvalSignal) -> RubyValue {
        switch value {
        case .string, .array, .hash: break
        default: return value
        }
        guard let size = RubyEvaluator.size(of: value) else { throw .error(valueTooLarge(at: location())) }
        try charge(size / 64, at: location())
        return value
    }

    /// Refuses a value of `size` bytes and elements (as `maxValueSize` counts them) before a
    /// built-in builds it: what every built-in that makes text or arrays asks first, so not even
    /// one huge value is ever allocated. The size is charged as steps, as `checkedSize` does.
    package func reserve(_ size: Int, at location: @autoclosure () -> SourceLocation) throws(RubyEvalSignal) {
        guard size <= RubyEvaluator.maxValueSize else { throw .error(valueTooLarge(at: location())) }
        try charge(size / 64, at: location())
    }

    /// The size of `value` for `reserve`: past the bound it is only known to be too large.
    package static func reservedSize(of value: RubyValue) -> Int {
        size(of: value) ?? maxValueSize + 1
    }

    /// `sizes` added up, saturating instead of overflowing.
    package static func total(_ sizes: [Int]) -> Int {
        var sum = 0
        for size in sizes {
            let next = sum.addingReportingOverflow(max(0, size))
            if next.overflow { return Int.max }
            sum = next.partialValue
        }
        return sum
    }

    /// `count` copies of `size`, saturating instead of overflowing.
    package static func times(_ count: Int, _ size: Int) -> Int {
        let product = max(0, count).multipliedReportingOverflow(by: max(0, size))
        return product.overflow ? Int.max : product.partialValue
    }

    package func valueTooLarge(at location: SourceLocation) -> RubyError {
        .tooComplex("a value grew larger than \(RubyEvaluator.maxValueSize) bytes and elements", at: location)
    }

    // MARK: Statements

    package func evaluate(_ nodes: [RubyNode], in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        var last = RubyValue.nilValue
        // By index: each statement is read in place, not copied out of the array (and released).
        for i in nodes.indices { last = try evaluate(nodes[i], in: frame) }
        return last
    }

    package func evaluate(_ node: RubyNode, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        try tick(node)
        evaluationDepth += 1
        defer { evaluationDepth -= 1 }
        if evaluationDepth > RubyEvaluator.maxEvaluationDepth {
            throw .error(.tooComplex("evaluation nests more than \(RubyEvaluator.maxEvaluationDepth) levels deep (through method calls and blocks)", at: location(of: node)))
        }
        let value = try evaluateKind(node, in: frame)
        if case .opaque = value { unknownValues += 1 }
        return value
    }

    package func evaluateKind(_ node: RubyNode, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        switch node.kind {
        case .nilLiteral: return .nilValue
        case .trueLiteral: return .bool(true)
        case .falseLiteral: return .bool(false)
        case .selfReference: return .opaque(RubyOpaque("'self'", at: location(of: node)))
        case let .integer(text): return integerValue(text, at: location(of: node))
        case let .float(text): return .float(Double(text) ?? 0, text)
        case let .text(t):
            // A plain literal: no location made unless its size is refused.
            return try checkedSize(.string(t), at: location(of: node))
        case let .string(segments):
            // A plain literal: no location made unless its size is refused.
            if segments.count == 1, case let .text(t) = segments[0] { return try checkedSize(.string(t), at: location(of: node)) }
            return try interpolate(segments, in: frame, at: location(of: node))
        case let .command(segments):
            let shown = (try? interpolate(segments, in: frame, at: location(of: node)).stringValue) ?? nil
            return .opaque(RubyOpaque("the output of the shell command `\(shown ?? "…")`, which mortar never runs", at: location(of: node)))
        case let .symbol(segments):
            let value = try interpolate(segments, in: frame, at: location(of: node))
            if case let .string(s) = value { return .symbol(s) }
            return value
        case .regex: return .opaque(RubyOpaque("a regular expression", at: location(of: node)))
        case let .array(elements):
            var values: [RubyValue] = []
            for element in elements {
                if case let .splat(inner) = element.kind {
                    let value = try evaluate(inner, in: frame)
                    if case let .array(items) = value { values += items } else if case .nilValue = value {} else { values.append(value) }
                } else {
                    values.append(try evaluate(element, in: frame))
                    markShared(element, in: frame)
                }
            }
            return try checkedNesting(.array(values), at: location(of: node))
        case let .hash(pairs): return try checkedNesting(try evaluateHash(pairs, in: frame), at: location(of: node))
        case let .local(name): return frame.lookup(name) ?? .nilValue
        case let .variable(name):
            return globals[name] ?? unsetVariable(name, at: location(of: node))
        case let .constant(scope, name):
            return try constantValue(scope: scope, name: name, in: frame)
        case let .call(call): return try evaluateCall(call, node: node, in: frame)
        case let .splat(inner): return try evaluate(inner, in: frame)
        case .blockPass: return .opaque(RubyOpaque("a block argument", at: location(of: node)))
        case let .assign(target, valueNode):
            let value = try evaluate(valueNode, in: frame)
            try assign(value, to: target, in: frame)
            let fresh = isFresh(valueNode)
            if !fresh { markShared(valueNode, in: frame) }
            switch target.kind {
            case let .local(name): frame.setShared(name, !fresh)
            case let .variable(name), let .constant(nil, name):
                if fresh { sharedNames.remove(name) } else { sharedNames.insert(name) }
            default: break
            }
            return value
        case let .opAssign(target, op, valueNode):
            return try evaluateOpAssign(target: target, op: op, valueNode: valueNode, in: frame)
        case let .multiAssign(targets, valueNode):
            let value = try evaluate(valueNode, in: frame)
            for (i, target) in targets.enumerated() {
                let element: RubyValue
                switch value {
                case let .array(items): element = i < items.count ? items[i] : .nilValue
                case .opaque: element = value
                default: element = i == 0 ? value : .nilValue
                }
                try assign(element, to: target, in: frame)
            }
            return value
        case let .and(left, right):
            let l = try evaluate(left, in: frame)
            switch l.truthiness {
            case .some(false): return l
            case .some(true): return try evaluate(right, in: frame)
            case .none:
                _ = try undecidable(l, branches: [right], at: location(of: left), construct: "condition", in: frame)
                return l
            }
        case let .or(left, right):
            let l = try evaluate(left, in: frame)
            switch l.truthiness {
            case .some(true): return l
            case .some(false): return try evaluate(right, in: frame)
            case .none:
                _ = try undecidable(l, branches: [right], at: location(of: left), construct: "condition", in: frame)
                return l
            }
        case let .not(operand):
            let value = try evaluate(operand, in: frame)
            guard let truth = value.truthiness else { return value }
            return .bool(!truth)
        case let .ifElse(condition, thenBody, elseBody):
            let value = try evaluate(condition, in: frame)
            guard let truth = value.truthiness else {
                // `unless c` is `if !c`: the condition is `c`, where it is written.
                var at = location(of: condition)
                if case let .not(inner) = condition.kind { at = location(of: inner) }
                return try undecidable(value, branches: thenBody + (elseBody ?? []), at: at, construct: "condition", in: frame)
            }
            if truth { return try evaluate(thenBody, in: frame) }
            return try evaluate(elseBody ?? [], in: frame)
        case let .loop(condition, body, isUntil):
            return try evaluateLoop(condition: condition, body: body, isUntil: isUntil, node: node, in: frame)
        case let .caseWhen(subject, whens, elseBody):
            return try evaluateCase(subject: subject, whens: whens, elseBody: elseBody, node: node, in: frame)
        case let .def(definition):
            definitions[definition.name] = definition
            return .symbol(definition.name)
        case let .returnValue(value):
            throw .returned(try value.map { n throws(RubyEvalSignal) in try evaluate(n, in: frame) } ?? .nilValue)
        case let .next(value):
            throw .next(try value.map { n throws(RubyEvalSignal) in try evaluate(n, in: frame) } ?? .nilValue)
        case let .breakLoop(value):
            throw .broke(try value.map { n throws(RubyEvalSignal) in try evaluate(n, in: frame) } ?? .nilValue)
        case let .begin(body, rescue, ensure):
            return try evaluateBegin(body: body, rescue: rescue, ensure: ensure, node: node, in: frame)
        case let .rescueModifier(body, fallback):
            do {
                return try evaluate(body, in: frame)
            } catch {
                if case .error(.raised) = error { return try evaluate(fallback, in: frame) }
                throw error
            }
        case .range: return .opaque(RubyOpaque("a range", at: location(of: node)))
        case let .defined(operand): return definedValue(operand, at: location(of: node))
        case .lambda: return .opaque(RubyOpaque("a lambda", at: location(of: node)))
        case let .sequence(nodes): return try evaluate(nodes, in: frame)
        case let .unsupported(what):
            return .opaque(RubyOpaque("'\(what)', which mortar does not evaluate", at: location(of: node)))
        }
    }

    /// The value, or an error when arrays and hashes nest deeper than `maxValueNesting`.
    package func checkedNesting(_ value: RubyValue, at location: @autoclosure () -> SourceLocation) throws(RubyEvalSignal) -> RubyValue {
        func within(_ v: RubyValue, _ budget: Int) -> Bool {
            switch v {
            case let .array(items):
                guard budget > 0 else { return false }
                for item in items where !within(item, budget - 1) { return false }
                return true
            case let .hash(entries):
                guard budget > 0 else { return false }
                for entry in entries where !within(entry.key, budget - 1) || !within(entry.value, budget - 1) { return false }
                return true
            default:
                return true
            }
        }
        guard within(value, RubyEvaluator.maxValueNesting) else {
            throw .error(.tooComplex("arrays or hashes are nested more than \(RubyEvaluator.maxValueNesting) deep", at: location()))
        }
        return try checkedSize(value, at: location())
    }

    package func integerValue(_ text: String, at location: SourceLocation) -> RubyValue {
        let negative = text.hasPrefix("-")
        let digits = negative ? String(text.dropFirst()) : text
        var value: Int?
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") { value = Int(digits.dropFirst(2), radix: 16) }
        else if digits.hasPrefix("0b") || digits.hasPrefix("0B") { value = Int(digits.dropFirst(2), radix: 2) }
        else if digits.hasPrefix("0o") { value = Int(digits.dropFirst(2), radix: 8) }
        else { value = Int(digits) }
        guard let value else { return .opaque(RubyOpaque("the number '\(text)'", at: location)) }
        return .integer(negative ? -value : value)
    }

    package func interpolate(_ segments: [RubySegment], in frame: RubyFrame, at location: SourceLocation) throws(RubyEvalSignal) -> RubyValue {
        // A plain literal (one text segment, most of them): its text itself, not appended to "".
        if segments.count == 1, case let .text(t) = segments[0] { return try checkedSize(.string(t), at: location) }
        var text = ""
        for segment in segments {
            switch segment {
            case let .text(t): text += t
            case let .code(nodes):
                let value = try evaluate(nodes, in: frame)
                if case .opaque = value { return value }
                if case let .object(id) = value {
                    let named = try host.call(object: id, "to_s", [], block: nil, node: RubyNode(.nilLiteral, at: location, start: 0, end: 0), evaluator: self)
                    guard let s = named.stringValue else { return .opaque(RubyOpaque("an object converted to text", at: location)) }
                    text += s
                    continue
                }
                guard let s = value.stringValue else {
                    return .opaque(RubyOpaque("\(value.kindDescription) converted to text", at: location))
                }
                text += s
                if text.utf8.count > RubyEvaluator.maxValueSize { _ = try checkedSize(.string(text), at: location) }
            }
        }
        return try checkedSize(.string(text), at: location)
    }

    package func evaluateHash(_ pairs: [RubyPair], in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        var entries: [RubyHashEntry] = []
        entries.reserveCapacity(pairs.count)
        // Past a few pairs, string and symbol keys are found by an index (a scan for each key
        // made a literal of 10,000 keys quadratic). It answers as the scan does while every key
        // so far is a string or a symbol (a string equals only an equal string, a symbol only an
        // equal symbol, and each key is once in `entries`); the first other key or `**` splat
        // (which may add a key twice) leaves the rest of the literal to the scan.
        var stringKeys: [String: Int]? = pairs.count > RubyEvaluator.hashKeysScanned ? [:] : nil
        var symbolKeys: [String: Int] = [:]
        for pair in pairs {
            if case let .splat(inner) = pair.key.kind {
                stringKeys = nil
                if case let .hash(more) = try evaluate(inner, in: frame) { entries += more }
                continue
            }
            let key = try evaluate(pair.key, in: frame)
            let value = try evaluate(pair.value, in: frame)
            markShared(pair.value, in: frame)
            var indexed: Int?? = nil
            if stringKeys != nil {
                switch key {
                case let .string(text):
                    indexed = .some(stringKeys![text])
                    if stringKeys![text] == nil { stringKeys![text] = entries.count }
                case let .symbol(text):
                    indexed = .some(symbolKeys[text])
                    if symbolKeys[text] == nil { symbolKeys[text] = entries.count }
                default:
                    stringKeys = nil
                }
            }
            hashKeyProbes &+= indexed == nil ? entries.count : 1
            if let existing = indexed ?? entries.firstIndex(where: { $0.key.rubyEquals(key) == true }) {
                entries[existing].value = value
            } else {
                entries.append(RubyHashEntry(key: key, value: value))
            }
        }
        return .hash(entries)
    }

    /// How many pairs of a hash literal are matched by a scan of its entries; more by an index.
    static let hashKeysScanned = 16

    package func constantValue(scope: RubyNode?, name: String, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        guard let scope else {
            if let value = constants[name] { return value }
            if name == "ENV" { return .environment }
            return .constant(name)
        }
        let outer = try evaluate(scope, in: frame)
        if case let .constant(prefix) = outer { return .constant(prefix + "::" + name) }
        return .opaque(RubyOpaque("constant '\(name)' of \(outer.kindDescription)", at: location(of: scope)))
    }
}
