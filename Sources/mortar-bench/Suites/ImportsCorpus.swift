import MortarCore

/// Source files for the `imports` suite: `modules` modules × 10 files, two thirds Swift of
/// about 200 lines, one third Objective-C `.h`/`.m`, with comments, nested comments, multi-line
/// and raw strings, interpolations, `#if canImport` and quoted header imports — the cases the
/// scanner must get right, so timing it measures real work. Deterministic.
enum ImportsCorpus {
    static let filesPerModule = 10

    /// The generated corpus: deterministic, so every run measures the same work.
    static func corpus(modules: Int) -> [ModuleSources] {
        (0..<modules).map { m in
            let name = "Module\(m)"
            let files = (0..<filesPerModule).map { f -> SourceFile in
                let relative: String
                let text: String
                if f % 3 == 2 {
                    relative = f % 2 == 0 ? "Sources/\(name)View\(f).h" : "Sources/\(name)View\(f).m"
                    text = objectiveC(module: m, file: f, of: modules)
                } else {
                    relative = "Sources/\(name)File\(f).swift"
                    text = swift(module: m, file: f, of: modules)
                }
                return SourceFile(path: "\(name)/\(relative)", relativePath: relative, bytes: Array(text.utf8))
            }
            return ModuleSources(module: name, files: files)
        }
    }

    static func swift(module m: Int, file f: Int, of modules: Int) -> String {
        var text = """
            //===-- Module\(m)File\(f).swift: generated for the import benchmark --===//
            /* A block comment /* with a nested one */ and import Nothing in it. */
            import Foundation
            @testable import Module\((m + 1) % modules)
            @_exported import Module\((m + 2) % modules)
            import struct Module\((m + 3) % modules).Thing
            #if canImport(UIKit)
            import UIKit
            #elseif canImport(AppKit)
            import AppKit
            #endif

            """
        for i in 0..<16 {
            text += """

                /// Documentation for Type\(i): `import Fake` here is not an import.
                public struct Type\(m)_\(f)_\(i): Hashable {
                    public var name = "import NotAModule \\(\(i) + 1)"
                    let raw = #"raw "quoted" \\(not interpolated) import X"#
                    let block = \"\"\"
                        import AlsoNotAModule
                        value: \\(String(describing: \(i)))
                        \"\"\"
                    public func compute(_ x: Int) -> Int {
                        // import Commented
                        let y = x * \(i) + \(m)
                        return y > 10 ? y - 10 : y + \(f)
                    }
                }

                """
        }
        return text
    }

    static func objectiveC(module m: Int, file f: Int, of modules: Int) -> String {
        var text = """
            // Module\(m)View\(f): generated for the import benchmark.
            #import <Foundation/Foundation.h>
            #import <Module\((m + 1) % modules)/Module\((m + 1) % modules).h>
            #import "Module\((m + 4) % modules)View2.h"
            @import Module\((m + 5) % modules);
            #if __has_include(<Module\((m + 6) % modules)/Api.h>)
            #import <Module\((m + 6) % modules)/Api.h>
            #else
            #import "Api.h"
            #endif
            /* #import <Commented/Out.h> */

            """
        for i in 0..<12 {
            text += """

                @interface Module\(m)View\(f)_\(i) : NSObject
                @property (nonatomic, copy) NSString *title; // "#import <Not/AnImport.h>"
                - (void)render:(NSInteger)count;
                @end
                static NSString *const kKey\(i) = @"#import <Also/NotAnImport.h>";
                FOUNDATION_EXPORT void Module\(m)Log\(f)_\(i)(NSString *message);

                """
        }
        return text
    }
}
