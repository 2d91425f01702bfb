import Foundation
import MortarCLI
import MortarCore
import MortarFormats
import Testing

/// An app, its unit tests, UI tests and a widget extension in an abstract target with
/// `inherit! :search_paths` (`Oracle/Shop.xcodeproj`, made by Xcodeproj as `pod install`
/// leaves a project): each target linked to exactly its pods' products, read back by
/// Xcodeproj as promised, and CocoaPods removed exactly as `pod deintegrate`'s own code does.
@Suite(.serialized) struct IntegrateMadeProjectTests {
    static let podfile = """
        platform :ios, '15.0'
        project 'Shop.xcodeproj'

        abstract_target 'Shared' do
          pod 'Alamofire', '5.9.1'

          target 'Shop' do
            pod 'Kingfisher', '7.12.0'

            target 'ShopTests' do
              inherit! :search_paths
              pod 'Quick', '7.6.2'
            end

            target 'ShopUITests' do
              pod 'Nimble', '13.7.1'
            end
          end

          target 'ShopWidget' do
            pod 'Kingfisher', '7.12.0'
          end
        end

        """

    static let sidecar = """
        {
          "name": "Shop",
          "pins": {
            "Alamofire": { "version": "5.9.1", "git": "https://github.com/Alamofire/Alamofire.git", "products": ["Alamofire"] },
            "Kingfisher": { "version": "7.12.0", "git": "https://github.com/onevcat/Kingfisher.git", "products": ["Kingfisher"] },
            "Nimble": { "version": "13.7.1", "git": "https://github.com/Quick/Nimble.git", "products": ["Nimble"] },
            "Quick": { "version": "7.6.2", "git": "https://github.com/Quick/Quick.git", "products": ["Quick"] }
          }
        }

        """

    @Test func appUnitTestsUITestsAndExtensionEachLinkTheirOwnProducts() throws {
        let box = IntegrateSandbox()
        defer { box.cleanUp() }
        try FileManager.default.copyItem(atPath: IntegrateCommandTests.oracleFolder + "/Shop.xcodeproj", toPath: box.root + "/Shop.xcodeproj")
        box.write(Self.podfile, to: "Podfile")
        box.write(Self.sidecar, to: "mortar.json")
        #expect(box.run(["generate", "--manifest", "Podfile"]).exitCode == .success)
        let outcome = try box.integrateJSON()
        #expect(IntegrateCommandTests.promisedProducts(outcome) == [
            "Shop: Alamofire null",
            "Shop: Kingfisher null",
            "ShopTests: Quick null",
            "ShopUITests: Nimble null",
            "ShopWidget: Alamofire null",
            "ShopWidget: Kingfisher null",
        ])
        let view = try IntegrateCommandTests.view(box, "Shop.xcodeproj")
        let oracle = try IntegrateCommandTests.oracle("shop.integrated.view")
        #expect(view.rendered() == oracle.rendered())
        #expect(IntegrateCommandTests.viewProducts(oracle) == IntegrateCommandTests.promisedProducts(outcome))
        #expect(oracle["summary"]?.renderedCompact()
            == #"{"native_targets":4,"cocoapods_phases":0,"pods_base_configurations":0,"pods_frameworks":0,"package_references":1,"package_products":6}"#)

        // pod deintegrate's own code on the original removes what integrate removed: the same
        // phases, base configurations and groups, the same frameworks but for the products added.
        let deintegrated = try IntegrateCommandTests.oracle("shop.deintegrated")
        #expect(Self.withoutPackages(oracle) == Self.withoutPackages(deintegrated))
    }

    /// Seen on rootstrap/ios-base: UI tests nested in the app with `inherit! :complete` get
    /// every pod of the app from CocoaPods. Its sources (none here) import none of them, so
    /// integrate links it only to its own Nimble and says, in one note, what it left out.
    @Test func aUITestBundleThatInheritsItsAppsPodsGetsANote() throws {
        let box = IntegrateSandbox()
        defer { box.cleanUp() }
        try FileManager.default.copyItem(atPath: IntegrateCommandTests.oracleFolder + "/Shop.xcodeproj", toPath: box.root + "/Shop.xcodeproj")
        box.write(Self.podfile, to: "Podfile")
        box.write(Self.sidecar, to: "mortar.json")
        #expect(box.run(["generate", "--manifest", "Podfile"]).exitCode == .success)
        let message = "target 'ShopUITests' is a test bundle whose sources import no module of 'Alamofire', 'Kingfisher', which it would link only because it inherits the pods of 'Shop' "
            + "(inherit! :complete), so integrate does not link them there"
        let help = "a UI test runs outside the app's process and a hosted unit test finds its host's code at run time; should a test come to import one, link it to 'ShopUITests' in Xcode"
        let text = box.run(["integrate", "--manifest", "Podfile", "--dry-run"])
        #expect(text.exitCode == .success)
        #expect(text.stderr == "Podfile:15:5: note[test-products]: \(message)\n  help: \(help)\n")
        #expect(text.stdout.contains("  ShopUITests: Nimble\n"), "\(text.stdout)")

        let outcome = try box.integrateJSON(["--dry-run"])
        #expect(outcome["diagnostics"]?.renderedCompact() == JSONValue.array([.object([
            ("code", .string("test-products")), ("severity", .string("note")), ("message", .string(message)),
            ("locations", .array([.object([("file", .string("Podfile")), ("line", .int(15)), ("column", .int(5))])])), ("notes", .array([])),
            ("help", .string(help)),
        ])]).renderedCompact())
    }

    /// A view's groups and, per target, its phases, configurations and the frameworks that are
    /// not package products.
    static func withoutPackages(_ view: JSONValue) -> String {
        guard case let .array(targets)? = view["targets"] else { return "" }
        let lines = targets.map { target -> String in
            var products: Set<String> = []
            if case let .array(items)? = target["package_products"] {
                for item in items { if case let .string(name)? = item["product"] { products.insert(name) } }
            }
            var frameworks: [JSONValue] = []
            if case let .array(items)? = target["frameworks"] {
                frameworks = items.filter { if case let .string(name) = $0 { return !products.contains(name) } else { return true } }
            }
            return [target["name"], target["build_phases"], target["configurations"], .array(frameworks)]
                .map { $0?.renderedCompact() ?? "null" }.joined(separator: " ")
        }
        return ([view["groups"]?.renderedCompact() ?? ""] + lines).joined(separator: "\n")
    }
}
