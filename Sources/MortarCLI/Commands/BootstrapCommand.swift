import MortarCore
import MortarFormats
import MortarWorkspace

/// `mortar bootstrap`: the main job. Fetches every module, checks the whole graph, then writes
/// the composite manifests.
struct BootstrapCommand: Command {
    static let name = "bootstrap"
    static let summary = "Fetch every module, check the graph, generate the manifests (the main job)"
    static let positionals: String? = nil
    static let options: [OptionSpec] = [ManifestSession.manifestOption] + FetchCommand.fetchOptions + [
        OptionSpec("--strict", help: "Fail on warnings of the check too"),
        OptionSpec("--force", help: "Generate even when the check found errors (it never replaces a file Mortar did not write)"),
        OptionSpec("--no-gitignore", help: "Leave .gitignore alone (by default the checkouts folder and .mortar are added to it, once)"),
    ] + GenerateCommand.generateOptions + [ManifestSession.cacheOption, ManifestSession.runManifestsOption]
    static let help = """
        First refuses (exit 2) any output that 'mortar generate' or 'mortar fetch' would
        refuse (one naming a file Mortar reads or another output's file, in git's own files,
        or replacing a file Mortar did not write), before anything is fetched or written;
        --force does not replace such a file ('mortar generate --force' does, once). Then
        makes sure the .gitignore beside the manifest ignores the checkouts folder and .mortar
        (caches), and for a Podfile app its CocoaPods.podfile:
        missing entries are appended once, under one comment line, and the
        file's own lines are never changed or reordered (--no-gitignore skips this).
        Then runs 'mortar fetch' (see 'mortar help fetch' for what it does to each checkout and for
        the lock file), then 'mortar check' on the fetched workspace, then 'mortar generate'
        (see 'mortar help generate'), and prints each report. The check runs even when some
        modules could not be fetched, so every problem shows at once; generation is skipped,
        and said so, when the check found errors, unless --force.

        EXIT STATUS: 0 every module in place, no errors, files written or current; 1 a module
        skipped or failed, a finding at error level (or a warning with --strict), or a file
        that could not be written; 2 unusable input.
        """

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let session = ManifestSession.open(arguments, context), let manifest = session.integrator(context) else { return .usage }
        // Nothing is fetched or written while an output names an input.
        let generateOptions = Generate.Options(arguments, manifestPath: session.manifestPath)
        if let refused = Generate.refusedOutputs(
            Generate.candidatePaths(manifest, options: generateOptions, context), workspace: AppManifests(integrator: manifest),
            options: generateOptions, context) ?? FetchCommand.refusedLock(manifest, session: session, context) {
            context.stderr.write(DiagnosticRenderer.entries(refused.diagnostics))
            return .usage
        }
        guard let lock = session.lockCheckouts(manifest, command: "bootstrap", context) else { return .failure }
        defer { lock.release() }
        if !arguments.flag("--no-gitignore"),
           !GitIgnoreStep.ensure(GitIgnoreStep.entries(checkouts: manifest.checkouts) + podfileAppEntries(manifest), besideManifest: session.manifestPath, absolute: session.loader.absolute, context) {
            return .failure
        }
        let fetched = FetchCommand.fetch(manifest, session: session, arguments, context, json: false)
        if fetched == .usage { return .usage }
        context.stdout.write("\n")
        let workspace = session.loader.load(manifest)
        let checked = CheckCommand.report(workspace, format: .text, strict: arguments.flag("--strict"), context)
        if checked == .usage { return .usage }
        context.stdout.write("\n")
        // No lock commits: bootstrap must write exactly what 'mortar generate' writes, or
        // 'generate --check' would call bootstrap's output stale.
        guard let committed = session.forCommittedOutputs(workspace, useLocal: arguments.flag("--use-local"), context) else { return .usage }
        let generated = Generate.runAfterCheck(
            checkFoundErrors: checked != .success, force: arguments.flag("--force"), workspace: committed,
            options: generateOptions, context: context)
        if generated == .usage { return .usage }
        return fetched == .success && checked == .success && generated == .success ? .success : .failure
    }

    /// A Podfile app's composite Podfile points at this machine's checkouts: it is ignored like
    /// them, when it is the default one.
    static func podfileAppEntries(_ manifest: IntegratorManifest) -> [String] {
        manifest.kind == .podfile && manifest.outputs.podfile == Outputs.podfileAppPodfile ? [Outputs.podfileAppPodfile] : []
    }
}
