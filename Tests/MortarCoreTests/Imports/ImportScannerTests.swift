import MortarCore
import Testing

/// What the scan reports for one source text: `line:column module` (`?header` when unresolved),
/// with `exported`/`testable`/`implementation-only` marks.
private func scan(_ text: String, language: SourceLanguage = .swift, known: Set<String> = ["Known"], headers: Set<String> = []) -> [String] {
    let scanner = ImportScanner(knownModules: known, knownHeaders: headers)
    return scanner.scan(text, file: "F", language: language).map { item in
        var line = "\(item.location.line):\(item.location.column) \(item.module ?? "?" + (item.header ?? ""))"
        if item.isExported { line += " exported" }
        if item.isTestable { line += " testable" }
        if item.isImplementationOnly { line += " implementation-only" }
        if item.isOtherConfiguration { line += " other" }
        return line
    }
}

struct ImportScannerTests {
    @Test(arguments: [
        ("import Foo", ["1:1 Foo"]),
        ("import Foo.Bar.Baz", ["1:1 Foo"]),
        ("import struct Foo.Bar", ["1:1 Foo"]),
        ("import func Foo.bar", ["1:1 Foo"]),
        ("@testable import Foo", ["1:11 Foo testable"]),
        ("@_exported import Foo", ["1:12 Foo exported"]),
        ("@_implementationOnly import Foo", ["1:22 Foo implementation-only"]),
        ("public import Foo\ninternal import Bar\nprivate import Baz", ["1:8 Foo", "2:10 Bar implementation-only", "3:9 Baz implementation-only"]),
        ("@_spi(Private) @testable import Foo", ["1:26 Foo testable"]),
        ("@preconcurrency import Foo", ["1:17 Foo"]),
        ("import Foo; import Bar", ["1:1 Foo", "1:13 Bar"]),
        ("  import Foo  // trailing", ["1:3 Foo"]),
        ("\u{FEFF}import Foo", ["1:1 Foo"]),
    ])
    func swiftImportForms(_ text: String, _ expected: [String]) {
        #expect(scan(text) == expected)
    }

    @Test(arguments: [
        "// import Foo",
        "/* import Foo */",
        "/* outer /* inner */ import Foo */",
        "let s = \"import Foo\"",
        "let s = \"\"\"\nimport Foo\n\"\"\"",
        "let s = #\"\"\"\nimport Foo \\(x) \"\"\" still\n\"\"\"#",
        "let s = #\"import \"Foo\" \\(x)\"#",
        "let s = ##\"a\"# import Foo\"##",
        "func `import`() {}",
        "x.import(Foo)",
        "let a = b\nfunc f() { import(x) }",
        "case import",
        "let r = #/import Foo/#",
    ])
    func swiftNonImports(_ text: String) {
        #expect(scan(text) == [])
    }

    @Test func interpolationIsCodeAndStringsInsideItAreStrings() {
        let text = """
            let s = "a \\(f("import Foo", ")")) b"
            import Bar
            """
        #expect(scan(text) == ["2:1 Bar"])
    }

    @Test func multilineStringWithEscapedQuotesAndInterpolation() {
        let text = """
            let s = \"\"\"
                "quoted" \\\"\"\" not the end
                \\(value("import X"))
                import NotAnImport
                \"\"\"
            import Real
            """
        #expect(scan(text) == ["6:1 Real"])
    }

    @Test(arguments: [
        // canImport of a known module: that branch is active, the #else is not.
        ("#if canImport(Known)\nimport Known\n#else\nimport Fallback\n#endif", ["2:1 Known"]),
        // canImport of an unknown, non-system module: the #else branch is the active one.
        ("#if canImport(Missing)\nimport Missing\n#else\nimport Fallback\n#endif", ["4:1 Fallback"]),
        // System modules are there on this build's platform, maybe not on another: the other
        // branches are seen, as another configuration's.
        ("#if canImport(UIKit)\nimport UIKit\n#elseif canImport(Known)\nimport Known\n#endif", ["2:1 UIKit", "4:1 Known other"]),
        ("#if canImport(Darwin)\nimport Darwin\nimport CDarwin\n#elseif canImport(Glibc)\nimport Glibc\nimport CLinux\n#endif",
         ["2:1 Darwin", "3:1 CDarwin", "5:1 Glibc other", "6:1 CLinux other"]),
        ("#if !canImport(Known)\nimport A\n#endif", []),
        ("#if canImport(Missing)\nimport A\n#elseif canImport(Known)\nimport B\n#else\nimport C\n#endif", ["4:1 B"]),
        // Anything but canImport is unknown: every branch counts.
        ("#if os(iOS)\nimport A\n#elseif os(macOS)\nimport B\n#else\nimport C\n#endif", ["2:1 A", "4:1 B", "6:1 C"]),
        ("#if DEBUG && canImport(Missing)\nimport A\n#endif", []),
        ("#if DEBUG || canImport(Known)\nimport A\n#else\nimport B\n#endif", ["2:1 A"]),
        ("#if canImport(Known) && os(iOS)\nimport A\n#else\nimport B\n#endif", ["2:1 A", "4:1 B"]),
        ("#if swift(>=5.9)\nimport A\n#endif", ["2:1 A"]),
        ("#if false\nimport A\n#endif\n#if true\nimport B\n#else\nimport C\n#endif", ["5:1 B"]),
        // Nesting: an inactive parent silences its children.
        ("#if canImport(Missing)\n#if os(iOS)\nimport A\n#endif\n#else\nimport B\n#endif", ["6:1 B"]),
    ])
    func swiftConditionalCompilation(_ text: String, _ expected: [String]) {
        #expect(scan(text) == expected)
    }

    @Test(arguments: [
        ("@import Foo;", ["1:1 Foo"]),
        ("@import Foo.Bar;", ["1:1 Foo"]),
        ("#import <Foo/Foo.h>", ["1:1 Foo"]),
        ("#include <Foo/Sub/Bar.h>", ["1:1 Foo"]),
        ("  #  import <Foo/Bar.h> // note", ["1:3 Foo"]),
        ("#import \"Bar.h\"", ["1:1 ?Bar.h"]),
        ("#include \"Dir/Bar.h\"", ["1:1 ?Dir/Bar.h"]),
        ("#import <Bar.h>", ["1:1 ?Bar.h"]),
        ("#include_next <Foo/Bar.h>", ["1:1 Foo"]),
        ("/* #import <Foo/Foo.h> */", []),
        ("// #import <Foo/Foo.h>", []),
        ("NSString *s = @\"#import <Foo/Foo.h>\";", []),
        ("const char *s = \"\\n#import <Foo/Foo.h>\";", []),
        ("x = 1; # import <Foo/Foo.h>", []),
        ("#define X \\\n  1\n#import <Foo/Foo.h>", ["3:1 Foo"]),
        ("/* a\n */ #import <Foo/Foo.h>", ["2:5 Foo"]),
        ("x /* a\n */ #import <Foo/Foo.h>", []),
        ("#import /* c */ <Foo/Foo.h>", ["1:1 Foo"]),
        ("#if 0\n#import <A/A.h>\n#else\n#import <B/B.h>\n#endif", ["4:1 B"]),
        ("#ifdef X\n#import <A/A.h>\n#else\n#import <B/B.h>\n#endif", ["2:1 A", "4:1 B"]),
        ("#if __has_include(<Known/K.h>)\n#import <Known/K.h>\n#else\n#import \"K.h\"\n#endif", ["2:1 Known"]),
        ("#if __has_include(\"K.h\")\n#import \"K.h\"\n#else\n@import Other;\n#endif", ["2:1 ?K.h"]),
        ("#if __has_include(<Nope/N.h>)\n#import <Nope/N.h>\n#else\n#import \"N.h\"\n#endif", ["2:1 Nope", "4:1 ?N.h"]),
        ("#if defined(__cplusplus) && 0\n#import <A/A.h>\n#elif TARGET_OS_IOS >= 1\n#import <B/B.h>\n#endif", ["4:1 B"]),
        ("#ifndef FOO_H\n#define FOO_H\n#import <A/A.h>\n#endif", ["3:1 A"]),
        ("auto s = R\"x(\n#include <A/A.h>\n)\" )x\";\n#include <B/B.h>", ["4:1 B"]),
        ("auto s = u8R\"(\"#import <A/A.h>)\";\n#import <C/C.h>", ["2:1 C"]),
    ])
    func cFamilyForms(_ text: String, _ expected: [String]) {
        #expect(scan(text, language: .cFamily, headers: ["K.h"]) == expected)
    }

    @Test func flagsTheManifestDoesNotDefineMarkImportsAsAnotherConfiguration() {
        let text = """
            #if SINGLE_MODULE
            import Everything
            #else
            import Part
            #endif
            #if DEBUG
            import DebugTools
            #endif
            #if ENABLED && os(iOS)
            import Enabled
            #endif
            """
        func marks(_ flags: Set<String>?) -> [String] {
            ImportScanner(definedFlags: flags).scan(text, file: "F", language: .swift).map { "\($0.module!)\($0.isOtherConfiguration ? " other" : "")" }
        }
        #expect(marks(nil) == ["Everything", "Part", "DebugTools", "Enabled"])
        #expect(marks([]) == ["Everything other", "Part", "DebugTools", "Enabled other"])
        #expect(marks(["SINGLE_MODULE", "ENABLED"]) == ["Everything", "Part other", "DebugTools", "Enabled"])
    }

    @Test func fileLanguageComesFromTheExtension() {
        let scanner = ImportScanner()
        #expect(scanner.scan(Array("import A".utf8), file: "x/F.swift")?.map(\.module) == ["A"])
        #expect(scanner.scan(Array("@import A;".utf8), file: "x/F.m")?.map(\.module) == ["A"])
        #expect(scanner.scan(Array("@import A;".utf8), file: "x/F.H")?.map(\.module) == ["A"])
        #expect(scanner.scan(Array("import A".utf8), file: "x/README.md") == nil)
        #expect(scanner.scan(Array("import A".utf8), file: "x/F.swift")?.first?.location == SourceLocation(file: "x/F.swift", line: 1, column: 1))
    }
}

struct HeaderIndexTests {
    @Test func resolvesOwnFirstThenUniqueThenByPath() {
        var index = HeaderIndex()
        index.add(header: "Sources/Client.h", module: "Network")
        index.add(header: "Sources/Network/Config.h", module: "Network")
        index.add(header: "Classes/Config.h", module: "UI")
        index.add(header: "Classes/View.h", module: "UI")
        #expect(index.owner(of: "Client.h", importer: "UI") == "Network")
        #expect(index.owner(of: "Config.h", importer: "UI") == "UI")
        #expect(index.owner(of: "Config.h", importer: "App") == nil)
        #expect(index.owner(of: "Network/Config.h", importer: "App") == "Network")
        #expect(index.owner(of: "Missing.h", importer: "UI") == nil)
        let resolved = index.resolve([SourceImport(kind: .quotedHeader, module: nil, header: "View.h", location: SourceLocation(file: "f"))], importer: "Network")
        #expect(resolved.map(\.module) == ["UI"])
    }
}
