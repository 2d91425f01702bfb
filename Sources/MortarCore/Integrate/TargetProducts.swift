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

    public init(name: String, label: String, userProject: String?, location: SourceLocation, products: [LinkedProduct]) {
        self.name = name
        self.label = label
        self.userProject = userProject
        self.location = location
        self.products = products
    }
}
