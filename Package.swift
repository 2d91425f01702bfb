// swift-tools-version:6.0
// Mortar has no package dependencies: Foundation, Dispatch and the toolchain only.
import PackageDescription

let package = Package(
    name: "Mortar",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "mortar", targets: ["mortar"]),
        .library(name: "MortarCore", targets: ["MortarCore"]),
        .library(name: "MortarRuby", targets: ["MortarRuby"]),
        .library(name: "MortarFormats", targets: ["MortarFormats"]),
        .library(name: "MortarWorkspace", targets: ["MortarWorkspace"]),
        .library(name: "MortarConvert", targets: ["MortarConvert"]),
        .library(name: "MortarXcode", targets: ["MortarXcode"]),
    ],
    targets: [
        // Pure: versions, requirements, model, graph, checks, diagnostics, templates, generators.
        .target(name: "MortarCore"),
        // Pure: a static evaluator of a subset of Ruby (lexer, parser, evaluator) that knows
        // nothing of podspecs or Podfiles; a host gives meaning to the calls (README there).
        .target(name: "MortarRuby", dependencies: ["MortarCore"], exclude: ["README.md", "REWRITE.md"]),
        // Pure readers: mortar.json, podspec.json, SwiftPM dump (over MortarCore's JSONParser); podspecs and
        // Podfiles in Ruby, as hosts of MortarRuby.
        .target(name: "MortarFormats", dependencies: ["MortarCore", "MortarRuby"]),
        // Pure: podspec modules → SwiftPM targets (CocoaPods' globs, consumers, findings).
        .target(name: "MortarConvert", dependencies: ["MortarCore"], exclude: ["README.md"]),
        // Pure: Xcode projects (project.pbxproj, contents.xcworkspacedata) read and written back
        // byte for byte, with the edits `integrate` makes (CocoaPods out, Swift packages in).
        .target(name: "MortarXcode", dependencies: ["MortarCore"], exclude: ["README.md"]),
        // Effects: processes, git, fetch, manifest discovery, dump-package cache, atomic writes.
        .target(name: "MortarWorkspace", dependencies: ["MortarCore", "MortarRuby", "MortarFormats", "MortarConvert", "MortarXcode"]),
        // Pure rendering: diagnostics (text, json, sarif, github), services' outcomes as JSON,
        // the fetch report, and the output streams they are written to.
        .target(name: "MortarOutput", dependencies: ["MortarCore", "MortarWorkspace"], exclude: ["README.md"]),
        // The command line as a library: `CLI.run(...) -> ExitCode`, testable in-process.
        .target(name: "MortarCLI", dependencies: ["MortarCore", "MortarFormats", "MortarWorkspace", "MortarConvert", "MortarXcode", "MortarOutput"]),
        .executableTarget(name: "mortar", dependencies: ["MortarCLI"]),
        // Support code, never shipped: synthetic workspaces and resolver problems, the in-memory
        // resolver provider, the recording process runner, the golden-file helper.
        .target(name: "MortarTestSupport", dependencies: ["MortarCore", "MortarFormats", "MortarWorkspace", "MortarXcode"]),
        .executableTarget(name: "mortar-bench", dependencies: ["MortarCore", "MortarRuby", "MortarFormats", "MortarWorkspace", "MortarCLI", "MortarTestSupport"]),
        // Oracle/: the RubyGems oracle script and its recorded TSV output, read by the tests.
        .testTarget(name: "MortarCoreTests", dependencies: ["MortarCore", "MortarTestSupport"], exclude: ["Oracle"]),
        // The evaluator alone, with a host of the test's own; LexerGolden/: the lexer's recorded output (RubyLexerGoldenTests).
        .testTarget(name: "MortarRubyTests", dependencies: ["MortarCore", "MortarRuby"], exclude: ["EvaluatorGolden", "LexerGolden"]),
        // Integrate/: MortarWorkspace's TargetProductPlanner over the Podfile fixtures and CocoaPods views here.
        .testTarget(name: "MortarFormatsTests", dependencies: ["MortarCore", "MortarRuby", "MortarFormats", "MortarWorkspace", "MortarTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "MortarWorkspaceTests", dependencies: ["MortarCore", "MortarFormats", "MortarWorkspace", "MortarTestSupport"]),
        // Integrate/Oracle: what Xcodeproj reads from the projects integrate wrote (README there).
        .testTarget(name: "MortarCLITests", dependencies: ["MortarCore", "MortarFormats", "MortarWorkspace", "MortarCLI", "MortarTestSupport", "MortarXcode"],
                    exclude: ["Integrate/Oracle", "ObjCAnswerKey.tsv", "ObjCAnswerKeyJSON"]),
        .testTarget(name: "MortarConvertTests", dependencies: ["MortarCore", "MortarFormats", "MortarConvert", "MortarWorkspace", "MortarTestSupport"], exclude: ["Oracle"]),
        // Fixtures/xcodeproj: real projects (SOURCES.tsv) and Xcodeproj's recorded answers on them.
        .testTarget(name: "MortarXcodeTests", dependencies: ["MortarCore", "MortarFormats", "MortarXcode", "MortarTestSupport"], exclude: ["Fixtures"]),
        // The benchmark harness's own arithmetic and report formats.
        .testTarget(name: "MortarBenchTests", dependencies: ["mortar-bench"]),
    ],
    swiftLanguageModes: [.v6]
)
