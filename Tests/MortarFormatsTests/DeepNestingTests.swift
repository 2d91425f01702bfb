import MortarCore
import Testing
@testable import MortarFormats
import MortarRuby

/// Deep nesting of every syntactic form of each reader and of the template engine ends in a
/// located error (or, for an import condition, "maybe compiled"), never a stack overflow.
/// 100,000 levels: far past every limit, and far past what the stack would hold.
@Suite struct DeepNestingTests {
    static let n = 100_000

    static func message(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "no error"
        } catch let error as RubyError {
            return "\(error.location): \(error.message)"
        } catch {
            return "\(error)"
        }
    }

    static func repeated(_ open: String, _ middle: String, _ close: String) -> String {
        String(repeating: open, count: n) + middle + String(repeating: close, count: n)
    }

    static let jsonForms: [(String, String)] = [
        ("arrays", repeated("[", "", "]")), ("objects", repeated("{\"a\":", "1", "}")), ("mixed", repeated("[{\"a\":", "1", "}]")),
    ]

    @Test(arguments: jsonForms.map(\.0))
    func json(_ form: String) {
        let text = Self.jsonForms.first { $0.0 == form }!.1
        let result = Self.message { _ = try JSONParser.parse(text, file: "f.json") }
        #expect(result.hasPrefix("f.json:1:"), "\(form): \(result.prefix(200))")
        #expect(result.contains("nested"), "\(form): \(result.prefix(200))")
        for reader in ["mortar.json", "A.podspec.json"] {
            let read = Self.message {
                if reader == "mortar.json" { _ = try MortarJSONReader.read(text, file: reader) } else { _ = try PodspecJSONReader.read(text, file: reader) }
            }
            #expect(read.contains("\(reader):1:"), "\(reader) \(form): \(read.prefix(200))")
        }
    }

    /// Each Ruby form nested `n` deep inside a podspec's dependency, then a Podfile's pod.
    static let rubyForms: [(String, String)] = {
        var forms: [(String, String)] = []
        forms.append(("parentheses", repeated("(", "'Foo'", ")")))
        forms.append(("arrays", repeated("[", "'Foo'", "]")))
        forms.append(("hashes", repeated("{ a: ", "'Foo'", " }")))
        forms.append(("not", String(repeating: "!", count: n) + "'Foo'"))
        forms.append(("ternaries in the false branch", String(repeating: "false ? 'x' : ", count: n) + "'Foo'"))
        forms.append(("unary minus", String(repeating: "-", count: n) + "1"))
        forms.append(("ternaries", String(repeating: "true ? ", count: n) + "'Foo'" + String(repeating: " : 'x'", count: n)))
        forms.append(("method chains", "'Foo'" + String(repeating: ".to_s", count: n)))
        forms.append(("interpolation", String(repeating: "\"#{", count: n) + "'Foo'" + String(repeating: "}\"", count: n)))
        forms.append(("blocks", String(repeating: "[1].map { ", count: n) + "'Foo'" + String(repeating: " }", count: n)))
        forms.append(("lambdas", String(repeating: "-> { ", count: n) + "'Foo'" + String(repeating: " }", count: n)))
        forms.append(("begin", String(repeating: "begin\n", count: n) + "'Foo'\n" + String(repeating: "end\n", count: n)))
        forms.append(("if", String(repeating: "if true\n", count: n) + "'Foo'\n" + String(repeating: "end\n", count: n)))
        forms.append(("operators", "'Foo'" + String(repeating: " + 'a'", count: n)))
        forms.append(("index", "x" + String(repeating: "[0]", count: n)))
        return forms
    }()

    @Test(arguments: rubyForms.map(\.0))
    func ruby(_ form: String) {
        let expression = Self.rubyForms.first { $0.0 == form }!.1
        let podspec = "Pod::Spec.new do |s|\n  s.name = 'A'\n  s.version = '1.0'\n  s.dependency \(expression)\nend\n"
        let result = Self.message { _ = try RubyPodspecReader.read(podspec, file: "A.podspec") }
        #expect(result.hasPrefix("A.podspec:"), "\(form): \(result.prefix(300))")
        let podfile = "platform :ios, '13.0'\ntarget 'App' do\n  pod \(expression)\nend\n"
        let podfileResult = Self.message { _ = try PodfileReader.read(podfile, file: "Podfile") }
        #expect(podfileResult.hasPrefix("Podfile:"), "\(form): \(podfileResult.prefix(300))")
    }

    @Test func podfileTargets() {
        let podfile = String(repeating: "target 'T' do\n", count: Self.n) + "pod 'Foo'\n" + String(repeating: "end\n", count: Self.n)
        let result = Self.message { _ = try PodfileReader.read(podfile, file: "Podfile") }
        #expect(result.hasPrefix("Podfile:"), "\(result.prefix(300))")
    }

    @Test func podfileLockIndentation() {
        var text = "PODS:\n"
        for depth in 0..<2_000 { text += String(repeating: "  ", count: depth + 1) + "- A (1.0):\n" }
        let result = Self.message { _ = try PodfileLockReader.read(text, file: "Podfile.lock") }
        #expect(result.contains("Podfile.lock:"), "\(result.prefix(300))")
    }

    @Test func templateSections() {
        let text = Self.repeated("{{#list}}", "x", "{{/list}}")
        let result = Self.message { _ = try Template(text, file: "t.mustache", escaping: .none) }
        #expect(result == "t.mustache:1:901: sections are nested more than 100 deep; flatten the template")
    }

    static let conditions: [(String, String)] = [("parentheses", repeated("(", "1", ")")), ("not", String(repeating: "!", count: n) + "1")]

    @Test(arguments: conditions.map(\.0))
    func importConditions(_ form: String) {
        let condition = Self.conditions.first { $0.0 == form }!.1
        let source = "#if \(condition)\nimport Foo\n#endif\nimport Bar\n"
        let imports = ImportScanner().scan(source, file: "A.swift", language: .swift).map(\.module)
        #expect(imports.contains("Bar"), "\(form)")
    }
}
