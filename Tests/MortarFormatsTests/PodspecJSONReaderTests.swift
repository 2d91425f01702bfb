import MortarCore
import MortarFormats
import Testing

@Suite struct PodspecJSONReaderTests {
    @Test func subspecsPlatformsAndRequirementForms() throws {
        let text = """
            {
              "name": "Kit",
              "version": "2.1.0",
              "platforms": { "ios": "12.0" },
              "default_subspecs": "Core",
              "source_files": "Sources/**/*.swift",
              "dependencies": { "Alamofire": "~> 5.0", "Masonry/Core": [] },
              "ios": { "dependencies": { "UIOnly": [">= 1.0", "< 2.0"] } },
              "subspecs": [
                { "name": "Core", "dependencies": { "Net": [] } },
                { "name": "UI", "dependencies": { "Kit/Core": [] },
                  "subspecs": [ { "name": "Deep", "dependencies": { "Deeper": null } } ] },
                { "name": "Tests", "test_type": "unit", "dependencies": { "Quick": [] } }
              ],
              "testspecs": [ { "name": "Tests", "dependencies": { "Nimble": [] } } ]
            }
            """
        let component = try PodspecJSONReader.read(text, file: "Kit.podspec.json")
        #expect(component.name == "Kit")
        #expect(component.version == "2.1.0")
        #expect(component.defaultSubspecs == ["Core"])
        #expect(component.subspecs == ["Kit/Core", "Kit/UI", "Kit/UI/Deep"])
        #expect(component.platforms == ["ios": "12.0"])
        #expect(component.sourcePaths == ["Sources/**/*.swift"])
        #expect(component.dependencies.map(\.name) == ["Alamofire", "Masonry/Core", "UIOnly", "Net", "Deeper"])
        #expect(component.dependencies.map(\.requirement.description) == ["~> 5.0", "any version", ">= 1.0, < 2.0", "any version", "any version"])
        #expect(component.dependencies.map(\.platform) == [nil, nil, "ios", nil, nil])
        #expect(component.dependencies.map(\.declaredIn) == [nil, nil, nil, "Kit/Core", "Kit/UI/Deep"])
        #expect(component.dependencies[0].location == SourceLocation(file: "Kit.podspec.json", line: 7, column: 21))
        #expect(component.dependencies[1].rootName == "Masonry")
        #expect(component.internalDependencies.map(\.name) == ["Kit/Core"])
    }

    @Test func errorsAreLocated() {
        func message(_ text: String) -> String {
            do {
                _ = try PodspecJSONReader.read(text, file: "P.podspec.json")
                return ""
            } catch {
                return error.description
            }
        }
        #expect(message("{ \"version\": \"1.0\" }") == "P.podspec.json:1:1: error[invalid-manifest]: the podspec has no 'name'\n  help: add \"name\": \"MyPod\"")
        #expect(message("[1]") == "P.podspec.json:1:1: error[invalid-manifest]: a podspec must be a JSON object, not an array")
        #expect(message("{ \"name\": \"P\", \"dependencies\": { \"A\": \"~> x1\" } }") == "P.podspec.json:1:39: error[invalid-manifest]: dependency 'A': 'x1' in requirement '~> x1' is not a valid version: it must start with a digit; write a version like '1.2.3' or '2.0.0-beta.1'")
        #expect(message("{ \"name\": \"P\", \"dependencies\": { \"A\": 3 } }") == "P.podspec.json:1:39: error[invalid-manifest]: requirements of 'A' must be a list of strings, not a number")
    }
}
