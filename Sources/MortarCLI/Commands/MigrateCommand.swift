import MortarCore
import MortarFormats
import MortarOutput
import MortarWorkspace

/// `mortar migrate`: every pinned pod mapped to a SwiftPM package, as a report.
struct MigrateCommand: Command {
    static let name = "migrate"
    static let summary = "Map every pinned pod to a SwiftPM package (URL, exact version, products)"
    static let options: [OptionSpec] = [
        .manifest,
        .format("text (default), json or markdown (a checklist for a tracker)"),
        OptionSpec("--jobs", value: "N", help: "Look at N repositories at once (default 8)"),
        OptionSpec("--offline", help: "Answer from the cache of an earlier run only; say what is missing"),
        OptionSpec("--write", help: "Record each mapped pod's git and products in its pin (the manifest 'generate' reads)"),
        OptionSpec("--accept-later-versions", help: "Where the pinned version has no Package.swift SwiftPM reads, map (and --write record) the nearest later one that has"),
        OptionSpec("--accept-default-branch", help: "Where no version tag has a Package.swift but the default branch has one, map (and --write record) that branch's commit as \"revision\""),
        OptionSpec("--retry-failed", help: "Look again where an earlier run failed (kept in the cache with its reason)"),
        .cacheDirectory,
        .runManifests,
    ]
    static let help = CommandHelp.migrate

    enum Format: String, CaseIterable {
        case text, json, markdown
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let format = context.option({ try arguments.choice("--format", default: Format.text) }),
              let jobs = context.option({ try arguments.wholeNumber("--jobs", from: 1, to: 10_000) ?? 8 }),
              let session = context.session(arguments) else { return .usage }
        let options = MigrateService.Options(
            offline: arguments.flag("--offline"), jobs: jobs, retryFailed: arguments.flag("--retry-failed"),
            acceptLaterVersions: arguments.flag("--accept-later-versions"), write: arguments.flag("--write"),
            acceptDefaultBranch: arguments.flag("--accept-default-branch"))
        var messages: [ServiceMessage] = []
        let result = MigrateService.run(session, options: options, messages: &messages)
        context.render(messages)
        let outcome: MigrateService.Outcome
        switch result {
        case let .success(value): outcome = value
        case let .failure(stop): return context.stopped(messages, json: format == .json, stop == .failure ? .failure : .usage)
        }
        context.stderr.write(MigrateRenderer.written(outcome.written))
        switch format {
        case .text:
            context.stdout.write(outcome.report.text(manifest: outcome.fixPlace))
            if !outcome.report.findings.isEmpty {
                let summary = DiagnosticRenderer.Summary(modules: outcome.integrator.modules.count, edges: 0)
                context.stderr.writeStyled(DiagnosticRenderer.text(outcome.report.findings, summary: summary, color: context.useColor))
            }
        case .json: context.stdout.write(MigrateRenderer.json(outcome, messages: messages))
        case .markdown: context.stdout.write(outcome.report.markdown(app: outcome.integrator.name, manifest: outcome.fixPlace))
        }
        return outcome.succeeded ? .success : .failure
    }
}
