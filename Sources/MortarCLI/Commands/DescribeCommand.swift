import MortarCore
import MortarFormats
import MortarWorkspace

/// `mortar describe FILE`: reads any supported manifest and prints the model Mortar sees.
struct DescribeCommand: Command {
    static let name = "describe"
    static let summary = "Print the model Mortar reads from one manifest"
    static let positionals: String? = "FILE"
    static let options: [OptionSpec] = [.format(), .cacheDirectory, .runManifests]
    static let help = """
        Reads FILE by its name and prints what Mortar understands of it: a podspec
        (NAME.podspec, read statically without Ruby), a NAME.podspec.json, a Package.swift
        (read as text when it is literal; else see below), a Podfile (any file whose name
        contains 'Podfile'), or a mortar.json (any other .json).

        A Package.swift is read without running it when it is literal: imports of
        PackageDescription and Foundation only, constants and Package(...) made of strings,
        arrays and PackageDescription's own calls (of Package@swift-X.swift variants beside it,
        the one SwiftPM would pick). One that is not (#if, a loop, a function, string
        interpolation, a change to 'package' after it is made) is run by 'swift package
        dump-package', which compiles and runs its code — in SwiftPM's sandbox on macOS,
        unsandboxed on Linux — and cached by content in .mortar/cache beside it. That happens
        only when allowed: by default unless the environment sets CI, or always with
        --run-manifests; otherwise the error names what is not literal and where.

        --format json starts with the normalized keys: "name", "version", "dependencies" for a
        component; "platform", "sources", "pods" for a Podfile; more keys follow. Output is
        byte-stable.

        ENV[...] in Ruby manifests reads this process's environment, as CocoaPods would.

        EXIT STATUS: 0 read, 2 unreadable (a located error says why and what to do).
        """

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let json = context.option({ try arguments.choice("--format", default: TextOrJSON.text) == .json }) else { return .usage }
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            context.stderr.write("error: 'mortar describe' takes exactly one FILE; run 'mortar help describe'\n")
            return .usage
        }
        var messages: [ServiceMessage] = []
        let options = DescribeService.Options(cacheDirectory: arguments.value("--cache-dir"), runManifests: arguments.flag("--run-manifests"))
        let description = DescribeService.run(path: path, options: options, context.services, messages: &messages)
        context.render(messages)
        guard let description else { return context.stopped(messages, json: json) }
        context.stdout.write(json ? ServiceJSON.document(description.json, messages) : description.text)
        return .success
    }
}
