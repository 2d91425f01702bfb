/// What replaces a tool pod (one that ships an executable, never code to link) in a SwiftPM
/// app: the package plugin or artifact bundle its team publishes, known for the tools apps
/// have most; otherwise a note. Data, not code paths. Pure.
public enum ToolReplacement {
    /// Pod name → what replaces it.
    static let known: [String: String] = [
        "R.swift": "the build tool plugin 'RswiftGenerateResources' of https://github.com/mac-cain13/R.swift",
        "SwiftFormat": "the command plugin 'SwiftFormatPlugin' of https://github.com/nicklockwood/SwiftFormat",
        "SwiftGen": "the build tool plugin 'SwiftGenPlugin' of https://github.com/SwiftGen/SwiftGenPlugin (an artifact bundle of the swiftgen binary)",
        "SwiftLint": "the build tool plugin 'SwiftLintBuildToolPlugin' of https://github.com/SimplyDanny/SwiftLintPlugins (an artifact bundle of the swiftlint binary)",
    ]

    /// True for a tool pod whose replacement is known (`SwiftLint`).
    public static func isKnown(_ pod: String) -> Bool { known[pod] != nil }

    /// What replaces the tool pod `pod`.
    public static func replacement(for pod: String) -> String {
        known[pod] ?? "no package Mortar knows replaces it: look for a build tool plugin or an artifact bundle of its repository, or run it outside the app's targets"
    }
}
