import MortarCore

/// A readable account of why no versions exist: the clashing requirements, each with the chain
/// from the app to it and where it is declared, what follows from them, and what would fix it.
public struct ResolutionFailure: Hashable, Sendable, CustomStringConvertible {
    /// One requirement that takes part in the clash.
    public struct Fact: Hashable, Sendable {
        /// `App → Auth 1.0.0 needs Core '>= 2.0, < 3.0'`.
        public var text: String
        /// Where it is declared, when known.
        public var location: SourceLocation?

        public init(_ text: String, at location: SourceLocation?) {
            self.text = text
            self.location = location
        }

        /// The text with its location: `... (Auth/Package.swift:12)`.
        public var description: String {
            guard let location else { return text }
            return "\(text) (\(location))"
        }
    }

    public var facts: [Fact]
    /// What the facts rule out together: `no version of Core satisfies both`.
    public var conclusion: String
    /// What would fix it.
    public var help: String

    public init(facts: [Fact], conclusion: String, help: String) {
        self.facts = facts
        self.conclusion = conclusion
        self.help = help
    }

    /// The one-line summary the explanation starts with.
    public static let summary = "no versions satisfy every requirement"

    /// The whole explanation: summary, one indented line per fact, the conclusion, the help.
    public var description: String {
        var lines = ["\(ResolutionFailure.summary):"]
        lines += facts.map { "  \($0.description)" }
        lines.append("  \(conclusion)")
        lines.append("help: \(help)")
        return lines.joined(separator: "\n")
    }
}
