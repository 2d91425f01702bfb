import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing

/// Pods of one repository are one package at one version: the podspecs' own tag scheme
/// (`Utilities-7.1.1`, `DataTransport-8.0.1`) is followed to the tags' commits; pods whose tags
/// are one commit converge on it, pods on different commits are a finding in migrate and in
/// generate, never one kept silently.
@Suite(.serialized) struct MigrateOneRepositoryTests {
    /// The repository `Google` with two products, and podspecs for its two pods in a spec
    /// repository; `DataTransport-8.0.1` is tagged on a later commit when `apart`.
    static func world(_ box: FetchSandbox, apart: Bool) throws -> (specs: String, commit: String) {
        let google = box.remotes + "/Google"
        try box.makeRemote("Google")
        try box.write(google + "/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Google",
                products: [.library(name: "GULUtilities", targets: ["GULUtilities"]), .library(name: "GDTDataTransport", targets: ["GDTDataTransport"])],
                targets: [.target(name: "GULUtilities", path: "GoogleUtilities"), .target(name: "GDTDataTransport", path: "GoogleDataTransport")]
            )
            """)
        try box.write(google + "/GoogleUtilities/GUL.m", "// utilities\n")
        try box.write(google + "/GoogleDataTransport/GDT.m", "// transport\n")
        try box.git(["add", "-A"], in: google)
        try box.git(["commit", "--quiet", "-m", "Package"], in: google)
        try box.git(["tag", "Utilities-7.1.1"], in: google)
        if apart {
            try box.write(google + "/GoogleDataTransport/GDT.m", "// transport 2\n")
            try box.git(["commit", "--quiet", "-am", "Later"], in: google)
        }
        try box.git(["tag", "DataTransport-8.0.1"], in: google)
        let commit = try box.git(["rev-parse", "Utilities-7.1.1^{commit}"], in: google)
        let specs = try box.makeSpecRepository([
            "Specs/GoogleUtilities/7.1.1/GoogleUtilities.podspec.json": """
                {"name": "GoogleUtilities", "version": "7.1.1", "source": {"git": "\(google)", "tag": "Utilities-7.1.1"},
                 "source_files": "GoogleUtilities/**/*.[mh]"}
                """,
            "Specs/GoogleDataTransport/8.0.1/GoogleDataTransport.podspec.json": """
                {"name": "GoogleDataTransport", "version": "8.0.1", "source": {"git": "\(google)", "tag": "DataTransport-8.0.1"},
                 "source_files": "GoogleDataTransport/**/*.[mh]"}
                """,
        ])
        try box.write(box.project + "/mortar.json", """
            {"name": "App", "sources": ["\(specs)"], "modules": [], "pins": {"GoogleDataTransport": "8.0.1", "GoogleUtilities": "7.1.1"}}

            """)
        return (specs, commit)
    }

    @Test func podsWhosePrefixTagsAreOneCommitConvergeOnIt() throws {
        let box = try MigrateCommandTests.sandbox()
        defer { box.cleanUp() }
        let (_, commit) = try Self.world(box, apart: false)
        let run = box.run(["migrate", "--write"])
        #expect(run.code == .success, "\(run.out)\(run.err)")
        #expect(box.shown(run.out).replacingOccurrences(of: commit, with: "COMMIT") == """
            GoogleDataTransport 8.0.1: mapped
              package: ROOT/remotes/Google (spec repository ROOT/remotes/Specs, Specs/GoogleDataTransport/8.0.1/GoogleDataTransport.podspec.json)
              tag: DataTransport-8.0.1 (the source tag of Specs/GoogleDataTransport/8.0.1/GoogleDataTransport.podspec.json)
              revision: COMMIT (the tag 'DataTransport-8.0.1' of 'GoogleDataTransport' is not a semantic version SwiftPM can pin exactly; pinned by its commit; no version tag 8.0.1 of the repository names that commit)
              GoogleDataTransport → GDTDataTransport (its source_files 'GoogleDataTransport/**/*.[mh]' lie in 'GoogleDataTransport')
            GoogleUtilities 7.1.1: mapped
              package: ROOT/remotes/Google (spec repository ROOT/remotes/Specs, Specs/GoogleUtilities/7.1.1/GoogleUtilities.podspec.json)
              tag: Utilities-7.1.1 (the source tag of Specs/GoogleUtilities/7.1.1/GoogleUtilities.podspec.json)
              revision: COMMIT (the tag 'Utilities-7.1.1' of 'GoogleUtilities' is not a semantic version SwiftPM can pin exactly; pinned by its commit; no version tag 7.1.1 of the repository names that commit)
              GoogleUtilities → GULUtilities (its source_files 'GoogleUtilities/**/*.[mh]' lie in 'GoogleUtilities')
            2 pods: 2 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        let generated = try Self.generate(box, dependency: "revision: \"\(commit)\"")
        #expect(!generated.err.contains("package-pins-disagree"), "\(generated.err)")
    }

    @Test func podsOfOneRepositoryOnDifferentCommitsAreAFinding() throws {
        let box = try MigrateCommandTests.sandbox()
        defer { box.cleanUp() }
        _ = try Self.world(box, apart: true)
        let google = box.remotes + "/Google"
        let utilities = try box.git(["rev-parse", "Utilities-7.1.1^{commit}"], in: google)
        let transport = try box.git(["rev-parse", "DataTransport-8.0.1^{commit}"], in: google)
        let run = box.run(["migrate", "--format", "json"])
        #expect(run.code == .failure)
        let findings = box.shown(run.out).components(separatedBy: "\"findings\": ").last?.components(separatedBy: ",\n  \"diagnostics\": ").first ?? ""
        #expect(findings == """
            [
                {
                  "code": "package-pins-disagree",
                  "severity": "error",
                  "message": "pods 'GoogleDataTransport' 8.0.1 (tag 'DataTransport-8.0.1' → revision: \\"\(transport)\\"), 'GoogleUtilities' 7.1.1 (tag 'Utilities-7.1.1' → revision: \\"\(utilities)\\") come from one repository, ROOT/remotes/Google, at different versions; one package is taken at one",
                  "locations": [
                    "mortar.json:1:\(Self.column("GoogleDataTransport", box))",
                    "mortar.json:1:\(Self.column("GoogleUtilities", box))"
                  ],
                  "help": "pin these pods to the versions of one release of the repository (tags of one commit), as its podspecs at that release name them"
                }
              ]
            """)
        // Recorded anyway, generate says which pin it took.
        #expect(box.run(["migrate", "--write", "--offline"]).code == .failure)
        let generated = box.run(["generate", "--swiftpm", "Package.swift"])
        // An error fails the run (exit 1) though the file is written as the message says.
        #expect(generated.code == .failure, "\(generated.out)\(generated.err)")
        #expect(FileManager.default.fileExists(atPath: box.project + "/Package.swift"))
        #expect(box.shown(generated.err).contains("""
            error[package-pins-disagree]: pins 'GoogleDataTransport' (revision: "\(transport)") and 'GoogleUtilities' (revision: "\(utilities)") take one package, ROOT/remotes/Google, at different versions; the generated Package.swift takes it as 'GoogleDataTransport' pins it
            """), "\(generated.err)")
    }

    /// The repository's own version tag (`v7.1.1`, annotated) on the commit of the podspec's
    /// prefix tag is taken: the pin is `exact:`, not `revision:`.
    @Test func aVersionTagOnThePrefixTagsCommitIsPinnedExactly() throws {
        let box = try MigrateCommandTests.sandbox()
        defer { box.cleanUp() }
        let (specs, _) = try Self.world(box, apart: false)
        try box.git(["tag", "-a", "-m", "Release 7.1.1", "v7.1.1", "Utilities-7.1.1"], in: box.remotes + "/Google")
        try box.write(box.project + "/mortar.json", """
            {"name": "App", "sources": ["\(specs)"], "modules": [], "pins": {"GoogleUtilities": "7.1.1"}}

            """)
        let run = box.run(["migrate", "--write"])
        #expect(run.code == .success, "\(run.out)\(run.err)")
        #expect(box.shown(run.out) == """
            GoogleUtilities 7.1.1: mapped
              package: ROOT/remotes/Google (spec repository ROOT/remotes/Specs, Specs/GoogleUtilities/7.1.1/GoogleUtilities.podspec.json)
              tag: v7.1.1 (a version tag SwiftPM pins exactly, on the commit of 'Utilities-7.1.1', the source tag of Specs/GoogleUtilities/7.1.1/GoogleUtilities.podspec.json)
              GoogleUtilities → GULUtilities (its source_files 'GoogleUtilities/**/*.[mh]' lie in 'GoogleUtilities')
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        // Warm and offline, from the pin --write recorded: the kept tag list answers the same.
        let offline = box.run(["migrate", "--offline"])
        #expect(offline.code == .success, "\(offline.err)")
        #expect(box.shown(offline.out) == """
            GoogleUtilities 7.1.1: mapped
              package: ROOT/remotes/Google (the pin's git, mortar.json:1:\(Self.column("GoogleUtilities", box)))
              tag: v7.1.1 (a version tag SwiftPM pins exactly, on the commit of 'Utilities-7.1.1', the source tag of Specs/GoogleUtilities/7.1.1/GoogleUtilities.podspec.json)
              GoogleUtilities → GULUtilities (the pin's products)
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        let generated = try Self.generate(box, dependency: "exact: \"7.1.1\"")
        #expect(!box.shown(generated.err).contains("pinned-by-revision"), "\(generated.err)")
    }

    /// A version tag of one pod's version on the commit both pods' prefix tags name: the other
    /// pod has none of its version, so both stay on the commit, one package, no finding.
    @Test func aVersionTagOfOnePodOnlyKeepsBothOnTheCommit() throws {
        let box = try MigrateCommandTests.sandbox()
        defer { box.cleanUp() }
        let (_, commit) = try Self.world(box, apart: false)
        try box.git(["tag", "7.1.1", "Utilities-7.1.1"], in: box.remotes + "/Google")
        let run = box.run(["migrate", "--write"])
        #expect(run.code == .success, "\(run.out)\(run.err)")
        #expect(box.shown(run.out).replacingOccurrences(of: commit, with: "COMMIT") == """
            GoogleDataTransport 8.0.1: mapped
              package: ROOT/remotes/Google (spec repository ROOT/remotes/Specs, Specs/GoogleDataTransport/8.0.1/GoogleDataTransport.podspec.json)
              tag: DataTransport-8.0.1 (the source tag of Specs/GoogleDataTransport/8.0.1/GoogleDataTransport.podspec.json)
              revision: COMMIT (the tag 'DataTransport-8.0.1' of 'GoogleDataTransport' is not a semantic version SwiftPM can pin exactly; pinned by its commit; no version tag 8.0.1 of the repository names that commit)
              GoogleDataTransport → GDTDataTransport (its source_files 'GoogleDataTransport/**/*.[mh]' lie in 'GoogleDataTransport')
            GoogleUtilities 7.1.1: mapped
              package: ROOT/remotes/Google (spec repository ROOT/remotes/Specs, Specs/GoogleUtilities/7.1.1/GoogleUtilities.podspec.json)
              tag: 7.1.1 (a version tag SwiftPM pins exactly, on the commit of 'Utilities-7.1.1', the source tag of Specs/GoogleUtilities/7.1.1/GoogleUtilities.podspec.json)
              revision: COMMIT ('GoogleDataTransport' 8.0.1 of the same repository is pinned by this commit, which no version tag 8.0.1 names; one package is taken at one, so by its commit)
              GoogleUtilities → GULUtilities (its source_files 'GoogleUtilities/**/*.[mh]' lie in 'GoogleUtilities')
            2 pods: 2 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        let generated = try Self.generate(box, dependency: "revision: \"\(commit)\"")
        #expect(!generated.err.contains("package-pins-disagree"), "\(generated.err)")
    }

    /// Runs `generate` and expects the composite package's one dependency on the repository,
    /// taken as `dependency` (`exact: "7.1.1"`, `revision: "…"`); returns the run.
    static func generate(_ box: FetchSandbox, dependency: String) throws -> (code: ExitCode, out: String, err: String) {
        let generated = box.run(["generate", "--swiftpm", "Package.swift"])
        #expect(generated.code == .success, "\(generated.err)")
        let package = box.shown(try box.read(box.project + "/Package.swift"))
        #expect(package.contains("""
                dependencies: [
                    .package(url: "ROOT/remotes/Google", \(dependency)),
                ],
            """), "\(package)")
        return generated
    }

    /// The column of a pin's name in the one-line mortar.json `world` writes.
    static func column(_ name: String, _ box: FetchSandbox) -> Int {
        let text = (try? box.read(box.project + "/mortar.json")) ?? ""
        return (text.range(of: "\"\(name)\"").map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? 0) + 1
    }
}
