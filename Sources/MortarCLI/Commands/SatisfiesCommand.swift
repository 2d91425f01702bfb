import MortarCore
import MortarOutput
import MortarWorkspace

/// `mortar satisfies REQUIREMENT VERSION...`: does each version satisfy the requirement?
/// One line per version, `VERSION yes` or `VERSION no`, in the order given.
struct SatisfiesCommand: Command {
    static let name = "satisfies"
    static let summary = "Tell whether versions satisfy a requirement"
    static let options: [OptionSpec] = [.format()]
    static let positionals: String? = "REQUIREMENT VERSION..."
    static let help = """
        Prints one line per VERSION, in the order given: 'VERSION yes' when it satisfies
        REQUIREMENT, 'VERSION no' when it does not.

        REQUIREMENT takes CocoaPods' operators =, !=, >, >=, <, <= and ~> (a bare version
        means =). Join several terms with commas in one argument; all must hold. '~> 1.2.3'
        means '>= 1.2.3, < 1.3' and '~> 1.2' means '>= 1.2, < 2.0'. Trailing zeros do not
        count ('1.0' is '1.0.0'), build metadata ('+build') is ignored, and a prerelease
        version ('2.0.0-beta') satisfies only a requirement that names a prerelease.
        --format json prints one JSON document: "answers", each "version" and "satisfies".

        EXAMPLES:
          mortar satisfies '~> 1.2' 1.2.9 1.3 2.0        # 1.2.9 yes, 1.3 yes, 2.0 no
          mortar satisfies '>= 1.0, < 2.0' 1.0.0 2.0.0-beta
          mortar satisfies '> 1.0' 1.0.0                 # no: 1.0.0 is 1.0

        EXIT CODES:
          0  every answer was printed, yes or no
          2  a malformed requirement or version, or no version given (nothing is printed)
        """

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option({ try arguments.choice("--format", default: TextOrJSON.text) == .json }) else { return .usage }
        guard arguments.positionals.count >= 2 else {
            let error = UsageError.wrongArguments(command: name, expected: "a requirement and at least one version")
            context.stderr.write("error: \(error)\n")
            return .usage
        }
        switch SatisfiesService.run(requirement: arguments.positionals[0], versions: Array(arguments.positionals.dropFirst())) {
        case let .success(answers):
            context.stdout.write(json ? ServiceJSON.satisfies(answers) : ServiceText.satisfies(answers))
            return .success
        case let .failure(error):
            context.stderr.write(error.problems.map { "error: \($0)\n" }.joined())
            return context.stopped(error.problems.map { .line(.error, $0) }, json: json)
        }
    }
}
