import MortarCore
import MortarFormats

/// `mortar bootstrap`: the main job, composed of the other services. Refuses every output
/// generate or fetch would refuse before anything is fetched or written, keeps what Mortar
/// makes out of git, then fetches (`FetchService`), checks the fetched workspace
/// (`CheckService`) and generates (`GenerateService`) — unless the check found errors — and,
/// when asked for a Podfile app, ends with the Xcode project (`IntegrationService`).
public enum BootstrapService {
    /// The options of each step.
    public struct Options: Hashable, Sendable {
        public var fetch: FetchService.Options
        public var check: CheckService.Options
        public var generate: GenerateService.Options
        /// `--force`: generate even when the check found errors.
        public var force: Bool
        /// `--no-gitignore`: leave the `.gitignore` alone.
        public var gitIgnore: Bool
        /// `--use-local`: generate from `mortar.local.json`'s sources.
        public var useLocal: Bool
        /// `--integrate`: a Podfile app's Xcode project is integrated after a clean generate.
        public var integrate: Bool

        public init(
            fetch: FetchService.Options = .init(), check: CheckService.Options = .init(), generate: GenerateService.Options = .init(),
            force: Bool = false, gitIgnore: Bool = true, useLocal: Bool = false, integrate: Bool = false
        ) {
            self.integrate = integrate
            self.fetch = fetch
            self.check = check
            self.generate = generate
            self.force = force
            self.gitIgnore = gitIgnore
            self.useLocal = useLocal
        }
    }

    /// What a step had to say besides its outcome.
    public struct Step<Value: Sendable>: Sendable {
        public var value: Value
        public var messages: [ServiceMessage]

        public init(value: Value, messages: [ServiceMessage] = []) {
            self.value = value
            self.messages = messages
        }
    }

    /// The generate step: skipped (the check found errors), stopped (unusable input, exit 2),
    /// or done.
    public enum Generation: Sendable {
        case skipped
        case stopped
        case done(GenerateService.Outcome)
    }

    /// Each step, in order; a later step is nil when an earlier one stopped the run (exit 2).
    public struct Outcome: Sendable {
        /// What the `.gitignore` step added (nil: skipped or failed, see `gitIgnoreFailed`).
        public var gitIgnore: GitIgnoreService.Outcome?
        public var gitIgnoreFailed = false
        public var fetch: Step<Result<FetchService.Outcome, FetchService.Stop>>?
        public var check: Step<CheckService.Outcome>?
        public var generate: Step<Generation>?
        /// The Xcode project step (`--integrate`, a Podfile app, generation done without failure).
        public var integrate: IntegrationOutcome?

        public init() {}

        /// Unusable input stopped a step (exit 2).
        public var stopped: Bool {
            if case .failure(.usage) = fetch?.value { return true }
            if case .stopped = generate?.value { return true }
            return false
        }

        /// Every module in place, no errors, files written or current.
        public var succeeded: Bool {
            guard case let .success(fetched) = fetch?.value, fetched.succeeded, let check, !check.value.failed,
                  case let .done(generated) = generate?.value else { return false }
            return !generated.failed && integrate?.isRefused != true
        }
    }

    /// Runs the steps on the workspace of `session`; `.failure(.usage)` (exit 2) or
    /// `.failure(.failure)` (exit 1: the checkouts lock) before anything is fetched, with
    /// why in `messages`.
    public static func run(
        _ session: WorkspaceSession, options: Options, messages: inout [ServiceMessage], progress: @escaping FetchService.Progress = { _, _ in }
    ) -> Result<Outcome, FetchService.Stop> {
        let layout = session.layout, context = session.context
        guard let manifest = session.integrator(messages: &messages) else { return .failure(.usage) }
        // Nothing is fetched or written while an output names an input.
        let refused = OutputRefusals.refusedOutputs(
            OutputRefusals.candidatePaths(manifest, layout: layout, options: options.generate), workspace: AppManifests(integrator: manifest),
            layout: layout, options: options.generate, context) ?? OutputRefusals.refusedLock(manifest, layout: layout, context)
        if let refused {
            messages.append(.diagnostics(refused.diagnostics))
            return .failure(.usage)
        }
        guard let lock = session.lockCheckouts(manifest, command: "bootstrap", cloning: true, messages: &messages) else { return .failure(.failure) }
        defer { lock.release() }
        var outcome = Outcome()
        if options.gitIgnore {
            let entries = GitIgnoreService.entries(manifest, layout: layout, context) + podfileAppEntries(manifest)
            outcome.gitIgnore = GitIgnoreService.ensure(entries, for: manifest, layout: layout, context, messages: &messages)
            if outcome.gitIgnore == nil {
                outcome.gitIgnoreFailed = true
                return .success(outcome)
            }
        }
        var fetchMessages: [ServiceMessage] = []
        let fetched = FetchService.fetch(manifest, session: session, options: options.fetch, messages: &fetchMessages, progress: progress)
        outcome.fetch = Step(value: fetched, messages: fetchMessages)
        if case .failure(.usage) = fetched { return .success(outcome) }
        let workspace = session.loader.load(manifest)
        let checked = CheckService.check(workspace, options: options.check, context)
        outcome.check = Step(value: checked, messages: [])
        // No lock commits: bootstrap must write exactly what 'mortar generate' writes, or
        // 'generate --check' would call bootstrap's output stale.
        var generateMessages: [ServiceMessage] = []
        guard let committed = session.forCommittedOutputs(workspace, useLocal: options.useLocal, messages: &generateMessages) else {
            outcome.generate = Step(value: .stopped, messages: generateMessages)
            return .success(outcome)
        }
        if checked.failed, !options.force {
            outcome.generate = Step(value: .skipped, messages: generateMessages)
            return .success(outcome)
        }
        guard let generated = GenerateService.run(committed, layout: layout, options: options.generate, context, messages: &generateMessages) else {
            outcome.generate = Step(value: .stopped, messages: generateMessages)
            return .success(outcome)
        }
        outcome.generate = Step(value: .done(generated), messages: generateMessages)
        if options.integrate, manifest.kind == .podfile, !generated.failed {
            let integration = IntegrationOptions(podfilePath: layout.absoluteManifest, shownPodfilePath: layout.manifest)
            outcome.integrate = IntegrationService(fileSystem: context.fileSystem).run(workspace, options: integration)
        }
        return .success(outcome)
    }

    /// A Podfile app's composite Podfile points at this machine's checkouts: it is ignored like
    /// them, when it is the default one.
    static func podfileAppEntries(_ manifest: IntegratorManifest) -> [String] {
        manifest.kind == .podfile && manifest.outputs.podfile == Outputs.podfileAppPodfile ? [Outputs.podfileAppPodfile] : []
    }
}
