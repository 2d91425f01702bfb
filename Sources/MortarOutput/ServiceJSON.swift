import MortarCore
import MortarWorkspace

/// The JSON documents of commands whose outcome is not a list of findings: one document each,
/// its members sorted, with the diagnostics and lines the service said.
public enum ServiceJSON {
    /// `"diagnostics"` (located findings, as `check` lists them) and `"messages"` (lines that
    /// name no place: `{"severity", "message"}`) of `messages`.
    public static func said(_ messages: [ServiceMessage]) -> [(String, JSONValue)] {
        let lines: [JSONValue] = messages.compactMap { message in
            guard case let .line(severity, text) = message else { return nil }
            return .object([("severity", .string(severity.rawValue)), ("message", .string(text))])
        }
        return [("diagnostics", DiagnosticRenderer.items(ServiceMessage.diagnostics(in: messages))), ("messages", .array(lines))]
    }

    /// `value` (an object) with what the service said added (`"diagnostics"`, `"messages"`),
    /// rendered; with `sorted`, every member in name order.
    public static func document(_ value: JSONValue, _ messages: [ServiceMessage], sorted: Bool = false) -> String {
        guard case let .object(members) = value else { return value.rendered() }
        let all = members + said(messages)
        return JSONValue.object(sorted ? all.sorted { $0.0 < $1.0 } : all).rendered()
    }

    /// `{"error": {"message", "facts": [{"text", "location"}], "conclusion", "help"}, "diagnostics", "messages"}`:
    /// why no versions satisfy every requirement, also as the one diagnostic text prints.
    public static func resolveFailure(_ failure: ResolutionFailure, _ messages: [ServiceMessage]) -> String {
        document(.object([("error", .object([
            ("message", .string(ResolutionFailure.summary)),
            ("facts", .array(failure.facts.map { fact in
                .object([("text", .string(fact.text)), ("location", .optional(fact.location?.description))])
            })),
            ("conclusion", .string(failure.conclusion)),
            ("help", .string(failure.help)),
        ]))]), messages + [.diagnostics([failure.diagnostic])])
    }

    /// `{"answers": [{"version", "satisfies"}], "diagnostics": [], "messages": []}`.
    public static func satisfies(_ answers: [SatisfiesService.Answer]) -> String {
        document(.object([("answers", .array(answers.map { answer in
            .object([("satisfies", .bool(answer.satisfies)), ("version", .string(answer.version.description))])
        }))]), [])
    }

    /// `{"diagnostics", "dryRun", "items": [{"path", "status", "reasons", "removedWith", "error"}], "kept", "messages", "removed"}`.
    public static func clean(_ outcome: CleanService.Outcome, messages: [ServiceMessage]) -> String {
        let items: [JSONValue] = outcome.items.map { item in
            let status = item.error != nil ? "failed" : !item.keptBecause.isEmpty ? "kept" : outcome.dryRun ? "would-remove" : "removed"
            return .object([
                ("error", .optional(item.error)),
                ("path", .string(item.path)),
                ("reasons", .array(item.keptBecause.map(JSONValue.string))),
                ("removedWith", .array(item.removedWith.map(JSONValue.string))),
                ("status", .string(status)),
            ])
        }
        let members: [(String, JSONValue)] = said(messages) + [
            ("dryRun", .bool(outcome.dryRun)), ("items", .array(items)), ("kept", .int(outcome.kept)), ("removed", .int(outcome.removed)),
        ]
        return JSONValue.object(members.sorted { $0.0 < $1.0 }).rendered()
    }

    /// `mortar clean --repository-cache --format json`: `{"cache", "dryRun", "kept", "removed"}`.
    public static func repositoryCacheClean(_ outcome: RepositoryCacheCleaner.Outcome, messages: [ServiceMessage]) -> String {
        let kept: [JSONValue] = outcome.kept.map { .object([("name", .string($0.name)), ("reason", .string($0.reason))]) }
        let members: [(String, JSONValue)] = said(messages) + [
            ("cache", .string(outcome.cache)), ("dryRun", .bool(outcome.dryRun)), ("kept", .array(kept)),
            ("removed", .array(outcome.removed.map(JSONValue.string))),
        ]
        return JSONValue.object(members.sorted { $0.0 < $1.0 }).rendered()
    }

    /// What a command that stopped (exit 2) prints with `--format json`: `{"diagnostics", "messages"}`.
    public static func stopped(_ messages: [ServiceMessage]) -> String {
        document(.object([]), messages)
    }

    /// `{"gitignore", "manifest", "next", "written", "diagnostics", "messages"}` of `mortar init`.
    public static func initialized(_ outcome: InitService.Outcome, _ messages: [ServiceMessage]) -> String {
        document(.object([
            ("gitignore", gitIgnore(outcome.gitIgnore)), ("manifest", .string(outcome.manifest)), ("next", .string(outcome.next)),
            ("written", .string(outcome.written)),
        ]), messages)
    }

    /// `{"added", "file"}` of the `.gitignore` step, or null when it was skipped or failed.
    public static func gitIgnore(_ outcome: GitIgnoreService.Outcome?) -> JSONValue {
        guard let outcome else { return .null }
        return .object([("added", .array(outcome.added.map(JSONValue.string))), ("file", .string(outcome.file))])
    }

    /// `{"files": [{"path", "status"}], "findings": {…as check…}}` of a generate step.
    public static func generate(_ outcome: GenerateService.Outcome) -> JSONValue {
        let files: [JSONValue] = outcome.files.map { entry in
            let status: String
            switch entry.status {
            case .unchanged: status = "unchanged"
            case .written: status = "written"
            case .stale: status = "stale"
            case .failed: status = "failed"
            }
            return .object([("path", .string(entry.shown)), ("status", .string(status))])
        }
        let summary = DiagnosticRenderer.Summary(modules: outcome.modules, edges: outcome.edges)
        return .object([("files", .array(files)), ("findings", DiagnosticRenderer.json(outcome.diagnostics, summary: summary))])
    }

    /// One document for every step of `bootstrap`: `{"check", "diagnostics", "fetch", "generate", "gitignore", "messages"}`.
    public static func bootstrap(_ outcome: BootstrapService.Outcome, messages: [ServiceMessage]) -> String {
        var all = messages
        var members: [(String, JSONValue)] = [("gitignore", gitIgnore(outcome.gitIgnore))]
        if let fetch = outcome.fetch {
            all += fetch.messages
            if case let .success(fetched) = fetch.value { members.append(("fetch", FetchRenderer.object(fetched.report, lock: fetched.lock))) }
        }
        if let check = outcome.check {
            let summary = DiagnosticRenderer.Summary(modules: check.value.modules, edges: check.value.edges)
            members.append(("check", DiagnosticRenderer.json(check.value.diagnostics, summary: summary)))
        }
        if let generate = outcome.generate {
            all += generate.messages
            switch generate.value {
            case .skipped: members.append(("generate", .string("skipped")))
            case .stopped: members.append(("generate", .string("stopped")))
            case let .done(generated): members.append(("generate", Self.generate(generated)))
            }
        }
        if let integrated = outcome.integrate { members.append(("integrate", IntegrationRenderer.json(integrated))) }
        return JSONValue.object((members + said(all)).sorted { $0.0 < $1.0 }).rendered()
    }
}
