import MortarWorkspace
import MortarCore

/// A small hand-written option parser: `--opt value`, `--opt=value`, flags, positionals, and
/// `--` to end options. Unknown options get "did you mean" by edit distance.
public enum ArgumentParser {
    public static func parse(_ arguments: [String], options: [OptionSpec], command: String) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        let byName = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                result.positionals.append(contentsOf: arguments[index...])
                result.positionalIndices.append(contentsOf: index..<arguments.count)
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                result.positionals.append(argument)
                result.positionalIndices.append(index - 1)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = byName[name] else {
                let suggestion = closest(to: name, among: options.map(\.name))
                throw UsageError.unknownOption(name, command: command, suggestion: suggestion)
            }
            if spec.takesValue {
                if let inlineValue {
                    result.values[name, default: []].append(inlineValue)
                } else if index < arguments.count {
                    result.values[name, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw UsageError.missingValue(spec.synopsis, command: command)
                }
            } else {
                if let inlineValue {
                    guard spec.optionalValueName != nil else { throw UsageError.unexpectedValue(name, command: command) }
                    result.values[name, default: []].append(inlineValue)
                } else if spec.optionalValueName != nil, index < arguments.count, !arguments[index].hasPrefix("-") {
                    // `--update A` would silently mean "update everything" plus a stray word.
                    throw UsageError.valueNeedsEquals(option: name, value: arguments[index], command: command)
                }
                result.flags.insert(name)
            }
        }
        return result
    }

    /// The candidate nearest to `word`, if close enough to be a typo.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        Suggestion.closest(to: word, among: candidates)
    }
}
