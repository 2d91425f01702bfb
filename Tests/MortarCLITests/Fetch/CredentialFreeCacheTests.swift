import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing
import MortarTestSupport

/// `resolve`'s and `migrate`'s cache (`.mortar/cache`) is keyed by a repository's identity
/// without its credentials (`RepositoryCache.normalizedURL`): one repository spelled with a
/// token, with a rotated token or with none is one entry, and no cache file holds the token.
@Suite(.serialized) struct CredentialFreeCacheTests {
    @Test func oneRepositoryIsOneEntryWhateverItsCredentialsAndNoCacheFileHoldsThem() throws {
        let box = try FetchSandbox()
        defer { box.cleanUp() }
        try box.makePackageRemote("Lib", tag: "1.0.0")
        let server = try LoopbackHTTPServer(root: box.remotes, serving: .gitRepositories)
        defer { server.stop() }
        let host = String(server.url.dropFirst("http://".count))
        try box.write(box.project + "/Login/Login.podspec.json", #"{"name": "Login", "version": "1.0.0", "dependencies": {"Lib": ["~> 1.0"]}}"#)
        let modules = [#"{ "name": "Login", "path": "Login" }"#]

        // resolve lists the tags and fetches the manifest at 1.0.0; migrate looks for a
        // Package.swift there (a partial fetch into the same repository).
        for (spelling, shown) in [("http://alice:s3cret@\(host)Lib", "http://***@\(host)Lib"), ("http://alice:r0tated@\(host)Lib", "http://***@\(host)Lib"),
                                  ("http://\(host)Lib", "http://\(host)Lib")] {
            try box.writeManifest(modules, pins: "{\"Lib\": {\"version\": \"1.0.0\", \"git\": \"\(spelling)\"}}")
            let resolve = box.run(["resolve"])
            #expect(resolve.err == "", "\(spelling)")
            #expect(resolve.out == "Lib  1.0.0 (kept)\nmortar.json is up to date\n")
            #expect(resolve.code == .success)
            let migrate = box.run(["migrate"])
            #expect(migrate.err == "", "\(spelling)")
            let hiddenNote = shown == spelling ? "" : "  the URL's credentials are shown as ***; mortar.json and the Package.swift generate writes have it as written: keep them in a git credential helper or ~/.netrc instead\n"
            #expect(migrate.out == """
                Lib 1.0.0: mapped
                  package: \(shown) (the pin's git, mortar.json:6:12)
                  tag: 1.0.0 (the tag of version 1.0.0)
                  Lib → Lib (a product named 'Lib')
                \(hiddenNote)module Login: not convertible
                  Login/Login.podspec.json:1:1: warning[swiftpm-conversion]: 'Login' selects no source file on ios, so it becomes no SwiftPM target
                    help: check source_files against the files of the module's folder
                1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable; 1 podspec module: 0 converted, 0 converted with findings, 1 not convertible

                """, "\(spelling)")
        }
        // Offline, a new token's spelling reads what the others fetched.
        try box.writeManifest(modules, pins: "{\"Lib\": {\"version\": \"1.0.0\", \"git\": \"http://bob:n3w@\(host)Lib\"}}")
        let offline = box.run(["resolve", "--offline"])
        #expect(offline.err == "")
        #expect(offline.out == "Lib  1.0.0 (kept)\nmortar.json is up to date\n")
        #expect(offline.code == .success)

        let cache = box.project + "/.mortar/cache"
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache + "/tags").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache + "/repos").count == 1)
        // Not in a file's name, not in a file.
        let find = try ProcessRunner().run(ProcessRequest("find", [cache], timeout: 60))
        #expect(!find.stdoutText.contains("s3cret") && !find.stdoutText.contains("alice"))
        let grep = try ProcessRunner().run(ProcessRequest("grep", ["-rlaE", "s3cret|r0tated|n3w|alice|bob", "--", cache], timeout: 60))
        #expect(grep.stdoutText == "")
        #expect(grep.status == 1)
    }

    /// A git spec repository cloned into the cache (`spec-repos/`) keeps no URL in its config.
    @Test func aSpecRepositoryClonedIntoTheCacheKeepsNoCredentials() throws {
        let box = try FetchSandbox()
        defer { box.cleanUp() }
        let kit = try box.makePackageRemote("Kit", tag: "1.2.0")
        try box.makeRemote("Specs")
        let specs = box.remotes + "/Specs"
        try box.write(specs + "/Specs/Kit/1.2.0/Kit.podspec.json", #"{"name": "Kit", "version": "1.2.0", "source": {"git": "\#(kit)", "tag": "1.2.0"}}"#)
        try box.git(["add", "-A"], in: specs)
        try box.git(["commit", "--quiet", "-m", "Kit 1.2.0"], in: specs)
        let server = try LoopbackHTTPServer(root: box.remotes, serving: .gitRepositories)
        defer { server.stop() }
        let host = String(server.url.dropFirst("http://".count))
        try box.write(box.project + "/mortar.json", #"{"name": "App", "sources": ["http://alice:s3cret@\#(host)Specs"], "modules": [], "pins": {"Kit": "1.2.0"}}"#)

        let migrate = box.run(["migrate"])

        #expect(migrate.err == "")
        #expect(migrate.out.replacingOccurrences(of: box.root, with: "ROOT").replacingOccurrences(of: host, with: "HOST/") == """
            Kit 1.2.0: mapped
              package: ROOT/remotes/Kit (spec repository http://***@HOST/Specs, Specs/Kit/1.2.0/Kit.podspec.json)
              tag: 1.2.0 (the source tag of Specs/Kit/1.2.0/Kit.podspec.json)
              Kit → Kit (a product named 'Kit')
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(migrate.code == .success)
        let grep = try ProcessRunner().run(ProcessRequest("grep", ["-rlaE", "s3cret|alice", "--", box.project + "/.mortar/cache"], timeout: 60))
        #expect(grep.stdoutText.replacingOccurrences(of: box.root, with: "ROOT") == "")
        #expect(grep.status == 1)
    }
}
