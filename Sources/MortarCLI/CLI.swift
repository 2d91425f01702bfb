import Foundation
import MortarWorkspace
// Tests and the benchmark harness reach the renderers and output streams through MortarCLI.
@_exported import MortarOutput

/// The `mortar` command line as a library: `CLI.run` takes everything it touches as parameters
/// and returns the exit code, so tests run it in-process.
public enum CLI {
    /// The version `mortar --version` prints.
    public static let version = MortarVersion.current

    /// Every command, in the order `mortar help` lists them.
    public static let commands: [any Command.Type] = [
        BootstrapCommand.self,
        CheckCommand.self,
        CleanCommand.self,
        CouplingCommand.self,
        DescribeCommand.self,
        FetchCommand.self,
        GenerateCommand.self,
        GraphCommand.self,
        HelpCommand.self,
        ResolveCommand.self,
        InitCommand.self,
        IntegrateCommand.self,
        MigrateCommand.self,
        SatisfiesCommand.self,
        WhyCommand.self,
    ]

    /// Runs one command line (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], _ context: CommandContext) -> ExitCode {
        var context = context
        context.json = ParsedArguments.asksForJSON(arguments)
        guard let first = arguments.first else {
            context.stdout.write(HelpCommand.overview())
            return .success
        }
        if first == "--version" || first == "-V" {
            context.stdout.write("mortar \(version)\n")
            return .success
        }
        if first == "--help" || first == "-h" {
            context.stdout.write(HelpCommand.overview())
            return .success
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            return context.usage(UsageError.unknownCommand(first, suggestion: ArgumentParser.closest(to: first, among: commands.map { $0.name })))
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            context.stdout.write(HelpCommand.help(for: command))
            return .success
        }
        do {
            let parsed = try ArgumentParser.parse(rest, options: command.options, command: command.name)
            if command.positionals == nil, let extra = parsed.positionals.first {
                return context.usage(UsageError.unexpectedArgument(extra, position: parsed.position(ofPositional: 0), command: command.name))
            }
            _ = try context.gitNetworkTimeout()
            return command.run(parsed, context)
        } catch {
            return context.usage(error)
        }
    }

    /// The entry point of the `mortar` executable: the real process, streams and environment.
    public static func main() -> Int32 {
        // Children lead their own process groups: Ctrl-C or a CI runner's SIGTERM reaches them
        // through mortar, never leaving git running as an orphan.
        ChildProcessGroups.forwardTerminatingSignals()
        let context = CommandContext(
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: ServiceContext.processDirectory,
            stdout: StandardStream.output,
            stderr: StandardStream.error,
            isTerminal: isatty(STDOUT_FILENO) != 0
        )
        let code = run(Array(CommandLine.arguments.dropFirst()), context).rawValue
        ChildProcessGroups.waitWhileStopping()
        return code
    }
}
