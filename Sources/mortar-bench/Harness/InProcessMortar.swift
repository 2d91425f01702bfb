import Foundation
import MortarCLI

/// Runs a `mortar` command line in this process, as the real executable would (same
/// environment, the given folder as the current one), with the repository cache off unless
/// the arguments name one: a benchmark never touches the user's cache.
enum InProcessMortar {
    /// Whether this build has the command (suites for commands still being built say so).
    static func has(_ command: String) -> Bool {
        CLI.commands.contains { $0.name == command }
    }

    /// Runs `mortar arguments…` in `folder`; anything but exit 0 is an error with its output.
    @discardableResult
    static func run(_ arguments: [String], in folder: String, environment: [String: String] = [:]) throws(BenchError) -> String {
        let stdout = BufferOutput(), stderr = BufferOutput()
        let context = CommandContext(environment: ProcessInfo.processInfo.environment.merging(["MORTAR_REPOSITORY_CACHE": "off"].merging(environment) { $1 }) { $1 }, currentDirectory: folder, stdout: stdout, stderr: stderr)
        let code = CLI.run(arguments, context)
        guard code == .success else {
            throw .unexpected("'mortar \(arguments.joined(separator: " "))' exited \(code.rawValue): \((stderr.text + stdout.text).prefix(600))")
        }
        return stdout.text
    }
}
