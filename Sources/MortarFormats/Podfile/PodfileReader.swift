import MortarCore
import MortarRuby

/// A Podfile read statically: the integrator manifest it means, and every `pod` line as
/// declared (for `mortar describe`).
public struct PodfileDescription: Hashable, Sendable {
    /// The integrator manifest the Podfile means (modules, pins, platforms, sources, settings).
    public var manifest: IntegratorManifest
    /// In declaration order, `def` groups expanded where they are called.
    public var pods: [PodfilePod]
    /// What CocoaPods would warn about while reading it (typographic quotes it replaced).
    public var warnings: [Diagnostic]

    public init(manifest: IntegratorManifest, pods: [PodfilePod], warnings: [Diagnostic] = []) {
        self.manifest = manifest
        self.pods = pods
        self.warnings = warnings
    }
}

/// Reads a `Podfile` as the integrator manifest without running Ruby. A pod with `:git` or
/// `:path` (or a local `:podspec`) is a module; a pod with a version requirement is a pin (an
/// exact one pins; a range is kept for the checks to report). Hooks are kept verbatim.
public enum PodfileReader {
    /// Reads Podfile `text`; `file` is the path shown in locations; `environment` is what
    /// `ENV[...]` reads; `lock`, the `Podfile.lock` beside it, gives a requirement that cannot
    /// be evaluated statically as `pod install` recorded it (with a warning).
    public static func read(
        _ text: String, file: String, environment: [String: String] = [:], lock: PodfileLock? = nil
    ) throws(RubyError) -> PodfileDescription {
        let host = PodfileHost(file: file, lock: lock)
        let quotes = RubySmartQuotes.replacing(in: text, file: file)
        let evaluator = RubyEvaluator(file: file, source: quotes.text, environment: environment, host: host)
        _ = try evaluator.run()
        for source in host.sources {
            if let issue = GitInputIssues.url(source.value, of: "source", at: source.location) {
                throw .invalid(issue.message, at: issue.location, help: "name the spec repository by an https, ssh or file URL, or a local path")
            }
        }
        var settings = host.settings
        settings.target = host.firstTarget
        settings.targetLocation = host.firstTargetLocation
        settings.root = host.definitions.first
        settings.notCarried = host.notCarried
        var manifest = IntegratorManifest(
            kind: .podfile, path: file, name: host.firstTarget ?? "App", platforms: host.platforms,
            sources: host.sources.map(\.value), podfile: settings)
        // Never the Podfile itself: see `Outputs.podfileAppPodfile`.
        manifest.outputs.podfile = Outputs.podfileAppPodfile
        var pins: [String: Pin] = [:]
        var targets: [String: Set<String>] = [:]
        var specs: [String: Set<String>] = [:]
        for pod in host.pods {
            targets[pod.rootName, default: []].insert(pod.target)
            // `pod 'A/B', :subspecs => ['C']` is `A/B/C`, as CocoaPods reads it.
            specs[pod.rootName, default: []].formUnion(pod.subspecs.isEmpty ? [pod.name] : pod.subspecs.map { "\(pod.name)/\($0)" })
            if let source = moduleSource(pod) {
                // A module's name becomes a folder name (`checkouts/NAME`): never a path.
                guard MortarJSONReader.isValidModuleName(pod.rootName) else {
                    throw .invalid("pod '\(pod.name)' cannot be a module: '\(pod.rootName)' is not a valid folder name", at: pod.location,
                                   help: "a module name uses letters, digits, '_', '.', '+' or '-', and starts with a letter, digit or '_'")
                }
                var subspecs = pod.subspecs
                if pod.name != pod.rootName { subspecs.insert(String(pod.name.dropFirst(pod.rootName.count + 1)), at: 0) }
                let manifestName = localPodspec(pod).map { lastComponent($0) }
                if let i = manifest.modules.firstIndex(where: { $0.name == pod.rootName && $0.source == source }) {
                    for sub in subspecs where !manifest.modules[i].subspecs.contains(sub) { manifest.modules[i].subspecs.append(sub) }
                } else {
                    manifest.modules.append(Module(name: pod.rootName, source: source, manifest: manifestName, subspecs: subspecs, location: pod.location))
                }
                continue
            }
            let requirement: Requirement
            do {
                requirement = try Requirement.parse(pod.requirements)
            } catch {
                throw .invalid("pod '\(pod.name)' has an invalid requirement: \(error)", at: pod.location,
                               help: "write requirements like '4.0.1' or '~> 1.2'")
            }
            if let existing = pins[pod.rootName], !(existing.requirement.isAny && !requirement.isAny) { continue }
            pins[pod.rootName] = Pin(name: pod.rootName, requirement: requirement, url: nil, location: pod.location)
            pins[pod.rootName]!.podfileRequirement = requirement
        }
        for name in pins.keys {
            pins[name]!.targets = (targets[name] ?? []).sorted()
            let named = specs[name] ?? []
            if named != [name] { pins[name]!.subspecs = named.sorted() }
        }
        manifest.pins = pins.values.sorted { $0.name < $1.name }
        for module in manifest.modules { manifest.podfile.moduleTargets[module.name] = (targets[module.name] ?? []).sorted() }
        return PodfileDescription(manifest: manifest, pods: host.pods, warnings: (quotes.first.map { [RubySmartQuotes.warning(at: $0)] } ?? []) + host.warnings)
    }

    /// `:git` (with `:commit` over `:tag` over `:branch`; none means the remote's default
    /// branch, written `HEAD`), `:path`, or a local `:podspec` (its folder).
    static func moduleSource(_ pod: PodfilePod) -> ModuleSource? {
        if let git = pod.git, !git.isEmpty {
            if let commit = pod.commit, !commit.isEmpty { return .git(url: git, ref: .commit(commit)) }
            if let tag = pod.tag, !tag.isEmpty { return .git(url: git, ref: .tag(tag)) }
            if let branch = pod.branch, !branch.isEmpty { return .git(url: git, ref: .branch(branch)) }
            return .git(url: git, ref: .branch("HEAD"))
        }
        if let path = pod.path, !path.isEmpty {
            // `:path` may name the podspec itself (`Coffee/Coffee.podspec`): the module is its folder.
            if path.hasSuffix(".podspec") || path.hasSuffix(".podspec.json") { return .path(folder(of: path)) }
            return .path(path)
        }
        if let podspec = localPodspec(pod) { return .path(folder(of: podspec)) }
        return nil
    }

    static func localPodspec(_ pod: PodfilePod) -> String? {
        if let path = pod.path, path.hasSuffix(".podspec") || path.hasSuffix(".podspec.json") { return path }
        guard let podspec = pod.podspec, !podspec.isEmpty, !podspec.contains("://") else { return nil }
        return podspec
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
