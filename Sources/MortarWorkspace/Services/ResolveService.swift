import MortarCore
import MortarFormats

/// `mortar resolve`: chooses a version for every third-party package the app's components
/// need (PubGrub over the tags that exist) and writes the changed pins back into the manifest.
public enum ResolveService {
    /// `--update[=NAMES]`, `--dry-run` and `--offline`.
    public struct Options: Hashable, Sendable {
        /// `--update`: let pins move.
        public var update: Bool
        /// `--update=A,B`: only these, as given.
        public var updateNames: String?
        public var dryRun: Bool
        public var offline: Bool

        public init(update: Bool = false, updateNames: String? = nil, dryRun: Bool = false, offline: Bool = false) {
            self.update = update
            self.updateNames = updateNames
            self.dryRun = dryRun
            self.offline = offline
        }
    }

    /// The pins chosen, and whether the manifest was written.
    public struct Outcome: Sendable {
        public var report: PinReport
        /// The manifest the pins go into, as shown.
        public var file: String
        public var written: Bool
        public var dryRun: Bool

        /// Each pin (old → new), then what became of the manifest.
        public func text() -> String {
            let changes = report.changes.count
            let count = "\(changes) pin\(changes == 1 ? "" : "s")"
            let status = changes == 0 ? "\(file) is up to date"
                : dryRun ? "would write \(count) to \(file) (dry run: nothing written)" : "wrote \(count) to \(file)"
            return report.text() + status + "\n"
        }

        /// `{"pins": [{"name", "old", "new", "changed"}], "file", "written"}`.
        public func json() -> JSONValue { report.json(file: file, written: written) }
    }

    /// Why no pins were chosen: unusable input (exit 2), or no versions satisfy every
    /// requirement (exit 1), explained.
    public enum Stop: Error, Sendable {
        case usage
        case unsatisfiable(ResolutionFailure)
    }

    public static func run(_ session: WorkspaceSession, options: Options, messages: inout [ServiceMessage]) -> Result<Outcome, Stop> {
        guard let integrator = session.integrator(messages: &messages) else { return .failure(.usage) }
        let workspace = session.loader.load(integrator)
        // Refused exactly as fetch refuses a module, before git runs for any package.
        let refused = ResolveInputs.refused(in: workspace)
        if !refused.isEmpty {
            messages.append(.diagnostics(refused.map(\.diagnostic)))
            return .failure(.usage)
        }
        // A component that cannot be read is left out of the resolution: a warning, not a stop.
        messages.append(.diagnostics(workspace.readDiagnostics.sorted().map { diagnostic in
            var warning = diagnostic
            warning.severity = .warning
            warning.message += "; its requirements are not part of this resolution"
            return warning
        }))
        let update: UpdatePolicy
        switch updatePolicy(options, workspace: workspace) {
        case let .success(policy): update = policy
        case let .failure(problem):
            messages.append(.usage(problem.text))
            return .failure(.usage)
        }
        let request = ResolutionRequest(workspace: workspace, update: update)
        var keptPins: [String: Version] = [:]
        for (name, pin) in request.pins where !update.allowsUpdate(of: name) { keptPins[name] = pin.version }
        let provider = GitVersionProvider(
            configuration: .init(urls: ResolutionRequest.packageURLs(in: workspace), pins: keptPins, offline: options.offline),
            loader: session.loader,
            cache: ResolveCache(directory: session.layout.cache))
        let resolution: Resolution
        do {
            resolution = try Resolver.resolve(request, provider: provider)
        } catch {
            switch error {
            case let .unsatisfiable(failure): return .failure(.unsatisfiable(failure))
            case .unavailable:
                messages.append(.diagnostics([Diagnostic(
                    .versionsUnavailable, .error, "\(error)", at: [SourceLocation(file: integrator.path)],
                    help: "check the package's URL and that git can reach it, then run mortar resolve again")]))
                return .failure(.usage)
            }
        }
        for skipped in resolution.skipped { messages.append(.line(.note, "\(skipped)")) }
        let report = PinReport(resolution: resolution, pins: integrator.pins, urls: provider.url(of:))
        var written = false
        if !report.changes.isEmpty, !options.dryRun {
            do {
                written = try PinWriter(fileSystem: session.context.fileSystem).write(report.changes, integrator: integrator, path: session.layout.absolute(integrator.path))
            } catch let error as ManifestError {
                messages.append(.diagnostics(error.diagnostics))
                return .failure(.usage)
            } catch {
                messages.append(.diagnostics([.fileFailure(
                    .writeFailed, "the resolved pins cannot be written", file: integrator.path, error, help: "run mortar resolve again once it can be")]))
                return .failure(.usage)
            }
        }
        return .success(Outcome(report: report, file: integrator.path, written: written, dryRun: options.dryRun))
    }

    /// A problem of `--update`, as one line.
    struct UpdateProblem: Error {
        var text: String
    }

    /// `--update` lets every pin move; `--update=A,B` only those, which must be packages the app
    /// pins or needs.
    static func updatePolicy(_ options: Options, workspace: AppManifests) -> Result<UpdatePolicy, UpdateProblem> {
        guard options.update else { return .success(UpdatePolicy.none) }
        guard let value = options.updateNames else { return .success(.all) }
        let names = value.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
        let known = Set(workspace.integrator.pins.map(\.name))
            .union(ResolutionRequest(workspace: workspace, update: .none).requirements.map(\.package))
        for name in names where !known.contains(name) {
            let hint = Suggestion.closest(to: name, among: Array(known)).map { "; did you mean '\($0)'?" } ?? "; it is neither pinned nor required"
            return .failure(UpdateProblem(text: "unknown package '\(name)' in --update\(hint)"))
        }
        guard !names.isEmpty else {
            return .failure(UpdateProblem(text: "\(UsageError.invalidValue(option: "--update", value: value, expected: "comma-separated package names"))"))
        }
        return .success(.only(Set(names)))
    }
}
