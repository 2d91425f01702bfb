import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import MortarTestSupport
import Testing

/// `mortar migrate` end to end with real git and swift, then `mortar generate` using what it found.
@Suite(.serialized) struct MigrateCommandTests {
    static func sandbox() throws -> FetchSandbox {
        let box = try FetchSandbox()
        let remote = try box.makePackageRemote("Kit", tag: "1.2.0")
        try box.writeManifest([], pins: "{\"Kit\": {\"version\": \"1.2.0\", \"git\": \"\(remote)\"}}")
        return box
    }

    @Test func everyPodMapsExitsZero() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        let run = box.run(["migrate"])
        #expect(run.err == "")
        #expect(box.shown(run.out) == """
            Kit 1.2.0: mapped
              package: ROOT/remotes/Kit (the pin's git, mortar.json:6:12)
              tag: 1.2.0 (the tag of version 1.2.0)
              Kit → Kit (a product named 'Kit')
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(run.code == .success)
        let json = box.run(["migrate", "--format", "json", "--offline"])
        #expect(json.code == .success)
        #expect(json.out.contains("\"mapped\": 1,\n"))
    }

    /// `--write` edits the manifest the user has: through a symbolic link (which stays), with
    /// its mode (0600 stays) and its hard links (a second name sees the edit).
    @Test func writeEditsALinkedManifestInPlaceKeepingItsModeAndLinks() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        let shared = box.root + "/Shared"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: box.project + "/mortar.json", toPath: shared + "/mortar.json")
        try FileManager.default.createSymbolicLink(atPath: box.project + "/mortar.json", withDestinationPath: "../Shared/mortar.json")
        #expect(chmod(shared + "/mortar.json", 0o600) == 0)
        #expect(link(shared + "/mortar.json", shared + "/mortar.backup.json") == 0)

        let written = box.run(["migrate", "--write"])
        #expect(written.err == "wrote the git and products of 1 mapped pod to mortar.json\n")
        #expect(written.code == .success)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: box.project + "/mortar.json") == "../Shared/mortar.json")
        let edited = try box.read(shared + "/mortar.json")
        #expect(edited.contains("\"products\": [\"Kit\"]"), "\(edited)")
        #expect(try box.read(shared + "/mortar.backup.json") == edited)
        var info = stat()
        #expect(stat(shared + "/mortar.json", &info) == 0 && info.st_mode & 0o7777 == 0o600 && info.st_nlink == 2)
    }

    /// The `.mortar` folder migrate creates in the app ignores itself (`.mortar/.gitignore` is
    /// `*`): before any `.gitignore` of the app's mentions it, nothing of it shows in `git status`.
    @Test func migrateLeavesNothingUntrackedInTheApp() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        try box.git(["init", "--quiet"], in: box.project)
        let run = box.run(["migrate"])
        #expect(run.code == .success)
        #expect(FileManager.default.fileExists(atPath: box.project + "/.mortar/cache/pods"))
        #expect(try box.read(box.project + "/.mortar/.gitignore") == "*\n")
        #expect(try box.git(["status", "--porcelain", "--untracked-files=all"], in: box.project) == "?? mortar.json")
    }

    /// A pin found through a spec repository: generate's output does not depend on migrate's
    /// cache, and after `migrate --write` the pin carries `git` and `products`, so generate
    /// depends on the package with or without the cache.
    @Test func generateReadsOnlyTheManifestAndWriteRecordsTheMapping() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        let specs = try box.makeSpecRepository([
            "Specs/Kit/1.2.0/Kit.podspec.json": """
                {"name": "Kit", "version": "1.2.0", "source": {"git": "\(box.remotes)/Kit", "tag": "1.2.0"}, "source_files": "Sources/Kit/*.swift"}
                """,
        ], message: "Kit 1.2.0")
        let manifest = """
            {
              "name": "App",
              // where the pods' specs are
              "sources": ["\(specs)"],
              "modules": [],
              "pins": {
                "Kit": "1.2.0"  // the kit
              }
            }

            """
        try box.write(box.project + "/mortar.json", manifest)
        let packagePath = box.project + "/Package.swift"

        #expect(box.run(["generate", "--manifest", "mortar.json", "--swiftpm", "Package.swift"]).code == .success)
        let cold = try box.read(packagePath)
        let migrated = box.run(["migrate", "--manifest", "mortar.json"])
        #expect(migrated.code == .success, "\(migrated.out)\(migrated.err)")
        #expect(FileManager.default.fileExists(atPath: box.project + "/.mortar/cache/pods"))
        #expect(box.run(["generate", "--manifest", "mortar.json", "--swiftpm", "Package.swift"]).code == .success)
        #expect(try box.read(packagePath) == cold)
        #expect(!cold.contains(".package(url:"))
        #expect(try box.read(box.project + "/mortar.json") == manifest)

        let written = box.run(["migrate", "--manifest", "mortar.json", "--write", "--offline"])
        #expect(written.code == .success)
        #expect(written.err == "wrote the git and products of 1 mapped pod to mortar.json\n")
        #expect(try box.read(box.project + "/mortar.json") == """
            {
              "name": "App",
              // where the pods' specs are
              "sources": ["\(specs)"],
              "modules": [],
              "pins": {
                "Kit": { "version": "1.2.0", "git": "\(box.remotes)/Kit", "products": ["Kit"] }  // the kit
              }
            }

            """)
        #expect(box.run(["generate", "--manifest", "mortar.json", "--swiftpm", "Package.swift"]).code == .success)
        let warm = try box.read(packagePath)
        #expect(warm.contains("        .package(url: \"\(box.remotes)/Kit\", exact: \"1.2.0\"),\n"))
        #expect(warm.contains("                .product(name: \"Kit\", package: \"Kit\"),\n"))
        try FileManager.default.removeItem(atPath: box.project + "/.mortar")
        #expect(box.run(["generate", "--manifest", "mortar.json", "--swiftpm", "Package.swift", "--check"]).code == .success)
        #expect(try box.read(packagePath) == warm)

        let again = box.run(["migrate", "--manifest", "mortar.json", "--write"])
        #expect(again.code == .success)
        #expect(again.err == "note: mortar.json already records the git and products of every mapped pod\n")
    }

    /// A Ruby `.podspec` in a spec repository names the repository and a tag `v1.2.0` the
    /// repository does not have: the tag named as the version is used, and the report says so.
    @Test func aRubyPodspecWithAMissingTagFallsBackToTheVersionTag() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        let specs = try box.makeSpecRepository([
            "Specs/Kit/1.2.0/Kit.podspec": """
                Pod::Spec.new do |s|
                  s.name = 'Kit'
                  s.version = '1.2.0'
                  s.source = { :git => '\(box.remotes)/Kit', :tag => "v#{s.version}" }
                  s.source_files = 'Sources/Kit/**/*.swift'
                end
                """,
            "Specs/Gone/1.0.0/Gone.podspec": """
                Pod::Spec.new do |s|
                  s.name = 'Gone'
                  s.version = '1.0.0'
                  s.source = { :git => '\(box.remotes)/Kit', :tag => 'release-1' }
                end
                """,
        ], message: "Kit 1.2.0")
        try box.write(box.project + "/mortar.json", """
            {"name": "App", "sources": ["\(specs)"], "modules": [], "pins": {"Gone": "1.0.0", "Kit": "1.2.0"}}
            """)
        let run = box.run(["migrate"])
        #expect(box.shown(run.out) == """
            Gone 1.0.0: unavailable
              package: ROOT/remotes/Kit (spec repository ROOT/remotes/Specs, Specs/Gone/1.0.0/Gone.podspec)
              tag: release-1 (the source tag of Specs/Gone/1.0.0/Gone.podspec)
              'ROOT/remotes/Kit' has no tag 'release-1' (the source tag of Specs/Gone/1.0.0/Gone.podspec), '1.0.0' or 'v1.0.0'
            Kit 1.2.0: mapped
              package: ROOT/remotes/Kit (spec repository ROOT/remotes/Specs, Specs/Kit/1.2.0/Kit.podspec)
              tag: 1.2.0 (the tag of version 1.2.0; the repository has no tag 'v1.2.0', the source tag of Specs/Kit/1.2.0/Kit.podspec)
              Kit → Kit (a product named 'Kit')
            2 pods: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 1 unavailable

            """)
        #expect(run.code == .failure)
        // The second run answers the same from the cache, offline.
        let again = box.run(["migrate", "--offline"])
        #expect(again.out == run.out)
    }

    /// A path module's own Ruby `.podspec` names its repository and tag.
    @Test func aModulesOwnRubyPodspecNamesItsRepository() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        try box.write(box.project + "/Kit/Kit.podspec", """
            Pod::Spec.new do |s|
              s.name = 'Kit'
              s.version = '1.2.0'
              s.source = { :git => '\(box.remotes)/Kit', :tag => s.version.to_s }
              s.source_files = 'Sources/Kit/*.swift'
            end
            """)
        try box.write(box.project + "/Kit/Sources/Kit/Kit.swift", "public let kit = 1\n")
        try box.writeManifest(["{\"name\": \"Kit\", \"path\": \"Kit\"}"], pins: "{\"Kit\": \"1.2.0\"}")
        let run = box.run(["migrate", "--manifest", "mortar.json"])
        #expect(box.shown(run.out) == """
            Kit 1.2.0: mapped
              package: ROOT/remotes/Kit (its podspec, Kit/Kit.podspec)
              tag: 1.2.0 (the source tag of Kit/Kit.podspec)
              Kit → Kit (a product named 'Kit')
            module Kit: converted
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable; 1 podspec module: 1 converted, 0 converted with findings, 0 not convertible

            """)
        #expect(run.code == .success)
    }

    /// A Podfile app with no mortar.json beside it: one command writes the sidecar `init
    /// --from-podfile` would, with the pins in it; with one, the pins are written there.
    @Test func aPodfileAppWithoutASidecarGetsOneWithThePins() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        try FileManager.default.removeItem(atPath: box.project + "/mortar.json")
        let specs = try box.makeKitSpecRepository()
        let podfile = "source '\(specs)'\nplatform :ios, '15.0'\ntarget 'App' do\n  pod 'Kit', '1.2.0'\nend\n"
        try box.write(box.project + "/Podfile", podfile)
        let run = box.run(["migrate", "--write"])
        #expect(run.code == .success)
        #expect(run.err == """
            wrote mortar.json beside the Podfile (as 'mortar init --from-podfile' would) with the git and products of 1 mapped pod
            added Modules/, .mortar/, mortar.local.json to .gitignore

            """)
        #expect(try box.read(box.project + "/Podfile") == podfile)
        // The .gitignore lines `init --from-podfile` adds, as it adds them.
        let ignored = try box.read(box.project + "/.gitignore")
        #expect(ignored == """
            # mortar: module checkouts, caches and local overrides (see 'mortar help bootstrap')
            /Modules/
            /.mortar/
            /mortar.local.json

            """)
        let initFolder = box.root + "/init"
        try box.write(initFolder + "/Podfile", podfile)
        #expect(box.run(["init", "--from-podfile", initFolder + "/Podfile"]).code == .success)
        #expect(try box.read(initFolder + "/.gitignore") == ignored)
        #expect(try box.read(box.project + "/mortar.json") == """
            // Read with Podfile beside it (mortar check --manifest Podfile): the Podfile says where
            // modules come from and which pods the app uses; this file says what it cannot. Fill
            // "layers" (bottom first) and give each module its "layer"; a pin may give a pod's "git"
            // URL and SwiftPM "products". Reference: Sources/MortarCLI/Mortar.docc/ReadingRealManifests.md
            // in Mortar's repository.
            {
              "layers": [],
              "modules": [],
              "pins": {
                "Kit": { "version": "1.2.0", "git": "\(box.remotes)/Kit", "products": ["Kit"] }
              }
            }

            """)

        // With a mortar.json beside the Podfile, the pins go there; the Podfile is untouched.
        try box.write(box.project + "/mortar.json", "{\n  \"layers\": [{ \"name\": \"app\" }]\n}\n")
        let written = box.run(["migrate", "--write", "--offline"])
        #expect(written.code == .success)
        #expect(written.err == "wrote the git and products of 1 mapped pod to mortar.json\n")
        #expect(try box.read(box.project + "/mortar.json") == """
            {
              "layers": [{ "name": "app" }],
              "pins": {
                "Kit": { "version": "1.2.0", "git": "\(box.remotes)/Kit", "products": ["Kit"] }
              }
            }

            """)
        #expect(try box.read(box.project + "/Podfile") == podfile)
        // The sidecar's pins are part of the Podfile app's manifest: generate depends on Kit.
        let generated = box.run(["generate", "--swiftpm", "Package.swift"])
        #expect(generated.code == .success, "\(generated.err)")
        let package = try box.read(box.project + "/Package.swift")
        #expect(package.contains("        .package(url: \"\(box.remotes)/Kit\", exact: \"1.2.0\"),\n"))
        #expect(package.contains("                .product(name: \"Kit\", package: \"Kit\"),\n"))
        #expect(try box.read(box.project + "/Podfile") == podfile)
    }

    @Test func aPodWithNoSourceExitsOneWithTheFix() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        try box.writeManifest([], pins: "{\"Ghost\": \"2.0.0\"}")
        let trunk = try Self.emptyTrunk(in: box)
        defer { trunk.stop() }
        let run = box.run(["migrate", "--format", "markdown", "--jobs", "2"], environment: ["MORTAR_TRUNK_URL": trunk.url])
        #expect(run.out.replacingOccurrences(of: trunk.url, with: "CDN/") == """
            # Moving App from CocoaPods to SwiftPM

            1 pod: 0 mapped, 0 unmapped, 0 without a Package.swift at that version, 1 with no source known, 0 unavailable

            - [ ] **Ghost** 2.0.0: no source known
              - no pin git, :git pod, podspec or spec repository names its repository ('Ghost' is not in 'CDN/' ('CDN/all_pods_versions_4_0_1.txt' is not served (HTTP 404)))
              - fix: pin it in mortar.json as `"Ghost": {"version": "2.0.0", "git": "https://…", "products": ["Ghost"]}`

            """)
        #expect(run.code == .failure)
    }

    /// A pod whose repository cannot be read gets git's reason on its one checklist line (git's
    /// advice on lines of their own broke the list), and a fix whose names hold a quote is
    /// still JSON one can paste.
    @Test func anUnreadableRepositoryAndAQuotedNameKeepTheChecklistWhole() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        let missing = box.remotes + "/Missing"
        try box.writeManifest([], pins: #"{"Ghost": {"version": "2.0.0", "git": "\#(missing)"}, "Q\"x": "1.0"}"#)
        let trunk = try Self.emptyTrunk(in: box)
        defer { trunk.stop() }
        let run = box.run(["migrate", "--format", "markdown", "--jobs", "2"], environment: ["MORTAR_TRUNK_URL": trunk.url])
        #expect(run.out == """
            # Moving App from CocoaPods to SwiftPM

            2 pods: 0 mapped, 0 unmapped, 0 without a Package.swift at that version, 1 with no source known, 1 unavailable

            - [ ] **Ghost** 2.0.0: unavailable
              - cannot list the tags of '\(missing)': 'git ls-remote --tags -- \(missing)' failed with exit status 128: fatal: '\(missing)' does not appear to be a git repository
            - [ ] **Q"x** 1.0: no source known
              - no pin git, :git pod, podspec or spec repository names its repository ('Q"x' 1.0 is not a name and version a spec repository can hold)
              - fix: pin it in mortar.json as `"Q\\"x": {"version": "1.0", "git": "https://…", "products": ["Q\\"x"]}`

            """)
        #expect(run.code == .failure)
    }

    /// Trunk's CDN with no pod at all, on loopback (`MORTAR_TRUNK_URL` points trunk at it).
    static func emptyTrunk(in box: FetchSandbox) throws -> LoopbackHTTPServer {
        try TrunkFolder.write([], to: box.root + "/trunk")
        return try LoopbackHTTPServer(root: box.root + "/trunk")
    }

    @Test func aBadFormatOrJobsIsAUsageError() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        let format = box.run(["migrate", "--format", "yaml"])
        #expect(format.code == .usage)
        #expect(format.err == "error[usage]: invalid value 'yaml' for --format\n  help: expected text, json, markdown\n")
        let jobs = box.run(["migrate", "--jobs", "0"])
        #expect(jobs.code == .usage)
        #expect(jobs.err == "error[usage]: invalid value '0' for --jobs\n  help: expected a whole number from 1 to 10000\n")
    }
}
