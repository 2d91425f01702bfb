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

    /// A mortar.json saved with Windows line endings: the lines added (a new `pins`, new pins,
    /// a pin's `git` and `products` on lines of their own) end in `\r\n` too; they ended in
    /// `\n` alone, and the file came back with both.
    @Test func linesAddedToAFileWithWindowsLineEndingsEndAsItsLinesDo() throws {
        let noPins = "{\r\n  \"name\": \"App\",\r\n  \"modules\": []\r\n}\r\n"
        #expect(try MortarJSONPinEditor.apply([PinChange(name: "Lib", version: "1.2.0", url: "https://example.com/Lib.git")], to: noPins, file: "mortar.json")
            == "{\r\n  \"name\": \"App\",\r\n  \"modules\": [],\r\n  \"pins\": {\r\n    \"Lib\": { \"version\": \"1.2.0\", \"git\": \"https://example.com/Lib.git\" }\r\n  }\r\n}\r\n")
        let emptyPins = "{\r\n  \"pins\": {}\r\n}\r\n"
        #expect(try MortarJSONPinEditor.apply([PinChange(name: "B", version: "2.0"), PinChange(name: "A", version: "1.0")], to: emptyPins, file: "mortar.json")
            == "{\r\n  \"pins\": {\r\n    \"A\": \"1.0\",\r\n    \"B\": \"2.0\"\r\n  }\r\n}\r\n")
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

    /// `mortar migrate --write`: `git` and `products` set on every form of pin, versions and
    /// comments kept; a pin that already says so is left byte for byte.
    @Test func recordsGitAndProductsInExistingAndNewPins() throws {
        let text = """
            {
              "pins": {
                "A": "1.0",  // string pin
                "B": {
                  "version": "2.0",
                  "git": "https://old.example/B"
                },
                "C": { "version": "3.0", "git": "https://example.com/C.git", "products": ["C"] },
                "D": { "version": "4.0", "products": ["Old"] }
              }
            }

            """
        let changes = [
            PinChange(name: "A", version: "1.0", url: "https://example.com/A.git", products: ["A"]),
            PinChange(name: "B", version: "2.0", url: "https://example.com/B.git", products: ["B", "BExtras"]),
            PinChange(name: "C", version: "3.0", url: "https://example.com/C.git", products: ["C"]),
            PinChange(name: "D", version: "4.0", url: "https://example.com/D.git", products: ["D"]),
            PinChange(name: "E", version: "5.0", url: "https://example.com/E.git", products: ["E"]),
        ]
        let edited = try MortarJSONPinEditor.apply(changes, to: text, file: "mortar.json")
        #expect(edited == """
            {
              "pins": {
                "A": { "version": "1.0", "git": "https://example.com/A.git", "products": ["A"] },  // string pin
                "B": {
                  "version": "2.0",
                  "git": "https://example.com/B.git",
                  "products": ["B", "BExtras"]
                },
                "C": { "version": "3.0", "git": "https://example.com/C.git", "products": ["C"] },
                "D": { "version": "4.0", "products": ["D"], "git": "https://example.com/D.git" },
                "E": { "version": "5.0", "git": "https://example.com/E.git", "products": ["E"] }
              }
            }

            """)
        #expect(try MortarJSONPinEditor.apply(changes, to: edited, file: "mortar.json") == edited)
    }

    /// A pod whose specs map to products of their own gets `subspecProducts` beside its
    /// `products`, in a new pin, a string pin and an object pin; written again, nothing changes,
    /// and the reader gives them back.
    @Test func recordsTheProductsOfEachSubspec() throws {
        let text = """
            {
              "pins": {
                "A": "1.0",
                "B": { "version": "2.0", "git": "https://example.com/B.git", "products": ["B1", "B2"], "subspecProducts": { "B/One": ["B2"] } }
              }
            }

            """
        func change(_ name: String, _ version: String) -> PinChange {
            var change = PinChange(name: name, version: version, url: "https://example.com/\(name).git", products: ["\(name)1", "\(name)2"])
            change.subspecProducts = ["\(name)/Two": ["\(name)2"], "\(name)/One": ["\(name)1"]]
            return change
        }
        let changes = [change("A", "1.0"), change("B", "2.0"), change("C", "3.0")]
        let edited = try MortarJSONPinEditor.apply(changes, to: text, file: "mortar.json")
        #expect(edited == """
            {
              "pins": {
                "A": { "version": "1.0", "git": "https://example.com/A.git", "products": ["A1", "A2"], "subspecProducts": { "A/One": ["A1"], "A/Two": ["A2"] } },
                "B": { "version": "2.0", "git": "https://example.com/B.git", "products": ["B1", "B2"], "subspecProducts": { "B/One": ["B1"], "B/Two": ["B2"] } },
                "C": { "version": "3.0", "git": "https://example.com/C.git", "products": ["C1", "C2"], "subspecProducts": { "C/One": ["C1"], "C/Two": ["C2"] } }
              }
            }

            """)
        #expect(try MortarJSONPinEditor.apply(changes, to: edited, file: "mortar.json") == edited)
        let pins = try MortarJSONReader.read(edited, file: "mortar.json").pins
        #expect(pins.map(\.subspecProducts) == [["A/One": ["A1"], "A/Two": ["A2"]], ["B/One": ["B1"], "B/Two": ["B2"]], ["C/One": ["C1"], "C/Two": ["C2"]]])
    }

    /// A later version migrate took (`--accept-later-versions`) replaces the pin's version,
    /// in a string pin and in an object pin; other changes keep the version as written.
    @Test func aLaterVersionTakenReplacesThePinnedOne() throws {
        var later = PinChange(name: "A", version: "2.0.0", url: "https://example.com/A.git", products: ["A"])
        later.replacesVersion = true
        var object = later
        object.name = "B"
        let text = """
            {
              "pins": {
                "A": "1.0.0",
                "B": { "version": "1.0.0" }  // kept comment
              }
            }

            """
        #expect(try MortarJSONPinEditor.apply([later, object], to: text, file: "mortar.json") == """
            {
              "pins": {
                "A": { "version": "2.0.0", "git": "https://example.com/A.git", "products": ["A"] },
                "B": { "version": "2.0.0", "git": "https://example.com/A.git", "products": ["A"] }  // kept comment
              }
            }

            """)
    }

    /// A sidecar pin with no version (a Podfile's pod, at the lock's version) gets the later
    /// version migrate took as its first member: on the first member's line, or a line of its own.
    @Test func aLaterVersionIsAddedToAPinWithoutOne() throws {
        var inline = PinChange(name: "A", version: "2.0.0", url: "https://example.com/A.git", products: ["A"])
        inline.replacesVersion = true
        var multiline = inline
        multiline.name = "B"
        let text = """
            {
              "pins": {
                "A": { "git": "https://example.com/A.git" },
                "B": {
                  "git": "https://example.com/A.git"
                }
              }
            }

            """
        #expect(try MortarJSONPinEditor.apply([inline, multiline], to: text, file: "mortar.json") == """
            {
              "pins": {
                "A": { "version": "2.0.0", "git": "https://example.com/A.git", "products": ["A"] },
                "B": {
                  "version": "2.0.0",
                  "git": "https://example.com/A.git",
                  "products": ["A"]
                }
              }
            }

            """)
    }
}
