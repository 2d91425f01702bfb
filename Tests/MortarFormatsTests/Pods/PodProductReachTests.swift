import MortarCore
import MortarFormats
import Testing

/// A product builds its targets and the targets of the package they depend on: a pod whose
/// files lie in such a target maps to the product that reaches it most narrowly, read alike
/// from a literal `Package.swift` and from `swift package dump-package`.
@Suite struct PodProductReachTests {
    /// facebook/facebook-ios-sdk's `Package.swift` at `v5.9.0` (its first), the `cSettings:`
    /// left out; the `.target(name:)` and `.byName(name:)` spellings added to show both.
    static let facebook = """
        // swift-tools-version:5.1
        import PackageDescription

        let package = Package(
            name: "Facebook",
            platforms: [.iOS(.v8)],
            products: [
                .library(name: "FacebookCore", targets: ["FacebookCore"]),
                .library(name: "FacebookLogin", targets: ["FacebookLogin"]),
                .library(name: "FacebookShare", targets: ["FacebookShare"]),
            ],
            dependencies: [],
            targets: [
                .target(name: "FBSDKCoreKit", dependencies: [], path: "FBSDKCoreKit/FBSDKCoreKit", exclude: ["Swift"]),
                .target(name: "FacebookCore", dependencies: ["FBSDKCoreKit"], path: "FBSDKCoreKit/FBSDKCoreKit/Swift"),
                .target(name: "FBSDKLoginKit", dependencies: ["FBSDKCoreKit"], path: "FBSDKLoginKit/FBSDKLoginKit", exclude: ["Swift"]),
                .target(name: "FacebookLogin", dependencies: ["FacebookCore", "FBSDKLoginKit"], path: "FBSDKLoginKit/FBSDKLoginKit/Swift"),
                .target(name: "FBSDKShareKit", dependencies: [.target(name: "FBSDKCoreKit")], path: "FBSDKShareKit/FBSDKShareKit", exclude: ["Swift"]),
                .target(name: "FacebookShare", dependencies: ["FacebookCore", .byName(name: "FBSDKShareKit")], path: "FBSDKShareKit/FBSDKShareKit/Swift"),
            ]
        )

        """

    /// `swift package dump-package` of `facebook` (Swift 6 toolchain), the members the reader
    /// reads: a plain name and `.byName` are `byName`, `.target(name:)` is `target`.
    static let facebookDump = """
        {"name": "Facebook", "products": [{"name": "FacebookCore", "targets": ["FacebookCore"], "type": {"library": ["automatic"]}}, \
        {"name": "FacebookLogin", "targets": ["FacebookLogin"], "type": {"library": ["automatic"]}}, \
        {"name": "FacebookShare", "targets": ["FacebookShare"], "type": {"library": ["automatic"]}}], \
        "targets": [{"name": "FBSDKCoreKit", "path": "FBSDKCoreKit/FBSDKCoreKit", "type": "regular", "dependencies": []}, \
        {"name": "FacebookCore", "path": "FBSDKCoreKit/FBSDKCoreKit/Swift", "type": "regular", "dependencies": [{"byName": ["FBSDKCoreKit", null]}]}, \
        {"name": "FBSDKLoginKit", "path": "FBSDKLoginKit/FBSDKLoginKit", "type": "regular", "dependencies": [{"byName": ["FBSDKCoreKit", null]}]}, \
        {"name": "FacebookLogin", "path": "FBSDKLoginKit/FBSDKLoginKit/Swift", "type": "regular", "dependencies": [{"byName": ["FacebookCore", null]}, {"byName": ["FBSDKLoginKit", null]}]}, \
        {"name": "FBSDKShareKit", "path": "FBSDKShareKit/FBSDKShareKit", "type": "regular", "dependencies": [{"target": ["FBSDKCoreKit", null]}]}, \
        {"name": "FacebookShare", "path": "FBSDKShareKit/FBSDKShareKit/Swift", "type": "regular", "dependencies": [{"byName": ["FacebookCore", null]}, {"byName": ["FBSDKShareKit", null]}]}]}
        """

    static let expected = PackageProducts(
        name: "Facebook",
        products: [.init(name: "FacebookCore", targets: ["FacebookCore"]), .init(name: "FacebookLogin", targets: ["FacebookLogin"]), .init(name: "FacebookShare", targets: ["FacebookShare"])],
        targetPaths: [
            "FBSDKCoreKit": "FBSDKCoreKit/FBSDKCoreKit", "FacebookCore": "FBSDKCoreKit/FBSDKCoreKit/Swift", "FBSDKLoginKit": "FBSDKLoginKit/FBSDKLoginKit",
            "FacebookLogin": "FBSDKLoginKit/FBSDKLoginKit/Swift", "FBSDKShareKit": "FBSDKShareKit/FBSDKShareKit", "FacebookShare": "FBSDKShareKit/FBSDKShareKit/Swift",
        ],
        targetDependencies: [
            "FacebookCore": ["FBSDKCoreKit"], "FBSDKLoginKit": ["FBSDKCoreKit"], "FacebookLogin": ["FacebookCore", "FBSDKLoginKit"],
            "FBSDKShareKit": ["FBSDKCoreKit"], "FacebookShare": ["FacebookCore", "FBSDKShareKit"],
        ])

    @Test func bothReadersGiveTheTargetsATargetDependsOn() throws {
        let literal = try PackageSwiftReader.read(Self.facebook, file: "facebook-ios-sdk/Package.swift", packageDirectory: "/work/facebook-ios-sdk")
        #expect(literal.packageProducts == Self.expected)
        #expect(try SwiftPMDumpReader.products(json: Self.facebookDump, file: "facebook-ios-sdk at v5.9.0") == Self.expected)
        #expect(Self.expected.reach(of: Self.expected.product(named: "FacebookLogin")!) == ["FBSDKCoreKit", "FBSDKLoginKit", "FacebookCore", "FacebookLogin"])
    }

    /// FBSDKLoginKit 5.5.0 and FBSDKCoreKit 5.5.0 (trunk's JSON: the files are `ios` ones).
    @Test func aPodWhoseFilesATargetDependencyHoldsMapsToTheProductReachingItMostNarrowly() throws {
        let package = try PackageSwiftReader.read(Self.facebook, file: "facebook-ios-sdk/Package.swift", packageDirectory: "/work/facebook-ios-sdk").packageProducts
        let login = PodSpecFacts(name: "FBSDKLoginKit", version: "5.5.0", sourceFiles: ["FBSDKLoginKit": ["FBSDKLoginKit/FBSDKLoginKit/**/*.{h,m}"]], file: "FBSDKLoginKit.podspec.json")
        let mappedLogin = PodProductMapper.map(pod: "FBSDKLoginKit", specs: [], explicit: [], facts: login, package: package, at: "v5.9.0")
        #expect(mappedLogin.unmapped == [])
        #expect(mappedLogin.choices == [.init(
            spec: "FBSDKLoginKit", products: ["FacebookLogin"],
            evidence: "its source_files 'FBSDKLoginKit/FBSDKLoginKit/**/*.{h,m}' lie in 'FBSDKLoginKit/FBSDKLoginKit' (the target 'FBSDKLoginKit', which its target 'FacebookLogin' depends on)")])

        var core = PodSpecFacts(
            name: "FBSDKCoreKit", version: "5.5.0",
            sourceFiles: [
                "FBSDKCoreKit/Basics": ["FBSDKCoreKit/FBSDKCoreKit/Basics/*.{h,m}", "FBSDKCoreKit/FBSDKCoreKit/Basics/**/*.{h,m}"],
                "FBSDKCoreKit/Core": ["FBSDKCoreKit/FBSDKCoreKit/**/*.{h,m}"],
            ],
            file: "FBSDKCoreKit.podspec.json")
        core.subspecs = ["FBSDKCoreKit/Basics", "FBSDKCoreKit/Core"]
        core.dependencies = ["FBSDKCoreKit/Core": ["FBSDKCoreKit/Basics"]]
        // Every product builds the target FBSDKCoreKit; FacebookCore builds nothing the others do not.
        let mappedCore = PodProductMapper.map(pod: "FBSDKCoreKit", specs: [], explicit: [], facts: core, package: package, at: "v5.9.0")
        #expect(mappedCore.unmapped == [])
        #expect(mappedCore.choices == [.init(
            spec: "FBSDKCoreKit", products: ["FacebookCore"], evidence: "its subspecs: 'FBSDKCoreKit/Basics' → FacebookCore; 'FBSDKCoreKit/Core' → FacebookCore")])
        let basics = PodProductMapper.map(pod: "FBSDKCoreKit", specs: ["FBSDKCoreKit/Basics"], explicit: [], facts: core, package: package)
        #expect(basics.choices == [.init(
            spec: "FBSDKCoreKit/Basics", products: ["FacebookCore"],
            evidence: "its source_files 'FBSDKCoreKit/FBSDKCoreKit/Basics/**/*.{h,m}', 'FBSDKCoreKit/FBSDKCoreKit/Basics/*.{h,m}' lie in "
                + "'FBSDKCoreKit/FBSDKCoreKit' (the target 'FBSDKCoreKit', which its target 'FacebookCore' depends on)")])
    }

    /// Two products that reach the pod's target alike, neither through fewer targets: never a
    /// guess, and the reason says why they tie.
    @Test func productsReachingAPodsTargetAlikeAreAFindingThatSaysWhyTheyTie() throws {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Kit",
                products: [.library(name: "KitA", targets: ["A"]), .library(name: "KitB", targets: ["B"])],
                targets: [
                    .target(name: "Shared", path: "Shared"),
                    .target(name: "A", dependencies: ["Shared"], path: "A"),
                    .target(name: "B", dependencies: [.target(name: "Shared")], path: "B"),
                ]
            )

            """
        let package = try PackageSwiftReader.read(manifest, file: "Kit/Package.swift", packageDirectory: "/work/Kit").packageProducts
        let facts = PodSpecFacts(name: "Kit", sourceFiles: ["Kit": ["Shared/**/*.swift"]], file: "Kit.podspec.json")
        let result = PodProductMapper.map(pod: "Kit", specs: [], explicit: [], facts: facts, package: package, at: "1.0.0")
        #expect(result.choices == [])
        #expect(result.unmapped == [.init(
            spec: "Kit", candidates: ["KitA", "KitB"],
            reason: "its source_files 'Shared/**/*.swift' lie alike in the folders of several products: "
                + "'KitA' ('Shared' (the target 'Shared', which its target 'A' depends on)), 'KitB' ('Shared' (the target 'Shared', which its target 'B' depends on)); "
                + "each builds targets the others do not, none is the narrowest; name the one it is in the pin's \"products\"")])
    }

    /// firebase-ios-sdk at `CocoaPods-7.4.0`, the part FirebaseCore's files need: no product
    /// is named after it; FirebaseStorage builds fewer targets than FirebaseInstallations, but
    /// each builds one the other does not: neither stands for FirebaseCore, however few.
    @Test func theProductThatBuildsFewestTargetsIsNotTheNarrowestWhenItBuildsOthers() throws {
        let manifest = """
            // swift-tools-version:5.3
            import PackageDescription

            let package = Package(
                name: "Firebase",
                products: [
                    .library(name: "FirebaseInstallations", targets: ["FirebaseInstallations"]),
                    .library(name: "FirebaseStorage", targets: ["FirebaseStorage"]),
                ],
                targets: [
                    .target(name: "FirebaseCore", dependencies: ["GoogleUtilities_Logger"], path: "FirebaseCore/Sources"),
                    .target(name: "GoogleUtilities_Logger", path: "GoogleUtilities/Logger"),
                    .target(name: "GoogleUtilities_UserDefaults", path: "GoogleUtilities/UserDefaults"),
                    .target(name: "FirebaseInstallations", dependencies: ["FirebaseCore", "GoogleUtilities_UserDefaults"], path: "FirebaseInstallations/Source/Library"),
                    .target(name: "FirebaseStorage", dependencies: ["FirebaseCore"], path: "FirebaseStorage/Sources"),
                ]
            )

            """
        let package = try PackageSwiftReader.read(manifest, file: "firebase-ios-sdk/Package.swift", packageDirectory: "/work/firebase-ios-sdk").packageProducts
        let facts = PodSpecFacts(name: "FirebaseCore", version: "7.4.0", sourceFiles: ["FirebaseCore": ["FirebaseCore/Sources/**/*.[mh]"]], file: "FirebaseCore.podspec.json")
        let result = PodProductMapper.map(pod: "FirebaseCore", specs: [], explicit: [], facts: facts, package: package, at: "CocoaPods-7.4.0")
        #expect(result.choices == [])
        #expect(result.unmapped == [.init(
            spec: "FirebaseCore", candidates: ["FirebaseInstallations", "FirebaseStorage"],
            reason: "its source_files 'FirebaseCore/Sources/**/*.[mh]' lie alike in the folders of several products: "
                + "'FirebaseInstallations' ('FirebaseCore/Sources' (the target 'FirebaseCore', which its target 'FirebaseInstallations' depends on)), "
                + "'FirebaseStorage' ('FirebaseCore/Sources' (the target 'FirebaseCore', which its target 'FirebaseStorage' depends on)); "
                + "each builds targets the others do not, none is the narrowest; name the one it is in the pin's \"products\"")])
    }
}
