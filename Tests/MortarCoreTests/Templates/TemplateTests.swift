import Testing
@testable import MortarCore

@Suite struct TemplateTests {
    struct Case: Sendable, CustomStringConvertible {
        var template: String
        var data: TemplateValue
        var expected: String
        var escaping: TemplateEscaping = .none
        var description: String { template }
    }

    static let renderCases: [Case] = [
        Case(template: "hello {{name}}!", data: ["name": "world"], expected: "hello world!"),
        Case(template: "{{a.b.c}}", data: ["a": ["b": ["c": "deep"]]], expected: "deep"),
        Case(template: "{{#items}}[{{.}}]{{/items}}", data: ["items": ["x", "y"]], expected: "[x][y]"),
        Case(template: "{{#items}}{{name}}={{outer}};{{/items}}", data: ["outer": "o", "items": [["name": "a"], ["name": "b"]]], expected: "a=o;b=o;"),
        Case(template: "{{#flag}}yes{{/flag}}{{^flag}}no{{/flag}}", data: ["flag": true], expected: "yes"),
        Case(template: "{{#flag}}yes{{/flag}}{{^flag}}no{{/flag}}", data: ["flag": false], expected: "no"),
        Case(template: "{{^items}}none{{/items}}", data: ["items": []], expected: "none"),
        Case(template: "{{#obj}}{{k}}{{/obj}}", data: ["obj": ["k": "v"]], expected: "v"),
        Case(template: "{{#s}}<{{.}}>{{/s}}{{^e}}empty{{/e}}", data: ["s": "text", "e": ""], expected: "<text>empty"),
        Case(template: "a{{! a comment }}b", data: [:], expected: "ab"),
        Case(template: "{{{v}}}|{{& v}}", data: ["v": .verbatim("<raw>")], expected: "<raw>|<raw>"),
        // Standalone tags drop their whole line; inline ones do not.
        Case(template: "begin\n  {{#items}}\n  - {{.}}\n  {{/items}}\n{{! note }}\nend\n", data: ["items": ["a", "b"]], expected: "begin\n  - a\n  - b\nend\n"),
        Case(template: "x {{#f}}y{{/f}} z\n", data: ["f": true], expected: "x y z\n"),
        Case(template: "{{#f}}\nlast\n{{/f}}", data: ["f": true], expected: "last\n"),
        Case(template: "{{!\nmulti\nline\n}}\nafter\n", data: [:], expected: "after\n"),
        // Escaping by literal context.
        Case(template: "let s = \"{{v}}\" // {{v}}\n", data: ["v": "a\"b\\c\\(x)\nd"], expected: "let s = \"a\\\"b\\\\c\\\\(x)\\nd\" // a\\\"b\\\\c\\\\(x)\\nd\n", escaping: .swiftString),
        Case(template: "let s = \"{{v}}\"", data: ["v": .verbatim("*/\t\u{1}\u{202E}")], expected: "let s = \"*/\\t\\u{1}\\u{202E}\"", escaping: .swiftString),
        Case(template: "pod \"{{v}}\" # {{v}}", data: ["v": "#{x} \"q\" \\ \n"], expected: "pod \"\\#{x} \\\"q\\\" \\\\ \\n\" # \\#{x} \\\"q\\\" \\\\ \\n", escaping: .rubyString),
        Case(template: "pod '{{v}}'", data: ["v": "it's #{x} \\"], expected: "pod 'it\\'s #{x} \\\\'", escaping: .rubyString),
        Case(template: "s = \"a\\\"{{v}}\"", data: ["v": "\""], expected: "s = \"a\\\"\\\"\"", escaping: .swiftString),
        Case(template: "{{v}}\n", data: ["v": "a\"b"], expected: "a\"b\n", escaping: .none),
    ]

    @Test(arguments: renderCases)
    func renders(_ c: Case) throws {
        let template = try Template(c.template, file: "t.mustache", escaping: c.escaping)
        #expect(try template.render(c.data) == c.expected)
    }

    struct ErrorCase: Sendable, CustomStringConvertible {
        var template: String
        var data: TemplateValue = [:]
        var escaping: TemplateEscaping = .none
        var message: String
        var description: String { template }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(template: "a\n {{x", message: "T.mustache:2:2: unclosed tag: '{{' has no matching '}}'; close the tag on the same line"),
        ErrorCase(template: "{{x\n}}", message: "T.mustache:1:1: unclosed tag: '{{' has no matching '}}'; close the tag on the same line"),
        ErrorCase(template: "{{> partial}}", message: "T.mustache:1:1: unsupported tag '{{> partial}}'; this template language supports {{name}}, {{{name}}}, {{#name}}, {{^name}}, {{/name}} and {{! comment}}"),
        ErrorCase(template: "{{=<% %>=}}", message: "T.mustache:1:1: unsupported tag '{{=<% %>=}}'; this template language supports {{name}}, {{{name}}}, {{#name}}, {{^name}}, {{/name}} and {{! comment}}"),
        ErrorCase(template: "x\n{{#a}}\n", message: "T.mustache:2:1: section 'a' is never closed; add '{{/a}}'"),
        ErrorCase(template: "{{#a}}{{#b}}{{/a}}{{/b}}", message: "T.mustache:1:13: '{{/a}}' closes section 'b'; close 'b' first with '{{/b}}'"),
        ErrorCase(template: "\n\n{{/a}}", message: "T.mustache:3:1: '{{/a}}' closes a section that is not open; remove it or open it with '{{#a}}'"),
        ErrorCase(template: "ok\n  {{missing}}", message: "T.mustache:2:3: unknown variable 'missing'; see the template variables in the reference (Sources/MortarCLI/Mortar.docc/Templates.md)"),
        ErrorCase(template: "{{a.b}}", data: ["a": ["c": "x"]], message: "T.mustache:1:1: unknown variable 'a.b'; see the template variables in the reference (Sources/MortarCLI/Mortar.docc/Templates.md)"),
        ErrorCase(template: "{{list}}", data: ["list": []], message: "T.mustache:1:1: '{{list}}' inserts a list, not text; use a section '{{#list}}…{{/list}}'"),
        ErrorCase(template: "{{{name}}}", data: ["name": "x"], message: "T.mustache:1:1: '{{{name}}}' would insert user data unescaped; use '{{name}}', which escapes it for the template's language"),
        ErrorCase(template: "let {{name}} = 1", data: ["name": "x"], escaping: .swiftString, message: "T.mustache:1:5: '{{name}}' is outside a Swift string literal or comment; put it inside \"…\" so it can be escaped"),
        ErrorCase(template: "pod \"a\", {{name}}", data: ["name": "x"], escaping: .rubyString, message: "T.mustache:1:10: '{{name}}' is outside a Ruby string literal or comment; put it inside \"…\" so it can be escaped"),
        // Swift raw strings: `"#` would end the string and `\#(…)` interpolate, whatever the escaping.
        ErrorCase(template: "let s = #\"{{name}}\"#", data: ["name": "x\"#; let y = \\#(1)"], escaping: .swiftString, message: "T.mustache:1:11: '{{name}}' is inside a Swift raw string (#\"…\"#), where no escaping can stop a value from ending the string or interpolating; put it inside a plain \"…\" literal"),
        ErrorCase(template: "let s = ##\"a\"#b {{name}}\"##", data: ["name": "x"], escaping: .swiftString, message: "T.mustache:1:17: '{{name}}' is inside a Swift raw string (#\"…\"#), where no escaping can stop a value from ending the string or interpolating; put it inside a plain \"…\" literal"),
        ErrorCase(template: "let s = #\"a\"# + x {{name}}", data: ["name": "x"], escaping: .swiftString, message: "T.mustache:1:19: '{{name}}' is outside a Swift string literal or comment; put it inside \"…\" so it can be escaped"),
        ErrorCase(template: "pod '{{name}}'", data: ["name": "a\nb"], escaping: .rubyString, message: "T.mustache:1:6: the value of 'name' has a line break or control character, which a single-quoted Ruby string cannot hold; use a double-quoted string in the template"),
    ]

    @Test(arguments: errorCases)
    func reportsErrors(_ c: ErrorCase) {
        do {
            let template = try Template(c.template, file: "T.mustache", escaping: c.escaping)
            let output = try template.render(c.data)
            Issue.record("expected an error, rendered \(output)")
        } catch {
            #expect(error.description == c.message)
        }
    }

    @Test func escapingIsChosenByTemplateName() {
        #expect(TemplateEscaping.forTemplate(named: "Templates/Package.swift.mustache") == .swiftString)
        #expect(TemplateEscaping.forTemplate(named: "Podfile.mustache") == .rubyString)
        #expect(TemplateEscaping.forTemplate(named: "notes.md.mustache") == TemplateEscaping.none)
        #expect(TemplateEscaping.forTemplate(named: "ModuleRegistry.plist.mustache") == .xml)
    }
}
