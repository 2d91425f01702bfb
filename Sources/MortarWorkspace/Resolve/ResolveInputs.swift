import MortarCore

/// The gate `mortar resolve` passes before any process starts: every package it may hand to
/// git (a pin with a `git` URL, a component's `.package(url:)`) must have a URL and a name that
/// `GitInputValidator` accepts, exactly as `mortar fetch` demands of modules.
public enum ResolveInputs {
    /// One refused package: where it is written, its name and why.
    public struct Refusal: Hashable, Sendable, CustomStringConvertible {
        public var location: SourceLocation
        public var package: String
        public var error: GitInputError

        /// `Core: url 'ext::…' uses the 'ext::' transport…`, as fetch words a refused module.
        public var description: String { "\(package): \(error)" }

        /// The refusal as a manifest problem: `invalid-manifest`, an error, at the entry.
        public var diagnostic: Diagnostic { Diagnostic(.invalidManifest, .error, description, at: [location]) }
    }

    /// Every refused package URL or name of `workspace`, sorted by location. Pure.
    public static func refused(in workspace: AppManifests) -> [Refusal] {
        var refusals: [Refusal] = []
        func check(_ name: String, url: String, at location: SourceLocation) {
            do throws(GitInputError) {
                try GitInputValidator.moduleName(name)
                _ = try GitInputValidator.url(url)
            } catch {
                refusals.append(Refusal(location: location, package: name, error: error))
            }
        }
        for pin in workspace.integrator.pins {
            if let url = pin.url { check(pin.name, url: url, at: pin.location) }
        }
        for moduleName in workspace.components.keys.sorted() {
            for dependency in workspace.components[moduleName]?.dependencies ?? [] {
                if let url = dependency.url { check(dependency.rootName, url: url, at: dependency.location) }
            }
        }
        var seen = Set<Refusal>()
        return refusals.filter { seen.insert($0).inserted }.sorted { ($0.location, $0.package) < ($1.location, $1.package) }
    }
}
