import MortarCore
import MortarFormats
import Testing

/// `"integration"` on a module: `swiftpm` or `cocoapods`, located; anything else a located
/// error with a suggestion; left out, nil (both).
@Suite struct ModuleIntegrationReadingTests {
    @Test func readsEachIntegrationWithItsLocation() throws {
        let manifest = try MortarJSONReader.read("""
            { "modules": [
              { "name": "A", "path": "A", "integration": "swiftpm" },
              { "name": "B", "path": "B", "integration": "cocoapods" },
              { "name": "C", "path": "C" } ] }
            """, file: "mortar.json")
        #expect(manifest.modules.map(\.integration) == [.swiftpm, .cocoapods, nil])
        #expect(manifest.modules.map { $0.integrationLocation?.description } == ["mortar.json:2:46", "mortar.json:3:46", nil])
    }

    @Test func anUnknownIntegrationIsLocatedWithASuggestion() {
        do {
            _ = try MortarJSONReader.read(#"{ "modules": [ { "name": "A", "path": "A", "integration": "swift-pm" }, { "name": "B", "path": "B", "integration": 3 } ] }"#, file: "mortar.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.issues.map(\.description) == [
                "mortar.json:1:59: error[invalid-manifest]: module 'A' has an unknown integration 'swift-pm'\n  help: did you mean 'swiftpm'?",
                "mortar.json:1:116: error[invalid-manifest]: 'integration' of a module must be a string, not a number",
            ])
        }
    }

    @Test func aMisspelledKeyIsCaught() {
        do {
            _ = try MortarJSONReader.read(#"{ "modules": [ { "name": "A", "path": "A", "integraton": "swiftpm" } ] }"#, file: "mortar.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.issues.map(\.description) == ["mortar.json:1:44: error[invalid-manifest]: unknown key 'integraton' in a module\n  help: did you mean 'integration'?"])
        }
    }
}
