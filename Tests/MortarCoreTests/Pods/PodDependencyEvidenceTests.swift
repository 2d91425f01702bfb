import MortarCore
import Testing

/// What a pod's dependencies say of its products: evidence only for a spec with no code of its
/// own; a file-less subspec whose pods the other products bring has nothing of its own to link.
@Suite struct PodDependencyEvidenceTests {
    /// firebase-ios-sdk as at a version whose Package.swift has no InstanceID target (its
    /// targets and paths as at 7.4.0, less that one): FirebaseInstanceID's code is in none.
    static let withoutInstanceID = PackageProducts(
        name: "Firebase",
        products: [.init(name: "FirebaseInstallations", targets: ["FirebaseInstallations"]), .init(name: "FirebaseMessaging", targets: ["FirebaseMessaging"])],
        targetPaths: ["FirebaseCore": "FirebaseCore/Sources", "FirebaseInstallations": "FirebaseInstallations/Source/Library", "FirebaseMessaging": "FirebaseMessaging/Sources"],
        targetDependencies: ["FirebaseInstallations": ["FirebaseCore"], "FirebaseMessaging": ["FirebaseCore", "FirebaseInstallations"]])

    /// FirebaseInstanceID 7.4.0 (trunk's JSON; its private headers left out).
    static let instanceID: PodSpecFacts = {
        var facts = PodSpecFacts(name: "FirebaseInstanceID", version: "7.4.0", sourceFiles: ["FirebaseInstanceID": ["Firebase/InstanceID/**/*.[mh]"]], file: "FirebaseInstanceID.podspec.json")
        facts.dependencies = ["FirebaseInstanceID": ["FirebaseCore", "FirebaseInstallations", "GoogleUtilities/Environment", "GoogleUtilities/UserDefaults"]]
        return facts
    }()

    @Test func aProductNamedAsADependencyIsNoEvidenceForAPodWithCodeOfItsOwn() {
        let result = PodProductMapper.map(pod: "FirebaseInstanceID", specs: [], explicit: [], facts: Self.instanceID, package: Self.withoutInstanceID, at: "CocoaPods-7.4.0")
        #expect(result.choices == [])
        #expect(result.unmapped == [.init(
            spec: "FirebaseInstanceID", candidates: ["FirebaseInstallations", "FirebaseMessaging"],
            reason: "its files 'Firebase/InstanceID/**/*.[mh]' are in no product of the package at CocoaPods-7.4.0, nor in a target one depends on; "
                + "'FirebaseInstallations', named as a pod it depends on, is not its code")])
        // At 7.4.0 the target FirebaseInstanceID is there, and FirebaseMessaging's target depends on it.
        var at740 = Self.withoutInstanceID
        at740.targetPaths["FirebaseInstanceID"] = "Firebase/InstanceID"
        at740.targetDependencies["FirebaseInstanceID"] = ["FirebaseCore", "FirebaseInstallations"]
        at740.targetDependencies["FirebaseMessaging"] = ["FirebaseCore", "FirebaseInstanceID"]
        let mapped = PodProductMapper.map(pod: "FirebaseInstanceID", specs: [], explicit: [], facts: Self.instanceID, package: at740, at: "CocoaPods-7.4.0")
        #expect(mapped.unmapped == [])
        #expect(mapped.choices == [.init(
            spec: "FirebaseInstanceID", products: ["FirebaseMessaging"],
            evidence: "its source_files 'Firebase/InstanceID/**/*.[mh]' lie in 'Firebase/InstanceID' (the target 'FirebaseInstanceID', which its target 'FirebaseMessaging' depends on)")])
    }

    /// firebase-ios-sdk 8.6.0's Package.swift, the targets these products reach: `Firebase`
    /// (`CoreOnly/Sources`, the umbrella header) below `FirebaseCore`, which every product builds.
    static let firebase = PackageProducts(
        name: "Firebase",
        products: [
            .init(name: "FirebaseAnalytics", targets: ["FirebaseAnalyticsTarget"]), .init(name: "FirebaseCrashlytics", targets: ["FirebaseCrashlytics"]),
            .init(name: "FirebaseInstallations", targets: ["FirebaseInstallations"]),
        ],
        targetPaths: [
            "Firebase": "CoreOnly/Sources", "FirebaseCore": "FirebaseCore/Sources", "FirebaseAnalyticsTarget": "SwiftPM-PlatformExclude/FirebaseAnalyticsWrap",
            "FirebaseAnalyticsWrapper": "FirebaseAnalyticsWrapper", "FirebaseCrashlytics": "Crashlytics", "FirebaseInstallations": "FirebaseInstallations/Source/Library",
        ],
        targetDependencies: [
            "FirebaseCore": ["Firebase"], "FirebaseAnalyticsTarget": ["FirebaseAnalyticsWrapper"], "FirebaseAnalyticsWrapper": ["FirebaseCore", "FirebaseInstallations"],
            "FirebaseCrashlytics": ["FirebaseCore", "FirebaseInstallations"], "FirebaseInstallations": ["FirebaseCore"],
        ])

    /// Firebase 8.6.0's podspec: `CoreOnly` has the umbrella header and depends on FirebaseCore.
    static let firebaseFacts: PodSpecFacts = {
        var facts = PodSpecFacts(
            name: "Firebase", version: "8.6.0", sourceFiles: ["Firebase/CoreOnly": ["CoreOnly/Sources/Firebase.h"]], defaultSubspecs: ["Firebase/Core"],
            file: "Firebase.podspec.json")
        facts.subspecs = ["Firebase/Core", "Firebase/CoreOnly", "Firebase/Analytics", "Firebase/Crashlytics"]
        facts.dependencies = [
            "Firebase/Core": ["Firebase/CoreOnly", "FirebaseAnalytics"], "Firebase/CoreOnly": ["FirebaseCore"], "Firebase/Analytics": ["Firebase/Core"],
            "Firebase/Crashlytics": ["Firebase/CoreOnly", "FirebaseCrashlytics"],
        ]
        return facts
    }()

    @Test func aFilelessSubspecWhosePodsTheOtherProductsBringHasNothingOfItsOwnToLink() {
        let result = PodProductMapper.map(
            pod: "Firebase", specs: ["Firebase/CoreOnly", "Firebase/Analytics", "Firebase/Crashlytics"], explicit: [], facts: Self.firebaseFacts, package: Self.firebase,
            at: "8.6.0")
        #expect(result.unmapped == [])
        #expect(result.choices == [
            .init(spec: "Firebase/Analytics", products: ["FirebaseAnalytics"], evidence: "a product named after the subspec: 'FirebaseAnalytics'"),
            .init(
                spec: "Firebase/CoreOnly", products: [],
                evidence: "its files 'CoreOnly/Sources/Firebase.h' and the pod it depends on, 'FirebaseCore', come with 'FirebaseAnalytics', 'FirebaseCrashlytics': "
                    + "their targets reach the targets 'Firebase', 'FirebaseCore'"),
            .init(spec: "Firebase/Crashlytics", products: ["FirebaseCrashlytics"], evidence: "a product named after the subspec: 'FirebaseCrashlytics'"),
        ])
        // The report says so; a module that depends on `Firebase/CoreOnly` links the pod's products.
        let pod = PodMigration(
            name: "Firebase", version: "8.6.0", specs: ["Firebase/Analytics", "Firebase/CoreOnly", "Firebase/Crashlytics"],
            location: SourceLocation(file: "Podfile", line: 3, column: 1), status: .mapped, url: "https://github.com/firebase/firebase-ios-sdk.git", ref: .tag("8.6.0"),
            choices: result.choices)
        let text = PodMigrationReport(pods: [pod]).text(manifest: "mortar.json")
        #expect(text.contains("""
              Firebase/CoreOnly → nothing of its own to link (its files 'CoreOnly/Sources/Firebase.h' and the pod it depends on, 'FirebaseCore', come with \
            'FirebaseAnalytics', 'FirebaseCrashlytics': their targets reach the targets 'Firebase', 'FirebaseCore')

            """), "\(text)")
        #expect(PodProductLookup([pod]).productDependencies(for: "Firebase/CoreOnly") == [
            .init(product: "FirebaseAnalytics", package: "firebase-ios-sdk"), .init(product: "FirebaseCrashlytics", package: "firebase-ios-sdk"),
        ])
    }

    /// Alone, `Firebase/CoreOnly` is its header and FirebaseCore: the product that builds them,
    /// whose targets are a part of every other's.
    @Test func aFilelessSubspecAloneMapsToTheProductThatBringsItsPods() {
        let result = PodProductMapper.map(pod: "Firebase", specs: ["Firebase/CoreOnly"], explicit: [], facts: Self.firebaseFacts, package: Self.firebase, at: "8.6.0")
        #expect(result.unmapped == [])
        #expect(result.choices == [.init(
            spec: "Firebase/CoreOnly", products: ["FirebaseInstallations"],
            evidence: "its source_files 'CoreOnly/Sources/Firebase.h' lie in 'CoreOnly/Sources' (the target 'Firebase', which its target 'FirebaseInstallations' depends on through 'FirebaseCore')")])
    }
}
