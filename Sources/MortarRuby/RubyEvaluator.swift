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
    /// The offset of `source`'s first byte past ASCII (`UTF8Text.asciiPrefix`), for the lexer.
    let sourceASCIIPrefix: Int
    @exclusivity(unchecked) package var environment: [String: String]
    package let host: RubyHost
    /// The methods the file defines with `def`: each name's `.def` node.
    @exclusivity(unchecked) package var definitions: [String: Int32] = [:]
    @exclusivity(unchecked) package var constants: [String: RubyValue] = [:]
    @exclusivity(unchecked) package var globals: [String: RubyValue] = [:]
    /// Files named by `require_relative` / `load`: where undefined names probably come from.
    @exclusivity(unchecked) package var requiredFiles: [String] = []
    /// Libraries named by `require` that are not Ruby's own: they may set globals too.
    @exclusivity(unchecked) package var requiredLibraries: [String] = []
    /// `ENV` entries set under a condition Mortar cannot decide (`*`: an entry whose name is
    /// not static).
    @exclusivity(unchecked) package var unknownEnvironment: [String: RubyOpaque] = [:]
    /// `ENV` names looked up and not set, each once in the order first read: a `raise` after
    /// them names them (`RubyError.raised`).
    @exclusivity(unchecked) package var unsetEnvironment: [String] = []
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
    /// Argument lists a call has finished with, emptied with their storage kept
    /// (`evaluateArguments` takes one, `evaluateCall` gives it back): a call's arguments are not
    /// allocated and freed each time.
    @exclusivity(unchecked) var spareArgumentLists: [[RubyLocatedValue]] = []
    /// The reader's storage the parse takes its arenas from (nil: arenas of its own), until
    /// `takeScratch()`.
    @exclusivity(unchecked) var readScratch: RubyReadScratch?
    /// The file's arena tree, once `run()` has parsed it.
    @exclusivity(unchecked) package private(set) var tree = RubyTree()

    package convenience init(file: String, source: String, environment: [String: String], host: RubyHost) {
        self.init(file: file, text: UTF8Text(source), environment: environment, host: host)
    }

    /// The evaluator of `text`'s bytes, kept as they are (no `String` of the file made and
    /// turned back into bytes: `UTF8Text` is valid UTF-8 as a `String`'s bytes are). With a
    /// `scratch` (a reader's, kept from its last file), the tree is parsed into its arenas;
    /// `takeScratch()` gives it back.
    package init(file: String, text: UTF8Text, environment: [String: String], host: RubyHost, scratch: consuming RubyReadScratch? = nil) {
        self.readScratch = consume scratch
        self.file = file
        self.source = text.bytes
        self.sourceASCIIPrefix = text.asciiPrefix
        self.environment = environment
        self.host = host
    }

    /// Parses `source` into its arena tree (`RubyTreeParser`) and evaluates it (`evaluate(tree:in:)`);
    /// returns the value of the last statement.
    package func run() throws(RubyError) -> RubyValue {
        tree = try RubyTreeParser.parse(bytes: source, file: file, asciiPrefix: sourceASCIIPrefix, scratch: &readScratch)
        do {
            return try evaluate(statements: tree.root, in: RubyFrame(parent: nil, slotCount: slotCount(ofScope: tree.root)))
        } catch {
            return try RubyEvaluator.finished(error)
        }
    }

    /// The scratch given to `init`, once the read is over: the tree is let go (`tree` is empty
    /// after), so that its arenas are kept for the next read unless something else holds them
    /// (`RubyReadScratch.reclaim()`). Nil when none was given.
    package func takeScratch() -> RubyReadScratch? {
        tree = RubyTree()
        var taken: RubyReadScratch?
        swap(&taken, &readScratch)
        taken?.reclaim()
        return taken
    }

    /// Where the node a host is called for starts.
    package func location(of node: RubyNode) -> SourceLocation {
        SourceLocation(file: file, line: node.line, column: node.column)
    }

    /// The source text of the node a host is called for (a hook body kept verbatim).
    package func text(of node: RubyNode) -> String {
        let lower = max(0, min(node.start, source.count)), upper = max(lower, min(node.end, source.count))
        return String(decoding: source[lower..<upper], as: UTF8.self)
    }

    // MARK: Values that matter

    /// The value as a string (symbols and numbers too), or a located error saying why it is not
    /// static. `what` completes "… is not static" (`the version of 'Realm'`); it is made only for
    /// the error (most values are static: the text was formatted for nothing).
    /// A string (most values asked) answered where it is asked: inlined into the hosts, which
    /// passed each argument read from their list as a copy of the value and its location.
    @inlinable
    package func requireString(_ value: RubyLocatedValue, _ what: @autoclosure () -> String) throws(RubyEvalSignal) -> String {
        if case let .string(s) = value.value { return s }
        return try requireAnyString(value, what())
    }

    /// `requireString` of `arguments[i]`, read in place: a host asking about an argument it
    /// does not keep (a dependency's name, a subspec's) passed `arguments[i]` as a copy of the
    /// value and its location, destroyed again after the look. Only an argument that is not a
    /// `.string` is copied, for `requireAnyString`.
    @inlinable
    package func requireString(_ arguments: [RubyLocatedValue], at i: Int, _ what: @autoclosure () -> String) throws(RubyEvalSignal) -> String {
        if case let .string(s) = arguments[i].value { return s }
        return try requireAnyString(arguments[i], what())
    }

    /// `requireString` of a value that is not a `.string`.
    package func requireAnyString(_ value: RubyLocatedValue, _ what: @autoclosure () -> String) throws(RubyEvalSignal) -> String {
        switch value.value {
        case let .string(s), let .symbol(s): return s
        case let .integer(i): return String(i)
        case let .float(_, t): return t
        default:
            throw .error(notStatic(what(), value))
        }
    }

    /// The error for a value that matters but is not a static string.
    package func notStatic(_ what: String, _ value: RubyLocatedValue) -> RubyError {
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

    /// Counts `work` evaluation steps (a built-in's comparisons or bytes, not only nodes), so
    /// quadratic built-ins on large values stop at the same bound as long loops.
    /// `location` is made only for the error (a step is counted on every literal and value).
    @inline(__always)
    package func charge(_ work: Int, at location: @autoclosure () -> SourceLocation) throws(RubyEvalSignal) {
        // Nothing to add (a small value's size, most charges): the bound is only checked.
        if work <= 0, walkedNodes == 0, steps <= RubyEvaluator.maxSteps { return }
        try chargeSteps(work, at: location())
    }

    /// `charge` when there is something to add.
    package func chargeSteps(_ work: Int, at location: @autoclosure () -> SourceLocation) throws(RubyEvalSignal) {
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
    /// steps (one per 64 units), so checking stays linear in the work done. The value is taken
    /// (`consuming`) and handed back: a borrowed one was copied to be returned (an array's or
    /// hash's retain, and its release with the caller's).
    package func checkedSize(_ value: consuming RubyValue, at location: @autoclosure () -> SourceLocation) throws(RubyEvalSignal) -> RubyValue {
        switch value {
        case .string, .array, .hash: break
        default: return value
        }
        guard let size = RubyEvaluator.size(of: value) else { throw .error(valueTooLarge(at: location())) }
        try charge(size / 64, at: location())
        return value
    }

    /// `checkedSize(.string(text), at:)` for a literal's text, with no value made or copied to
    /// measure it: `reserve` of its size (a text under 64 bytes, most, adds no step, so `charge`
    /// only checks the bound).
    @inline(__always)
    func checkText(_ text: String, at location: @autoclosure () -> SourceLocation) throws(RubyEvalSignal) {
        try reserve(text.utf8.count, at: location())
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

    /// The value, or an error when arrays and hashes nest deeper than `maxValueNesting`; taken
    /// and handed back as `checkedSize` does.
    package func checkedNesting(_ value: consuming RubyValue, at location: @autoclosure () -> SourceLocation) throws(RubyEvalSignal) -> RubyValue {
        // An array or hash of scalars and strings (most literals) nests one deep: not walked twice.
        if RubyEvaluator.isFlat(value) { return try checkedSize(value, at: location()) }
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

    /// True for an array or hash none of whose elements (keys, values) is an array or a hash,
    /// and for any other value: it nests at most one deep.
    static func isFlat(_ value: RubyValue) -> Bool {
        switch value {
        case let .array(items):
            for item in items {
                switch item {
                case .array, .hash: return false
                default: continue
                }
            }
            return true
        case let .hash(entries):
            for entry in entries {
                switch entry.key {
                case .array, .hash: return false
                default: break
                }
                switch entry.value {
                case .array, .hash: return false
                default: continue
                }
            }
            return true
        default:
            return true
        }
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

    /// `#{value}` added to `text`; the literal's value instead (an unknown value) when the
    /// value cannot be made text.
    package func append(_ value: RubyValue, to text: inout String, at location: SourceLocation) throws(RubyEvalSignal) -> RubyValue? {
        if case .opaque = value { return value }
        if case let .object(id) = value {
            var none: [RubyLocatedValue] = []
            let named = try host.call(object: id, "to_s", &none, block: nil, node: RubyNode(line: location.line, column: location.column, start: 0, end: 0), evaluator: self)
            guard let s = named.stringValue else { return .opaque(RubyOpaque("an object converted to text", at: location)) }
            text += s
            return nil
        }
        guard let s = value.stringValue else {
            return .opaque(RubyOpaque("\(value.kindDescription) converted to text", at: location))
        }
        text += s
        if text.utf8.count > RubyEvaluator.maxValueSize { _ = try checkedSize(.string(text), at: location) }
        return nil
    }

    /// How many pairs of a hash literal are matched by a scan of its entries; more by an index.
    static let hashKeysScanned = 16

    /// A constant of no scope: one the file set, `ENV`, or the constant itself.
    package func constantValue(name: String) -> RubyValue {
        if let value = constants[name] { return value }
        if name == "ENV" { return .environment }
        return .constant(name)
    }

    /// `Scope::Name` once the scope's value is known.
    package func constant(_ name: String, of outer: RubyValue, scopeAt location: @autoclosure () -> SourceLocation) -> RubyValue {
        if case let .constant(prefix) = outer { return .constant(prefix + "::" + name) }
        return .opaque(RubyOpaque("constant '\(name)' of \(outer.kindDescription)", at: location()))
    }
}
