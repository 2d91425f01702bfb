import MortarCore
import MortarFormats
import Testing

/// `Package.swift` read without running it: literal manifests read, everything else refused
/// with what and where (whole messages).
@Suite struct PackageSwiftReaderTests {
    static let literal = """
        // swift-tools-version: 5.9
        // A comment, /* a block /* nested */ comment */ and constants used below.
        import PackageDescription
        import Foundation

        let shared: [Target.Dependency] = [
            .product(name: "Logging", package: "swift-log", condition: .when(platforms: [.linux])),
        ]
        let settings: [SwiftSetting] = [.define("DEBUG_LOG", .when(configuration: .debug)), .unsafeFlags(["-Onone"])]
        let kitName = "Kit"

        let package = Package(
            name: "Kit",
            defaultLocalization: "en",
            platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS("14.2")],
            products: [
                .library(name: kitName, type: .dynamic, targets: [kitName, "KitCore"]),
                .executable(name: "kit-tool", targets: ["Tool"]),
            ],
            dependencies: [
                .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
                .package(name: "Numerics", url: "https://github.com/apple/swift-numerics", .upToNextMinor(from: "1.0.2")),
                .package(url: "git@github.com:apple/swift-nio.git", "2.0.0"..<"3.0.0-beta.1"),
                .package(url: "https://example.com/x/Pinned", .exact("0.9.0")),
                .package(url: "https://example.com/x/Edge", branch: "main"),
                .package(path: "./Vendor/../Vendor/Local"),
            ],
            targets: [
                .target(name: kitName, dependencies: shared + [], path: "Sources/KitMain"),
                .testTarget(name: "KitTests", dependencies: [.target(name: "Kit"), .byName(name: "Kit")], path: nil),
            ]
        )
        """

    @Test func aLiteralManifestIsReadWithConstantsAndEveryRequirementForm() throws {
        let text = Self.literal.replacingOccurrences(of: "shared + []", with: "shared")
        let package = try PackageSwiftReader.read(text + "\n", file: "Kit/Package.swift", packageDirectory: "/work/Kit")
        #expect(package.name == "Kit")
        #expect(package.toolsVersion == "5.9.0")
        #expect(package.products == ["Kit"])
        #expect(package.productTargets == ["Kit": ["Kit", "KitCore"]])
        #expect(package.platforms == ["ios": "13.0", "macos": "10.15", "tvos": "14.2"])
        #expect(package.targets.map { "\($0.name) \($0.type) \($0.path) \($0.dependencies)" } == [
            "Kit regular Sources/KitMain [\"Logging@swift-log\"]",
            "KitTests test Tests/KitTests [\"Kit\", \"Kit\"]",
        ])
        #expect(package.dependencies.map { "\($0.name) \($0.identity) \($0.kind) \($0.location) \($0.requirement) \($0.sourceLocation)" } == [
            "swift-log swift-log sourceControl https://github.com/apple/swift-log.git >= 1.5.0, < 2.0.0 Kit/Package.swift:21:9",
            "swift-numerics swift-numerics sourceControl https://github.com/apple/swift-numerics >= 1.0.2, < 1.1.0 Kit/Package.swift:22:9",
            "swift-nio swift-nio sourceControl git@github.com:apple/swift-nio.git >= 2.0.0, < 3.0.0-beta.1 Kit/Package.swift:23:9",
            "Pinned pinned sourceControl https://example.com/x/Pinned = 0.9.0 Kit/Package.swift:24:9",
            "Edge edge sourceControl https://example.com/x/Edge branch 'main' Kit/Package.swift:25:9",
            "Local local fileSystem Vendor/Local any version Kit/Package.swift:26:9",
        ])
        // A test target's dependencies are left out: no product reaches a test target.
        #expect(package.packageProducts == PackageProducts(name: "Kit", products: [.init(name: "Kit", targets: ["Kit", "KitCore"])], targetPaths: ["Kit": "Sources/KitMain", "KitTests": "Tests/KitTests"]))
    }

    /// A manifest that is not literal, and the whole refusal.
    static let refusals: [(String, String)] = [
        // SwiftPM reads a manifest that names no tools version as written for 3.1.0 (Zephyr 3.4.0).
        ("import PackageDescription\nlet package = Package(name: \"A\")",
         "it is written for Swift tools version 3.1.0 (it names none), which SwiftPM no longer supports, at P.swift:1:1"),
        ("// A manifest\nimport PackageDescription\nlet package = Package(name: \"A\")", "its first line is not '// swift-tools-version:X.Y', at P.swift:1:1"),
        ("// swift-tools-version:3.1\nimport PackageDescription\nlet package = Package(name: \"A\")",
         "it is written for Swift tools version 3.1.0, which SwiftPM no longer supports, at P.swift:1:1"),
        ("// swift-tools-version:5.9\nlet package = Package(name: \"A\")", "it does not import PackageDescription, at P.swift:1"),
        ("// swift-tools-version:5.9\nimport PackageDescription\nimport Darwin\nlet package = Package(name: \"A\")",
         "'import Darwin' brings code the manifest may run, at P.swift:3:1"),
        ("// swift-tools-version:5.9\nimport PackageDescription\n#if os(Linux)\nlet package = Package(name: \"A\")\n#endif",
         "'#if' is decided when the manifest is compiled, at P.swift:3:1"),
        ("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\")\npackage.targets.append(.target(name: \"B\"))",
         "'package' starts a statement that runs code; only 'import', 'let' and 'var' are read, at P.swift:4:1"),
        ("// swift-tools-version:5.9\nimport PackageDescription\nfor x in [1] {}\nlet package = Package(name: \"A\")",
         "'for' starts a statement that runs code; only 'import', 'let' and 'var' are read, at P.swift:3:1"),
        ("// swift-tools-version:5.9\nimport PackageDescription\nlet name = \"A\"\nlet package = Package(name: \"\\(name)Kit\")",
         "a string interpolation is computed when the manifest runs, at P.swift:4:30"),
        ("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\", targets: base)",
         "'base' is not a constant declared above with a literal value, at P.swift:3:43"),
        ("// swift-tools-version:5.9\nimport PackageDescription\nlet base: [Target] = []\nlet package = Package(name: \"A\", targets: base + [])",
         "the operator '+' is evaluated when the manifest runs, at P.swift:4:48"),
        ("// swift-tools-version:5.9\nimport PackageDescription\nimport Foundation\nlet package = Package(name: ProcessInfo.processInfo.environment.description)",
         "'.description' of a member '.environment' is computed when the manifest runs, at P.swift:4:29"),
        ("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: makeName())",
         "a call of 'makeName' runs code, at P.swift:3:29"),
        ("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\", targets: [1].map { _ in .target(name: \"B\") })",
         "a closure runs code, at P.swift:3:51"),
        ("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\", dependencies: [.package(url: \"https://e.com/b\", from: \"1.0\")])",
         "'1.0' is not a SwiftPM version (major.minor.patch), at P.swift:3:88"),
        ("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\", dependencies: [.package(id: \"a.b\", from: \"1.0.0\")])",
         "'.package(…)' has no 'url:' or 'path:' (a registry 'id:' is read by SwiftPM only), at P.swift:3:49"),
        ("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\", targets: [.target(name: \"B\", dependencies: [.product(name: \"C\")])])",
         "'.product(name: \"C\")' names no 'package:', at P.swift:3:78"),
        ("// swift-tools-version:5.9\nimport PackageDescription\nlet a = \"x\"\nlet a = \"y\"\nlet package = Package(name: a)",
         "'a' is declared twice, at P.swift:4:5"),
        ("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"\"\"\nA\n\"\"\")",
         "a multi-line string literal is not read, at P.swift:3:29"),
        ("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\", platforms: [.custom(\"x\", versionString: \"1.0\")])",
         "a platform is a call of '.custom', not '.iOS(.v13)' or another platform Mortar knows, at P.swift:3:46"),
        ("// swift-tools-version:5.9\nimport PackageDescription\n" + String(repeating: "[", count: 70) + String(repeating: "]", count: 70),
         "expected a declaration, found '[', at P.swift:3:1"),
        ("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + ")",
         "values are nested more than 64 deep, at P.swift:3:91"),
        ("// swift-tools-version:5.9\nimport PackageDescription\nlet x = 1\n", "it has no 'let package = Package(…)', at P.swift"),
        ("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\", platfroms: [])",
         "'platfroms:' is not an argument of 'Package(…)' Mortar knows, at P.swift:3:45"),
        ("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\", targets: [.target(name: \"B\", pth: \"x\")])",
         "'pth:' is not an argument of '.target(…)' Mortar knows, at P.swift:3:68"),
        ("// swift-tools-version:5.9\nimport PackageDescription\nvar targets: [Target] { [] }\nlet package = Package(name: \"A\", targets: targets)",
         "'targets' is computed by code when the manifest runs, at P.swift:3:23"),
        ("// swift-tools-version:5.9\nimport PackageDescription\nimport class Foundation.ProcessInfo\nlet package = Package(name: \"A\")",
         "'import class …' brings a declaration the manifest may run, at P.swift:3:1"),
    ]

    @Test(arguments: refusals) func whatIsNotLiteralIsRefusedWithWhereAndWhy(_ text: String, _ message: String) {
        #expect(throws: PackageSwiftRefusal.self) { _ = try PackageSwiftReader.read(text, file: "P.swift") }
        do {
            _ = try PackageSwiftReader.read(text, file: "P.swift")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func aManifestLargerThanOneMegabyteIsRefused() {
        let text = "// swift-tools-version:5.9\nimport PackageDescription\n" + String(repeating: " ", count: 1 << 20)
        #expect(throws: PackageSwiftRefusal("it is larger than 1 MB", at: SourceLocation(file: "P.swift"))) {
            _ = try PackageSwiftReader.read(text, file: "P.swift")
        }
    }
}
