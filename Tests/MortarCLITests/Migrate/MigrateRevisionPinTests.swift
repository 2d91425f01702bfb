import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing

/// A pod whose tag is not a semantic version (nanopb 2.30907.0 is tag `0.3.9.7`): SwiftPM
/// cannot take it with `exact:`, so migrate records the tag's commit and generate pins it by
/// `revision:`, saying why.
@Suite(.serialized) struct MigrateRevisionPinTests {
    static func sandbox() throws -> (box: FetchSandbox, commit: String) {
        let box = try FetchSandbox()
        let remote = try box.makePackageRemote("nanopb", tag: "0.3.9.7", annotation: "nanopb 0.3.9.7")
        let commit = try box.git(["rev-parse", "HEAD"], in: remote)
        let specs = try box.makeSpecRepository([
            "Specs/nanopb/2.30907.0/nanopb.podspec.json": """
                {"name": "nanopb", "version": "2.30907.0", "source": {"git": "\(remote)", "tag": "0.3.9.7"}, "source_files": "*.c"}
                """,
        ], message: "nanopb")
        try box.write(box.project + "/mortar.json", """
            {
              "name": "App",
              "sources": ["\(specs)"],
              "modules": [],
              "pins": {
                "nanopb": "2.30907.0"
              }
            }

            """)
        return (box, commit)
    }

    @Test func aTagThatIsNotASemanticVersionIsPinnedByItsCommit() throws {
        let (box, commit) = try Self.sandbox()
        defer { box.cleanUp() }
        let run = box.run(["migrate"])
        #expect(run.err == "")
        #expect(box.shown(run.out) == """
            nanopb 2.30907.0: mapped
              package: ROOT/remotes/nanopb (spec repository ROOT/remotes/Specs, Specs/nanopb/2.30907.0/nanopb.podspec.json)
              tag: 0.3.9.7 (the source tag of Specs/nanopb/2.30907.0/nanopb.podspec.json)
              revision: \(commit) (the tag '0.3.9.7' of 'nanopb' is not a semantic version SwiftPM can pin exactly; pinned by its commit; no version tag 2.30907.0 of the repository names that commit)
              nanopb → nanopb (a product named 'nanopb')
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(run.code == .success)

        let written = box.run(["migrate", "--write", "--offline"])
        #expect(written.err == "wrote the git and products of 1 mapped pod to mortar.json\n")
        #expect(try box.read(box.project + "/mortar.json").contains("""
                "nanopb": { "version": "2.30907.0", "git": "\(box.remotes)/nanopb", "revision": "\(commit)", "products": ["nanopb"] }

            """))

        let generated = box.run(["generate", "--swiftpm", "Package.swift"])
        #expect(generated.code == .success)
        #expect(box.shown(generated.err) == """
            mortar.json:6:5: note[pinned-by-revision]: pin 'nanopb' 2.30907.0 is pinned by the commit '\(commit)' its pin records, because the tag of that version is not a semantic version SwiftPM can pin exactly
              help: to pin it by version instead, remove "revision" from the pin once the package has a tag like '2.30907.0'

            """)
        let package = try box.read(box.project + "/Package.swift")
        #expect(package.contains("        .package(url: \"\(box.remotes)/nanopb\", revision: \"\(commit)\"),\n"), "\(package)")
        #expect(!package.contains("exact:"))
    }

    /// A pin's revision is a full commit id: anything else is refused where it is written.
    @Test func aRevisionThatIsNotAFullCommitIdIsRefused() throws {
        let (box, _) = try Self.sandbox()
        defer { box.cleanUp() }
        try box.write(box.project + "/mortar.json", """
            {
              "name": "App",
              "modules": [],
              "pins": {
                "nanopb": {"version": "2.30907.0", "git": "https://github.com/nanopb/nanopb.git", "revision": "abc\\"), .package(url: \\"x"}
              }
            }

            """)
        let run = box.run(["generate", "--swiftpm", "Package.swift"])
        #expect(run.err == """
            mortar.json:5:99: error[invalid-manifest]: the revision of pin 'nanopb' is 'abc"), .package(url: "x', not a full commit id
              help: write the 40 hexadecimal digits of the commit (git rev-parse TAG^{commit})

            """)
        #expect(run.code != .success)
        #expect(!FileManager.default.fileExists(atPath: box.project + "/Package.swift"))
    }
}
