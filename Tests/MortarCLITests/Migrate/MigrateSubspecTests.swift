import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing

/// A Podfile's subspecs (`pod 'GRDB.swift/SQLCipher'`) are the pod's specs in use: each maps
/// to the products that provide it, by files and names, or is a finding that names it; a
/// variant never falls back to the base product; a repository with many products gives each
/// subspec its own.
@Suite(.serialized) struct MigrateSubspecTests {
    /// A spec repository with the podspecs, and the two package repositories, made in `box`.
    static func world(_ box: FetchSandbox) throws -> String {
        let grdb = try box.makePackageRemote("GRDB", tag: "5.0.0", manifest: """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "GRDB",
                products: [.library(name: "GRDB", targets: ["GRDB"]), .library(name: "GRDB-dynamic", type: .dynamic, targets: ["GRDB"])],
                targets: [.target(name: "GRDB", path: "GRDB")]
            )
            """)
        let utilities = box.remotes + "/GoogleUtilities"
        try box.makeRemote("GoogleUtilities")
        try box.write(utilities + "/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "GoogleUtilities",
                products: [
                    .library(name: "GULAppDelegateSwizzler", targets: ["GoogleUtilities-AppDelegateSwizzler"]),
                    .library(name: "GULEnvironment", targets: ["GoogleUtilities-Environment"]),
                    .library(name: "GULLogger", targets: ["GoogleUtilities-Logger"]),
                ],
                targets: [
                    .target(name: "GoogleUtilities-AppDelegateSwizzler", dependencies: ["GoogleUtilities-Logger"], path: "GoogleUtilities",
                            exclude: ["Environment/", "Logger/"], sources: ["AppDelegateSwizzler/", "Common/"]),
                    .target(name: "GoogleUtilities-Environment", path: "GoogleUtilities/Environment"),
                    .target(name: "GoogleUtilities-Logger", dependencies: ["GoogleUtilities-Environment"], path: "GoogleUtilities/Logger"),
                ]
            )
            """)
        for folder in ["AppDelegateSwizzler", "Environment", "Logger"] {
            try box.write(utilities + "/GoogleUtilities/\(folder)/GUL\(folder).m", "// \(folder)\n")
        }
        try box.git(["add", "-A"], in: utilities)
        try box.git(["commit", "--quiet", "-m", "Package"], in: utilities)
        try box.git(["tag", "7.10.0"], in: utilities)

        let specs = try box.makeSpecRepository([
            "Specs/GRDB.swift/5.0.0/GRDB.swift.podspec.json": """
                {"name": "GRDB.swift", "version": "5.0.0", "module_name": "GRDB", "source": {"git": "\(grdb)", "tag": "v5.0.0"},
                 "default_subspecs": "standard",
                 "subspecs": [
                   {"name": "standard", "source_files": ["GRDB/**/*.swift", "Support/grdb_config.h"], "libraries": "sqlite3"},
                   {"name": "SQLCipher", "source_files": ["GRDB/**/*.swift", "Support/grdb_config.h"], "dependencies": {"SQLCipher": [">= 3.4.0"]}}
                 ]}
                """,
            "Specs/GoogleUtilities/7.10.0/GoogleUtilities.podspec.json": """
                {"name": "GoogleUtilities", "version": "7.10.0", "source": {"git": "\(utilities)", "tag": "7.10.0"},
                 "subspecs": [
                   {"name": "Environment", "source_files": "GoogleUtilities/Environment/**/*.[mh]"},
                   {"name": "Logger", "source_files": "GoogleUtilities/Logger/**/*.[mh]", "dependencies": {"GoogleUtilities/Environment": []}},
                   {"name": "AppDelegateSwizzler", "source_files": ["GoogleUtilities/AppDelegateSwizzler/**/*.[mh]", "GoogleUtilities/Common/*.h"],
                    "dependencies": {"GoogleUtilities/Logger": []}}
                 ]}
                """,
        ])
        try FileManager.default.removeItem(atPath: box.project + "/mortar.json")
        return specs
    }

    /// The world, and a Podfile whose target 'App' has the lines `pods`, from its spec repository.
    static func app(_ box: FetchSandbox, pods: [String]) throws {
        let specs = try world(box)
        try box.write(box.project + "/Podfile", "source '\(specs)'\nplatform :ios, '15.0'\ntarget 'App' do\n" + pods.map { "  \($0)\n" }.joined() + "end\n")
    }

    @Test func subspecsMapToTheirProductsAndAVariantIsAFinding() throws {
        let box = try MigrateCommandTests.sandbox()
        defer { box.cleanUp() }
        try Self.app(box, pods: [
            "pod 'GRDB.swift/SQLCipher', '5.0.0'",
            "pod 'GoogleUtilities/Logger', '7.10.0'",
            "pod 'GoogleUtilities', '7.10.0', :subspecs => ['Environment']",
        ])
        let run = box.run(["migrate"])
        #expect(run.code == .failure)
        #expect(box.shown(run.out) == """
            GRDB.swift 5.0.0: a Package.swift, but no product for 'GRDB.swift/SQLCipher'
              package: ROOT/remotes/GRDB (spec repository ROOT/remotes/Specs, Specs/GRDB.swift/5.0.0/GRDB.swift.podspec.json)
              tag: 5.0.0 (the tag of version 5.0.0; the repository has no tag 'v5.0.0', the source tag of Specs/GRDB.swift/5.0.0/GRDB.swift.podspec.json)
              targets: App
              GRDB.swift/SQLCipher: selects a variant of GRDB.swift: its source_files 'GRDB/**/*.swift' are those of 'GRDB.swift/standard', and no product is named after it; the product of 'GRDB.swift/standard' would build without what 'GRDB.swift/SQLCipher' selects; candidates: 'GRDB', 'GRDB-dynamic'
              fix: pin it in the mortar.json beside the Podfile as "GRDB.swift": {"version": "5.0.0", "git": "ROOT/remotes/GRDB", "products": ["…"]}
            GoogleUtilities 7.10.0: mapped
              package: ROOT/remotes/GoogleUtilities (spec repository ROOT/remotes/Specs, Specs/GoogleUtilities/7.10.0/GoogleUtilities.podspec.json)
              tag: 7.10.0 (the source tag of Specs/GoogleUtilities/7.10.0/GoogleUtilities.podspec.json)
              targets: App
              GoogleUtilities/Environment → GULEnvironment (its source_files 'GoogleUtilities/Environment/**/*.[mh]' lie in 'GoogleUtilities/Environment')
              GoogleUtilities/Logger → GULLogger (its source_files 'GoogleUtilities/Logger/**/*.[mh]' lie in 'GoogleUtilities/Logger')
            2 pods: 1 mapped, 1 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
    }

    /// A pod the Podfile names whole in a repository of many products maps to the product of
    /// every subspec, never the first product whose folder overlaps its files.
    @Test func aWholePodOfAManyProductRepositoryMapsToEveryProductItNeeds() throws {
        let box = try MigrateCommandTests.sandbox()
        defer { box.cleanUp() }
        try Self.app(box, pods: ["pod 'GoogleUtilities', '7.10.0'"])
        let run = box.run(["migrate"])
        #expect(run.code == .success, "\(run.err)")
        #expect(box.shown(run.out) == """
            GoogleUtilities 7.10.0: mapped
              package: ROOT/remotes/GoogleUtilities (spec repository ROOT/remotes/Specs, Specs/GoogleUtilities/7.10.0/GoogleUtilities.podspec.json)
              tag: 7.10.0 (the source tag of Specs/GoogleUtilities/7.10.0/GoogleUtilities.podspec.json)
              targets: App
              GoogleUtilities → GULAppDelegateSwizzler, GULEnvironment, GULLogger (its subspecs: 'GoogleUtilities/Environment' → GULEnvironment; 'GoogleUtilities/Logger' → GULLogger; 'GoogleUtilities/AppDelegateSwizzler' → GULAppDelegateSwizzler)
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
    }
}
