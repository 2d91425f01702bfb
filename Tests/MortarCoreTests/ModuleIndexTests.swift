import MortarCore
import Testing

/// `IntegratorManifest.moduleIndex()`: one index made once, answering like `module(named:)`.
@Suite struct ModuleIndexTests {
    @Test func answersTheFirstEntryOfARepeatedNameAndNilForAnUnknownOne() {
        let first = Module(name: "Core", source: .path("Core"), layer: "base", location: SourceLocation(file: "mortar.json", line: 3, column: 5))
        let again = Module(name: "Core", source: .path("Other"), location: SourceLocation(file: "mortar.json", line: 9, column: 5))
        let login = Module(name: "Login", source: .path("Login"), location: SourceLocation(file: "mortar.json", line: 6, column: 5))
        let manifest = IntegratorManifest(path: "mortar.json", name: "App", modules: [first, login, again])

        let index = manifest.moduleIndex()

        #expect(index["Core"] == first)
        #expect(index["Login"] == login)
        #expect(index["Missing"] == nil)
        #expect(index["Core"] == manifest.module(named: "Core"))
    }
}
