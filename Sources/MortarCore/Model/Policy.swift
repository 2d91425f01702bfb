/// How strictly the integrator treats what components say.
public struct Policy: Hashable, Sendable {
    /// What a component pinning or constraining a version is: error, warning, or not reported.
    public enum Level: String, Hashable, Sendable, CaseIterable {
        case error, warning, off
    }

    /// `component-requirement`: components should name dependencies without versions.
    public var componentRequirements: Level
    /// `implicit-import`: an import only reachable transitively.
    public var implicitImports: Level
    /// `unused-dependency`: a declared dependency never imported.
    public var unusedDependencies: Level

    public init(componentRequirements: Level = .error, implicitImports: Level = .warning, unusedDependencies: Level = .warning) {
        self.componentRequirements = componentRequirements
        self.implicitImports = implicitImports
        self.unusedDependencies = unusedDependencies
    }
}
