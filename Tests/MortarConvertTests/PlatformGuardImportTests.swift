@testable import MortarConvert
import Testing

/// `PlatformGuard` with imports outside the `#if`: a C-family file importing the pod's own
/// headers before its guard (DTFoundation's `Core/Source/OSX/*.m`, each `#import`ing its header
/// before `#if TARGET_OS_OSX`) compiles to nothing when each header it imports does, found as the
/// compiler finds a quoted import first, in the importing file's folder; anything else keeps it
/// out.
@Suite struct PlatformGuardImportTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// The file asked about is `Sources/OSX/A.m`.
        let text: String
        /// The pod's other files, by path.
        let headers: [String: String]
        let expected: Bool
        var testDescription: String { name }
    }

    /// A header as DTFoundation's `Core/Source/OSX/DTScrollView.h` is at 1.7.19 (abridged).
    static let guardedHeader = """
    //
    //  A.h
    //

    #import <Availability.h>
    #import <TargetConditionals.h>

    #if TARGET_OS_OSX

    #import <AppKit/AppKit.h>

    @interface A : NSScrollView
    @end

    #endif

    """
    /// DTFoundation's `DTScrollView.m` at 1.7.19 (abridged).
    static let importingFile = """
    //
    //  A.m
    //

    #import "A.h"

    #if TARGET_OS_OSX

    @implementation A
    @end

    #endif

    """
    static let unguardedHeader = "#import <AppKit/AppKit.h>\n\n@interface A : NSScrollView\n@end\n"

    static let cases: [Case] = [
        Case(name: "imports its own guarded header (DTFoundation)", text: importingFile, headers: ["Sources/OSX/A.h": guardedHeader], expected: true),
        Case(name: "a header through '..' and '.'", text: "#import \"../Shared/./B.h\"\n#if TARGET_OS_OSX\nint a;\n#endif\n",
             headers: ["Sources/Shared/B.h": guardedHeader], expected: true),
        Case(name: "a guarded header importing a guarded header", text: importingFile,
             headers: ["Sources/OSX/A.h": "#import \"B.h\"\n" + guardedHeader, "Sources/OSX/B.h": guardedHeader], expected: true),
        Case(name: "an import of a guarded header after #endif", text: "#if TARGET_OS_OSX\nint a;\n#endif\n#include \"A.h\"\n",
             headers: ["Sources/OSX/A.h": guardedHeader], expected: true),
        Case(name: "<TargetConditionals.h> imported through the header defines the macros", text: "#import \"A.h\"\n#if !TARGET_OS_IPHONE\nint a;\n#endif\n",
             headers: ["Sources/OSX/A.h": guardedHeader], expected: true),
        Case(name: "the header imports <TargetConditionals.h> inside its #if only", text: "#import \"A.h\"\n#if !TARGET_OS_IPHONE\nint a;\n#endif\n",
             headers: ["Sources/OSX/A.h": "#if TARGET_OS_OSX\n#import <TargetConditionals.h>\nint b;\n#endif\n"], expected: false),
        Case(name: "imports its own header, not guarded", text: importingFile, headers: ["Sources/OSX/A.h": unguardedHeader], expected: false),
        Case(name: "imports AppKit before #if", text: "#import <AppKit/AppKit.h>\n#if TARGET_OS_OSX\nint a;\n#endif\n", headers: [:], expected: false),
        Case(name: "imports a system header", text: "#import <Foundation/Foundation.h>\n#if TARGET_OS_OSX\nint a;\n#endif\n", headers: [:], expected: false),
        Case(name: "an import cycle", text: importingFile,
             headers: ["Sources/OSX/A.h": "#import \"B.h\"\n" + guardedHeader, "Sources/OSX/B.h": "#import \"A.h\"\n" + guardedHeader], expected: false),
        Case(name: "the file's #else", text: "#import \"A.h\"\n#if TARGET_OS_OSX\nint a;\n#else\nint b;\n#endif\n",
             headers: ["Sources/OSX/A.h": guardedHeader], expected: false),
        Case(name: "the header's #else", text: importingFile,
             headers: ["Sources/OSX/A.h": guardedHeader.replacingOccurrences(of: "@end\n", with: "@end\n#else\n@interface A : UIScrollView\n@end\n")], expected: false),
        Case(name: "a header the pod does not have", text: importingFile, headers: [:], expected: false),
        Case(name: "a header of that name in another folder only", text: importingFile, headers: ["Sources/A.h": guardedHeader], expected: false),
        Case(name: "<Pod/Header.h> is not followed", text: "#import <Kit/A.h>\n#if TARGET_OS_OSX\nint a;\n#endif\n",
             headers: ["Sources/OSX/A.h": guardedHeader], expected: false),
        Case(name: "an import leaving the module's folder", text: "#import \"../../../A.h\"\n#if TARGET_OS_OSX\nint a;\n#endif\n", headers: [:], expected: false),
        Case(name: "a source file is not a header", text: "#import \"B.m\"\n#if TARGET_OS_OSX\nint a;\n#endif\n",
             headers: ["Sources/OSX/B.m": "#if TARGET_OS_OSX\nint b;\n#endif\n"], expected: false),
        Case(name: "code after the import of a guarded header (XMPPFramework)", text: "#import \"A.h\"\n@implementation A\n@end\n",
             headers: ["Sources/OSX/A.h": guardedHeader], expected: false),
        Case(name: "headers deeper than the limit", text: "#import \"H1.h\"\n#if TARGET_OS_OSX\nint a;\n#endif\n",
             headers: Dictionary(uniqueKeysWithValues: (1...8).map { ("Sources/OSX/H\($0).h", ($0 < 8 ? "#import \"H\($0 + 1).h\"\n" : "") + guardedHeader) }),
             expected: false),
        Case(name: "headers as deep as the limit", text: "#import \"H1.h\"\n#if TARGET_OS_OSX\nint a;\n#endif\n",
             headers: Dictionary(uniqueKeysWithValues: (1...7).map { ("Sources/OSX/H\($0).h", ($0 < 7 ? "#import \"H\($0 + 1).h\"\n" : "") + guardedHeader) }),
             expected: true),
    ]

    @Test(arguments: cases) func aFileImportingHeadersGuardsItselfOnlyWhenEachHeaderDoes(_ c: Case) {
        #expect(PlatformGuard.compilesToNothing(c.text, path: "Sources/OSX/A.m", on: ["ios", "tvos"], header: { c.headers[$0] }) == c.expected)
    }

    /// The DTFoundation header alone: `<Availability.h>` before the `#if` defines macros only.
    @Test func aHeaderImportingAvailabilityBeforeItsIfGuardsItself() {
        #expect(PlatformGuard.compilesToNothing(Self.guardedHeader, path: "Sources/OSX/A.h", on: ["ios", "tvos"]))
    }
}
