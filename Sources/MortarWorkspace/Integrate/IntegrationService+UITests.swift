import MortarCore
import MortarXcode

extension IntegrationService {
    /// Xcode's product type of a UI-testing bundle.
    static let uiTestingProductType = "com.apple.product-type.bundle.ui-testing"

    /// `ui-test-products`: a UI-testing bundle linked to products only because its Podfile
    /// target inherits its parent's pods (rootstrap/ios-base nests its UI tests in the app with
    /// `inherit! :complete`). The rule stays CocoaPods' (they are linked); the note says a UI
    /// test runs outside the app's process, so they can usually be dropped there.
    func uiTestNotes(_ plan: TargetProductPlanner.Plan, project: XcodeProject) -> [Diagnostic] {
        plan.targets.compactMap { target in
            guard !target.inheritedProducts.isEmpty, let parent = target.inheritsPodsFrom,
                  project.target(named: target.name)?.string("productType") == Self.uiTestingProductType else { return nil }
            let products = target.inheritedProducts.map { "'\($0)'" }.joined(separator: ", ")
            // The implicit top level of a Podfile is CocoaPods' definition 'Pods'.
            let from = parent == "Pods" ? "the Podfile's top level" : "'\(parent)'"
            return Diagnostic(
                .uiTestProducts, .note,
                "target '\(target.name)' is a UI-testing bundle and is linked to \(products) only because it inherits the pods of \(from) (inherit! :complete); "
                    + "a UI test runs outside the app's process, so those products can usually be dropped there",
                at: [target.location],
                help: "unlink those its tests do not import from '\(target.name)' in Xcode, or give it 'inherit! :search_paths' in the Podfile before integrating")
        }
    }
}
