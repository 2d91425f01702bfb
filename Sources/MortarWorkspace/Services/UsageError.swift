/// A command line that cannot be used: exit status 2, with what to type instead.
public enum UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownCommand(String, suggestion: String?)
    case unknownOption(String, command: String, suggestion: String?)
    case missingValue(String, command: String)
    case unexpectedValue(String, command: String)
    case invalidValue(option: String, value: String, expected: String)
    case wrongArguments(command: String, expected: String)
    /// A value after a space for a flag whose value must follow `=` (`--update A`).
    case valueNeedsEquals(option: String, value: String, command: String)

    public var description: String {
        switch self {
        case let .unknownCommand(name, suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "; run 'mortar help' for the list of commands"
            return "unknown command '\(name)'\(hint)"
        case let .unknownOption(name, command, suggestion):
            let hint = suggestion.map { "; did you mean \($0)?" } ?? "; run 'mortar help \(command)' for its options"
            return "unknown option \(name) for 'mortar \(command)'\(hint)"
        case let .missingValue(synopsis, command):
            return "option \(synopsis) of 'mortar \(command)' needs a value"
        case let .unexpectedValue(name, command):
            return "option \(name) of 'mortar \(command)' is a flag and takes no value"
        case let .invalidValue(option, value, expected):
            return "invalid value '\(value)' for \(option); expected \(expected)"
        case let .valueNeedsEquals(option, value, command):
            return "option \(option) of 'mortar \(command)' takes its value after '=': write '\(option)=\(value)'"
        case let .wrongArguments(command, expected):
            return "'mortar \(command)' expects \(expected); run 'mortar help \(command)'"
        }
    }
}
