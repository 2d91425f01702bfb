import MortarCore

/// What `mortar integrate` did (or, on a dry run or a refusal, would do): the project, what of
/// CocoaPods it removes, the package references, each target's products, and how to finish.
public struct IntegrationOutcome: Sendable {
    /// The project as shown (`App.xcodeproj`), once found.
    public var project: String?
    /// What of CocoaPods' integration is removed, one line each, in order.
    public var removed: [String] = []
    /// The package references the project gets (those it has already are not added again).
    public var packages: [PackageReference] = []
    /// Each Xcode target the Podfile names, with its products.
    public var targets: [TargetProducts] = []
    /// What is added, one line each (`add package reference …`, `link 'Alamofire' to target 'App'`).
    public var added: [String] = []
    /// The files written (shown paths); on a dry run, those that would be.
    public var files: [String] = []
    public var dryRun: Bool = false
    /// What to do once it is done: build, then delete the Podfile and the lock beside it (as named) and Pods/.
    public var finish: [String] = []
    /// Every finding, sorted; an error means nothing was written.
    public var diagnostics: [Diagnostic] = []

    public init() {}

    /// True when an error refused the run (nothing written).
    public var isRefused: Bool { diagnostics.contains { $0.severity == .error } }

    /// True when the project already says all of it: nothing to write.
    public var isUnchanged: Bool { !isRefused && removed.isEmpty && added.isEmpty }
}
