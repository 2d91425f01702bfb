import MortarWorkspace
/// `mortar help [COMMAND]`: the list of commands, or one command's full help.
struct HelpCommand: Command {
    static let name = "help"
    static let summary = "Show help for mortar or for one command"
    static let options: [OptionSpec] = [.format()]
    static let positionals: String? = "[COMMAND]"
    static let help = CommandHelp.help

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option(arguments.wantsJSON) else { return .usage }
        guard let name = arguments.positionals.first else {
            let commands = CLI.commands.map { CommandHelp.Entry(name: $0.name, summary: $0.summary) }
            context.stdout.write(json ? CommandHelp.json(commands: commands) : overview())
            return .success
        }
        guard let command = CLI.commands.first(where: { $0.name == name }) else {
            return context.usage(UsageError.unknownCommand(name, suggestion: ArgumentParser.closest(to: name, among: CLI.commands.map { $0.name })))
        }
        context.stdout.write(json ? CommandHelp.json(command: name, help: help(for: command)) : help(for: command))
        return .success
    }

    static func overview() -> String {
        let width = CLI.commands.map { $0.name.count }.max() ?? 0
        var text = """
            mortar \(CLI.version): integrate a modular app from many module repositories

            USAGE: mortar COMMAND [OPTIONS]

            COMMANDS:

            """
        for command in CLI.commands {
            text += "  \(command.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(command.summary)\n"
        }
        text += "\nRun 'mortar help COMMAND' for a command's options. 'mortar --version' prints the version.\n"
        return text
    }

    static func help(for command: any Command.Type) -> String {
        let optionPart = command.options.isEmpty ? "" : " [OPTIONS]"
        let positionalPart = command.positionals.map { " \($0)" } ?? ""
        var text = "USAGE: mortar \(command.name)\(optionPart)\(positionalPart)\n\n\(command.summary).\n\n\(command.help)\n"
        if !command.options.isEmpty {
            let width = command.options.map { $0.synopsis.count }.max() ?? 0
            text += "\nOPTIONS:\n"
            for option in command.options {
                text += "  \(option.synopsis.padding(toLength: width, withPad: " ", startingAt: 0))  \(option.help)\n"
            }
        }
        return text
    }
}
