/// Decides, conservatively, whether a branch of `#if` / `#elseif` (Swift) or `#if` / `#elif`
/// (C family) is compiled, as far as imports are concerned.
///
/// Only three kinds of fact are known: `canImport(X)` is what `canImport` says for a module (see
/// `ImportScanner`: a workspace or pinned module is there, an unknown one is not, a system module
/// is there on the build's platform but maybe not on another); `__has_include(<X/Y.h>)` the same
/// for module X, and true for a header of the workspace (otherwise unknown);
/// `true`/`false`/integer literals are themselves. Everything else
/// (`os(iOS)`, `DEBUG`, `swift(>=5.9)`, `defined(X)`, comparisons) is *unknown*, and a branch whose
/// condition is unknown counts as active, like the branches after it: the scan never drops an
/// import it cannot prove dead.
///
/// A platform's facts (`platformFacts`: `os(iOS)`, `TARGET_OS_OSX`) make those known too: the
/// converter asks whether a file guarded by a platform's `#if` compiles to nothing on another.
public struct ConditionEvaluator {
    /// Whether a condition holds: known either way, or not known.
    public enum Truth: Equatable, Sendable {
        case yes, no, unknown

        public static prefix func ! (value: Truth) -> Truth {
            switch value {
            case .yes: return .no
            case .no: return .yes
            case .unknown: return .unknown
            }
        }
    }

    /// Whether a module of this name can be imported.
    let canImport: (String) -> Truth
    /// True when a header file of this name (last path component) belongs to the workspace.
    let isKnownHeader: (String) -> Bool
    /// Swift compilation conditions the build defines, when the manifest says (SwiftPM
    /// `.define("X")`): then any other bare flag is false, except `DEBUG`, which depends on the
    /// build configuration. Nil: every flag is unknown.
    var definedFlags: Set<String>? = nil
    /// The facts of one platform built for, when known: asked `("os", "iOS")` or
    /// `("targetEnvironment", "macCatalyst")` for a call with an identifier argument (not
    /// `canImport` or `__has_include`, which have their own answers), `("TARGET_OS_OSX", nil)` for
    /// a bare identifier, `("defined", "TARGET_OS_OSX")` for `defined`. Nil (the default, or
    /// as an answer) reads the condition as without it.
    var platformFacts: ((_ name: String, _ argument: String?) -> Truth?)? = nil

    /// Evaluates the condition made of `tokens[range]`.
    public func evaluate(_ source: SourceTokens, _ range: Range<Int>) -> Truth {
        var parser = Parser(source: source, index: range.lowerBound, end: range.upperBound, evaluator: self)
        guard let value = parser.parseOr(), parser.index == parser.end else { return .unknown }
        return value
    }

    private struct Parser {
        let source: SourceTokens
        var index: Int
        let end: Int
        let evaluator: ConditionEvaluator
        /// Parentheses and `!` nested so far: a condition deeper than `maxDepth` is not
        /// evaluated (its block counts as maybe compiled), so no source file can overflow the stack.
        var depth = 0
        static let maxDepth = 200

        var current: SourceToken? { index < end ? source.tokens[index] : nil }

        func isPunct(_ offset: Int, _ c: UInt8) -> Bool {
            index + offset < end && source.isPunctuation(source.tokens[index + offset], c)
        }

        mutating func parseOr() -> Truth? {
            parseChain(UInt8(ascii: "|"), { $0.parseAnd() }) { lhs, rhs in
                lhs == .yes || rhs == .yes ? .yes : (lhs == .no && rhs == .no ? .no : .unknown)
            }
        }

        mutating func parseAnd() -> Truth? {
            parseChain(UInt8(ascii: "&"), { $0.parseComparison() }) { lhs, rhs in
                lhs == .no || rhs == .no ? .no : (lhs == .yes && rhs == .yes ? .yes : .unknown)
            }
        }

        /// `operand (op op operand)*` (`a || b || c`), the truths combined left to right.
        mutating func parseChain(_ op: UInt8, _ operand: (inout Self) -> Truth?, _ combine: (Truth, Truth) -> Truth) -> Truth? {
            guard var value = operand(&self) else { return nil }
            while isPunct(0, op), isPunct(1, op) {
                index += 2
                guard let rhs = operand(&self) else { return nil }
                value = combine(value, rhs)
            }
            return value
        }

        /// `a == b`, `A >= 130000`, `X + 1`: the value of any arithmetic or comparison is unknown.
        mutating func parseComparison() -> Truth? {
            guard var value = parseUnary() else { return nil }
            while let token = current, token.kind == .punctuation {
                let c = source.bytes[token.start]
                let isDoubled = (c == UInt8(ascii: "&") || c == UInt8(ascii: "|")) && isPunct(1, c)
                guard !isDoubled, "=!<>+-*/%&|^".utf8.contains(c) else { break }
                index += 1
                while isPunct(0, UInt8(ascii: "=")) { index += 1 }
                guard parseUnary() != nil else { return nil }
                value = .unknown
            }
            return value
        }

        mutating func parseUnary() -> Truth? {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Parser.maxDepth else { return nil }
            if isPunct(0, UInt8(ascii: "!")) {
                index += 1
                return parseUnary().map { !$0 }
            }
            return parsePrimary()
        }

        mutating func parsePrimary() -> Truth? {
            guard let token = current else { return nil }
            if isPunct(0, UInt8(ascii: "(")) {
                index += 1
                guard let value = parseOr(), isPunct(0, UInt8(ascii: ")")) else { return nil }
                index += 1
                return value
            }
            index += 1
            switch token.kind {
            case .number:
                let text = source.text(token)
                guard let number = Int(text) else { return .unknown }
                return number == 0 ? .no : .yes
            case .identifier:
                if source.isIdentifier(token, "true") { return .yes }
                if source.isIdentifier(token, "false") { return .no }
                if source.isIdentifier(token, "defined") {
                    var name: String?
                    if isPunct(0, UInt8(ascii: "(")) {
                        let range = arguments()
                        if range.count == 1, source.tokens[range.lowerBound].kind == .identifier { name = source.text(source.tokens[range.lowerBound]) }
                    } else if let next = current, next.kind == .identifier {
                        name = source.text(next)
                        index += 1
                    }
                    return name.flatMap { evaluator.platformFacts?("defined", $0) } ?? .unknown
                }
                guard isPunct(0, UInt8(ascii: "(")) else {
                    if let fact = evaluator.platformFacts?(source.text(token), nil) { return fact }
                    guard let flags = evaluator.definedFlags else { return .unknown }
                    let flag = source.text(token)
                    if flags.contains(flag) { return .yes }
                    return flag == "DEBUG" ? .unknown : .no
                }
                let argumentRange = arguments()
                if source.isIdentifier(token, "canImport") {
                    guard let first = argumentRange.first(where: { source.tokens[$0].kind == .identifier }) else { return .unknown }
                    return evaluator.canImport(source.text(source.tokens[first]))
                }
                if source.isIdentifier(token, "__has_include") || source.isIdentifier(token, "__has_include_next") {
                    return hasInclude(argumentRange)
                }
                if argumentRange.count == 1, source.tokens[argumentRange.lowerBound].kind == .identifier,
                   let fact = evaluator.platformFacts?(source.text(token), source.text(source.tokens[argumentRange.lowerBound])) {
                    return fact
                }
                return .unknown
            default:
                return .unknown
            }
        }

        /// Skips a parenthesised argument list at `index` and returns the range inside it.
        mutating func arguments() -> Range<Int> {
            let open = index
            var depth = 0
            while index < end {
                if isPunct(0, UInt8(ascii: "(")) { depth += 1 }
                if isPunct(0, UInt8(ascii: ")")) {
                    depth -= 1
                    if depth == 0 { index += 1; return (open + 1)..<(index - 1) }
                }
                index += 1
            }
            return (open + 1)..<end
        }

        func hasInclude(_ range: Range<Int>) -> Truth {
            let tokens = range.map { source.tokens[$0] }
            if let string = tokens.first(where: { $0.kind == .string }) {
                let header = source.text(string)
                return evaluator.isKnownHeader(HeaderIndex.fileName(header)) ? .yes : .unknown
            }
            // `<X/Y.h>` arrives as punctuation and identifiers: X is the identifier before the first `/`.
            guard tokens.count >= 2, source.isPunctuation(tokens[0], UInt8(ascii: "<")) else { return .unknown }
            if tokens.count >= 3, tokens[1].kind == .identifier, source.isPunctuation(tokens[2], UInt8(ascii: "/")) {
                let module = evaluator.canImport(source.text(tokens[1]))
                if module != .no { return module }
            }
            let header = tokens.dropFirst().prefix { !source.isPunctuation($0, UInt8(ascii: ">")) }.map { source.text($0) }.joined()
            return evaluator.isKnownHeader(HeaderIndex.fileName(header)) ? .yes : .unknown
        }
    }
}

extension ConditionEvaluator {
    /// An evaluator of one platform's conditions: `platformFacts` answers `os(…)`,
    /// `targetEnvironment(…)`, `TARGET_OS_…` and `defined(…)` (see `platformFacts`), `canImport`
    /// what that platform can import; anything else is unknown.
    public init(platformFacts: @escaping (_ name: String, _ argument: String?) -> Truth?, canImport: @escaping (String) -> Truth) {
        self.init(canImport: canImport, isKnownHeader: { _ in false }, definedFlags: nil, platformFacts: platformFacts)
    }
}
