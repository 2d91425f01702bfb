import MortarCore

extension ResolutionRequest {
    /// The request for an app: every third-party dependency of every module's component (a
    /// dependency on another module is not third-party), and every pin of the integrator.
    /// Requirements are sorted by package, module and place, so the same workspace always
    /// makes the same request.
    public init(workspace: AppManifests, update: UpdatePolicy) {
        let modules = Set(workspace.integrator.modules.map(\.name))
        var requirements: [RootRequirement] = []
        for moduleName in workspace.components.keys.sorted() {
            guard let component = workspace.components[moduleName] else { continue }
            for dependency in component.dependencies {
                let name = dependency.rootName
                guard !modules.contains(name), name != component.name, name != moduleName else { continue }
                requirements.append(RootRequirement(name, dependency.requirement, module: moduleName, at: dependency.location))
            }
        }
        requirements.sort { a, b in
            if a.package != b.package { return Array(a.package.utf8).lexicographicallyPrecedes(Array(b.package.utf8)) }
            if a.module != b.module { return (a.module ?? "") < (b.module ?? "") }
            return (a.location ?? SourceLocation(file: "")) < (b.location ?? SourceLocation(file: ""))
        }
        var pins: [String: PinnedVersion] = [:]
        for pin in workspace.integrator.pins where !modules.contains(pin.name) {
            if let version = pin.version { pins[pin.name] = PinnedVersion(version: version, location: pin.location) }
        }
        self.init(appName: workspace.integrator.name, requirements: requirements, pins: pins, update: update)
    }

    /// Where each third-party package can be fetched from: the pin's `git`, else the URL a
    /// component's manifest gives for it (SwiftPM's `.package(url:)`); first by module name.
    public static func packageURLs(in workspace: AppManifests) -> [String: String] {
        var urls: [String: String] = [:]
        for pin in workspace.integrator.pins {
            if let url = pin.url { urls[pin.name] = url }
        }
        for moduleName in workspace.components.keys.sorted() {
            for dependency in workspace.components[moduleName]?.dependencies ?? [] {
                if let url = dependency.url, urls[dependency.rootName] == nil { urls[dependency.rootName] = url }
            }
        }
        return urls
    }
}
