import MortarCore
import Testing
import MortarTestSupport

@Suite struct JSONParserTests {
    @Test func valuesKeepTheirPlaces() throws {
        let root = try JSONParser.parse("{\n  \"a\": [1, -2.5e3, true, null],\n  \"é\": \"x\\u00e9\\n\", \"b\": \"\\ud83d\\ude00\"\n}", file: "f.json")
        let members = try #require(root.members)
        #expect(members.map(\.key) == ["a", "é", "b"])
        #expect(members[1].keyLocation == SourceLocation(file: "f.json", line: 3, column: 3))
        #expect(members[2].keyLocation == SourceLocation(file: "f.json", line: 3, column: 21))
        #expect(root["a"]?.arrayValue?.map(\.value) == [.number("1"), .number("-2.5e3"), .bool(true), .null])
        #expect(root["a"]?.arrayValue?[1].location == SourceLocation(file: "f.json", line: 2, column: 12))
        #expect(root["é"]?.stringValue == "xé\n")
        #expect(root["b"]?.stringValue == "😀")
    }

    /// Each one-character escape JSON has stands for its byte; `\u` for a scalar or a pair.
    @Test func everyEscapeStandsForItsCharacter() throws {
        let value = try JSONParser.parse(#""q\"b\\s\/b\bf\fn\nr\rt\tu\u00e9p\ud83d\ude00""#, file: "f.json")
        #expect(value.stringValue == "q\"b\\s/b\u{08}f\u{0C}n\nr\rt\tuép😀")
    }

    @Test func commentsAndTrailingCommasOnlyInJSONC() throws {
        let text = "{ // c\n \"a\": [1,], /* b */ }"
        #expect(throws: JSONParseError.self) { try JSONParser.parse(text, file: "f.json") }
        let root = try JSONParser.parse(text, file: "f.json", allowComments: true)
        #expect(root["a"]?.arrayValue?.count == 1)
    }

    @Test(arguments: [
        ("{\"a\" 1}", "f.json:1:6: unexpected '1' after key \"a\"; expected ':'"),
        ("[1 2]", "f.json:1:4: unexpected '2' in an array; expected ',' or ']'"),
        ("{\"a\": tru}", "f.json:1:10: unexpected '}'; expected 'true'"),
        ("\"abc", "f.json:1:1: string opened here is never closed with '\"'"),
        ("\"a\nb\"", "f.json:1:1: string opened here is never closed on its line"),
        ("[01]", "f.json:1:3: unexpected '1' in an array; expected ',' or ']'"),
        ("{\"a\": 1} x", "f.json:1:10: unexpected 'x' after the end of the JSON value"),
        ("\"\\q\"", "f.json:1:2: invalid escape '\\q' in a string"),
        ("[", "f.json:1:1: array opened here is never closed with ']'"),
    ])
    func errors(text: String, message: String) {
        do {
            _ = try JSONParser.parse(text, file: "f.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == message)
        }
    }

    /// Objects and arrays read their items through one loop: each error names its container,
    /// where it was opened, and what the item was.
    @Test(arguments: [
        ("{\"a\": 1 \"b\": 2}", "f.json:1:9: unexpected '\"' after the value of \"a\"; expected ',' or '}'"),
        ("{\"a\": 1,}", "f.json:1:9: unexpected '}'; expected a key in double quotes"),
        ("{1: 2}", "f.json:1:2: unexpected '1'; expected a key in double quotes"),
        ("{\"a\": 1", "f.json:1:1: object opened here is never closed with '}'"),
        ("{", "f.json:1:1: object opened here is never closed with '}'"),
        ("[1,]", "f.json:1:4: unexpected ']'; expected a value (object, array, string, number, true, false or null)"),
        ("{\"a\": [1,", "f.json:1:7: array opened here is never closed with ']'"),
    ])
    func containerErrors(text: String, message: String) {
        do {
            _ = try JSONParser.parse(text, file: "f.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func emptyContainersAndJSONCTrailingCommas() throws {
        #expect(try JSONParser.parse("{ }", file: "f.json").value == .object([]))
        #expect(try JSONParser.parse("[ ]", file: "f.json").value == .array([]))
        let root = try JSONParser.parse("{\"a\": [1, 2,], \"b\": {},}", file: "f.json", allowComments: true)
        #expect(root.members?.map(\.key) == ["a", "b"])
        #expect(root["a"]?.arrayValue?.count == 2)
        do {
            _ = try JSONParser.parse("{,}", file: "f.json", allowComments: true)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "f.json:1:2: unexpected ','; expected a key in double quotes")
        }
    }

    /// Columns on one long (minified) line, counted on from the previous value rather than
    /// from the line start: each must still be the character column of the value.
    @Test func columnsOnALongLine() throws {
        let pieces = ["\"plain\"", "\"é\"", "\"esc\\\"aped\"", "12", "{\"k\":\"ü\"}", "true"]
        var text = "\n["
        var column = 2  // the next character's column on line 2
        var columns: [Int] = []
        for i in 0..<3_000 {
            if i > 0 { text += ","; column += 1 }
            columns.append(column)
            text += pieces[i % pieces.count]
            column += pieces[i % pieces.count].unicodeScalars.count
        }
        text += "]"
        let elements = try #require(try JSONParser.parse(text, file: "f.json").arrayValue)
        #expect(elements.map(\.location.column) == columns)
        #expect(elements.allSatisfy { $0.location.line == 2 })
        #expect(elements[2].stringValue == "esc\"aped")
        #expect(elements[4]["k"]?.stringValue == "ü")
    }

    @Test func anUnclosedStringWithEscapesPointsAtItsQuote() {
        do {
            _ = try JSONParser.parse("[\"é\", \"a\\nb", file: "f.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "f.json:1:7: string opened here is never closed with '\"'")
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 100_000)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(text, file: "f.json") }
    }

    @Test func randomBytesNeverCrash() {
        var generator = SplitMix64(seed: 42)
        let alphabet = Array("{}[]\",:0123456789.-eEtrufalsn \n\\/u*".utf8)
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 40)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            _ = try? JSONParser.parse(bytes: bytes, file: "f.json", allowComments: generator.next() % 2 == 0)
        }
    }
}
