import MortarCore
import MortarWorkspace

/// Prints `BootstrapService`'s outcome as text: each step's report in order, a blank line
/// between them, what each step said on standard error.
public enum BootstrapRenderer {
    /// The `.gitignore` line, then fetch's report, check's findings, generate's files and, with
    /// `--integrate`, the project's changes; a step that stopped ends the report.
    public static func text(_ outcome: BootstrapService.Outcome, manifestName: String, color: Bool, stdout: TextOutput, stderr: TextOutput) {
        stdout.write(ServiceText.gitIgnore(outcome.gitIgnore))
        guard let fetch = outcome.fetch else { return }
        stderr.write(ServiceText.messages(fetch.messages))
        switch fetch.value {
        case .failure(.usage): return
        case .failure(.failure): break
        case let .success(fetched): stdout.write(FetchRenderer.text(fetched.report, lock: fetched.lock))
        }
        stdout.write("\n")
        guard let check = outcome.check else { return }
        let summary = DiagnosticRenderer.Summary(modules: check.value.modules, edges: check.value.edges)
        stdout.writeStyled(DiagnosticRenderer.render(check.value.diagnostics, format: .text, summary: summary, color: color))
        stdout.write("\n")
        guard let generate = outcome.generate else { return }
        stderr.write(ServiceText.messages(generate.messages))
        switch generate.value {
        case .stopped: return
        case .skipped: stderr.write("generate: skipped because check found errors; fix them, or pass --force to generate anyway\n")
        case let .done(generated): _ = GenerateRenderer.render(generated, format: .text, manifestName: manifestName, stdout: stdout, stderr: stderr)
        }
        if let integrated = outcome.integrate {
            stdout.write("\n")
            stdout.write(IntegrationRenderer.text(integrated))
            stderr.writeStyled(DiagnosticRenderer.entries(integrated.diagnostics, color: color))
        }
    }
}
