import MortarCore

/// What Ruby answers about a value without running anything the file does not show:
/// `is_a?`, `when String`, `respond_to?`, `defined?`, unset globals, and `Gem::Version`.
extension RubyEvaluator {
    /// Classes and modules every Ruby has loaded: `x.is_a?(C)` with one of them and a value of
    /// known class is decided (false when `C` is not among the value's ancestors).
    package static let coreClasses: Set<String> = [
        "BasicObject", "Object", "Kernel", "Comparable", "Enumerable", "String", "Symbol", "Integer", "Float", "Numeric",
        "Array", "Hash", "NilClass", "TrueClass", "FalseClass", "Regexp", "Range", "Proc", "Method", "Module", "Class",
        "Exception", "StandardError", "Time", "Rational", "Complex", "IO", "File", "Dir", "MatchData", "Struct", "Gem::Version",
    ]

    /// Globals Ruby itself sets: never read as nil.
    package static let predefinedGlobals: Set<String> = [
        "$stdout", "$stderr", "$stdin", "$LOAD_PATH", "$LOADED_FEATURES", "$PROGRAM_NAME", "$DEBUG", "$VERBOSE", "$FILENAME",
        "$CHILD_STATUS", "$ERROR_INFO", "$ERROR_POSITION", "$FIELD_SEPARATOR", "$INPUT_RECORD_SEPARATOR", "$OUTPUT_RECORD_SEPARATOR",
    ]

    /// Methods `respond_to?` answers true for, by class (a small, certain subset: any other
    /// name is left unknown rather than guessed false).
    package static let knownMethods: [String: Set<String>] = [
        "Object": ["nil?", "is_a?", "kind_of?", "instance_of?", "respond_to?", "to_s", "inspect", "freeze", "frozen?", "dup", "clone",
                   "class", "tap", "then", "==", "!=", "equal?", "eql?", "hash", "send", "public_send", "object_id"],
        "String": ["length", "size", "upcase", "downcase", "capitalize", "strip", "lstrip", "rstrip", "chomp", "split", "gsub", "sub",
                   "to_sym", "to_i", "to_f", "to_str", "start_with?", "end_with?", "include?", "empty?", "chars", "bytes", "lines",
                   "encode", "force_encoding", "encoding", "+", "*", "%", "=~", "match", "[]", "<<", "concat"],
        "Symbol": ["to_sym", "to_proc", "length", "size", "id2name", "name"],
        "Integer": ["+", "-", "*", "/", "%", "to_i", "to_f", "times", "<", ">", "<=", ">="],
        "Float": ["+", "-", "*", "/", "to_i", "to_f", "round", "<", ">", "<=", ">="],
        "Array": ["each", "each_with_index", "map", "collect", "flat_map", "select", "filter", "reject", "include?", "first", "last",
                  "length", "size", "count", "join", "push", "<<", "pop", "empty?", "flatten", "compact", "uniq", "sort", "to_a", "[]", "+", "-"],
        "Hash": ["each", "each_pair", "map", "keys", "values", "[]", "[]=", "fetch", "key?", "has_key?", "include?", "merge", "merge!",
                 "empty?", "size", "length", "to_h", "select", "reject"],
        "NilClass": ["to_s", "to_a", "to_i", "to_h"],
    ]

    /// The class and its ancestors, most specific first; nil when the class is not known.
    package static func ancestors(of value: RubyValue) -> [String]? {
        let base = ["Object", "Kernel", "BasicObject"]
        switch value {
        case .nilValue: return ["NilClass"] + base
        case let .bool(b): return [b ? "TrueClass" : "FalseClass"] + base
        case .integer: return ["Integer", "Numeric", "Comparable"] + base
        case .float: return ["Float", "Numeric", "Comparable"] + base
        case .string: return ["String", "Comparable"] + base
        case .symbol: return ["Symbol", "Comparable"] + base
        case .array: return ["Array", "Enumerable"] + base
        case .hash: return ["Hash", "Enumerable"] + base
        case .gemVersion: return ["Gem::Version", "Comparable"] + base
        case .environment: return ["Object", "Enumerable", "Kernel", "BasicObject"]
        case .object, .constant, .opaque: return nil
        }
    }

    /// `value.is_a?(name)` (and `name === value` in a `when`); nil when only running Ruby could tell.
    package func isA(_ value: RubyValue, _ name: String) -> Bool? {
        let className = name.hasPrefix("::") ? String(name.dropFirst(2)) : name
        guard let ancestors = RubyEvaluator.ancestors(of: value) else { return nil }
        if ancestors.contains(className) { return true }
        return RubyEvaluator.coreClasses.contains(className) ? false : nil
    }

    /// `is_a?`, `kind_of?`, `instance_of?`, `respond_to?` and `class` on a value of known class.
    package func introspect(_ receiver: RubyValue, _ name: String, _ argument: RubyValue?) -> RubyValue? {
        switch name {
        case "is_a?", "kind_of?":
            guard case let .constant(className)? = argument else { return nil }
            return isA(receiver, className).map(RubyValue.bool)
        case "instance_of?":
            guard case let .constant(className)? = argument, let own = RubyEvaluator.ancestors(of: receiver)?.first else { return nil }
            let bare = className.hasPrefix("::") ? String(className.dropFirst(2)) : className
            if own == bare { return .bool(true) }
            return RubyEvaluator.coreClasses.contains(bare) ? .bool(false) : nil
        case "respond_to?":
            guard let method = argument?.stringValue, let ancestors = RubyEvaluator.ancestors(of: receiver) else { return nil }
            let known = ancestors.contains { RubyEvaluator.knownMethods[$0]?.contains(method) ?? false }
            return known ? .bool(true) : nil
        case "class":
            return RubyEvaluator.ancestors(of: receiver)?.first.map(RubyValue.constant)
        default:
            return nil
        }
    }

    /// `String.to_s`, `Hash == x.class`: a class every Ruby has is its own name. Nil otherwise
    /// (a constant from another file may hold anything).
    package func coreClassCall(_ path: String, _ name: String, _ argument: RubyValue?) -> RubyValue? {
        guard RubyEvaluator.coreClasses.contains(path) else { return nil }
        switch name {
        case "to_s", "name", "inspect": return .string(path)
        case "==", "equal?", "eql?":
            guard case let .constant(other)? = argument, RubyEvaluator.coreClasses.contains(other) else { return nil }
            return .bool(other == path)
        case "===":
            return argument.flatMap { isA($0, path) }.map(RubyValue.bool)
        default: return nil
        }
    }

    /// `defined?(operand)`: Ruby's answer for locals, constants and globals the file sets,
    /// methods it defines, and the host's own constants (`hostConstants`); unknown otherwise.
    package func definedValue(of operand: RubyDefinedOperand, at location: SourceLocation) -> RubyValue {
        let unknown = RubyValue.opaque(RubyOpaque("'defined?' of something this file does not define\(requiredHint)", at: location))
        switch operand {
        case .local:
            return .string("local-variable")
        case let .constant(name):
            if let value = constants[name] {
                if case let .opaque(o) = value, o.undecided { return value }
                return .string("constant")
            }
            if host.hostConstants.contains(name) || RubyEvaluator.coreClasses.contains(name) || name == "ENV" { return .string("constant") }
            return unknown
        case let .scopedConstant(outer?, name):
            if constants[outer] == nil, RubyEvaluator.coreClasses.contains(outer + "::" + name) {
                return .string("constant")
            }
            return unknown
        case let .variable(name):
            if let value = globals[name] {
                if case let .opaque(o) = value, o.undecided { return value }
                return .string(name.hasPrefix("$") ? "global-variable" : "instance-variable")
            }
            if case .nilValue = unsetVariable(name, at: location) { return .nilValue }
            return unknown
        case let .bareCall(name):
            return definitions[name] != nil ? .string("method") : unknown
        case .nilLiteral: return .string("expression")
        case .selfReference: return .string("self")
        case .scopedConstant(nil, _), .other:
            return unknown
        }
    }

    /// A global the file has not set: nil, as in Ruby, unless another file was loaded that could
    /// set it, or Ruby sets it itself. Instance variables belong to the host's objects: unknown.
    package func unsetVariable(_ name: String, at location: SourceLocation) -> RubyValue {
        if name.hasPrefix("$"), name.dropFirst().first?.isLetter == true, !RubyEvaluator.predefinedGlobals.contains(name),
           requiredFiles.isEmpty, requiredLibraries.isEmpty {
            return .nilValue
        }
        let loaded = requiredFiles + requiredLibraries
        let hint = loaded.isEmpty ? "" : " (it may come from \(loaded.map { "'\($0)'" }.joined(separator: ", ")))"
        let kind = name.hasPrefix("@") ? "an instance variable" : "a global variable"
        return .opaque(RubyOpaque("'\(name)', \(kind) this file does not set\(hint)", at: location))
    }

    /// `Gem::Version.new('1.2')`, `Gem::Version.correct?('1.2')`; nil for anything else.
    package func gemVersionCall(_ path: String, _ name: String, _ args: [RubyLocatedValue], node: RubyNode) throws(RubyEvalSignal) -> RubyValue? {
        guard path == "Gem::Version" || path == "::Gem::Version", args.count == 1 else { return nil }
        let text: String
        switch args[0].value {
        case let .string(s): text = s
        case let .integer(i): text = String(i)
        case let .gemVersion(v): return name == "new" || name == "create" ? .gemVersion(v) : nil
        case .opaque: return args[0].value
        default: return nil
        }
        switch name {
        case "new", "create":
            guard RubyGemVersion.isCorrect(text) else {
                throw .error(.raised("'Malformed version number string \(text)' (from 'Gem::Version.new')", at: location(of: node)))
            }
            return .gemVersion(RubyGemVersion.normalized(text))
        case "correct?":
            return .bool(RubyGemVersion.isCorrect(text))
        default:
            return nil
        }
    }

    /// Comparisons and text of a `Gem::Version` (another version, or a string RubyGems accepts).
    package func gemVersionMethod(_ version: String, _ name: String, _ argument: RubyValue?) -> RubyValue? {
        switch name {
        case "to_s", "version": return .string(version)
        case "prerelease?": return .bool(version.contains { $0.isLetter })
        default: break
        }
        let other: String
        switch argument {
        case let .gemVersion(v)?: other = v
        case let .string(s)? where RubyGemVersion.isCorrect(s): other = s
        default: return nil
        }
        let order = RubyGemVersion.compare(version, other)
        switch name {
        case "<=>": return .integer(order)
        case "<": return .bool(order < 0)
        case ">": return .bool(order > 0)
        case "<=": return .bool(order <= 0)
        case ">=": return .bool(order >= 0)
        default: return nil
        }
    }
}
