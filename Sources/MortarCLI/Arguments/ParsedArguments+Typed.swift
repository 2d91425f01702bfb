import MortarWorkspace
/// Typed reads of option values: the one place `--format` and whole-number options are parsed,
/// so every command words a bad value the same way.
extension ParsedArguments {
    /// The value of `option` as one of `Choice`'s cases (`--format json`), or `fallback` when
    /// the option is absent.
    public func choice<Choice: RawRepresentable & CaseIterable>(_ option: String, default fallback: Choice) throws(UsageError) -> Choice
    where Choice.RawValue == String {
        guard let text = value(option) else { return fallback }
        guard let chosen = Choice(rawValue: text) else {
            throw .invalidValue(option: option, value: text, expected: ParsedArguments.list(Choice.allCases.map(\.rawValue)))
        }
        return chosen
    }

    /// Whether `--format` of a command that prints text or JSON asks for JSON.
    public func wantsJSON() throws(UsageError) -> Bool {
        try choice("--format", default: TextOrJSON.text) == .json
    }

    /// The value of `option` as a whole number from `minimum` to `maximum` (no upper bound
    /// when nil), or nil when the option is absent.
    public func wholeNumber(_ option: String, from minimum: Int, to maximum: Int? = nil) throws(UsageError) -> Int? {
        guard let text = value(option) else { return nil }
        return try ParsedArguments.wholeNumber(text, option: option, from: minimum, to: maximum)
    }

    /// `text` as a whole number from `minimum` to `maximum`, or a usage error naming `option`
    /// (an option or an environment variable).
    public static func wholeNumber(_ text: String, option: String, from minimum: Int, to maximum: Int? = nil) throws(UsageError) -> Int {
        guard let number = Int(text), number >= minimum, number <= (maximum ?? Int.max) else {
            let expected = maximum.map { "a whole number from \(minimum) to \($0)" } ?? "a whole number, \(minimum) or more"
            throw .invalidValue(option: option, value: text, expected: expected)
        }
        return number
    }

    /// `a or b`, `a, b, c`: the allowed values as messages name them.
    static func list(_ values: [String]) -> String {
        values.count == 2 ? "\(values[0]) or \(values[1])" : values.joined(separator: ", ")
    }
}

/// `--format` of commands that print text or JSON.
public enum TextOrJSON: String, CaseIterable, Sendable {
    case text, json
}

extension CommandContext {
    /// Reads an option with `read`; a usage error is printed (`error[usage]: …`) and gives nil,
    /// so a command writes `guard let x = context.option({ … }) else { return .usage }`.
    func option<Value>(_ read: () throws -> Value) -> Value? {
        do {
            return try read()
        } catch {
            _ = usage(error)
            return nil
        }
    }
}
