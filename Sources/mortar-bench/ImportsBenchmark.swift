import Foundation
import MortarCore
import MortarWorkspace

/// `mortar-bench imports [FOLDER]`: times the import scan.
///
/// Without a folder it scans a generated corpus of 300 files (30 modules × 10 files: two thirds
/// Swift of about 200 lines, one third Objective-C `.h`/`.m`, with comments, nested comments,
/// multi-line and raw strings, interpolations, `#if canImport` and quoted header imports), once
/// in memory (lexing, scanning, header resolution) and once from disk (walking the folders and
/// reading the files too). With a folder, every module folder under it is scanned from disk.
enum ImportsBenchmark {
    static let modules = 30
    static let filesPerModule = 10
    static let rounds = 20

    /// Runs the benchmark and returns its report (one line per measurement).
    static func run(_ arguments: [String]) -> String {
        if let folder = arguments.first {
            return measureFolder(folder)
        }
        let sources = corpus()
        let files = sources.reduce(0) { $0 + $1.files.count }
        let bytes = sources.reduce(0) { $0 + $1.files.reduce(0) { $0 + $1.bytes.count } }
        let known = Set(sources.map(\.module))
        var imports = 0
        let memory = measure { imports = SourceAudit.scanImports(sources, knownModules: known).values.reduce(0) { $0 + $1.count } }
        var report = "imports: \(files) files, \(bytes / 1024) KiB, \(imports) imports found\n"
        report += "imports: scan in memory: \(format(memory))\n"
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("mortar-bench-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        for module in sources {
            for file in module.files {
                let path = "\(temporary)/\(module.module)/\(file.relativePath)"
                try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                _ = FileManager.default.createFile(atPath: path, contents: Data(file.bytes))
            }
        }
        report += "imports: walk, read and scan from disk: \(format(measureDisk(temporary, modules: sources.map(\.module))))\n"
        return report
    }

    /// Walks every module folder of `folder` from disk and scans it.
    static func measureFolder(_ folder: String) -> String {
        let modules = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        return "imports: walk, read and scan \(folder): \(format(measureDisk(folder, modules: modules)))\n"
    }

    static func measureDisk(_ folder: String, modules: [String]) -> [Duration] {
        let walker = SourceWalker(fileSystem: LocalFileSystem(), currentDirectory: folder)
        let component = { (name: String) in Component(name: name, format: .podspecJSON, path: "\(name).podspec.json", sourcePaths: ["."]) }
        return measure {
            let sources = modules.map { walker.sources(module: $0, component: component($0), folder: $0) }
            _ = SourceAudit.scanImports(sources, knownModules: Set(modules))
        }
    }

    /// Runs `body` once to warm up, then `rounds` times; returns each round's duration.
    static func measure(_ body: () -> Void) -> [Duration] {
        body()
        let clock = ContinuousClock()
        return (0..<rounds).map { _ in clock.measure(body) }
    }

    static func format(_ durations: [Duration]) -> String {
        let sorted = durations.sorted()
        func ms(_ d: Duration) -> String { String(format: "%.1f ms", Double(d.components.attoseconds) / 1e15 + Double(d.components.seconds) * 1000) }
        return "median \(ms(sorted[sorted.count / 2])), min \(ms(sorted[0])), max \(ms(sorted[sorted.count - 1])) over \(sorted.count) rounds"
    }

    /// The generated corpus: deterministic, so every run measures the same work.
    static func corpus() -> [ModuleSources] {
        (0..<modules).map { m in
            let name = "Module\(m)"
            let files = (0..<filesPerModule).map { f -> SourceFile in
                let relative: String
                let text: String
                if f % 3 == 2 {
                    relative = f % 2 == 0 ? "Sources/\(name)View\(f).h" : "Sources/\(name)View\(f).m"
                    text = objectiveC(module: m, file: f)
                } else {
                    relative = "Sources/\(name)File\(f).swift"
                    text = swift(module: m, file: f)
                }
                return SourceFile(path: "\(name)/\(relative)", relativePath: relative, bytes: Array(text.utf8))
            }
            return ModuleSources(module: name, files: files)
        }
    }

    static func swift(module m: Int, file f: Int) -> String {
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

    static func objectiveC(module m: Int, file f: Int) -> String {
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
