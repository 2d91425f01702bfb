import MortarCore

/// What a test bundle's own sources import (`com.apple.product-type.bundle.unit-test` or
/// `….bundle.ui-testing`), read by `mortar integrate` from the sources the Xcode project lists
/// for it: the evidence `TargetProductPlanner` needs to leave out the products such a bundle
/// would link only by inheriting its parent's pods.
public struct TestBundleImports: Hashable, Sendable {
    /// The modules its sources import (`import X`, `@testable import X`, `@import X;`, `#import <X/…>`).
    public var modules: Set<String>
    /// What could not be told, one phrase each (`source 'UITests/A.swift' cannot be read: …`), in
    /// the project's order: when any, what it imports is unknown and CocoaPods' rule stays.
    public var unknown: [String]

    public init(modules: Set<String> = [], unknown: [String] = []) {
        self.modules = modules
        self.unknown = unknown
    }
}
