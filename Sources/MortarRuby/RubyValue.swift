import MortarCore

/// A value the static evaluator computed, or `opaque` when only running Ruby could tell. Only
/// `opaque` (the largest payload) is boxed: a string, a symbol or an array is not allocated
/// again to be wrapped.
package enum RubyValue: Sendable {
    case nilValue
    case bool(Bool)
    case integer(Int)
    /// The number and its text (`10.15`), kept so it prints as written.
    case float(Double, String)
    case string(String)
    case symbol(String)
    case array([RubyValue])
    case hash([RubyHashEntry])
    /// An object the host owns (what the file is building, a proxy of it).
    case object(Int)
    /// `ENV`.
    case environment
    /// A constant not defined in the file (`File`, `Scope::Name`, `DEFAULT_TARGET`).
    case constant(String)
    /// `Gem::Version.new('1.2')`: the version text as given.
    case gemVersion(String)
    /// Not knowable statically: why, and where it came from.
    indirect case opaque(RubyOpaque)

    /// Ruby truthiness; nil when the value is opaque.
    package var truthiness: Bool? {
        switch self {
        case .nilValue: return false
        case let .bool(b): return b
        case .opaque: return nil
        default: return true
        }
    }

    package var opaqueReason: RubyOpaque? {
        if case let .opaque(o) = self { return o }
        return nil
    }

    /// The text Ruby's `to_s` gives, when it is static.
    package var stringValue: String? {
        switch self {
        case .nilValue: return ""
        case let .bool(b): return b ? "true" : "false"
        case let .integer(i): return String(i)
        case let .float(_, text): return text
        case let .string(s): return s
        case let .symbol(s): return s
        case let .array(elements):
            var parts: [String] = []
            for element in elements {
                guard let inspected = element.inspected else { return nil }
                parts.append(inspected)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case let .constant(name): return name
        case let .gemVersion(text): return text
        default: return nil
        }
    }

    /// Ruby's `inspect` for the simple values (for `"#{array}"`).
    package var inspected: String? {
        switch self {
        case .nilValue: return "nil"
        case let .string(s): return "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case let .symbol(s): return ":" + s
        default: return stringValue
        }
    }

    /// What kind of value it is, for messages (`a string`, `an array`).
    package var kindDescription: String {
        switch self {
        case .nilValue: return "nil"
        case .bool: return "a boolean"
        case .integer, .float: return "a number"
        case .string: return "a string"
        case .symbol: return "a symbol"
        case .array: return "an array"
        case .hash: return "a hash"
        case .object: return "an object"
        case .environment: return "ENV"
        case let .constant(name): return "constant '\(name)'"
        case .gemVersion: return "a Gem::Version"
        case let .opaque(o): return o.reason
        }
    }

    /// Ruby `==` when both sides are static; nil when either is opaque.
    package func rubyEquals(_ other: RubyValue) -> Bool? {
        switch (self, other) {
        case (.opaque, _), (_, .opaque): return nil
        case (.nilValue, .nilValue): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.integer(a), .integer(b)): return a == b
        case let (.float(a, _), .float(b, _)): return a == b
        case let (.integer(a), .float(b, _)), let (.float(b, _), .integer(a)): return Double(a) == b
        case let (.string(a), .string(b)): return a == b
        case let (.symbol(a), .symbol(b)): return a == b
        case let (.array(a), .array(b)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) {
                guard let same = x.rubyEquals(y) else { return nil }
                if !same { return false }
            }
            return true
        case let (.hash(a), .hash(b)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) {
                guard let k = x.key.rubyEquals(y.key), let v = x.value.rubyEquals(y.value) else { return nil }
                if !k || !v { return false }
            }
            return true
        case let (.object(a), .object(b)): return a == b
        case (.environment, .environment): return true
        case let (.constant(a), .constant(b)): return a == b
        case let (.gemVersion(a), .gemVersion(b)): return RubyGemVersion.compare(a, b) == 0
        // `Gem::Version#==` compares with a version string too (not the other way round).
        case let (.gemVersion(a), .string(b)): return RubyGemVersion.isCorrect(b) && RubyGemVersion.compare(a, b) == 0
        case (.constant, _), (_, .constant), (.object, _), (_, .object): return nil
        default: return false
        }
    }
}

/// One `key => value` of a hash, in insertion order.
package struct RubyHashEntry: Sendable {
    package var key: RubyValue
    package var value: RubyValue
    package init(key: RubyValue, value: RubyValue) {
        self.key = key
        self.value = value
    }
}

/// Why a value cannot be known without running Ruby, and where that started.
package struct RubyOpaque: Hashable, Sendable {
    /// Lowercase, completes "it comes from …" (`the output of the shell command 'sh build.sh'`).
    package var reason: String
    /// Where it started; for a value set under an undecidable condition, the condition.
    package var location: SourceLocation
    /// The value was set (or left alone) under a condition Mortar cannot decide: an error about
    /// it is located at that condition, the first step Mortar cannot follow.
    package var undecided: Bool

    package init(_ reason: String, at location: SourceLocation, undecided: Bool = false) {
        self.reason = reason
        self.location = location
        self.undecided = undecided
    }
}
