import MortarCore

/// A git command that failed or was refused: the argv, the exit status and the trimmed
/// standard error. The one error type of the git layer (fetch, resolve and everything after).
public struct GitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the command did not succeed.
    public enum Reason: Hashable, Sendable {
        /// Exited with a non-zero status.
        case exitStatus(Int32)
        /// Ran past its time limit (seconds) and was stopped; `network` when the limit was the
        /// network one (`MORTAR_GIT_TIMEOUT`).
        case timedOut(Double, network: Bool = false)
        /// Could not be started.
        case launchFailed(String)
        /// An input (URL, ref) was refused by `GitInputValidator`; no process was started.
        case refused(GitInputError)
    }

    /// The full command, `git` first.
    public var argv: [String]
    public var reason: Reason
    /// Standard error, trimmed of surrounding whitespace.
    public var stderr: String

    public init(argv: [String], reason: Reason, stderr: String = "") {
        self.argv = argv
        self.reason = reason
        self.stderr = stderr
    }

    /// The exit status, when the command ran to completion.
    public var status: Int32? {
        if case let .exitStatus(status) = reason { return status }
        return nil
    }

    /// The line of git's standard error that says what went wrong: the first that is not
    /// progress, a warning or the advice git appends to every failed remote read ("Please make
    /// sure you have the correct access rights / and the repository exists."), which said
    /// nothing about why when it was the line shown.
    public var summaryLine: String {
        let lines = stderr.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
        let advice = ["Could not read from remote repository.", "Please make sure you have the correct access rights", "and the repository exists."]
        let telling = lines.first { line in
            !line.hasPrefix("Cloning into") && !line.hasPrefix("warning:") && !advice.contains { line.hasSuffix($0) }
        }
        return telling ?? lines.first ?? ""
    }

    /// The command without the `-c` safety options, for messages; a URL's credentials hidden.
    public var shortCommand: String {
        var words: [String] = []
        var index = 0
        while index < argv.count {
            if argv[index] == "-c", index + 1 < argv.count { index += 2; continue }
            words.append(URLCredentials.hidden(argv[index]))
            index += 1
        }
        return words.joined(separator: " ")
    }

    public var description: String { describe(stderr) }

    /// The description with only git's `summaryLine`, not all it printed: for one-line places
    /// (a migrate report's item).
    public var summary: String { describe(summaryLine) }

    private func describe(_ stderr: String) -> String {
        switch reason {
        case let .exitStatus(status):
            let detail = stderr.isEmpty ? "" : ": \(stderr)"
            return "'\(shortCommand)' failed with exit status \(status)\(detail)"
        case let .timedOut(seconds, network):
            let stopped = "'\(shortCommand)' did not finish within \(Int(seconds)) seconds and was stopped with every process it started"
            if network { return stopped + "; check the network, or allow more time with MORTAR_GIT_TIMEOUT=SECONDS" }
            return stopped + "; the checkout may be very large or its disk busy: run the command yourself there to see why"
        case let .launchFailed(reason):
            return "could not run '\(shortCommand)': \(reason); check that git is installed and on PATH"
        case let .refused(input):
            return input.description
        }
    }
}
