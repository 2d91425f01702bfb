import MortarCore

/// An expression of a literal `Package.swift`, with where it starts.
indirect enum PackageSwiftExpression: Hashable, Sendable {
    /// One argument of a call: `label: value`, or an unlabelled value.
    struct Argument: Hashable, Sendable {
        var label: String?
        var value: PackageSwiftExpression
    }

    case string(String, SourceLocation)
    case number(String, SourceLocation)
    case bool(Bool, SourceLocation)
    case nilLiteral(SourceLocation)
    /// A name: a top-level constant, or a type such as `Package`.
    case identifier(String, SourceLocation)
    /// `.name`: an enum case or static member, its type implied.
    case implicitMember(String, SourceLocation)
    /// `base.name`.
    case member(PackageSwiftExpression, String, SourceLocation)
    case call(PackageSwiftExpression, [Argument], SourceLocation)
    case array([PackageSwiftExpression], SourceLocation)
    case dictionary([Argument], SourceLocation)
    /// `"1.0.0"..<"2.0.0"`.
    case halfOpenRange(PackageSwiftExpression, PackageSwiftExpression, SourceLocation)

    var location: SourceLocation {
        switch self {
        case let .string(_, location), let .number(_, location), let .bool(_, location), let .nilLiteral(location),
             let .identifier(_, location), let .implicitMember(_, location), let .member(_, _, location),
             let .call(_, _, location), let .array(_, location), let .dictionary(_, location), let .halfOpenRange(_, _, location):
            return location
        }
    }

    /// What the expression is, for a refusal (`a call of 'foo'`).
    var summary: String {
        switch self {
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .nilLiteral: return "nil"
        case let .identifier(name, _): return "'\(name)'"
        case let .implicitMember(name, _): return "'.\(name)'"
        case let .member(_, name, _): return "a member '.\(name)'"
        case let .call(callee, _, _): return "a call of \(callee.calleeName.map { "'\($0)'" } ?? "an expression")"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .halfOpenRange: return "a range"
        }
    }

    /// The called name: `foo` for `foo(…)`, `.foo` for `.foo(…)`, `A.foo` for `A.foo(…)`.
    var calleeName: String? {
        switch self {
        case let .identifier(name, _): return name
        case let .implicitMember(name, _): return "." + name
        case let .member(base, name, _): return base.calleeName.map { "\($0).\(name)" }
        default: return nil
        }
    }
}
