import MortarCore
import Testing

/// What a pod's dependencies say of its products: evidence only for a spec with no code of its
/// own.
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
}
