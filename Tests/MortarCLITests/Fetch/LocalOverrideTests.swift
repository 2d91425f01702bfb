import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing

/// `mortar.local.json`: a developer's own checkout or branch of a module, for this machine only.
@Suite struct LocalOverrideTests {
    /// A remote whose podspec.json depends on `dependencies`.
    static func makeModule(_ sandbox: FetchSandbox, _ name: String, dependencies: [String] = []) throws {
        try sandbox.makeRemote(name)
        let deps = dependencies.map { "\"\($0)\": []" }.joined(separator: ", ")
        try sandbox.write(sandbox.remotes + "/\(name)/\(name).podspec.json", #"{"name": "\#(name)", "version": "1.0", "dependencies": {\#(deps)}}"# + "\n")
        try sandbox.git(["add", "-A"], in: sandbox.remotes + "/" + name)
        try sandbox.git(["commit", "--quiet", "-m", "Podspec"], in: sandbox.remotes + "/" + name)
    }

    @Test func aLocalPathIsUsedByCheckGraphAndWhyAndNeverWrittenIntoCommittedOutputs() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try Self.makeModule(sandbox, "Core")
        try Self.makeModule(sandbox, "Journey", dependencies: ["Core"])
        try sandbox.writeManifest([
            #"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#,
            #"{ "name": "Journey", "git": "../remotes/Journey", "branch": "develop" }"#,
        ])
        #expect(sandbox.run(["bootstrap"]).code == .success)
        let committedPodfile = try sandbox.read(sandbox.project + "/Podfile")

        // The developer's own checkout of Journey, which also uses UI (another module here).
        try Self.makeModule(sandbox, "UI")
        try sandbox.write(sandbox.root + "/Journey/Journey.podspec.json", #"{"name": "Journey", "version": "2.0", "dependencies": {"Core": [], "UI": []}}"# + "\n")
        try sandbox.writeManifest([
            #"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#,
            #"{ "name": "Journey", "git": "../remotes/Journey", "branch": "develop" }"#,
            #"{ "name": "UI", "git": "../remotes/UI", "branch": "develop" }"#,
        ])
        #expect(sandbox.run(["fetch"]).code == .success)
        let committed = sandbox.run(["generate"])
        #expect(committed.code == .success)
        let podfileWithoutOverride = try sandbox.read(sandbox.project + "/Podfile")
        try sandbox.write(sandbox.project + "/mortar.local.json", #"{ "modules": { "Journey": { "path": "../Journey" } } }"# + "\n")
        let note = "note: mortar.local.json overrides Journey (path '../Journey') on this machine\n"

        let check = sandbox.run(["check"])
        #expect(check.err == note)
        #expect(check.out == "no problems found (3 modules, 2 dependencies between them)\n")
        let why = sandbox.run(["why", "UI"])
        #expect(why.err == note)
        #expect(why.out.contains("Journey → UI"), "\(why.out)")
        let graph = sandbox.run(["graph", "--format", "json"])
        #expect(graph.out.contains("\"UI\""))

        // Committed outputs keep the manifest's sources; CI's --check does not see the override.
        let generate = sandbox.run(["generate"])
        #expect(generate.err.contains(note + "note: generated files use the sources of mortar.json, not mortar.local.json's; pass --use-local to write those\n"))
        #expect(generate.out.contains("unchanged Podfile\n"))
        #expect(try sandbox.read(sandbox.project + "/Podfile") == podfileWithoutOverride)
        #expect(sandbox.run(["generate", "--check"]).code == .success)

        let local = sandbox.run(["generate", "--use-local"])
        #expect(local.code == .success)
        #expect(try sandbox.read(sandbox.project + "/Podfile").contains(#"pod "Journey", :path => "../Journey""#))
        #expect(committedPodfile.contains(#"pod "Journey", :path => "Modules/Journey""#))
    }

    /// The developer's own checkout declares another dependency and a framework: a plain
    /// `generate` (and `--check`) writes the committed module's podspec into Package.swift,
    /// never the local one; `--use-local` uses the local one.
    @Test func aLocalPodspecNeverLeaksIntoTheCommittedPackageSwift() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        for (name, dependencies) in [("Core", ""), ("UI", ""), ("Journey", #""Core": []"#)] {
            try sandbox.makeRemote(name)
            try sandbox.write(sandbox.remotes + "/\(name)/\(name).podspec.json",
                              #"{"name": "\#(name)", "version": "1.0", "source_files": "Sources/*.swift", "dependencies": {\#(dependencies)}}"# + "\n")
            try sandbox.write(sandbox.remotes + "/\(name)/Sources/\(name).swift", "public let value = 1\n")
            try sandbox.git(["add", "-A"], in: sandbox.remotes + "/" + name)
            try sandbox.git(["commit", "--quiet", "-m", "Podspec"], in: sandbox.remotes + "/" + name)
        }
        try sandbox.writeManifest([
            #"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#,
            #"{ "name": "Journey", "git": "../remotes/Journey", "branch": "develop" }"#,
            #"{ "name": "UI", "git": "../remotes/UI", "branch": "develop" }"#,
        ])
        #expect(sandbox.run(["bootstrap", "--no-gitignore"]).code == .success)
        let committed = try sandbox.read(sandbox.project + "/Package.swift")
        #expect(committed.contains(#"name: "Journey""#) && !committed.contains("UIKit"), "\(committed)")

        try sandbox.write(sandbox.root + "/Journey/Journey.podspec.json",
                          #"{"name": "Journey", "version": "2.0", "source_files": "Sources/*.swift", "frameworks": "UIKit", "dependencies": {"Core": [], "UI": []}}"# + "\n")
        try sandbox.write(sandbox.root + "/Journey/Sources/Journey.swift", "public let journey = 2\n")
        try sandbox.write(sandbox.project + "/mortar.local.json", #"{ "modules": { "Journey": { "path": "../Journey" } } }"# + "\n")
        let notes = """
            note: mortar.local.json overrides Journey (path '../Journey') on this machine
            note: generated files use the sources of mortar.json, not mortar.local.json's; pass --use-local to write those

            """

        let generate = sandbox.run(["generate"])
        #expect(generate.err == notes)
        #expect(generate.out == "unchanged Package.swift\nunchanged Sources/App/App.swift\nunchanged Podfile\n")
        #expect(generate.code == .success)
        #expect(try sandbox.read(sandbox.project + "/Package.swift") == committed)
        let check = sandbox.run(["generate", "--check"])
        #expect(check.err == notes)
        #expect(check.out == "3 generated files are up to date\n")
        #expect(check.code == .success)

        let bootstrap = sandbox.run(["bootstrap", "--no-gitignore", "--offline"])
        #expect(bootstrap.out.hasSuffix("unchanged Package.swift\nunchanged Sources/App/App.swift\nunchanged Podfile\n"), "\(bootstrap.out)")
        #expect(bootstrap.code == .success)
        #expect(try sandbox.read(sandbox.project + "/Package.swift") == committed)

        let local = sandbox.run(["generate", "--use-local"])
        #expect(local.code == .success)
        let written = try sandbox.read(sandbox.project + "/Package.swift")
        // The local copy is outside the package's folder, so SwiftPM leaves its targets out (said).
        #expect(written != committed && !written.contains("Modules/Journey"), "\(written)")
        #expect(local.err.contains("mortar.json:5:15: warning[swiftpm-conversion]: module 'Journey' is at '../Journey', outside the folder of the generated Package.swift"))
    }

    /// An overridden module never fetched at the manifest's place: committed outputs cannot
    /// hold what its manifest declares, and a note says so and how to fix it.
    @Test func anOverriddenModuleMissingAtItsOwnPlaceIsSaid() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.writeManifest([#"{ "name": "Journey", "git": "../remotes/Journey", "branch": "develop" }"#])
        try sandbox.write(sandbox.root + "/Journey/Journey.podspec.json", #"{"name": "Journey", "version": "2.0", "frameworks": "UIKit"}"# + "\n")
        try sandbox.write(sandbox.project + "/mortar.local.json", #"{ "modules": { "Journey": { "path": "../Journey" } } }"# + "\n")
        let run = sandbox.run(["generate", "--swiftpm", "Package.swift"])
        #expect(run.err == """
            note: mortar.local.json overrides Journey (path '../Journey') on this machine
            note: generated files use the sources of mortar.json, not mortar.local.json's; pass --use-local to write those
            note: 'Journey' is not at Modules/Journey, where mortar.json puts it, so generated files leave out what its manifest declares; fetch it there (move mortar.local.json aside and run 'mortar fetch') for complete files
            mortar.json:4:15: warning[not-swiftpm]: module 'Journey' has no SwiftPM library product: no manifest of it could be read; it is left out of the generated Package.swift
              help: run 'mortar fetch' to clone it, add a Package.swift with a library product to the module, or set "outputs": {"swiftpm": null} in mortar.json if the app builds with CocoaPods only

            """)
        #expect(!(try sandbox.read(sandbox.project + "/Podfile")).contains("UIKit"))
    }

    @Test func aBranchOverrideIsFetchedAndTheLockIsLeftAlone() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try Self.makeModule(sandbox, "Core")
        try sandbox.git(["checkout", "--quiet", "-b", "feature/x"], in: sandbox.remotes + "/Core")
        try sandbox.write(sandbox.remotes + "/Core/Feature.swift", "// x\n")
        try sandbox.git(["add", "-A"], in: sandbox.remotes + "/Core")
        try sandbox.git(["commit", "--quiet", "-m", "Feature"], in: sandbox.remotes + "/Core")
        let feature = try sandbox.git(["rev-parse", "HEAD"], in: sandbox.remotes + "/Core")
        try sandbox.git(["checkout", "--quiet", "develop"], in: sandbox.remotes + "/Core")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        #expect(sandbox.run(["fetch"]).code == .success)
        let lock = try sandbox.read(sandbox.project + "/mortar.lock")
        // A checkout on the manifest's branch is never switched under the developer (fetch's
        // rule for a checkout on another branch): a fresh clone takes the override's branch.
        try FileManager.default.removeItem(atPath: sandbox.project + "/Modules/Core")

        try sandbox.write(sandbox.project + "/mortar.local.json", #"{ "modules": { "Core": { "branch": "feature/x" } } }"# + "\n")
        let run = sandbox.run(["fetch"])
        #expect(run.err == "note: mortar.local.json overrides Core (branch 'feature/x') on this machine\n")
        #expect(run.out == """
            Core: cloned branch 'feature/x' at \(feature.prefix(7))
            1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed
            lock file not written: mortar.local.json overrides 'Core' on this machine, and the lock records the manifest's sources; move mortar.local.json aside to update it

            """)
        #expect(try sandbox.git(["rev-parse", "HEAD"], in: sandbox.project + "/Modules/Core") == feature)
        #expect(try sandbox.read(sandbox.project + "/mortar.lock") == lock)
    }

    @Test(arguments: [
        (#"{ "modules": { "Jorney": { "path": "../J" } } }"#,
         "mortar.local.json:1:16: error[invalid-manifest]: 'Jorney' is not a module of the integrator manifest\n  help: did you mean 'Journey'?\n"),
        (#"{ "modules": { "Local": { "branch": "x" } } }"#,
         "mortar.local.json:1:37: error[invalid-manifest]: 'Local' is a path module, so it has no branch to change\n  help: give it a \"path\" instead\n"),
        (#"{ "modules": { "Journey": { "path": "../J", "tag": "1.0" } } }"#,
         "mortar.local.json:1:16: error[invalid-manifest]: the override of 'Journey' needs exactly one of 'path', 'branch', 'tag' or 'commit'\n  help: like {\"path\": \"../Journey\"} to use your own checkout\n"),
        (#"{ "modules": { "Journey": { "branch": "--upload-pack=x" } } }"#,
         "mortar.local.json:1:39: error[invalid-manifest]: invalid branch '--upload-pack=x' for 'Journey'\n  help: a branch cannot be empty, start with '-', or hold control characters\n"),
        (#"{ "modules": { "Journey": { "path": "." } } }"#,
         "mortar.local.json:1:37: error[invalid-manifest]: path '.' for 'Journey' is the app's own folder, and a module cannot be the app itself\n  help: give the folder of your checkout of 'Journey', like \"../Journey\"\n"),
        (#"{ "modules": { "Local": { "path": "Sub/.." } } }"#,
         "mortar.local.json:1:35: error[invalid-manifest]: path 'Sub/..' for 'Local' is the app's own folder, and a module cannot be the app itself\n  help: give the folder of your checkout of 'Local', like \"../Local\"\n"),
    ])
    func aBadOverrideFileIsUnusableInputAtItsLine(text: String, message: String) throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.writeManifest([
            #"{ "name": "Journey", "git": "../remotes/Journey", "branch": "develop" }"#,
            #"{ "name": "Local", "path": "Local" }"#,
        ])
        try sandbox.write(sandbox.project + "/mortar.local.json", text + "\n")
        let run = sandbox.run(["check"])
        #expect(run.code == .usage)
        #expect(run.err == message)
    }

    /// Problems with an overridden source point at the override in mortar.local.json, where the
    /// fix is, never at the manifest's entry.
    @Test func aBadRefOrPathOfAnOverrideIsLocatedInTheOverrideFile() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try Self.makeModule(sandbox, "Core")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        try sandbox.write(sandbox.project + "/mortar.local.json", "{\n  \"modules\": {\n    \"Core\": { \"branch\": \"a..b\" }\n  }\n}\n")
        let fetch = sandbox.run(["fetch"])
        #expect(fetch.code == .usage)
        #expect(fetch.err == """
            mortar.local.json:3:25: error[invalid-manifest]: Core: branch 'a..b' contains '..'
              help: write a valid git branch name

            """)

        try sandbox.write(sandbox.project + "/notes.txt", "x\n")
        try sandbox.write(sandbox.project + "/mortar.local.json", "{\n  \"modules\": {\n    \"Core\": { \"path\": \"notes.txt\" }\n  }\n}\n")
        let check = sandbox.run(["check"])
        #expect(check.code == .failure)
        #expect(check.err == "note: mortar.local.json overrides Core (path 'notes.txt') on this machine\n")
        #expect(check.out == """
            mortar.local.json:3:23: error[missing-manifest]: module 'Core' points at 'notes.txt', a file, not a folder
              help: fix its "path" in mortar.local.json
            1 error (1 module, 0 dependencies between them)

            """)
    }

    /// `"path": "/"` in mortar.local.json (a folder that exists and holds no manifest) was
    /// reported at the module's entry in mortar.json, where nothing is wrong: it is located
    /// where the path was written, with the fix there.
    @Test func anOverridePathWithNoManifestIsLocatedWhereThePathIsWritten() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try Self.makeModule(sandbox, "Core")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        try sandbox.write(sandbox.project + "/mortar.local.json", "{\n  \"modules\": {\n    \"Core\": { \"path\": \"/\" }\n  }\n}\n")
        let check = sandbox.run(["check"])
        #expect(check.code == .failure)
        #expect(check.err == "note: mortar.local.json overrides Core (path '/') on this machine\n")
        #expect(check.out == """
            mortar.local.json:3:23: error[missing-manifest]: module 'Core' has no manifest in '/': no Core.podspec.json, Core.podspec, other podspec or Package.swift
              help: fix its "path" in mortar.local.json to name the module's folder
            1 error (1 module, 0 dependencies between them)

            """)
    }
}
