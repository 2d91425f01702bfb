import MortarCore
import MortarFormats
import Testing

/// What `mortar migrate --write` records of a mapped pod: the products of each spec in use
/// when they differ by spec, so `integrate` links each target those of the specs its lines name.
@Suite struct PinChangeRecordingTests {
    static func pod(_ choices: [(String, [String])]) -> PodMigration {
        PodMigration(
            name: "Firebase", version: "10.0.0", specs: choices.map(\.0), location: SourceLocation(file: "Podfile", line: 2, column: 1),
            status: .mapped, url: "https://github.com/firebase/firebase-ios-sdk.git", ref: .tag("10.0.0"),
            choices: choices.map { PodProductMapper.Choice(spec: $0.0, products: $0.1, evidence: "its files") })
    }

    @Test func theProductsOfEachSubspecAreRecordedWhenTheyDiffer() {
        let changes = PinChange.recording(PodMigrationReport(pods: [Self.pod([
            ("Firebase/Analytics", ["FirebaseAnalytics"]), ("Firebase/Messaging", ["FirebaseMessaging"]), ("Firebase/CoreOnly", []),
        ])]))
        var expected = PinChange(
            name: "Firebase", version: "10.0.0", url: "https://github.com/firebase/firebase-ios-sdk.git", products: ["FirebaseAnalytics", "FirebaseMessaging"])
        expected.subspecProducts = ["Firebase/Analytics": ["FirebaseAnalytics"], "Firebase/CoreOnly": [], "Firebase/Messaging": ["FirebaseMessaging"]]
        #expect(changes == [expected])
    }

    @Test func oneSpecOrSpecsMappedAlikeRecordNone() {
        for choices in [[("Firebase/Analytics", ["FirebaseAnalytics"])], [("Firebase/A", ["Kit"]), ("Firebase/B", ["Kit"])], [("Firebase", ["Kit"])]] {
            #expect(PinChange.recording(PodMigrationReport(pods: [Self.pod(choices)])).map(\.subspecProducts) == [nil])
        }
    }
}
