import MortarCore

/// What to resolve: the app's own requirements (from its components), the integrator's pins,
/// and which pins may move.
public struct ResolutionRequest: Hashable, Sendable {
    /// The app's name, first in every explanation chain (`App → Auth 1.0.0 needs ...`).
    public var appName: String
    /// Requirements of the app's components on third-party packages.
    public var requirements: [RootRequirement]
    /// The integrator's pins, by package name.
    public var pins: [String: PinnedVersion]
    /// Which pins may move.
    public var update: UpdatePolicy

    public init(appName: String, requirements: [RootRequirement], pins: [String: PinnedVersion] = [:], update: UpdatePolicy = .none) {
        self.appName = appName
        self.requirements = requirements
        self.pins = pins
        self.update = update
    }
}

/// One requirement of the app on a third-party package, as a component manifest declares it.
public struct RootRequirement: Hashable, Sendable {
    /// The third-party package.
    public var package: String
    public var requirement: Requirement
    /// The app's module whose manifest declares it (`Login`), nil for the app itself.
    public var module: String?
    /// Where it is declared (`Modules/Login/Login.podspec.json:12`).
    public var location: SourceLocation?

    public init(_ package: String, _ requirement: Requirement = .any, module: String? = nil, at location: SourceLocation? = nil) {
        self.package = package
        self.requirement = requirement
        self.module = module
        self.location = location
    }
}

/// A version the integrator pins, and where (`mortar.json:14`).
public struct PinnedVersion: Hashable, Sendable {
    public var version: Version
    public var location: SourceLocation?
}

/// Which existing pins the resolver may move (`mortar resolve --update[=A,B]`).
public enum UpdatePolicy: Hashable, Sendable {
    /// Every pin is kept; only packages without a pin are chosen.
    case none
    /// Every pin may move: everything is chosen afresh, highest first.
    case all
    /// Only these pins may move.
    case only(Set<String>)

    /// True when the pin of `package` may move.
    public func allowsUpdate(of package: String) -> Bool {
        switch self {
        case .none: return false
        case .all: return true
        case let .only(names): return names.contains(package)
        }
    }
}
