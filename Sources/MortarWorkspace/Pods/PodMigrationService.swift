import MortarCore
import MortarFormats

/// `mortar migrate`: maps every pinned pod to a SwiftPM package — its repository, the tag of
/// its version, whether that tag has a Package.swift and which products stand for the pod and
/// each subspec in use — and says where each fact came from.
///
/// Where a pod comes from, first match wins: the pin's `git`; a `:git` pod (a module of that
/// name cloned from git); the pod's own podspec (`.podspec.json` or Ruby) when it is a module; the spec
/// repositories the app names. A `:git` pod no pin names is a pod too (`gitPods`). Repositories
/// are looked at in parallel (`jobs`), each one by one worker, and every answer is cached
/// (`PodCache`), a failure with its reason. The packages mapped are then resolved together
/// (`PodResolutionCheck`).
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

        /// Look again where an earlier run failed (kept in the cache with its reason).
        public var retryFailed: Bool
        /// Where the pinned version has no Package.swift SwiftPM reads, map the nearest later
        /// version that has one, and say the version changes.
        public var acceptLaterVersions: Bool
        /// Where no version tag has a Package.swift but the default branch has one, map the
        /// pod to that branch's commit (`revision:`), and say so.
        public var acceptDefaultBranch: Bool

        public init(
            offline: Bool = false, jobs: Int = 4, timeout: Double = Git().networkTimeout, downloads: CDNDownloader.Policy = .init(),
            retryFailed: Bool = false, acceptLaterVersions: Bool = false, acceptDefaultBranch: Bool = false
        ) {
            self.offline = offline
            self.jobs = jobs
            self.timeout = timeout
            self.downloads = downloads
            self.retryFailed = retryFailed
            self.acceptLaterVersions = acceptLaterVersions
            self.acceptDefaultBranch = acceptDefaultBranch
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
        var entries = BoundedParallel.map(integrator.pins, jobs: options.jobs) { pin in
            locate(pin, workspace: workspace, specRepos: specRepos, specs: specsInUse[pin.name] ?? [])
        }
        entries += gitPods(workspace, specs: specsInUse)
        // An umbrella whose own source is no repository: the pods it depends on may say.
        var umbrellas: [Located] = []
        for entry in entries {
            if entry.pod.status == .noSource, let facts = entry.facts, facts.git == nil { umbrellas.append(entry) }
            else if entry.pod.url == nil || entry.pod.status != .mapped { finished.append(entry.pod) } else { located.append(entry) }
        }
        // One worker per repository: its refs are fetched into one bare repository in turn.
        let byURL = Dictionary(grouping: located) { $0.pod.url! }
        // `mortar fetch`'s repository cache answers for the repositories it holds.
        let repositoryCache = RepositoryCache.chosen(option: nil, disabled: false, environment: loader.environment, currentDirectory: loader.currentDirectory)
        // A relative `"git"` is read beside the manifest, as `fetch` reads it.
        let manifestFolder = loader.layout(of: integrator.path).absoluteFolder
        let urls = byURL.keys.sorted()
        let done = BoundedParallel.map(urls, jobs: options.jobs) { url -> [(PodMigration, SwiftPMPackage?, [Version])] in
            let probe = self.probe(url, manifestFolder: manifestFolder, repositoryCache: repositoryCache)
            let finished = converged(byURL[url]!.sorted { $0.pod.name < $1.pod.name }.map { finish($0, probe: probe) }, probe: probe)
            return finished.map { pod -> (PodMigration, SwiftPMPackage?, [Version]) in
                guard pod.status == .mapped else { return (pod, nil, []) }
                // The repository's versions (its tag list, kept), so a clash names both sides;
                // only a pod taken at a version tag takes part in the resolution.
                guard case .tag? = pod.ref, pod.revision == nil else { return (pod, nil, []) }
                let versions = (try? probe.tagList().get())?.map(\.version) ?? []
                return (pod, pod.ref.flatMap(probe.package(at:)), versions)
            }
        }.flatMap { $0 }
        let rows = Dictionary((finished + done.map(\.0)).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        finished += umbrellas.map { throughDependencies($0, rows: rows, manifestFolder: manifestFolder, repositoryCache: repositoryCache) }
        var report = PodMigrationReport(pods: finished + done.map(\.0))
        // A version outside the Podfile's requirement (a later one taken, or the sidecar's pin):
        // the row says so before generate does.
        for i in report.pods.indices where report.pods[i].status == .mapped {
            guard let pin = integrator.pins.first(where: { $0.name == report.pods[i].name }), let asked = pin.podfileRequirement,
                  let version = Version(report.pods[i].version), !asked.isSatisfied(by: version) else { continue }
            report.pods[i].outsidePodfile = "\(asked) (\(pin.podLocation ?? pin.location))"
        }
        // Will they resolve? What each package requires of the others, as SwiftPM would see it.
        var packages: [String: SwiftPMPackage] = [:]
        var versions: [String: [Version]] = [:]
        for (pod, package, tags) in done {
            packages[pod.name] = package
            if let identity = pod.identity { versions[identity, default: []] += tags }
        }
        report.findings = (report.findings + PodResolutionCheck.findings(report.pods, packages: packages, versions: versions, app: integrator.name)).sorted()
        return report
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
            // The pin's git is where the pin says it: the mortar.json beside a Podfile.
            let described = pin.sidecarLocation ?? pin.location
            pod.urlOrigin = "the pin's git, \(described)"
            // A commit the pin names (`"revision"`: a `:git` pod's, a default branch's) is its ref.
            if let revision = pin.revision {
                pod.ref = .commit(revision)
                pod.refOrigin = "the pin's revision, \(described)"
            }
            let found = lookup(false).found
            if let special = toolOrBinary(pod, pin: pin, specs: specs, found: found) { return special }
            facts = found?.facts
        } else if let module = workspace.integrator.module(named: pin.name), case let .git(url, ref) = module.source {
            pod.url = url
            pod.urlOrigin = "the :git pod, \(module.location)"
            // `HEAD` is what a `:git` pod with no ref means: the version's tag says more.
            if ref != .branch("HEAD") {
                pod.ref = ref
                pod.refOrigin = "the :git pod's \(ref.kind)"
            }
            let found = lookup(false).found
            if let special = toolOrBinary(pod, pin: pin, specs: specs, found: found) { return special }
            facts = found?.facts
        } else if let own = workspace.components[pin.name].flatMap(Self.facts), let url = own.git {
            pod.url = url
            pod.urlOrigin = "its podspec, \(own.file)"
            facts = own
        } else {
            let specFacts = lookup(true)
            if let special = toolOrBinary(pod, pin: pin, specs: specs, found: specFacts.found) { return special }
            guard let (found, origin) = specFacts.found, let url = found.git ?? found.releaseSource?.git else {
                let problems = specFacts.problems
                if specFacts.failed, specFacts.found == nil {
                    pod.status = .unavailable
                    pod.reason = "cannot read the spec of '\(pin.name)' \(version): \(problems.joined(separator: "; "))"
                } else {
                    pod.status = .noSource
                    pod.reason = "no pin git, :git pod, podspec or spec repository names its repository"
                        + (problems.isEmpty ? "" : " (\(problems.joined(separator: "; ")))")
                }
                // Its spec, when found, says which pods it depends on (`throughDependencies`).
                return Located(pod: pod, facts: specFacts.found?.facts, explicit: pin.products)
            }
            pod.url = url
            pod.urlOrigin = found.git == nil ? "the repository its http archive is a release of, \(origin)" : origin
            facts = found
        }
        if pod.ref == nil, let facts, let url = facts.git, RepositoryURL.same(url, pod.url!),
           case let .tag(tag)? = facts.ref {
            pod.ref = .tag(tag)
            pod.refOrigin = "the source tag of \(facts.file)"
            return Located(pod: pod, facts: facts, explicit: pin.products, podspecTag: true)
        }
        if pod.ref == nil, let facts, facts.git == nil, let release = facts.releaseSource,
           RepositoryURL.same(release.git, pod.url!) {
            pod.ref = .tag(release.tag)
            pod.refOrigin = "the release tag of the http archive of \(facts.file)"
            return Located(pod: pod, facts: facts, explicit: pin.products, podspecTag: true)
        }
        return Located(pod: pod, facts: facts, explicit: pin.products)
    }

    /// The `:git` pods no pin names (a Podfile's `pod 'X', :git => …`, a mortar.json module
    /// from git): each is a pod too, looked at at its commit, tag or branch. Its version is the
    /// one `Podfile.lock` records, else its ref.
    func gitPods(_ workspace: AppManifests, specs: [String: [String]]) -> [Located] {
        let integrator = workspace.integrator
        let pinned = Set(integrator.pins.map(\.name))
        var locked: [String: String] = [:]
        if integrator.kind == .podfile, let (lock, _) = try? loader.podfileLock(podfileAt: integrator.path) {
            locked = PodfileLock.Index(lock).versions.mapValues(\.value)
        }
        return integrator.modules.sorted { $0.name < $1.name }.compactMap { module in
            guard !pinned.contains(module.name), case let .git(url, ref) = module.source else { return nil }
            var pod = PodMigration(
                name: module.name, version: locked[module.name] ?? ref.value, specs: specs[module.name] ?? [], location: module.location, status: .mapped,
                url: url, urlOrigin: "the :git pod, \(module.location)", ref: ref, refOrigin: "the :git pod's \(ref.kind)")
            pod.isGitModule = true
            pod.isPodfileGitPod = integrator.kind == .podfile
            // The podspec at that ref, once fetched: its module_name and subspecs' files.
            return Located(pod: pod, facts: workspace.components[module.name].flatMap(Self.facts), explicit: [])
        }
    }

    /// The probe of the repository at `url`: one per repository, its refs fetched in turn.
    /// A local path is read beside the manifest in `manifestFolder` (`GitURL.location`).
    func probe(_ url: String, manifestFolder: String, repositoryCache: RepositoryCache?) -> PackageProbe {
        PackageProbe(
            url: (try? GitURL.parse(url))?.location(besideManifestIn: manifestFolder) ?? url, loader: loader, cache: cache, git: git,
            dumper: PackageDumper(fileSystem: loader.fileSystem, processRunner: loader.processRunner, cacheDirectory: cache.directory, toolchain: loader.toolchain,
                                 runManifests: loader.runManifests),
            offline: options.offline, repositoryCache: repositoryCache, retryFailed: options.retryFailed)
    }

    /// A podspec module's facts: a view of the spec tree its component was read with (the one
    /// read of its podspec); nil for a `Package.swift`.
    static func facts(_ component: Component) -> PodSpecFacts? {
        component.buildSpec.map { PodSpecFacts($0, file: component.path) }
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
        let answer = probe.products(at: pod.ref!)
        switch answer {
        case let .failed(reason), let .notRun(reason):
            return unavailable(pod, reason)
        case .none, .unreadable:
            pod.status = .noPackage
            if case let .unreadable(why) = answer { pod.unreadableManifest = why }
            guard let pinned = Version(pod.version) else { return pod }
            switch probe.laterVersion(after: pinned) {
            case let .failure(failure):
                // Not knowing is not "none": the row says what could not be looked at.
                let none = pod.unreadableManifest == nil ? "no Package.swift" : "no Package.swift SwiftPM reads"
                pod.reason = "\(none) at \(pod.ref!); its later version tags could not be looked at: \(failure.description)"
                pod.status = .unavailable
            case let .success(later):
                pod.skippedVersions = later.skipped
                guard let found = later.found else {
                    // A package added after the last release: the row names the commit. Not
                    // knowing (a failed look) leaves the row as it is; it is a hint, not the answer.
                    if !pod.isGitModule, later.skipped.isEmpty, case let .success(id?) = probe.defaultBranchPackage() {
                        pod.defaultBranchWithPackage = id
                        if options.acceptDefaultBranch { return defaultBranch(pod, commit: id, entry: entry, probe: probe) }
                    }
                    return pod
                }
                pod.firstVersionWithPackage = found.version
                guard options.acceptLaterVersions, !pod.isGitModule else { return pod }
                pod.pinnedVersion = pod.version
                pod.version = found.version
                pod.ref = .tag(found.tag)
                pod.refOrigin = "the nearest later version tag with a Package.swift SwiftPM reads; --accept-later-versions"
                pod.firstVersionWithPackage = nil
                pod.unreadableManifest = nil
                return mapped(pod, entry: entry, products: found.products, probe: probe)
            }
            return pod
        case let .package(products):
            return mapped(pod, entry: entry, products: products, probe: probe)
        }
    }

    /// A pod no version tag of which has a Package.swift, taken at the commit of its default
    /// branch that has one (`--accept-default-branch`): pinned by that commit (`revision:`), which
    /// is what was looked at and never moves, where a branch would; its version stays as pinned.
    func defaultBranch(_ pod: PodMigration, commit id: String, entry: Located, probe: PackageProbe) -> PodMigration {
        var pod = pod
        switch probe.products(at: .commit(id)) {
        case let .failed(reason), let .notRun(reason):
            return unavailable(pod, reason)
        case .none:
            return pod
        case let .unreadable(why):
            // Asked for, and not possible: the row says why instead of offering it again.
            pod.defaultBranchWithPackage = nil
            pod.reason = "its default branch has a Package.swift at commit \(id), which SwiftPM cannot read: \(why)"
            return pod
        case let .package(products):
            pod.ref = .commit(id)
            pod.refOrigin = "the commit of its default branch, which has a Package.swift no version tag has; --accept-default-branch"
            return mapped(pod, entry: entry, products: products, probe: probe)
        }
    }

    /// The pod with its products mapped from the package at its ref.
    func mapped(_ pod: PodMigration, entry: Located, products: PackageProducts, probe: PackageProbe) -> PodMigration {
        var pod = pod
        let mapped = PodProductMapper.map(pod: pod.name, specs: pod.specs, explicit: entry.explicit, facts: entry.facts, package: products, at: pod.ref?.value)
        pod.choices = mapped.choices
        pod.unmapped = mapped.unmapped
        pod.status = mapped.unmapped.isEmpty ? .mapped : .unmapped
        if case let .tag(tag)? = pod.ref, let problem = SwiftPMTag.exactProblem(tag: tag, version: pod.version, pod: pod.name) {
            switch probe.commit(ofTag: tag) {
            case let .failure(failure): return unavailable(pod, failure.description)
            case let .success(id):
                // The repository's own version tag on that commit is what SwiftPM pins best.
                switch probe.versionTag(atCommit: id, version: pod.version) {
                case let .failure(failure): return unavailable(pod, failure.description)
                case let .success(found?):
                    if case .package = probe.products(at: .tag(found)) {
                        pod.refOrigin = "a version tag SwiftPM pins exactly, on the commit of '\(tag)', \(pod.refOrigin ?? "")"
                        pod.ref = .tag(found)
                        return pod
                    }
                case .success(nil): break
                }
                pod.revision = id
                pod.revisionReason = problem + "; no version tag \(pod.version) of the repository names that commit"
            }
        }
        return pod
    }

    /// Pods of one repository on one commit are one package: when one of them is pinned by
    /// that commit (no version tag of its version names it), a pod taken `exact:` at a version
    /// tag of the same commit is pinned by the commit too, never two requirements for one package.
    func converged(_ pods: [PodMigration], probe: PackageProbe) -> [PodMigration] {
        let byCommit = pods.filter { $0.status == .mapped && $0.revision != nil }
        guard !byCommit.isEmpty else { return pods }
        return pods.map { pod in
            guard pod.status == .mapped, pod.revision == nil, case let .tag(tag)? = pod.ref,
                  case let .success(id) = probe.commit(ofTag: tag),
                  let other = byCommit.first(where: { $0.revision == id }) else { return pod }
            var copy = pod
            copy.revision = id
            copy.revisionReason = "'\(other.name)' \(other.version) of the same repository is pinned by this commit, which no version tag \(other.version) names; one package is taken at one, so by its commit"
            return copy
        }
    }

    /// A tool (SwiftLint, `SwiftFormat/CLI`: it ships an executable, nothing of it is linked) or
    /// an `.xcframework` in an `http` archive (a binary target, its checksum the archive's), known
    /// by its spec alone; nil for any other pod, or a pin that names its products.
    func toolOrBinary(_ pod: PodMigration, pin: Pin, specs: [String], found: (facts: PodSpecFacts, origin: String)?) -> Located? {
        guard pin.products.isEmpty, let (facts, origin) = found else { return nil }
        var pod = pod
        let evidence = (specs.isEmpty ? [pin.name] : specs).map { facts.toolEvidence($0) }
        if !evidence.isEmpty, evidence.allSatisfy({ $0 != nil }) {
            pod.status = .tool
            pod.reason = Array(Set(evidence.compactMap { $0 })).sorted().joined(separator: "; ") + " (\(origin))"
            pod.tool = ToolReplacement.replacement(for: pin.name)
            return Located(pod: pod, facts: facts, explicit: pin.products)
        }
        guard let http = facts.http, facts.sourceFiles.isEmpty, let framework = facts.xcframeworks.first else { return nil }
        let name = String(PathText.lastComponent(of: framework).dropLast(".xcframework".count))
        pod.status = .binary
        pod.urlOrigin = origin
        let checksum = archiveChecksum(http)
        pod.binaryTarget = ".binaryTarget(name: \"\(Escaper.swift(name))\", url: \"\(Escaper.swift(http))\", checksum: \"\(checksum ?? "…")\")"
        if checksum == nil {
            pod.reason = "its checksum needs the archive (\(origin)): download \(http) and run 'swift package compute-checksum FILE' on it"
        }
        return Located(pod: pod, facts: facts, explicit: pin.products)
    }

    /// The SHA-256 SwiftPM checks a binary target's archive by, computed only from a local
    /// file (a `file://` archive); nil for one that would have to be downloaded.
    func archiveChecksum(_ url: String) -> String? {
        guard url.hasPrefix("file://") else { return nil }
        let path = String(url.dropFirst("file://".count))
        guard let bytes = try? loader.fileSystem.readBytes(path) else { return nil }
        return SHA256.hex(bytes)
    }

    func unavailable(_ pod: PodMigration, _ reason: String) -> PodMigration {
        var copy = pod
        copy.status = .unavailable
        copy.reason = reason
        return copy
    }

    /// Pod → the specs of it in use (`Moya/RxSwift`), sorted: those the app's components
    /// name and the pin's subspecs (the Podfile's `pod 'GRDB.swift/SQLCipher'`, the lock's
    /// `GoogleUtilities/Logger` a dependency of `FirebaseCore`). A pod named
    /// only as a whole is absent (the pod itself is in use); one a Podfile line names whole
    /// besides has itself among its specs.
    static func specsInUse(_ workspace: AppManifests) -> [String: [String]] {
        var found: [String: Set<String>] = [:]
        for component in workspace.components.values {
            for dependency in component.dependencies {
                found[dependency.rootName, default: []].insert(dependency.name)
            }
        }
        let pins = workspace.integrator.pins
        for pin in pins {
            found[pin.name, default: []].formUnion(pin.subspecs)
        }
        if workspace.integrator.kind == .podfile {
            for pin in pins where !pin.isTransitive && pin.subspecs.isEmpty && !(found[pin.name] ?? []).isEmpty {
                found[pin.name]!.insert(pin.name)
            }
        }
        return found.filter { !$0.value.isEmpty }.mapValues { $0.sorted() }
    }
}
