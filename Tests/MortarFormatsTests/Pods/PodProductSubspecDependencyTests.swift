import MortarCore
import MortarFormats
import Testing

/// Seen on braze-growth-shares-ios-demo-app: Appboy-iOS-SDK 3.30.0's default subspec `UI` has no
/// files of its own and no subspecs: it depends on the pod's `NewsFeed`, `InAppMessage`,
/// `ContentCards` and `Core`, which CocoaPods installs with it. Their files lie in the folders of
/// the products `AppboyUI` and `AppboyKit`, and the target of `AppboyUI` depends on the target
/// of `AppboyKit`: linking `AppboyUI` links both, which is what the team linked. It was
/// "unmapped", both products candidates.
@Suite struct PodProductSubspecDependencyTests {
    /// Appboy/appboy-ios-sdk's Package.swift at tag 3.30.0, its binary target and settings left out.
    static let manifest = """
        // swift-tools-version:5.3
        import PackageDescription

        let package = Package(
          name: "Appboy_iOS_SDK",
          products: [
            .library(name: "AppboyKit", type: .static, targets: ["AppboyKit"]),
            .library(name: "AppboyUI", targets: ["AppboyUI"])
          ],
          targets: [
            .target(name: "AppboyKit", path: "AppboyKit", publicHeadersPath: "headers/AppboyKitLibrary"),
            .target(name: "AppboyUI", dependencies: ["AppboyKit"], path: "AppboyUI", publicHeadersPath: "include/AppboyUI")
          ]
        )
        """

    /// Trunk's Appboy-iOS-SDK 3.30.0 (`pod ipc spec` of the podspec at that tag), the attributes
    /// the mapping reads.
    static let spec = """
        {"name": "Appboy-iOS-SDK", "version": "3.30.0",
         "source": {"http": "https://github.com/Appboy/appboy-ios-sdk/releases/download/3.30.0/Appboy_iOS_SDK.zip"},
         "preserve_paths": "AppboyKit/**/*.*", "default_subspecs": "UI",
         "subspecs": [
           {"name": "Core", "source_files": ["AppboyKit/headers/AppboyKitLibrary/*.h", "AppboyKit/ABKModalWebViewController.m",
                                             "AppboyKit/ABKNoConnectionLocalization.m", "AppboyKit/ABKLocationManagerProvider.m"],
            "vendored_libraries": "AppboyKit/libAppboyKitLibrary.a"},
           {"name": "UI", "dependencies": {"Appboy-iOS-SDK/NewsFeed": [], "Appboy-iOS-SDK/InAppMessage": [],
                                           "Appboy-iOS-SDK/ContentCards": [], "Appboy-iOS-SDK/Core": []}},
           {"name": "NewsFeed", "source_files": ["AppboyUI/ABKNewsFeed/*.*", "AppboyUI/ABKNewsFeed/ViewControllers/**/*.*",
                                                 "AppboyUI/ABKUIUtils/**/*.*", "AppboyKit/ABKSDWebImageProxy.m"],
            "dependencies": {"Appboy-iOS-SDK/Core": [], "SDWebImage": [">= 5.8.2", "< 6"]}},
           {"name": "InAppMessage", "source_files": ["AppboyUI/ABKUIUtils/**/*.*", "AppboyUI/ABKInAppMessage/*.*",
                                                     "AppboyUI/ABKInAppMessage/ViewControllers/*.*", "AppboyKit/ABKSDWebImageProxy.m"],
            "dependencies": {"Appboy-iOS-SDK/Core": [], "SDWebImage": [">= 5.8.2", "< 6"]}},
           {"name": "ContentCards", "source_files": ["AppboyUI/ABKContentCards/*.*", "AppboyUI/ABKContentCards/ViewControllers/**/*.*",
                                                     "AppboyUI/ABKUIUtils/**/*.*", "AppboyKit/ABKSDWebImageProxy.m"],
            "dependencies": {"Appboy-iOS-SDK/Core": [], "SDWebImage": [">= 5.8.2", "< 6"]}}
         ]}
        """

    @Test func aFilelessDefaultSubspecMapsByTheSubspecsItDependsOn() throws {
        let package = try PackageSwiftReader.read(Self.manifest, file: "Package.swift").packageProducts
        #expect(package.targetDependencies == ["AppboyUI": ["AppboyKit"]])
        let facts = try PodSpecFactsReader.read(Self.spec, file: "Appboy-iOS-SDK.podspec.json")
        let whole = PodProductMapper.map(pod: "Appboy-iOS-SDK", specs: [], explicit: [], facts: facts, package: package)
        #expect(whole.unmapped == [])
        #expect(whole.choices == [.init(spec: "Appboy-iOS-SDK", products: ["AppboyUI"], evidence: "its default subspecs: 'Appboy-iOS-SDK/UI' → AppboyUI")])
        let ui = PodProductMapper.map(pod: "Appboy-iOS-SDK", specs: ["Appboy-iOS-SDK/UI"], explicit: [], facts: facts, package: package)
        #expect(ui.choices == [.init(
            spec: "Appboy-iOS-SDK/UI", products: ["AppboyUI"],
            evidence: "the specs of its pod it depends on: 'Appboy-iOS-SDK/NewsFeed' → AppboyUI; 'Appboy-iOS-SDK/InAppMessage' → AppboyUI; "
                + "'Appboy-iOS-SDK/ContentCards' → AppboyUI; 'Appboy-iOS-SDK/Core' → AppboyKit; 'AppboyKit' left out: 'AppboyUI' builds its targets")])
        // `Core` alone is `AppboyKit`: nothing builds it in.
        let core = PodProductMapper.map(pod: "Appboy-iOS-SDK", specs: ["Appboy-iOS-SDK/Core"], explicit: [], facts: facts, package: package)
        #expect(core.choices == [.init(
            spec: "Appboy-iOS-SDK/Core", products: ["AppboyKit"],
            evidence: "its source_files 'AppboyKit/ABKLocationManagerProvider.m', 'AppboyKit/ABKModalWebViewController.m', 'AppboyKit/ABKNoConnectionLocalization.m', "
                + "'AppboyKit/headers/AppboyKitLibrary/*.h' lie in 'AppboyKit'")])
    }

    /// The same from `swift package dump-package`'s JSON (a manifest that is not literal).
    @Test func theDumpGivesTheTargetsDependencies() throws {
        let json = """
            {"name": "Appboy_iOS_SDK",
             "products": [{"name": "AppboyKit", "targets": ["AppboyKit"], "type": {"library": ["static"]}},
                          {"name": "AppboyUI", "targets": ["AppboyUI"], "type": {"library": ["automatic"]}}],
             "targets": [{"name": "AppboyKit", "path": "AppboyKit", "type": "regular",
                          "dependencies": [{"product": ["SDWebImage", "SDWebImage", null, null]}, {"byName": ["AppboyKitLibrary", null]}]},
                         {"name": "AppboyKitLibrary", "type": "binary", "dependencies": []},
                         {"name": "AppboyUI", "path": "AppboyUI", "type": "regular", "dependencies": [{"target": ["AppboyKit", null]}]}]}
            """
        let package = try SwiftPMDumpReader.products(json: json, file: "dump.json")
        #expect(package.targetDependencies == ["AppboyKit": ["AppboyKitLibrary"], "AppboyUI": ["AppboyKit"]])
        #expect(package.withoutBuiltIn(["AppboyKit", "AppboyUI"]) == (["AppboyUI"], "; 'AppboyKit' left out: 'AppboyUI' builds its targets"))
    }
}
