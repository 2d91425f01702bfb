import MortarCore

/// The products one Xcode target of the Podfile links once CocoaPods is gone.
public struct TargetProducts: Hashable, Sendable {
    /// The Xcode target's name (`AppTests`).
    public var name: String
    /// CocoaPods' label (`Pods-App-AppTests`): its `Pods-…` support files.
    public var label: String
    /// The project the Podfile puts it in (`App.xcodeproj`), when it names one.
    public var userProject: String?
    /// Where the target definition is declared.
    public var location: SourceLocation
    /// Sorted by product, then package.
    public var products: [LinkedProduct]
    /// The definition it takes its parent's pods from (`inherit! :complete`), nil when none.
    public var inheritsPodsFrom: String?
    /// The products it links only for pods of its parent's, none of its own pod lines, sorted.
    public var inheritedProducts: [String] = []
    /// The products it would link under CocoaPods' rule and does not, with why, sorted.
    public var leftOut: [LeftOutProduct] = []

    public init(name: String, label: String, userProject: String?, location: SourceLocation, products: [LinkedProduct]) {
        self.name = name
        self.label = label
        self.userProject = userProject
        self.location = location
        self.products = products
    }
}
