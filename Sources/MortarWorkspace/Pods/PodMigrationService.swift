import MortarCore
import MortarFormats

/// `mortar migrate`: maps every pinned pod to a SwiftPM package — its repository, the tag of
/// its version, whether that tag has a Package.swift and which products stand for the pod and
/// each subspec in use — and says where each fact came from.
///
/// Where a pod comes from, first match wins: the pin's `git`; a `:git` pod (a module of that
/// name cloned from git); the pod's own podspec (`.podspec.json` or Ruby) when it is a module; the spec
/// repositories the app names. Repositories are looked at in parallel (`jobs`), each one by
/// one worker, and every answer is cached (`PodCache`).
public struct PodMigrationService: Sendable {
    public struct Options: Sendable {
        /// Answer from the cache only; say what is missing.
        public var offline: Bool
        /// How many repositories are looked at at once.
        public var jobs: Int
        /// Seconds a network git command may run (`MORTAR_GIT_TIMEOUT` in the CLI).
        public var timeout: Double
        /// Timeout, tries and pauses of a CDN source's downloads.
        public var downloads: CDNDownloader.Policy

        public init(offline: Bool = false, jobs: Int = 4, timeout: Double = Git().networkTimeout, downloads: CDNDownloader.Policy = .init()) {
            self.offline = offline
            self.jobs = jobs
            self.timeout = timeout
            self.downloads = downloads
        }
    }

    public var loader: WorkspaceLoader
    public var cache: PodCache
    public var options: Options
    /// Every HTTP GET (a CDN spec source's files) goes through here.
    public var http: HTTPFetching

    public init(loader: WorkspaceLoader, cacheDirectory: String, options: Options = Options(), http: HTTPFetching = URLSessionHTTPClient()) {
        self.loader = loader
        self.cache = PodCache(directory: cacheDirectory)
        self.options = options
        self.http = http
    }

    var git: Git { Git(runner: loader.processRunner, networkTimeout: options.timeout) }

    /// A pod located: its repository and the ref of its version, with where each came from.
    struct Located: Sendable {
        var pod: PodMigration
        var facts: PodSpecFacts?
        var explicit: [String]
        /// The tag is the podspec's `source` tag: checked against the repository's tags.
        var podspecTag = false
    }

    /// The report for every pin of the workspace's integrator.
    public func run(_ workspace: AppManifests) -> PodMigrationReport {
        let integrator = workspace.integrator
        let specRepos = SpecRepositories(
            sources: integrator.sources, loader: loader, cache: cache, git: git, offline: options.offline, http: http, policy: options.downloads)
        let specsInUse = Self.specsInUse(workspace)
        var located: [Located] = []
        var finished: [PodMigration] = []
        // Pods are located in parallel too: on a CDN each asks for its index and spec.
        let entries = BoundedParallel.map(integrator.pins, jobs: options.jobs) { pin in
            locate(pin, workspace: workspace, specRepos: specRepos, specs: specsInUse[pin.name] ?? [])
        }
        for entry in entries {
            if entry.pod.url == nil || entry.pod.status != .mapped { finished.append(entry.pod) } else { located.append(entry) }
        }
        // One worker per repository: its refs are fetched into one bare repository in turn.
        let byURL = Dictionary(grouping: located) { $0.pod.url! }
        let urls = byURL.keys.sorted()
        let done = BoundedParallel.map(urls, jobs: options.jobs) { url -> [PodMigration] in
            let probe = PackageProbe(
                url: url, loader: loader, cache: cache, git: git,
                dumper: PackageDumper(fileSystem: loader.fileSystem, processRunner: loader.processRunner, cacheDirectory: cache.directory, toolchain: loader.toolchain,
                                     runManifests: loader.runManifests),
                offline: options.offline)
            return byURL[url]!.sorted { $0.pod.name < $1.pod.name }.map { finish($0, probe: probe) }
        }
        return PodMigrationReport(pods: finished + done.flatMap { $0 })
    }

    /// Where the pod's repository is and which ref stands for its version; `status` stays
    /// `mapped` while the package is still to be looked at.
    func locate(_ pin: Pin, workspace: AppManifests, specRepos: SpecRepositories, specs: [String]) -> Located {
        let file = PathText.lastComponent(of: workspace.integrator.path)
        let version = pin.version?.text ?? pin.requirement.description
        var pod = PodMigration(name: pin.name, version: version, specs: specs, location: pin.location, status: .mapped)
        pod.targets = pin.targets
        if pin.isTestOnly {
            pod.testSupport = Pin.testSupportName(workspace.integrator.name)
            pod.app = workspace.integrator.name
        }
        guard pin.version != nil else {
            pod.status = .unavailable
            pod.reason = "pinned to '\(pin.requirement)', not one version; pin an exact version in \(file)"
            return Located(pod: pod, facts: nil, explicit: pin.products)
        }
        // A pod with its own git is never looked up on a CDN (CocoaPods does not either): only
        // the copies already on disk lend it their spec's facts.
        let lookup = { (download: Bool) in
            specRepos.facts(name: pin.name, version: version, fileSystem: loader.fileSystem, environment: loader.environment, download: download)
        }
        var facts: PodSpecFacts? = nil
        if let url = pin.url {
            pod.url = url
            pod.urlOrigin = "the pin's git, \(pin.location)"
            facts = lookup(false).found?.facts
        } else if let module = workspace.integrator.module(named: pin.name), case let .git(url, ref) = module.source {
            pod.url = url
            pod.urlOrigin = "the :git pod, \(module.location)"
            // `HEAD` is what a `:git` pod with no ref means: the version's tag says more.
            if ref != .branch("HEAD") {
                pod.ref = ref
                pod.refOrigin = "the :git pod's \(ref.kind)"
            }
            facts = lookup(false).found?.facts
        } else if let component = workspace.components[pin.name], [.podspecJSON, .podspec].contains(component.format),
                  let text = try? loader.fileSystem.readText(loader.absolute(component.path)),
                  let own = try? PodSpecFactsReader.read(text, file: component.path, environment: loader.environment), let url = own.git {
            pod.url = url
            pod.urlOrigin = "its podspec, \(component.path)"
            facts = own
        } else {
            let specFacts = lookup(true)
            guard let (found, origin) = specFacts.found, let url = found.git else {
                let problems = specFacts.problems
                if specFacts.failed, specFacts.found == nil {
                    pod.status = .unavailable
                    pod.reason = "cannot read the spec of '\(pin.name)' \(version): \(problems.joined(separator: "; "))"
                } else {
                    pod.status = .noSource
                    pod.reason = "no pin git, :git pod, podspec or spec repository names its repository"
                        + (problems.isEmpty ? "" : " (\(problems.joined(separator: "; ")))")
                }
                return Located(pod: pod, facts: nil, explicit: pin.products)
            }
            pod.url = url
            pod.urlOrigin = origin
            facts = found
        }
        if pod.ref == nil, let facts, let url = facts.git, SpecRepositories.normalized(url) == SpecRepositories.normalized(pod.url!),
           case let .tag(tag)? = facts.ref {
            pod.ref = .tag(tag)
            pod.refOrigin = "the source tag of \(facts.file)"
            return Located(pod: pod, facts: facts, explicit: pin.products, podspecTag: true)
        }
        return Located(pod: pod, facts: facts, explicit: pin.products)
    }

    /// Looks at the package of a located pod and maps its products.
    func finish(_ entry: Located, probe: PackageProbe) -> PodMigration {
        var pod = entry.pod
        if pod.ref == nil {
            switch probe.tagList() {
            case let .failure(failure):
                return unavailable(pod, failure.description)
            case let .success(tags):
                let pinned = Version(pod.version)
                guard let tag = tags.filter({ $0.version == pinned }).map(\.name).sorted().first else {
                    return unavailable(pod, "no tag of '\(pod.url!)' is version \(pod.version)")
                }
                pod.ref = .tag(tag)
                pod.refOrigin = "the tag of version \(pod.version)"
            }
        }
        if entry.podspecTag, case let .tag(tag)? = pod.ref {
            // A podspec may name a tag the repository never had (`v1.0` for `1.0`).
            switch probe.existingTag(tag, version: pod.version) {
            case let .failure(failure):
                return unavailable(pod, failure.description)
            case .success(nil):
                return unavailable(pod, "'\(pod.url!)' has no tag '\(tag)' (\(pod.refOrigin!)), '\(pod.version)' or 'v\(pod.version)'")
            case let .success(found?):
                if found != tag {
                    pod.ref = .tag(found)
                    pod.refOrigin = "the tag of version \(pod.version); the repository has no tag '\(tag)', \(pod.refOrigin!)"
                }
            }
        }
        switch probe.products(at: pod.ref!) {
        case let .failed(reason):
            return unavailable(pod, reason)
        case .none:
            pod.status = .noPackage
            if let pinned = Version(pod.version) {
                switch probe.firstVersionWithPackage(after: pinned) {
                case let .success(first): pod.firstVersionWithPackage = first
                case let .failure(failure): pod.reason = failure.description
                }
            }
            return pod
        case let .package(products):
            let mapped = PodProductMapper.map(pod: pod.name, specs: pod.specs, explicit: entry.explicit, facts: entry.facts, package: products)
            pod.choices = mapped.choices
            pod.unmapped = mapped.unmapped
            pod.status = mapped.unmapped.isEmpty ? .mapped : .unmapped
            if case let .tag(tag)? = pod.ref, let problem = SwiftPMTag.exactProblem(tag: tag, version: pod.version, pod: pod.name) {
                switch probe.commit(ofTag: tag) {
                case let .failure(failure): return unavailable(pod, failure.description)
                case let .success(id):
                    pod.revision = id
                    pod.revisionReason = problem
                }
            }
            return pod
        }
    }

    func unavailable(_ pod: PodMigration, _ reason: String) -> PodMigration {
        var copy = pod
        copy.status = .unavailable
        copy.reason = reason
        return copy
    }

    /// Pod → the specs of it the app's components name (`Moya/RxSwift`), sorted; a pod named
    /// only as a whole is absent (the pod itself is in use).
    static func specsInUse(_ workspace: AppManifests) -> [String: [String]] {
        var found: [String: Set<String>] = [:]
        for component in workspace.components.values {
            for dependency in component.dependencies {
                found[dependency.rootName, default: []].insert(dependency.name)
            }
        }
        return found.mapValues { $0.sorted() }
    }
}
