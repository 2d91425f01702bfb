import MortarWorkspace

/// The options several commands share, declared once: the workspace's (`--manifest`,
/// `--cache-dir`, `--run-manifests`) and `--format`.
extension OptionSpec {
    static let manifest = OptionSpec("--manifest", value: "PATH", help: "The integrator manifest (default: mortar.json here, else the first of CocoaPods.podfile.yaml, CocoaPods.podfile, Podfile, Podfile.rb, as CocoaPods looks)")
    static let cacheDirectory = OptionSpec("--cache-dir", value: "DIR", help: "Where derived data is cached (default: .mortar/cache beside the manifest)")
    static let runManifests = OptionSpec(
        "--run-manifests",
        help: "Let SwiftPM run a Package.swift Mortar cannot read as literal text (default: yes unless CI is set; unsandboxed on Linux)")

    /// `--format FORMAT` with `help`; by default "text (default) or json".
    static func format(_ help: String = "text (default) or json") -> OptionSpec {
        OptionSpec("--format", value: "FORMAT", help: help)
    }
}

extension [OptionSpec] {
    /// The table of a command that reads the workspace: `--manifest`, its own options, then
    /// `--cache-dir` and `--run-manifests`.
    static func workspace(_ own: [OptionSpec]) -> [OptionSpec] {
        [.manifest] + own + [.cacheDirectory, .runManifests]
    }
}

extension ParsedArguments {
    /// `--manifest`, `--cache-dir` and `--run-manifests`: how to open the workspace.
    var session: WorkspaceSession.Options {
        WorkspaceSession.Options(manifest: value("--manifest"), cacheDirectory: value("--cache-dir"), runManifests: flag("--run-manifests"))
    }

    /// `--format` is json.
    var json: Bool { value("--format") == "json" }
}
