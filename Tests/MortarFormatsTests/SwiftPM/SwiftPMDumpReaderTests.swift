import MortarCore
import Testing
@testable import MortarFormats

@Suite struct SwiftPMDumpReaderTests {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "Demo",
            platforms: [.iOS(.v15)],
            products: [.library(name: "Demo", targets: ["Demo"])],
            dependencies: [
                .package(url: "https://github.com/apple/swift-numerics.git", from: "1.0.0"),
                .package(url: "https://github.com/apple/swift-log.git", exact: "1.5.3"),
                .package(url: "https://github.com/apple/swift-nio.git", branch: "main"),
                .package(url: "https://github.com/apple/swift-collections.git", revision: "abc123"),
                .package(url: "https://github.com/apple/swift-system.git", "1.0.0"..<"1.3.0"),
                .package(path: "../Local"),
                .package(id: "mona.LinkedList", from: "1.2.0"),
            ],
            targets: [
                .target(name: "Demo", dependencies: [.product(name: "Numerics", package: "swift-numerics"), "Local"]),
                .testTarget(name: "DemoTests", dependencies: ["Demo"]),
            ]
        )
        """

    /// The shape `swift package dump-package` (Swift 6) prints, trimmed to what is read.
    static let dump = """
        {"name": "Demo", "platforms": [{"platformName": "ios", "version": "15.0", "options": []}],
         "dependencies": [
          {"sourceControl": [{"identity": "swift-numerics", "location": {"remote": [{"urlString": "https://github.com/apple/swift-numerics.git"}]},
            "productFilter": null, "requirement": {"range": [{"lowerBound": "1.0.0", "upperBound": "2.0.0"}]}}]},
          {"sourceControl": [{"identity": "swift-log", "location": {"remote": [{"urlString": "https://github.com/apple/swift-log.git"}]},
            "productFilter": null, "requirement": {"exact": ["1.5.3"]}}]},
          {"sourceControl": [{"identity": "swift-nio", "location": {"remote": [{"urlString": "https://github.com/apple/swift-nio.git"}]},
            "productFilter": null, "requirement": {"branch": ["main"]}}]},
          {"sourceControl": [{"identity": "swift-collections", "location": {"remote": [{"urlString": "https://github.com/apple/swift-collections.git"}]},
            "productFilter": null, "requirement": {"revision": ["abc123"]}}]},
          {"sourceControl": [{"identity": "swift-system", "location": {"remote": [{"urlString": "https://github.com/apple/swift-system.git"}]},
            "productFilter": null, "requirement": {"range": [{"lowerBound": "1.0.0", "upperBound": "1.3.0"}]}}]},
          {"fileSystem": [{"identity": "local", "path": "/work/Local", "productFilter": null}]},
          {"registry": [{"identity": "mona.LinkedList", "productFilter": null, "requirement": {"range": [{"lowerBound": "1.2.0", "upperBound": "2.0.0"}]}}]}
         ],
         "products": [{"name": "Demo", "targets": ["Demo"], "type": {"library": ["automatic"]}}, {"name": "tool", "targets": ["Demo"], "type": {"executable": null}}],
         "targets": [
          {"name": "Demo", "type": "regular", "dependencies": [{"product": ["Numerics", "swift-numerics", null, null]}, {"byName": ["Local", null]}]},
          {"name": "DemoTests", "type": "test", "dependencies": [{"byName": ["Demo", null]}]}
         ]}
        """

    @Test func readsDependenciesRequirementsTargetsAndProducts() throws {
        let package = try SwiftPMDumpReader.read(json: Self.dump, manifestText: Self.manifest, manifestPath: "Demo/Package.swift", packageDirectory: "/work/Demo")
        #expect(package.name == "Demo")
        #expect(package.platforms == ["ios": "15.0"])
        #expect(package.products == ["Demo"])
        #expect(package.dependencies.map { "\($0.name) \($0.kind.rawValue) \($0.location) \($0.requirement) \($0.sourceLocation)" } == [
            "swift-numerics sourceControl https://github.com/apple/swift-numerics.git >= 1.0.0, < 2.0.0 Demo/Package.swift:8:9",
            "swift-log sourceControl https://github.com/apple/swift-log.git = 1.5.3 Demo/Package.swift:9:9",
            "swift-nio sourceControl https://github.com/apple/swift-nio.git branch 'main' Demo/Package.swift:10:9",
            "swift-collections sourceControl https://github.com/apple/swift-collections.git revision 'abc123' Demo/Package.swift:11:9",
            "swift-system sourceControl https://github.com/apple/swift-system.git >= 1.0.0, < 1.3.0 Demo/Package.swift:12:9",
            "Local fileSystem ../Local any version Demo/Package.swift:13:9",
            "mona.LinkedList registry mona.LinkedList >= 1.2.0, < 2.0.0 Demo/Package.swift:14:9",
        ])
        #expect(package.targets.map { "\($0.name) \($0.type) \($0.path) \($0.dependencies)" } == [
            "Demo regular Sources/Demo [\"Numerics@swift-numerics\", \"Local\"]",
            "DemoTests test Tests/DemoTests [\"Demo\"]",
        ])
        let component = package.component(path: "Demo/Package.swift")
        #expect(component.format == .swiftpm)
        #expect(component.sourcePaths == ["Sources/Demo"])
        #expect(component.dependencies.first?.url == "https://github.com/apple/swift-numerics.git")
    }

    @Test func anUnnamedDependencyIsLocatedAtTheWholeFile() throws {
        let package = try SwiftPMDumpReader.read(json: Self.dump, manifestText: "let package = Package(name: \"Demo\")", manifestPath: "Package.swift")
        #expect(package.dependencies[0].sourceLocation == SourceLocation(file: "Package.swift", line: 0, column: 0))
        #expect(package.dependencies[5].location == "/work/Local")
    }

    @Test func malformedOutputIsAManifestError() {
        do {
            _ = try SwiftPMDumpReader.read(json: "{\"targets\": []}", manifestText: "", manifestPath: "Package.swift")
            Issue.record("should fail")
        } catch {
            #expect(error.description == "Package.swift: error[invalid-manifest]: the output of 'swift package dump-package' has no package name\n  help: check that the toolchain's 'swift package dump-package' works in this folder")
        }
    }

    /// One reading of the dump: its library products are the products view of the package it
    /// reads (`packageProducts`), with the products reader's own messages, and without reading
    /// the package dependencies (a version the dump gets wrong there does not stop them).
    @Test func theProductsAreTheProductsViewOfTheSameReading() throws {
        let products = try SwiftPMDumpReader.products(json: Self.dump, file: "swift-demo at 1.0.0")
        let package = try SwiftPMDumpReader.read(json: Self.dump, manifestText: Self.manifest, manifestPath: "Package.swift")
        #expect(products == package.packageProducts)
        #expect(products == PackageProducts(
            name: "Demo", products: [.init(name: "Demo", targets: ["Demo"])],
            targetPaths: ["Demo": "Sources/Demo", "DemoTests": "Tests/DemoTests"], targetSources: [:], targetDependencies: [:]))

        let badVersion = Self.dump.replacingOccurrences(of: "\"exact\": [\"1.5.3\"]", with: "\"exact\": [\"one\"]")
        #expect(try SwiftPMDumpReader.products(json: badVersion, file: "swift-demo at 1.0.0") == products)
        #expect(throws: (any Error).self) { try SwiftPMDumpReader.read(json: badVersion, manifestText: Self.manifest, manifestPath: "Package.swift") }

        do {
            _ = try SwiftPMDumpReader.products(json: "{\"targets\": []}", file: "https://example.com/demo.git at 1.0.0")
            Issue.record("should fail")
        } catch {
            #expect(error.description == "https://example.com/demo.git at 1.0.0: error[invalid-manifest]: the output of 'swift package dump-package' has no package name\n  help: check that 'swift package dump-package' works for this package")
        }
        do {
            _ = try SwiftPMDumpReader.products(json: "{\"name\": ", file: "https://example.com/demo.git at 1.0.0")
            Issue.record("should fail")
        } catch {
            #expect(error.description.hasPrefix("https://example.com/demo.git at 1.0.0:1:"))
        }
    }
}
