import MortarCore

/// A command line that cannot be used: exit status 2, with what to type instead. Printed as
/// one `Diagnostic` (`error[usage]: …` and a help line) like every other error.
public enum UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownCommand(String, suggestion: String?)
    case unknownOption(String, command: String, suggestion: String?)
    case missingValue(String, command: String)
    case unexpectedValue(String, command: String)
    case invalidValue(option: String, value: String, expected: String)
    case wrongArguments(command: String, expected: String)
    /// A value after a space for a flag whose value must follow `=` (`--update A`).
    case valueNeedsEquals(option: String, value: String, command: String)
    /// A positional argument the command does not take, at `position` of the command line
    /// (the command's name is argument 1), with what to do instead when there is more to say.
    case unexpectedArgument(String, position: Int, command: String, help: String? = nil)
    /// An option given without the one it only works with (`--depth` without `--focus NAME`).
    case needsOption(String, needs: String, command: String)

    /// What is wrong (the message) and what to type instead (the help line).
    public var parts: (message: String, help: String) {
        switch self {
        case let .unknownCommand(name, suggestion):
            return ("unknown command '\(name)'", suggestion.map { "did you mean '\($0)'?" } ?? "run 'mortar help' for the list of commands")
        case let .unknownOption(name, command, suggestion):
            return ("unknown option \(name) for 'mortar \(command)'", suggestion.map { "did you mean \($0)?" } ?? "run 'mortar help \(command)' for its options")
        case let .missingValue(synopsis, command):
            return ("option \(synopsis) of 'mortar \(command)' needs a value", "write the value after it; run 'mortar help \(command)' for its options")
        case let .unexpectedValue(name, command):
            return ("option \(name) of 'mortar \(command)' is a flag and takes no value", "write \(name) alone")
        case let .invalidValue(option, value, expected):
            return ("invalid value '\(value)' for \(option)", "expected \(expected)")
        case let .valueNeedsEquals(option, value, command):
            return ("option \(option) of 'mortar \(command)' takes its value after '='", "write '\(option)=\(value)'")
        case let .wrongArguments(command, expected):
            return ("'mortar \(command)' expects \(expected)", "run 'mortar help \(command)'")
        case let .unexpectedArgument(argument, position, command, help):
            return ("unexpected argument '\(argument)' (argument \(position)) for 'mortar \(command)'", help ?? "run 'mortar help \(command)'")
        case let .needsOption(option, needs, command):
            return ("\(option) needs \(needs)", "add \(needs), or run 'mortar help \(command)'")
        }
    }

    /// The message and its help on one line (`message; help`).
    public var description: String {
        "\(parts.message); \(parts.help)"
    }

    /// The error in the one shape every error prints in: `error[usage]: message` and the help.
    public var diagnostic: Diagnostic {
        Diagnostic(.usage, .error, parts.message, help: parts.help)
    }
}
