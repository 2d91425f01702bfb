import MortarCore
import Testing

/// A pod maps to what it really is: subspecs by their files and names, variants never to the
/// base product, umbrella pods by their subspecs and dependencies, a many-product repository
/// to every product the files need, ambiguity as a finding with each candidate's evidence.
@Suite struct PodProductEvidenceTests {
    /// GRDB.swift 7.10.0's podspec: `standard` (the default) and `SQLCipher` build the same
    /// code, SQLCipher with its own config header against the SQLCipher pod; the package has
    /// `GRDB` and its `-dynamic` twin.
    static let grdbFacts = PodSpecFacts(
        name: "GRDB.swift", version: "7.10.0", moduleName: "GRDB",
        sourceFiles: ["GRDB.swift/standard": ["GRDB/**/*.swift", "Support/grdb_config.h"], "GRDB.swift/SQLCipher": ["GRDB/**/*.swift", "Support/SQLCipher_config.h"]],
        defaultSubspecs: ["GRDB.swift/standard"], file: "GRDB.swift.podspec.json")
    static let grdb = PackageProducts(
        name: "GRDB", products: [.init(name: "GRDB", targets: ["GRDB"]), .init(name: "GRDB-dynamic", targets: ["GRDB"])],
        targetPaths: ["GRDB": "GRDB"])

    @Test func aVariantSubspecNeverFallsBackToTheBaseProduct() {
        let result = PodProductMapper.map(pod: "GRDB.swift", specs: ["GRDB.swift/SQLCipher"], explicit: [], facts: Self.grdbFacts, package: Self.grdb)
        #expect(result.choices == [])
        #expect(result.unmapped == [.init(
            spec: "GRDB.swift/SQLCipher", candidates: ["GRDB", "GRDB-dynamic"],
            reason: "selects a variant of GRDB.swift: its source_files 'GRDB/**/*.swift' are those of 'GRDB.swift/standard', and no product is named after it; "
                + "the product of 'GRDB.swift/standard' would build without what 'GRDB.swift/SQLCipher' selects")])
        // The default subspec and the pod as a whole map to the base product.
        let standard = PodProductMapper.map(pod: "GRDB.swift", specs: ["GRDB.swift", "GRDB.swift/standard"], explicit: [], facts: Self.grdbFacts, package: Self.grdb)
        #expect(standard.unmapped == [])
        #expect(standard.choices == [
            .init(spec: "GRDB.swift", products: ["GRDB"], evidence: "a product named as its module_name 'GRDB'"),
            .init(spec: "GRDB.swift/standard", products: ["GRDB"], evidence: "its source_files 'GRDB/**/*.swift' lie in 'GRDB' (the shared headers 'Support/grdb_config.h' too)"),
        ])
        // A variant a product is named after maps to it.
        var withCipher = Self.grdb
        withCipher.products.append(.init(name: "GRDBSQLCipher", targets: ["GRDBSQLCipher"]))
        let named = PodProductMapper.map(pod: "GRDB.swift", specs: ["GRDB.swift/SQLCipher"], explicit: [], facts: Self.grdbFacts, package: withCipher)
        #expect(named.choices == [.init(spec: "GRDB.swift/SQLCipher", products: ["GRDBSQLCipher"], evidence: "a product named after the subspec: 'GRDBSQLCipher'")])
    }

    /// GoogleUtilities 7.10.0: ten products, one target each; `GoogleUtilities-AppDelegateSwizzler`
    /// has `path: "GoogleUtilities"` with `sources: ["AppDelegateSwizzler/", "Common/"]`, the
    /// others their own folders (taken from its Package.swift and podspec at that tag).
    static let utilities = PackageProducts(
        name: "GoogleUtilities",
        products: [
            .init(name: "GULAppDelegateSwizzler", targets: ["GoogleUtilities-AppDelegateSwizzler"]),
            .init(name: "GULEnvironment", targets: ["GoogleUtilities-Environment"]),
            .init(name: "GULISASwizzler", targets: ["GoogleUtilities-ISASwizzler"]),
            .init(name: "GULLogger", targets: ["GoogleUtilities-Logger"]),
            .init(name: "GULNetwork", targets: ["GoogleUtilities-Network"]),
        ],
        targetPaths: [
            "GoogleUtilities-AppDelegateSwizzler": "GoogleUtilities", "GoogleUtilities-Environment": "GoogleUtilities/Environment",
            "GoogleUtilities-ISASwizzler": "GoogleUtilities/ISASwizzler", "GoogleUtilities-Logger": "GoogleUtilities/Logger",
            "GoogleUtilities-Network": "GoogleUtilities/Network",
        ],
        targetSources: ["GoogleUtilities-AppDelegateSwizzler": ["AppDelegateSwizzler/", "Common/"]])
    static let utilitiesFacts: PodSpecFacts = {
        var facts = PodSpecFacts(
            name: "GoogleUtilities", version: "7.10.0",
            sourceFiles: [
                "GoogleUtilities/AppDelegateSwizzler": ["GoogleUtilities/AppDelegateSwizzler/**/*.[mh]", "GoogleUtilities/Common/*.h"],
                "GoogleUtilities/Environment": ["GoogleUtilities/Environment/**/*.[mh]"],
                "GoogleUtilities/ISASwizzler": ["GoogleUtilities/ISASwizzler/**/*.[mh]", "GoogleUtilities/Common/*.h"],
                "GoogleUtilities/Logger": ["GoogleUtilities/Logger/**/*.[mh]"],
                "GoogleUtilities/Network": ["GoogleUtilities/Network/**/*.[mh]"],
            ],
            file: "GoogleUtilities.podspec.json")
        facts.subspecs = ["GoogleUtilities/Environment", "GoogleUtilities/Logger", "GoogleUtilities/Network", "GoogleUtilities/AppDelegateSwizzler", "GoogleUtilities/ISASwizzler"]
        return facts
    }()

    @Test func aManyProductRepositoryMapsEachSubspecToItsProduct() {
        let result = PodProductMapper.map(
            pod: "GoogleUtilities", specs: ["GoogleUtilities/Environment", "GoogleUtilities/ISASwizzler", "GoogleUtilities/Logger"], explicit: [],
            facts: Self.utilitiesFacts, package: Self.utilities)
        #expect(result.unmapped == [])
        #expect(result.choices == [
            .init(spec: "GoogleUtilities/Environment", products: ["GULEnvironment"], evidence: "its source_files 'GoogleUtilities/Environment/**/*.[mh]' lie in 'GoogleUtilities/Environment'"),
            .init(
                spec: "GoogleUtilities/ISASwizzler", products: ["GULISASwizzler"],
                evidence: "its source_files 'GoogleUtilities/ISASwizzler/**/*.[mh]' lie in 'GoogleUtilities/ISASwizzler' (the shared headers 'GoogleUtilities/Common/*.h' too)"),
            .init(spec: "GoogleUtilities/Logger", products: ["GULLogger"], evidence: "its source_files 'GoogleUtilities/Logger/**/*.[mh]' lie in 'GoogleUtilities/Logger'"),
        ])
    }

    @Test func aManyProductPodUsedWholeMapsToEveryProductOfItsSubspecs() {
        let result = PodProductMapper.map(pod: "GoogleUtilities", specs: [], explicit: [], facts: Self.utilitiesFacts, package: Self.utilities)
        #expect(result.unmapped == [])
        #expect(result.choices == [.init(
            spec: "GoogleUtilities", products: ["GULAppDelegateSwizzler", "GULEnvironment", "GULISASwizzler", "GULLogger", "GULNetwork"],
            evidence: "its subspecs: 'GoogleUtilities/Environment' → GULEnvironment; 'GoogleUtilities/Logger' → GULLogger; 'GoogleUtilities/Network' → GULNetwork; "
                + "'GoogleUtilities/AppDelegateSwizzler' → GULAppDelegateSwizzler; 'GoogleUtilities/ISASwizzler' → GULISASwizzler")])
    }

    @Test func filesSeveralProductsHoldAlikeAreAFindingListingEachCandidate() {
        let package = PackageProducts(
            name: "Kit", products: [.init(name: "KitA", targets: ["A"]), .init(name: "KitB", targets: ["B"])],
            targetPaths: ["A": "Sources", "B": "Sources"])
        let facts = PodSpecFacts(name: "Kit", sourceFiles: ["Kit": ["Sources/Kit/*.swift"]], file: "Kit.podspec.json")
        let result = PodProductMapper.map(pod: "Kit", specs: [], explicit: [], facts: facts, package: package)
        #expect(result.choices == [])
        #expect(result.unmapped == [.init(
            spec: "Kit", candidates: ["KitA", "KitB"],
            reason: "its source_files 'Sources/Kit/*.swift' lie alike in the folders of several products: 'KitA' ('Sources'), 'KitB' ('Sources'); "
                + "name the one it is in the pin's \"products\"")])
    }

    /// Firebase: no product is named `Firebase`; its subspecs have no files, only dependencies
    /// on the SDK's pods, which its products are named after.
    static let firebase = PackageProducts(
        name: "Firebase",
        products: ["FirebaseAnalytics", "FirebaseAuth", "FirebaseCrashlytics", "FirebaseMessaging"].map { .init(name: $0, targets: [$0 + "Target"]) },
        targetPaths: [:])
    static let firebaseFacts: PodSpecFacts = {
        var facts = PodSpecFacts(name: "Firebase", version: "10.0.0", defaultSubspecs: ["Firebase/Core"], file: "Firebase.podspec.json")
        facts.subspecs = ["Firebase/CoreOnly", "Firebase/Core", "Firebase/Crashlytics", "Firebase/Messaging"]
        facts.dependencies = [
            "Firebase/CoreOnly": ["FirebaseCore"], "Firebase/Core": ["Firebase/CoreOnly", "FirebaseAnalytics"],
            "Firebase/Crashlytics": ["Firebase/CoreOnly", "FirebaseCrashlytics"], "Firebase/Messaging": ["Firebase/CoreOnly", "FirebaseMessaging"],
        ]
        return facts
    }()

    @Test func anUmbrellaPodMapsBySubspecsAndDependenciesNeverTheFirstProduct() {
        let used = PodProductMapper.map(pod: "Firebase", specs: ["Firebase/Crashlytics"], explicit: [], facts: Self.firebaseFacts, package: Self.firebase)
        #expect(used.unmapped == [])
        #expect(used.choices == [.init(spec: "Firebase/Crashlytics", products: ["FirebaseCrashlytics"], evidence: "a product named after the subspec: 'FirebaseCrashlytics'")])
        let whole = PodProductMapper.map(pod: "Firebase", specs: [], explicit: [], facts: Self.firebaseFacts, package: Self.firebase)
        #expect(whole.unmapped == [])
        #expect(whole.choices == [.init(
            spec: "Firebase", products: ["FirebaseAnalytics"], evidence: "its default subspecs: 'Firebase/Core' → FirebaseAnalytics")])
        // A subspec with no product of its name maps by the pod it depends on.
        var renamed = Self.firebaseFacts
        renamed.subspecs.append("Firebase/Push")
        renamed.dependencies["Firebase/Push"] = ["Firebase/CoreOnly", "FirebaseMessaging"]
        let push = PodProductMapper.map(pod: "Firebase", specs: ["Firebase/Push"], explicit: [], facts: renamed, package: Self.firebase)
        #expect(push.choices == [.init(spec: "Firebase/Push", products: ["FirebaseMessaging"], evidence: "a product named as the pod it depends on: 'FirebaseMessaging'")])
    }

    @Test func anUnmappedPodsFixNeverPicksACandidate() {
        var pod = PodMigration(
            name: "Firebase", version: "10.0.0", specs: ["Firebase/Crashlytics", "Firebase/Spark"], location: SourceLocation(file: "Podfile", line: 3, column: 1),
            status: .unmapped, url: "https://github.com/firebase/firebase-ios-sdk.git")
        pod.choices = [.init(spec: "Firebase/Crashlytics", products: ["FirebaseCrashlytics"], evidence: "")]
        pod.unmapped = [.init(spec: "Firebase/Spark", candidates: ["FirebaseAnalytics", "FirebaseCrashlytics"])]
        #expect(pod.pinFix == #""Firebase": {"version": "10.0.0", "git": "https://github.com/firebase/firebase-ios-sdk.git", "products": ["FirebaseCrashlytics", "…"]}"#)
    }

    /// JSON carries a spec's reason, a tool's replacement and the counts of tools, only when
    /// there are any.
    @Test func jsonCarriesReasonsAndTools() {
        var grdb = PodMigration(
            name: "GRDB.swift", version: "7.10.0", specs: ["GRDB.swift/SQLCipher"], location: SourceLocation(file: "Podfile", line: 4, column: 3), status: .unmapped)
        grdb.unmapped = [.init(spec: "GRDB.swift/SQLCipher", candidates: ["GRDB"], reason: "selects a variant")]
        var lint = PodMigration(name: "SwiftLint", version: "0.50.3", location: SourceLocation(file: "Podfile", line: 5, column: 3), status: .tool, reason: "no source_files")
        lint.tool = ToolReplacement.replacement(for: "SwiftLint")
        let json = PodMigrationReport(pods: [grdb, lint]).json(manifest: "mortar.json").rendered()
        #expect(json.contains("""
                  "unmapped": [
                    {
                      "spec": "GRDB.swift/SQLCipher",
                      "candidates": [
                        "GRDB"
                      ],
                      "reason": "selects a variant"
                    }
                  ],
            """), "\(json)")
        #expect(json.contains("""
                  "reason": "no source_files",
                  "replacedBy": "the build tool plugin 'SwiftLintBuildToolPlugin' of https://github.com/SimplyDanny/SwiftLintPlugins (an artifact bundle of the swiftlint binary)"
                }
            """), "\(json)")
        #expect(json.contains("""
                "unavailable": 0,
                "tool": 1
              },
            """), "\(json)")
    }
}
