import Testing
import MortarCore
@testable import MortarFormats

@Suite struct MortarJSONPinEditorTests {
    @Test func changesOnlyTheVersionStringsAndKeepsEveryOtherByte() throws {
        let text = """
            {
              // the app
              "name": "Demo",
              "pins": {
                "Alamofire": "5.8.0",   // networking
                /* keep an eye on this one */
                "Masonry": { "version": "1.1.0", "git": "https://github.com/SnapKit/Masonry.git" }
              }
            }

            """
        let edited = try MortarJSONPinEditor.apply(
            [PinChange(name: "Alamofire", version: "5.9.1"), PinChange(name: "Masonry", version: "1.2.0")], to: text, file: "mortar.json")
        #expect(edited == """
            {
              // the app
              "name": "Demo",
              "pins": {
                "Alamofire": "5.9.1",   // networking
                /* keep an eye on this one */
                "Masonry": { "version": "1.2.0", "git": "https://github.com/SnapKit/Masonry.git" }
              }
            }

            """)
    }

    @Test func addsNewPinsAsLinesAfterTheLastOneAndItsComment() throws {
        let text = "{\n    \"pins\": {\n        \"Alamofire\": \"5.8.0\" // networking\n    }\n}\n"
        let edited = try MortarJSONPinEditor.apply(
            [PinChange(name: "Zeta", version: "2.0.0"), PinChange(name: "Core", version: "1.0.0", url: "https://example.com/Core.git")],
            to: text, file: "mortar.json")
        #expect(edited == """
            {
                "pins": {
                    "Alamofire": "5.8.0", // networking
                    "Core": { "version": "1.0.0", "git": "https://example.com/Core.git" },
                    "Zeta": "2.0.0"
                }
            }

            """)
    }

    @Test func keepsATrailingCommaStyle() throws {
        let text = "{\n  \"pins\": {\n    \"A\": \"1.0\",\n  },\n}\n"
        let edited = try MortarJSONPinEditor.apply([PinChange(name: "B", version: "2.0")], to: text, file: "mortar.json")
        #expect(edited == "{\n  \"pins\": {\n    \"A\": \"1.0\",\n    \"B\": \"2.0\",\n  },\n}\n")
    }

    @Test func opensAnEmptyPinsObject() throws {
        let text = "{\n  \"name\": \"Demo\",\n  \"pins\": {}\n}\n"
        let edited = try MortarJSONPinEditor.apply([PinChange(name: "A", version: "1.0")], to: text, file: "mortar.json")
        #expect(edited == "{\n  \"name\": \"Demo\",\n  \"pins\": {\n    \"A\": \"1.0\"\n  }\n}\n")
    }

    @Test func addsPinsWhenTheManifestHasNone() throws {
        let text = "{\n  \"name\": \"Demo\" // the app\n}\n"
        let edited = try MortarJSONPinEditor.apply([PinChange(name: "A", version: "1.0")], to: text, file: "mortar.json")
        #expect(edited == "{\n  \"name\": \"Demo\", // the app\n  \"pins\": {\n    \"A\": \"1.0\"\n  }\n}\n")
    }

    @Test func reportsAPinWithoutAVersionToChange() {
        let text = "{\n  \"pins\": { \"A\": { \"git\": \"https://example.com/A.git\" } }\n}\n"
        #expect(throws: ManifestError("the pin of 'A' has no version string to update", at: SourceLocation(file: "mortar.json", line: 2, column: 18),
                                      help: "write it as \"A\": \"1.0\" or with a \"version\" key")) {
            try MortarJSONPinEditor.apply([PinChange(name: "A", version: "1.0")], to: text, file: "mortar.json")
        }
    }
}

@Suite struct PodfilePinEditorTests {
    @Test func rewritesVersionLiteralsAndAddsNewPodLines() {
        let text = """
            platform :ios, '13.0'
            target 'App' do
              pod 'Alamofire', '5.8.0' # networking
              pod "Firebase/Analytics", "~> 10.0"
              pod 'Firebase/Crashlytics', '10.1.0'
              pod 'Login', :path => 'Modules/Login'
            end

            """
        let edited = PodfilePinEditor.apply([
            PinChange(name: "Alamofire", version: "5.9.1"), PinChange(name: "Firebase", version: "10.2.0"),
            PinChange(name: "Kingfisher", version: "7.10.2"),
        ], to: text)
        #expect(edited == """
            platform :ios, '13.0'
            target 'App' do
              pod 'Alamofire', '5.9.1' # networking
              pod "Firebase/Analytics", "10.2.0"
              pod 'Firebase/Crashlytics', '10.2.0'
              pod 'Kingfisher', '7.10.2'
              pod 'Login', :path => 'Modules/Login'
            end

            """)
    }
}

@Suite struct GitTagListReaderTests {
    @Test func readsVersionTagsOnceEachIgnoringOthers() {
        let output = """
            1111111111111111111111111111111111111111\trefs/tags/1.0.0
            2222222222222222222222222222222222222222\trefs/tags/v1.1.0
            3333333333333333333333333333333333333333\trefs/tags/v1.1.0^{}
            4444444444444444444444444444444444444444\trefs/tags/latest
            5555555555555555555555555555555555555555\trefs/tags/2.0.0-beta.1
            6666666666666666666666666666666666666666\trefs/tags/1.0
            7777777777777777777777777777777777777777\trefs/tags/-x1.0
            8888888888888888888888888888888888888888\trefs/heads/2.0.0

            """
        let tags = GitTagListReader.read(output).map { "\($0.name)=\($0.version)" }
        #expect(tags == ["1.0=1.0", "v1.1.0=1.1.0", "2.0.0-beta.1=2.0.0-beta.1"])
    }
}
