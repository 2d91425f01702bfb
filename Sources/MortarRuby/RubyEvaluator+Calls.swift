import MortarCore

/// Method calls: `def` methods of the file, the host's DSL, Kernel methods, and blocks.
extension RubyEvaluator {

    /// A call (the `.call` node `call`) once its receiver (nil: none written) and arguments are
    /// evaluated: a `def` method, the host's DSL, Kernel, a constant's or a plain value's method; what a
    /// method not run may change becomes unknown.
    /// A call on one of the host's objects (`s.dependency …`, most calls of a manifest) goes to the
    /// host from here, inlined in `evaluateCall`: no `dispatchAnyCall` frame on its way. `args`
    /// is `inout` for the host's call, which may take arguments out (`RubyHost.call(object:…)`).
    @inline(__always)
    package func dispatchCall(_ name: String, receiver: RubyValue?, _ args: inout [RubyLocatedValue], block closure: RubyClosure?,
                              call: Int32, node: RubyNode, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        if case let .object(id)? = receiver {
            markArgumentsShared(call, in: frame)
            return try host.call(object: id, name, &args, block: closure, node: node, evaluator: self)
        }
        return try dispatchAnyCall(name, receiver: receiver, &args, block: closure, call: call, node: node, in: frame)
    }

    /// `dispatchCall` of any receiver (a host object's call included, as `dispatchCall` answers it).
    func dispatchAnyCall(_ name: String, receiver: RubyValue?, _ args: inout [RubyLocatedValue], block closure: RubyClosure?,
                         call: Int32, node: RubyNode, in frame: RubyFrame) throws(RubyEvalSignal) -> RubyValue {
        guard let receiver else {
            markArgumentsShared(call, in: frame)
            if !definitions.isEmpty, let definition = definitions[name] {
                // An argument written as a fresh value (`{}`, `'x'`) is the method's own to change.
                return try invoke(definition, args, block: closure, node: node, fresh: freshArguments(call))
            }
            if let value = try host.call(name, args, block: closure, node: node, evaluator: self) { return value }
            let result = try kernel(name, args, block: closure, node: node)
            if !RubyEvaluator.kernelNames.contains(name) {
                try notRun(closure, argumentsOf: call, because: "which '\(name)' may change, and it is not defined in this file",
                           at: location(of: node), in: frame)
            }
            return result
        }
        switch receiver {
        case .object, .constant:
            markArgumentsShared(call, in: frame)
        default:
            if changesInPlace(receiver, nameID: tree.nodes[Int(call)].a) || RubyEvaluator.isBang(name) { markArgumentsShared(call, in: frame) }
        }
        switch receiver {
        case let .object(id):
            return try host.call(object: id, name, &args, block: closure, node: node, evaluator: self)
        case let .constant(path):
            if let value = try host.call(constant: path, name, args, block: closure, node: node, evaluator: self) { return value }
            if let value = try pureFileCall(path, name, args.map(\.value), at: location(of: node)) { return value }
            if let value = try gemVersionCall(path, name, args, node: node) { return value }
            if let value = coreClassCall(path, name, args.first?.value) { return value }
            if let closure, let problem = skippingProblem(of: closure) {
                throw .error(.notStatic("cannot evaluate '\(path).\(name)' statically, and its block \(problem)",
                                        at: location(of: node), help: host.notStaticHelp))
            }
            try notRun(closure, arguments: [], because: "which the block of '\(path).\(name)' may change, and mortar never runs it",
                       at: location(of: node), in: frame)
            return .opaque(RubyOpaque(unknownConstantCall(path, name), at: location(of: node)))
        case let .opaque(o):
            if host.isSignificant(name) { throw .error(unknownReceiver(name, o, at: location(of: node))) }
            if let closure, let problem = skippingProblem(of: closure) {
                // A value set under an undecidable condition: the condition is where to look.
                let used = o.undecided ? " (at \(location(of: node)))" : ""
                throw .error(.notStatic("cannot evaluate '.\(name)'\(used) on a value that is not static (it comes from \(o.reason)), and its block \(problem)",
                                        at: o.undecided ? o.location : location(of: node), help: host.notStaticHelp))
            }
            try notRun(closure, argumentsOf: call, because: "which '.\(name)' may change, and mortar cannot run it: its receiver comes from \(o.reason)",
                       at: location(of: node), in: frame)
            return receiver
        default:
            // The receiver's node is read only where the call changes it in place (`list << x`, `s.strip!`).
            let changes = RubyEvaluator.isBang(name) || changesInPlace(receiver, nameID: tree.nodes[Int(call)].a)
            return try callBuiltin(receiver, name, args, block: closure, receiverNode: changes ? receiverIndex(call) : nil, node: node,
                                   nameID: tree.nodes[Int(call)].a, in: frame)
        }
    }

    /// `File.join`, `File.basename`, `File.dirname`, `File.extname`: string arithmetic that
    /// never touches the disk. Nil for anything else.
    /// Where a call on a constant the evaluator cannot answer comes from. A constant that is
    /// not one of Ruby's own classes, in a file that loads others (`require_relative 'version'`),
    /// is most likely defined there (`Gravatar::VERSION.to_s`): that is what to look at, not the
    /// call. Otherwise the call is the step Mortar does not take (`JSON.parse`, `File.read`).
    func unknownConstantCall(_ path: String, _ name: String) -> String {
        let bare = path.hasPrefix("::") ? String(path.dropFirst(2)) : path
        guard !requiredFiles.isEmpty, !RubyEvaluator.coreClasses.contains(bare) else { return "'\(path).\(name)', which mortar never runs" }
        return "'\(path).\(name)': constant '\(path)' is not defined in this file\(requiredHint)"
    }

    package func pureFileCall(_ constant: String, _ name: String, _ args: [RubyValue], at location: SourceLocation) throws(RubyEvalSignal) -> RubyValue? {
        guard constant == "File" || constant == "::File" else { return nil }
        // Text arithmetic on an unknown path is unknown for the same reason: the first step
        // Mortar cannot follow is what an error names.
        if ["join", "basename", "dirname", "extname"].contains(name), let unknown = args.first(where: { $0.opaqueReason != nil }) {
            return unknown
        }
        var strings: [String] = []
        for arg in RubyEvaluator.flatten(args) {
            guard case let .string(s) = arg else { return nil }
            strings.append(s)
        }
        switch name {
        case "join":
            try reserve(RubyEvaluator.total(strings.map { $0.utf8.count + 1 }), at: location)
            var joined = ""
            for (i, part) in strings.enumerated() {
                if i == 0 { joined = part; continue }
                let left = joined.hasSuffix("/"), right = part.hasPrefix("/")
                if left && right { joined += part.dropFirst() } else if left || right { joined += part } else { joined += "/" + part }
            }
            return .string(joined)
        case "basename":
            guard let path = strings.first else { return nil }
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            var base = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
            if strings.count > 1 {
                let suffix = strings[1]
                if suffix == ".*", let dot = base.lastIndex(of: "."), dot != base.startIndex { base = String(base[..<dot]) }
                else if !suffix.isEmpty, base.hasSuffix(suffix), base != suffix { base = String(base.dropLast(suffix.count)) }
            }
            return .string(base)
        case "dirname":
            guard strings.count == 1, let path = strings.first else { return nil }
            return .string(PathText.directory(of: path))
        case "extname":
            guard strings.count == 1, let path = strings.first else { return nil }
            let base = path.split(separator: "/").last.map(String.init) ?? path
            guard let dot = base.lastIndex(of: "."), dot != base.startIndex, base.index(after: dot) != base.endIndex else { return .string("") }
            return .string(String(base[dot...]))
        default:
            return nil
        }
    }

    /// Calls a method the file defines with `def` (its `.def` node): a fresh scope, parameters
    /// bound, `return` caught.
    package func invoke(_ definition: Int32, _ args: [RubyLocatedValue], block: RubyClosure?, node: RubyNode,
                fresh: [Bool]? = nil) throws(RubyEvalSignal) -> RubyValue {
        callDepth += 1
        defer { callDepth -= 1 }
        let def = tree.nodes[Int(definition)]
        let name = tree.names[Int(def.a)]
        if callDepth > RubyEvaluator.maxCallDepth {
            throw .error(.tooComplex("methods call each other more than \(RubyEvaluator.maxCallDepth) deep (is '\(name)' recursive?)", at: location(of: node)))
        }
        let frame = RubyFrame(parent: nil, slotCount: slotCount(ofScope: def.b))
        do {
            try bind(parameters: def.b, to: args.map(\.value), in: frame, fresh: fresh)
            return try evaluate(statements: def.c, in: frame)
        } catch {
            switch error {
            case let .returned(v), let .next(v), let .broke(v): return v
            case .error: throw error
            }
        }
    }

    /// Binds the parameters of the `.list` node `list` (its `.parameter` nodes; -1 none):
    /// positional, optional (defaults evaluated), splat, keywords from a trailing hash. Missing
    /// ones are nil. A parameter is marked shared (not to be changed in place) unless its value is
    /// certainly fresh: `fresh[i]` for the i-th argument (nil: none is), a fresh default, or the
    /// array or hash a splat builds. Read from the tree itself: no copy of it per call.
    package func bind(parameters list: Int32, to values: [RubyValue], in frame: RubyFrame,
                      fresh: [Bool]? = nil) throws(RubyEvalSignal) {
        let listNode = list < 0 ? nil : tree.nodes[Int(list)]
        let first = listNode?.a ?? 0, count = Int(listNode?.b ?? 0)
        func parameter(_ p: Int) -> RubyTree.Node { tree.nodes[Int(tree.children[Int(first) + p])] }
        func kind(_ p: Int) -> RubyTree.ParameterKind { RubyTree.ParameterKind(rawValue: parameter(p).flags) ?? .required }
        func parameterSlot(_ p: Int) -> Int32 { parameter(p).c }
        /// The default value of parameter `p` evaluated in `frame`, and whether it is certainly
        /// fresh; nil when it has none.
        func defaultValue(_ p: Int) throws(RubyEvalSignal) -> (value: RubyValue, fresh: Bool)? {
            let node = parameter(p)
            guard node.b >= 0, kind(p) == .optional || kind(p) == .keyword else { return nil }
            return (try evaluate(tree: node.b, in: frame), isFresh(tree: node.b))
        }
        // The slots of the parameters bound fresh: a bit each (a bare `*`'s -1 is never marked
        // shared), a list past 64 slots.
        var freshSlots: UInt64 = 0
        var freshBeyond: [Int32] = []
        func markFresh(_ slot: Int32) {
            if slot >= 0, slot < 64 { freshSlots |= 1 << UInt64(slot) } else { freshBeyond.append(slot) }
        }
        func isFreshSlot(_ slot: Int32) -> Bool {
            slot >= 0 && slot < 64 ? freshSlots & (1 << UInt64(slot)) != 0 : freshBeyond.contains(slot)
        }
        defer {
            // Each bound parameter is shared unless fresh.
            for p in 0..<count {
                let slot = parameterSlot(p)
                frame.setShared(slot, up: 0, !isFreshSlot(slot))
            }
        }
        func isFreshArgument(_ i: Int) -> Bool { fresh.map { i < $0.count && $0[i] } ?? false }
        var positional = values
        var keywords: [RubyHashEntry] = []
        var takesKeywords = false, required = 0
        for p in 0..<count {
            switch kind(p) {
            case .keyword, .doubleSplat: takesKeywords = true
            case .required: required += 1
            default: break
            }
        }
        if takesKeywords, case let .hash(entries)? = positional.last {
            keywords = entries
            positional.removeLast()
        }
        var index = 0
        var optionalAvailable = max(0, positional.count - required)
        for p in 0..<count {
            let slot = parameterSlot(p)
            switch kind(p) {
            case .required:
                frame.set(slot, up: 0, index < positional.count ? positional[index] : .nilValue)
                if index >= positional.count || isFreshArgument(index) { markFresh(slot) }
                index += 1
            case .optional:
                if optionalAvailable > 0, index < positional.count {
                    frame.set(slot, up: 0, positional[index])
                    if isFreshArgument(index) { markFresh(slot) }
                    index += 1
                    optionalAvailable -= 1
                } else if let (value, isFresh) = try defaultValue(p) {
                    frame.set(slot, up: 0, value)
                    if isFresh { markFresh(slot) }
                }
            case .splat:
                // The required parameters after the first of this name.
                var firstOfSlot = 0
                while parameterSlot(firstOfSlot) != slot { firstOfSlot += 1 }
                var remainingRequired = 0
                for q in (firstOfSlot + 1)..<count where kind(q) == .required { remainingRequired += 1 }
                let end = max(index, positional.count - remainingRequired)
                frame.set(slot, up: 0, .array(index < end ? Array(positional[index..<end]) : []))
                markFresh(slot)
                index = end
            case .keyword:
                let name = tree.names[Int(parameter(p).a)]
                if let entry = keywords.first(where: { $0.key.rubyEquals(.symbol(name)) == true }) {
                    frame.set(slot, up: 0, entry.value)
                } else if let (value, isFresh) = try defaultValue(p) {
                    frame.set(slot, up: 0, value)
                    if isFresh { markFresh(slot) }
                } else {
                    frame.set(slot, up: 0, .nilValue)
                }
            case .doubleSplat:
                frame.set(slot, up: 0, .hash(keywords))
                markFresh(slot)
            case .block:
                frame.set(slot, up: 0, .opaque(RubyOpaque("a block argument", at: SourceLocation(file: file))))
            }
        }
    }

    /// The slot count the parser recorded for the scope of the `.list` node `list` (a block's or
    /// method's parameters, the file's statements: `RubyTree.Kind.list`'s `c`); -1 when unknown.
    @inline(__always)
    func slotCount(ofScope list: Int32) -> Int32 {
        list < 0 ? -1 : tree.nodes[Int(list)].c
    }

    /// Calls a block with `args`; `next` ends the call with its value.
    package func callBlock(_ closure: RubyClosure, _ args: [RubyValue]) throws(RubyEvalSignal) -> RubyValue {
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > RubyEvaluator.maxCallDepth {
            throw .error(.tooComplex("blocks are nested more than \(RubyEvaluator.maxCallDepth) deep", at: blockLocation(closure)))
        }
        let block = tree.nodes[Int(closure.block)]
        let frame = RubyFrame(parent: closure.frame, slotCount: slotCount(ofScope: block.a))
        var values = args
        do {
            let parameterCount = block.a < 0 ? 0 : tree.nodes[Int(block.a)].b
            if parameterCount > 1, values.count == 1, case let .array(items) = values[0] { values = items }
            try bind(parameters: block.a, to: values, in: frame)
            return try evaluate(statements: block.b, in: frame)
        } catch {
            if case let .next(v) = error { return v }
            throw error
        }
    }

    /// `callBlock(closure, [value])` with no array made: a block of one plain parameter (`do |s|`,
    /// `each { |item| … }`: nearly every block a manifest runs) has it bound here, as `bind` would
    /// (set, and shared: the caller's value is not the block's own); any other block goes through
    /// `bind` with the one-value list.
    package func callBlock(_ closure: RubyClosure, with value: RubyValue) throws(RubyEvalSignal) -> RubyValue {
        let block = tree.nodes[Int(closure.block)]
        let parameters = block.a < 0 ? nil : tree.nodes[Int(block.a)]
        guard let parameters, parameters.b == 1,
              case let parameter = tree.nodes[Int(tree.children[Int(parameters.a)])],
              RubyTree.ParameterKind(rawValue: parameter.flags) ?? .required == .required else {
            return try callBlock(closure, [value])
        }
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > RubyEvaluator.maxCallDepth {
            throw .error(.tooComplex("blocks are nested more than \(RubyEvaluator.maxCallDepth) deep", at: blockLocation(closure)))
        }
        let frame = RubyFrame(parent: closure.frame, slotCount: parameters.c)
        do {
            frame.set(parameter.c, up: 0, value)
            frame.setShared(parameter.c, up: 0, true)
            return try evaluate(statements: block.b, in: frame)
        } catch {
            if case let .next(v) = error { return v }
            throw error
        }
    }

    /// Libraries of Ruby itself (`require 'json'`): loading them sets no global a manifest reads.
    package static let standardLibraries: Set<String> = [
        "json", "yaml", "psych", "fileutils", "pathname", "set", "open3", "shellwords", "uri", "erb", "digest", "tmpdir",
        "tempfile", "English", "rubygems", "securerandom", "time", "date", "optparse", "ostruct", "net/http", "open-uri",
        "socket", "etc", "find", "logger", "base64", "csv", "zlib", "stringio", "timeout", "benchmark", "pp", "forwardable",
        "singleton",
    ]

    /// The methods `kernel` knows: none of them changes its arguments.
    package static let kernelNames: Set<String> = [
        "puts", "print", "p", "pp", "warn", "printf", "gem", "at_exit", "srand", "sleep", "require", "require_relative", "load",
        "raise", "fail", "abort", "exit", "exit!", "block_given?", "lambda", "proc", "__dir__", "__method__", "binding", "caller",
        "rand", "system", "exec", "spawn", "open", "fork", "String", "Array",
    ]

    /// Kernel methods, and what to do with a method nobody defines.
    package func kernel(_ name: String, _ args: [RubyLocatedValue], block: RubyClosure?, node: RubyNode) throws(RubyEvalSignal) -> RubyValue {
        switch name {
        case "require":
            if let first = args.first, first.value.opaqueReason != nil {
                _ = try requireString(first, "the file loaded by 'require'")
            }
            if case let .string(library)? = args.first?.value, !RubyEvaluator.standardLibraries.contains(library),
               !host.hostLibraries.contains(library) {
                requiredLibraries.append(library)
            }
            return .nilValue
        case "puts", "print", "p", "pp", "warn", "printf", "gem", "at_exit", "srand", "sleep":
            return .nilValue
        case "require_relative", "load":
            if let first = args.first, first.value.opaqueReason != nil {
                // The file it loads may define anything: the read stops at the first unknown step.
                _ = try requireString(first, "the file loaded by '\(name)'")
            }
            if let path = args.first?.value.stringValue { requiredFiles.append(path) }
            return .bool(true)
        case "raise", "fail", "abort":
            let message = args.compactMap { arg -> String? in
                switch arg.value {
                case let .string(s): return "'\(s)'"
                case let .constant(c): return c
                default: return nil
                }
            }.joined(separator: ", ")
            throw .error(.raised(message.isEmpty ? "'\(name)' is called" : message, at: location(of: node), unsetEnvironment: unsetEnvironment))
        case "exit", "exit!":
            throw .error(.raised("'\(name)' is called", at: location(of: node), unsetEnvironment: unsetEnvironment))
        case "block_given?":
            return .bool(false)
        case "lambda", "proc":
            return .opaque(RubyOpaque("a lambda", at: location(of: node)))
        case "__dir__", "__method__", "binding", "caller", "rand":
            return .opaque(RubyOpaque("'\(name)'", at: location(of: node)))
        case "system", "exec", "spawn", "open", "fork":
            return .opaque(RubyOpaque("the result of '\(name)', which mortar never runs", at: location(of: node)))
        case "String":
            if let s = args.first?.value.stringValue { return .string(s) }
            return .opaque(RubyOpaque("'String()'", at: location(of: node)))
        case "Array":
            guard let first = args.first?.value else { return .array([]) }
            if case .array = first { return first }
            if case .nilValue = first { return .array([]) }
            return .array([first])
        default:
            break
        }
        let passesHostObject = args.contains { if case .object = $0.value { return true } else { return false } }
        let blockMatters = block.map { mentionsSignificant(of: $0) } ?? false
        if host.unknownMethodIsError(name) || passesHostObject || blockMatters {
            throw .error(.notStatic(
                "calls '\(name)', which is not defined in this file\(requiredHint); what it declares cannot be known without running it",
                at: location(of: node), help: host.notStaticHelp))
        }
        return .opaque(RubyOpaque("the result of '\(name)', which is not defined in this file", at: location(of: node)))
    }
}
