import Foundation
import MortarCore
import MortarWorkspace
import MortarFormats
import Testing

/// Which products each Xcode target links: `Fixtures/integrate/shop.Podfile` (an app, its unit
/// tests with `inherit! :search_paths`, UI tests, a widget extension, all in an abstract
/// target, and a tool target with `inherit! :none`), whose target definitions CocoaPods
/// resolves as `shop.podfile-targets.json` records (`cp-oracle.rb podfile-targets`).
struct TargetProductPlannerTests {
    static let folder: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        url.deleteLastPathComponent()
        return url.path + "/Fixtures/integrate"
    }()

    static func podfile() throws -> IntegratorManifest {
        let text = try String(contentsOfFile: folder + "/shop.Podfile", encoding: .utf8)
        return try PodfileReader.read(text, file: "Podfile").manifest
    }

    /// The pins as `mortar migrate --write` records them: each with its repository and products.
    static func mapped(_ manifest: IntegratorManifest, except: Set<String> = []) -> [Pin] {
        manifest.pins.map { pin in
            var pin = pin
            guard !except.contains(pin.name) else { return pin }
            pin.url = "https://github.com/example/\(pin.name).git"
            pin.products = pin.name == "Quick" ? ["Quick", "QuickSpecBase"] : [pin.name]
            return pin
        }
    }

    static func input(remote: Bool = false, except: Set<String> = ["Ghost"]) throws -> TargetProductPlanner.Input {
        let manifest = try podfile()
        return TargetProductPlanner.Input(
            root: try #require(manifest.podfile.root), pins: mapped(manifest, except: except), moduleProducts: ["Cart": ["Cart"]],
            compositePath: ".", remotePackages: remote)
    }

    /// `target: product (package) ← pods`, one line per product.
    static func lines(_ plan: TargetProductPlanner.Plan) -> [String] {
        plan.targets.flatMap { target in
            target.products.isEmpty ? ["\(target.name): nothing"]
                : target.products.map { "\(target.name): \($0.product) (\($0.package.summary)) ← \($0.pods.joined(separator: ", "))" }
        }
    }

    @Test func theResolutionIsCocoaPodsOwn() throws {
        let root = try #require(try Self.podfile().podfile.root)
        let text = try String(contentsOfFile: Self.folder + "/shop.podfile-targets.json", encoding: .utf8)
        let oracle = CocoaPodsTargetView.views(oracle: JSONValue(try JSONParser.parse(text, file: "shop.podfile-targets.json")))
        #expect(CocoaPodsTargetView.views(root).sorted { $0.label < $1.label } == oracle.sorted { $0.label < $1.label })
    }

    @Test func eachTargetLinksExactlyThePodsItUsesThroughTheCompositePackage() throws {
        let plan = TargetProductPlanner.plan(try Self.input())
        #expect(Self.lines(plan) == [
            "Shop: Alamofire (local package '.') ← Alamofire",
            "Shop: Cart (local package '.') ← Cart",
            "Shop: Kingfisher (local package '.') ← Kingfisher",
            "ShopTests: Quick (local package '.') ← Quick",
            "ShopTests: QuickSpecBase (local package '.') ← Quick",
            "ShopUITests: Alamofire (local package '.') ← Alamofire",
            "ShopUITests: Cart (local package '.') ← Cart",
            "ShopUITests: Kingfisher (local package '.') ← Kingfisher",
            "ShopUITests: Nimble (local package '.') ← Nimble",
            "ShopWidget: Alamofire (local package '.') ← Alamofire",
            "ShopWidget: Kingfisher (local package '.') ← Kingfisher",
            "ShopTools: nothing",
        ])
        #expect(plan.targets.map(\.label) == ["Pods-Shared-Shop", "Pods-ShopTests", "Pods-Shared-Shop-ShopUITests", "Pods-Shared-ShopWidget", "Pods-ShopTools"])
        #expect(plan.packages == [.local(path: ".")])
        #expect(plan.diagnostics.map { $0.text() } == [
            "Podfile:28:3: error[unmapped-pod]: target 'ShopTools' uses pod 'Ghost', and no SwiftPM package and products are recorded for it, so integrate cannot link it to a SwiftPM product\n"
                + "  help: run 'mortar migrate --write' to record its package and products, then 'mortar generate', or pin it in the mortar.json beside the Podfile with \"git\" and \"products\"\n",
        ])
    }

    /// Podcasts-UIKit (a real app of Integrate.md): its app target uses the tool pod R.swift,
    /// whose lock entry depends on R.swift.Library, the runtime library the generated code
    /// imports. The tool is linked nowhere; its library is linked in its place, as CocoaPods
    /// linked it with the tool.
    @Test func aToolPodsRuntimeLibraryIsLinkedInItsPlace() throws {
        let manifest = try PodfileReader.read("""
            platform :ios, '13.0'
            target 'Podcasts' do
              pod 'R.swift', '5.0.2'
            end
            target 'Widget' do
              pod 'R.swift.Library', '5.0.0'
            end

            """, file: "Podfile").manifest
        let pins = manifest.pins.map { pin in
            var pin = pin
            if pin.name == "R.swift.Library" {
                pin.url = "https://github.com/mac-cain13/R.swift.Library.git"
                pin.products = ["Rswift"]
            }
            return pin
        }
        let input = TargetProductPlanner.Input(
            root: try #require(manifest.podfile.root), pins: pins, moduleProducts: [:], compositePath: ".", remotePackages: false,
            podDependencies: ["R.swift": ["R.swift.Library"]])
        let plan = TargetProductPlanner.plan(input)
        #expect(Self.lines(plan) == [
            "Podcasts: Rswift (local package '.') ← R.swift.Library",
            "Widget: Rswift (local package '.') ← R.swift.Library",
        ])
        #expect(plan.diagnostics.map { $0.text() } == [
            "Podfile:3:3: warning[unmapped-pod]: target 'Podcasts' uses pod 'R.swift', a tool, which integrate links to no target: its runtime library 'R.swift.Library' (its dependency in Podfile.lock) is linked in its place\n"
                + "  help: replace it with the build tool plugin 'RswiftGenerateResources' of https://github.com/mac-cain13/R.swift\n",
        ])
    }

    /// Two targets using different subspecs of one pod, through the mortar.json beside the
    /// Podfile as `migrate --write` records it: each links the products of its own specs; a
    /// target naming the whole pod, or a spec the pin does not know, links all of them.
    @Test func eachTargetLinksTheProductsOfTheSubspecsItsLinesName() throws {
        let podfile = """
            platform :ios, '13.0'
            target 'App' do
              pod 'Firebase/Analytics', '10.0.0'
            end
            target 'Extension' do
              pod 'Firebase/Messaging', '10.0.0'
            end
            target 'Both' do
              pod 'Firebase', :subspecs => ['Analytics', 'Messaging']
            end
            target 'Whole' do
              pod 'Firebase'
            end
            target 'Other' do
              pod 'Firebase/Crashlytics'
            end

            """
        let sidecar = """
            { "name": "App", "modules": [], "pins": { "Firebase": { "git": "https://github.com/firebase/firebase-ios-sdk.git",
              "products": ["FirebaseAnalytics", "FirebaseMessaging"],
              "subspecProducts": { "Firebase/Analytics": ["FirebaseAnalytics"], "Firebase/Messaging": ["FirebaseMessaging"] } } } }

            """
        let layered = PodfileSidecarReader.apply(
            try PodfileSidecarReader.read(sidecar, file: "mortar.json"), to: try PodfileReader.read(podfile, file: "Podfile").manifest)
        #expect(layered.warnings == [])
        let manifest = layered.manifest
        let input = TargetProductPlanner.Input(
            root: try #require(manifest.podfile.root), pins: manifest.pins, moduleProducts: [:], compositePath: ".", remotePackages: false)
        #expect(Self.lines(TargetProductPlanner.plan(input)) == [
            "App: FirebaseAnalytics (local package '.') ← Firebase",
            "Extension: FirebaseMessaging (local package '.') ← Firebase",
            "Both: FirebaseAnalytics (local package '.') ← Firebase",
            "Both: FirebaseMessaging (local package '.') ← Firebase",
            "Whole: FirebaseAnalytics (local package '.') ← Firebase",
            "Whole: FirebaseMessaging (local package '.') ← Firebase",
            "Other: FirebaseAnalytics (local package '.') ← Firebase",
            "Other: FirebaseMessaging (local package '.') ← Firebase",
        ])
    }

    @Test func remotePackagesAreReferencedAtTheirExactVersions() throws {
        let plan = TargetProductPlanner.plan(try Self.input(remote: true, except: []))
        #expect(Self.lines(plan).filter { $0.hasPrefix("ShopWidget") || $0.hasPrefix("ShopTools") } == [
            "ShopWidget: Alamofire (https://github.com/example/Alamofire.git exactly 5.9.1) ← Alamofire",
            "ShopWidget: Kingfisher (https://github.com/example/Kingfisher.git exactly 7.12.0) ← Kingfisher",
            "ShopTools: Ghost (https://github.com/example/Ghost.git exactly 1.0.0) ← Ghost",
        ])
        #expect(plan.packages.map(\.summary) == [
            "https://github.com/example/Alamofire.git exactly 5.9.1",
            "https://github.com/example/Ghost.git exactly 1.0.0",
            "https://github.com/example/Kingfisher.git exactly 7.12.0",
            "https://github.com/example/Nimble.git exactly 13.7.1",
            "https://github.com/example/Quick.git exactly 7.6.2",
            "local package '.'",
        ])
        #expect(plan.diagnostics.isEmpty)
    }

    /// A test bundle keeps its own line's Nimble (not imported) and the inherited Cart, whose
    /// converted target `CartCore` its sources import; the inherited Alamofire and Kingfisher,
    /// imported nowhere in it, are left out, said in one note at its target definition.
    @Test func aTestBundleLinksTheInheritedProductsItsSourcesImport() throws {
        var input = try Self.input()
        input.productModules = ["Cart": ["CartCore"]]
        input.testBundles = ["ShopUITests": TestBundleImports(modules: ["XCTest", "CartCore"])]
        let plan = TargetProductPlanner.plan(input)
        #expect(Self.lines(plan).filter { $0.hasPrefix("ShopUITests") } == [
            "ShopUITests: Cart (local package '.') ← Cart",
            "ShopUITests: Nimble (local package '.') ← Nimble",
        ])
        #expect(plan.diagnostics.map { $0.text() }.filter { $0.contains("test-products") } == [
            "Podfile:16:5: note[test-products]: target 'ShopUITests' is a test bundle whose sources import no module of 'Alamofire', 'Kingfisher', which it would link only because it inherits the pods of 'Shop' (inherit! :complete), so integrate does not link them there\n"
                + "  help: a UI test runs outside the app's process and a hosted unit test finds its host's code at run time; should a test come to import one, link it to 'ShopUITests' in Xcode\n",
        ])
    }

    /// What a test bundle imports is unknown: every inherited product stays, as CocoaPods links them.
    @Test func aTestBundleWhoseImportsAreUnknownKeepsCocoaPodsRule() throws {
        var input = try Self.input()
        input.testBundles = ["ShopUITests": TestBundleImports(unknown: ["its source 'A.swift' cannot be read: denied", "its source 'B.swift' cannot be read: denied"])]
        let plan = TargetProductPlanner.plan(input)
        #expect(Self.lines(plan).filter { $0.hasPrefix("ShopUITests") }.count == 4)
        #expect(plan.diagnostics.map { $0.text() }.filter { $0.contains("test-products") } == [
            "Podfile:16:5: note[test-products]: target 'ShopUITests' is a test bundle that would link 'Alamofire', 'Cart', 'Kingfisher' only because it inherits the pods of 'Shop' (inherit! :complete), and what its sources import is unknown (its source 'A.swift' cannot be read: denied, and 1 more), so integrate links them as CocoaPods does\n"
                + "  help: make its sources readable and integrate again to link only the inherited products they import, or unlink in Xcode those its tests do not import\n",
        ])
    }
}
