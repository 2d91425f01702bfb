import MortarCore

/// What a `Podfile.lock` beside the Podfile adds to the app's manifest, as `pod install` would
/// use it: the lock's exact version pins each pod the Podfile gives a range or nothing (the pin
/// is then located at the lock's line), every pod only the lock names (a dependency of a pod or
/// module) is pinned too, and a `:git` pod on a branch (or on none) takes the commit of
/// CHECKOUT OPTIONS. A lock that no longer matches the Podfile is a `stale-podfile-lock`
/// finding whose fix is `pod install`; the pins taken are one `locked-pin` note.
public enum PodfileLockPins {
    static let help = "run 'pod install' to bring Podfile.lock up to date with the Podfile (or remove Podfile.lock to pin in the Podfile alone)"

    /// `manifest` (read from a Podfile) with `lock` applied. `podfileChecksum` is the SHA-1 of
    /// the Podfile's bytes (`SHA1.hex`), compared with the lock's PODFILE CHECKSUM when given.
    public static func apply(_ lock: PodfileLock, to manifest: IntegratorManifest, podfileChecksum: String? = nil) -> IntegratorManifest {
        var result = manifest
        let index = PodfileLock.Index(lock)
        var stale: [Diagnostic] = []
        var taken: [Diagnostic.Note] = []
        let podfile = PathText.lastComponent(of: manifest.path)
        // Where a pod or pin is written: the Podfile, or the mortar.json beside it.
        func source(_ location: SourceLocation) -> String {
            location.file == manifest.path ? "the Podfile" : PathText.lastComponent(of: location.file)
        }
        func missing(_ name: String, at location: SourceLocation) {
            stale.append(Diagnostic(
                .stalePodfileLock, .warning, "pod '\(name)' is in \(source(location)) but not in \(lock.file)", at: [location], help: help))
        }

        for i in result.modules.indices {
            let module = result.modules[i]
            guard index.versions[module.name] != nil else {
                missing(module.name, at: module.location)
                continue
            }
            guard case let .git(url, ref) = module.source, case .branch = ref,
                  let checkout = lock.checkoutOptions[module.name], let commit = checkout.options["commit"],
                  checkout["git"] == url, !commit.value.isEmpty else { continue }
            result.modules[i].source = .git(url: url, ref: .commit(commit.value))
            let asked = ref.value == "HEAD" ? "no ref" : "\(ref)"
            taken.append(.init("'\(module.name)' at commit '\(commit.value)' (\(podfile) gives \(asked))", at: commit.location))
        }

        let moduleNames = Set(result.modules.map(\.name))
        for i in result.pins.indices where !moduleNames.contains(result.pins[i].name) {
            let pin = result.pins[i]
            guard let locked = index.versions[pin.name] else {
                missing(pin.name, at: pin.location)
                continue
            }
            guard let version = Version(locked.value) else { continue }
            // A mortar.json pin outside the Podfile's requirement is used for SwiftPM while
            // CocoaPods keeps the lock's version: the sidecar's warning already says so.
            let outsidePodfile = pin.location.file != manifest.path && pin.version.map { pin.podfileRequirement?.isSatisfied(by: $0) == false } == true
            guard pin.requirement.isSatisfied(by: version) || pin.requirement.isAny || outsidePodfile else {
                let fromPodfile = pin.location.file == manifest.path
                stale.append(Diagnostic(
                    .stalePodfileLock, .warning,
                    "\(lock.file) has '\(pin.name)' at \(version), which \(fromPodfile ? "the Podfile's" : source(pin.location) + "'s") requirement '\(pin.requirement)' excludes",
                    at: [pin.location], notes: [.init("locked here", at: locked.location)],
                    help: fromPodfile ? help : "make the pin's \"version\" in \(source(pin.location)) agree with \(lock.file), or run 'pod update \(pin.name)' to lock the version it pins"))
                continue
            }
            guard !outsidePodfile || pin.requirement.isSatisfied(by: version) else { continue }
            result.pins[i].lockLocation = locked.location
            guard pin.version == nil else { continue }
            result.pins[i].requirement = .versions([.init(.equal, version)])
            result.pins[i].podLocation = pin.location
            result.pins[i].location = locked.location
            if pin.location.file != manifest.path, pin.requirement.isAny {
                // A mortar.json pin (its git and products) for a pod only the lock names.
                let requirers = index.requirers[pin.name] ?? []
                result.pins[i].isTransitive = true
                result.pins[i].requiredBy = requirers
                let by = requirers.isEmpty ? "" : ", required by \(requirers.map { "'\($0)'" }.joined(separator: ", "))"
                taken.append(.init("'\(pin.name)' = \(version) (not in \(podfile)\(by); \(source(pin.location)) gives its package at \(pin.location))", at: locked.location))
                continue
            }
            taken.append(.init("'\(pin.name)' = \(version) (\(podfile) asks '\(pin.requirement)' at \(pin.location))", at: locked.location))
        }

        let pinNames = Set(result.pins.map(\.name))
        for name in index.rootNames where !moduleNames.contains(name) && !pinNames.contains(name) {
            guard let locked = index.versions[name], let version = Version(locked.value) else { continue }
            let requirers = index.requirers[name] ?? []
            result.pins.append(Pin(
                name: name, requirement: .versions([.init(.equal, version)]), location: locked.location,
                lockLocation: locked.location, isTransitive: true, requiredBy: requirers))
            let by = requirers.isEmpty ? "" : ", required by \(requirers.map { "'\($0)'" }.joined(separator: ", "))"
            taken.append(.init("'\(name)' = \(version) (not in \(podfile)\(by))", at: locked.location))
        }
        for i in result.pins.indices where result.pins[i].lockLocation != nil {
            result.pins[i].lockDependencies = (index.dependencies[result.pins[i].name] ?? []).map { Dependency(name: $0.name, location: $0.location) }
        }
        // The subspecs DEPENDENCIES and other pods' entries name (`GoogleUtilities/Logger`, a
        // dependency of `FirebaseCore`) are in use too; a pod's own subspecs pulling in each
        // other are not (the product of the one named brings them).
        var named: [String: Set<String>] = [:]
        for entry in lock.dependencies where entry.name != entry.rootName { named[entry.rootName, default: []].insert(entry.name) }
        for entry in lock.pods {
            for dependency in entry.dependencies where dependency.name != dependency.rootName && dependency.rootName != entry.rootName {
                named[dependency.rootName, default: []].insert(dependency.name)
            }
        }
        for i in result.pins.indices {
            guard let more = named[result.pins[i].name] else { continue }
            var specs = Set(result.pins[i].subspecs).union(more)
            // A pod the Podfile names whole is in use whole besides.
            if result.pins[i].subspecs.isEmpty && !result.pins[i].isTransitive { specs.insert(result.pins[i].name) }
            result.pins[i].subspecs = specs.sorted()
        }
        result.pins.sort { $0.name < $1.name }

        if let podfileChecksum, let written = lock.podfileChecksum, written.value != podfileChecksum {
            stale.append(Diagnostic(
                .stalePodfileLock, .warning,
                "\(lock.file) was written for another \(podfile): its PODFILE CHECKSUM is '\(written.value)', the SHA-1 of \(podfile) is '\(podfileChecksum)'",
                at: [written.location], help: help))
        }
        if !taken.isEmpty {
            let count = taken.count
            result.findings.append(Diagnostic(
                .lockedPin, .note, "\(lock.file) pins \(count) pod\(count == 1 ? "" : "s") \(podfile) leaves open",
                at: [SourceLocation(file: lock.file)], notes: taken.sorted { ($0.location ?? SourceLocation(file: "")) < ($1.location ?? SourceLocation(file: "")) }))
        }
        result.findings += stale
        return result
    }
}
