@testable import MortarConvert
import Testing

/// `PlatformGuard`: a file whose whole code is inside one top-level `#if` of platforms compiles
/// to nothing where the condition is false; anything else is not a guard.
@Suite struct PlatformGuardTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let path: String
        let text: String
        /// The platforms where the file must compile to nothing.
        let on: [String]
        let expected: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // Swift
        Case(name: "os(macOS), comment before", path: "A.swift", text: "//\n//  A.swift\n//\n\n#if os(macOS)\nimport AppKit\npublic final class A: NSView {}\n#endif\n", on: ["ios", "tvos"], expected: true),
        Case(name: "os(macOS), a comment after #endif", path: "A.swift", text: "/* a\n b */\n#if os(macOS)\nimport AppKit\n#endif // os(macOS)\n\n// end\n", on: ["ios"], expected: true),
        Case(name: "os(OSX) is macOS", path: "A.swift", text: "#if os(OSX)\nimport AppKit\n#endif\n", on: ["ios", "watchos"], expected: true),
        Case(name: "os(macOS) on macOS is code", path: "A.swift", text: "#if os(macOS)\nimport AppKit\n#endif\n", on: ["osx"], expected: false),
        Case(name: "os(X) || os(Y)", path: "A.swift", text: "#if os(macOS) || os(watchOS)\nlet a = 1\n#endif\n", on: ["ios", "tvos"], expected: true),
        Case(name: "!os(iOS) on tvOS is code", path: "A.swift", text: "#if !os(iOS)\nlet a = 1\n#endif\n", on: ["ios", "tvos"], expected: false),
        Case(name: "!os(iOS)", path: "A.swift", text: "#if !os(iOS)\nlet a = 1\n#endif\n", on: ["ios"], expected: true),
        Case(name: "canImport(AppKit) is true on Mac Catalyst", path: "A.swift", text: "#if canImport(AppKit)\nimport AppKit\n#endif\n", on: ["ios"], expected: false),
        Case(name: "canImport(AppKit) && !targetEnvironment(macCatalyst)", path: "A.swift",
             text: "#if canImport(AppKit) && !targetEnvironment(macCatalyst)\nimport AppKit\n#endif\n", on: ["ios", "tvos"], expected: true),
        Case(name: "canImport(UIKit) on macOS", path: "A.swift", text: "#if canImport(UIKit)\nimport UIKit\n#endif\n", on: ["osx"], expected: true),
        Case(name: "canImport(WatchKit) on iOS is not known", path: "A.swift", text: "#if canImport(WatchKit)\nimport WatchKit\n#endif\n", on: ["ios"], expected: false),
        Case(name: "nested #if inside", path: "A.swift", text: "#if os(macOS)\n#if DEBUG\nlet a = 1\n#else\nlet a = 2\n#endif\n#endif\n", on: ["ios"], expected: true),
        Case(name: "#else: code on the other platforms", path: "A.swift", text: "#if os(macOS)\nimport AppKit\n#else\nimport UIKit\n#endif\n", on: ["ios"], expected: false),
        Case(name: "#elseif", path: "A.swift", text: "#if os(macOS)\nlet a = 1\n#elseif os(watchOS)\nlet a = 2\n#endif\n", on: ["ios"], expected: false),
        Case(name: "code after #endif", path: "A.swift", text: "#if os(macOS)\nimport AppKit\n#endif\nlet a = 1\n", on: ["ios"], expected: false),
        Case(name: "an import before #if", path: "A.swift", text: "import Foundation\n#if os(macOS)\nlet a = 1\n#endif\n", on: ["ios"], expected: false),
        Case(name: "two top-level #if", path: "A.swift", text: "#if os(macOS)\nlet a = 1\n#endif\n#if os(macOS)\nlet b = 1\n#endif\n", on: ["ios"], expected: false),
        Case(name: "a flag is not a platform", path: "A.swift", text: "#if MAC_BUILD\nlet a = 1\n#endif\n", on: ["ios"], expected: false),
        Case(name: "#endif inside a string is text", path: "A.swift", text: "#if os(macOS)\nlet a = \"\"\"\n#endif\n\"\"\"\n#endif\n", on: ["ios"], expected: true),
        Case(name: "no #endif", path: "A.swift", text: "#if os(macOS)\nlet a = 1\n", on: ["ios"], expected: false),
        // C family
        Case(name: "TargetConditionals then TARGET_OS_OSX", path: "A.m",
             text: "/*! @file A.m\n */\n\n#import <TargetConditionals.h>\n\n#if TARGET_OS_OSX\n#import <AppKit/AppKit.h>\n@implementation A\n@end\n#endif // TARGET_OS_OSX\n", on: ["ios", "tvos", "watchos"], expected: true),
        Case(name: "TARGET_OS_WATCH", path: "A.m", text: "#include <TargetConditionals.h>\n#if TARGET_OS_WATCH\nint a;\n#endif\n", on: ["ios", "tvos"], expected: true),
        Case(name: "TARGET_OS_MAC && !TARGET_OS_IPHONE", path: "A.m", text: "#import <TargetConditionals.h>\n#if TARGET_OS_MAC && !TARGET_OS_IPHONE\nint a;\n#endif\n", on: ["ios"], expected: true),
        Case(name: "defined(X) && X", path: "A.m", text: "#if defined(TARGET_OS_OSX) && TARGET_OS_OSX\nint a;\n#endif\n", on: ["ios"], expected: true),
        Case(name: "!TARGET_OS_IPHONE with TargetConditionals", path: "A.m", text: "#import <TargetConditionals.h>\n#if !TARGET_OS_IPHONE\nint a;\n#endif\n", on: ["ios"], expected: true),
        Case(name: "!TARGET_OS_IPHONE without TargetConditionals: 1 where the macro is undefined", path: "A.m", text: "#if !TARGET_OS_IPHONE\nint a;\n#endif\n", on: ["ios"], expected: false),
        Case(name: "TARGET_OS_IOS on visionOS is not known", path: "A.m", text: "#import <TargetConditionals.h>\n#if TARGET_OS_IOS\nint a;\n#endif\n", on: ["visionos"], expected: false),
        Case(name: "a header", path: "A.h", text: "// A.h\n#import <TargetConditionals.h>\n\n#if TARGET_OS_OSX\n@interface A\n@end\n#endif\n", on: ["ios"], expected: true),
        Case(name: "an include guard around is not a platform guard", path: "A.h", text: "#ifndef A_H\n#define A_H\n#if TARGET_OS_OSX\nint a;\n#endif\n#endif\n", on: ["ios"], expected: false),
        Case(name: "other imports before #if (XMPPFramework)", path: "A.m", text: "#import \"A.h\"\n#if TARGET_OS_IPHONE\n#warning no\n#endif\n@implementation A\n@end\n", on: ["ios"], expected: false),
        Case(name: "#else", path: "A.m", text: "#import <TargetConditionals.h>\n#if TARGET_OS_OSX\nint a;\n#else\nint b;\n#endif\n", on: ["ios"], expected: false),
        Case(name: "#elif", path: "A.m", text: "#if TARGET_OS_OSX\nint a;\n#elif TARGET_OS_WATCH\nint b;\n#endif\n", on: ["ios"], expected: false),
        Case(name: "nested #if with #else inside", path: "A.m", text: "#if TARGET_OS_OSX\n#if DEBUG\nint a;\n#else\nint b;\n#endif\n#endif\n", on: ["ios"], expected: true),
        Case(name: "code after #endif", path: "A.m", text: "#if TARGET_OS_OSX\nint a;\n#endif\nint b;\n", on: ["ios"], expected: false),
        Case(name: "#ifdef is not a platform guard", path: "A.m", text: "#ifdef TARGET_OS_OSX\nint a;\n#endif\n", on: ["ios"], expected: false),
        Case(name: "a platform CocoaPods does not know", path: "A.m", text: "#if TARGET_OS_OSX\nint a;\n#endif\n", on: ["maccatalyst"], expected: false),
        Case(name: "a file that is not source", path: "A.inc", text: "#if TARGET_OS_OSX\nint a;\n#endif\n", on: ["ios"], expected: false),
    ]

    @Test(arguments: cases) func aFileGuardsItselfOnlyWhenAllOfItsCodeIsInOnePlatformIf(_ c: Case) {
        #expect(PlatformGuard.compilesToNothing(c.text, path: c.path, on: c.on) == c.expected)
    }
}
