/// A product a target of the Podfile would link under CocoaPods' rule and integrate does not
/// link, with why: what `integrate --format json` lists per target as `"leftOut"`, beside the
/// `test-products` note that says it in words.
public struct LeftOutProduct: Hashable, Sendable, Comparable {
    /// Why a product is left out of a target.
    public enum Reason: String, Hashable, Sendable {
        /// A test bundle would link it only because it inherits its parent's pods
        /// (`inherit! :complete`), and its sources import none of its modules.
        case notImported = "not-imported"
    }

    /// The product, its package and the pods it stands for, as it would have been linked.
    public var linked: LinkedProduct
    public var reason: Reason

    public init(_ linked: LinkedProduct, reason: Reason) {
        self.linked = linked
        self.reason = reason
    }

    public static func < (lhs: LeftOutProduct, rhs: LeftOutProduct) -> Bool { lhs.linked < rhs.linked }
}
