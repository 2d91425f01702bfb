import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing
import MortarTestSupport

/// Credentials in a module's URL (`https://user:TOKEN@host/…`) never reach what Mortar prints:
/// git hides them in its own messages, and a CI log keeps whatever is printed.
@Suite struct FetchCredentialsTests {
    @Test func aURLsCredentialsAreHiddenInAFailedFetchsMessage() throws {
        let apps = try RepositoryCacheTests.Apps()
        defer { apps.sandbox.cleanUp() }
        try apps.sandbox.makeRemote("Core")
        let server = try LoopbackHTTPServer(root: apps.sandbox.remotes, serving: .gitRepositories)
        defer { server.stop() }
        let host = String(server.url.dropFirst("http://".count))
        let app = try apps.app("App", [#"{ "name": "Lib", "git": "http://alice:s3cret@\#(host)Missing", "tag": "1.0.0" }"#])

        let run = apps.run(["fetch"], in: app)

        #expect(run.err == "")
        #expect(run.out == "Lib: failed: repository http://***@\(host)Missing could not be read (fatal: repository 'http://\(host)Missing/' not found); check the 'git' URL and your access to it\n1 module: 0 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 1 failed\nlock file not written: 1 module is not in place\n")
        #expect(run.code == .failure)
    }

    /// The cache entry is keyed and marked by the URL without its credentials (its marker held
    /// the token), so a URL with a token and one without share an entry.
    @Test func theCacheEntryIsKeyedByTheURLWithoutItsCredentials() throws {
        let apps = try RepositoryCacheTests.Apps()
        defer { apps.sandbox.cleanUp() }
        try apps.sandbox.makeRemote("Core")
        let commit = try apps.tag("Core", "1.0.0")
        let server = try LoopbackHTTPServer(root: apps.sandbox.remotes, serving: .gitRepositories)
        defer { server.stop() }
        let host = String(server.url.dropFirst("http://".count))
        let app = try apps.app("App", [#"{ "name": "Core", "git": "http://alice:s3cret@\#(host)Core", "tag": "1.0.0" }"#])

        let run = apps.run(["fetch"], in: app)

        #expect(run.out == "Core: cloned tag '1.0.0' at \(commit.prefix(7))\n1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed\nwrote mortar.lock\n")
        let entry = RepositoryCache(directory: apps.cache).entry(for: server.url + "Core", isLocalPath: false)
        #expect(try apps.sandbox.read(entry + "/mortar-cache-entry") == "mortar repository cache entry 1\nurl \(server.url)Core\n")
        // No file of the cache holds the token (a bare clone records its URL in its config).
        let grep = try ProcessRunner().run(ProcessRequest("grep", ["-rlaE", "s3cret|alice", "--", apps.cache], timeout: 60))
        #expect(grep.stdoutText == "")
        #expect(grep.status == 1)
        #expect(RepositoryCache.key("https://ghp_1234@github.com/acme/core", isLocalPath: false) == RepositoryCache.key("https://github.com/acme/core", isLocalPath: false))
        // An ssh user can name another repository (`alice@host:repo` is in alice's home); only a password goes.
        #expect(RepositoryCache.key("ssh://git:pw@host/x", isLocalPath: false) == RepositoryCache.key("ssh://git@host/x", isLocalPath: false))
        #expect(RepositoryCache.key("alice@host:repo", isLocalPath: false) != RepositoryCache.key("bob@host:repo", isLocalPath: false))
    }

    @Test func aFailedGitCommandIsShownWithoutTheURLsCredentials() {
        let error = GitError(argv: ["git", "-c", "core.hooksPath=/dev/null", "clone", "--bare", "--", "https://x-access-token:ghp_1234@github.com/acme/core.git", "/tmp/entry"], reason: .exitStatus(128), stderr: "fatal: Authentication failed for 'https://github.com/acme/core.git/'")
        #expect(error.description == "'git clone --bare -- https://***@github.com/acme/core.git /tmp/entry' failed with exit status 128: fatal: Authentication failed for 'https://github.com/acme/core.git/'")
    }

    @Test(arguments: [
        ("https://alice:s3cret@git.example.com/team/Lib.git", "https://***@git.example.com/team/Lib.git"),
        // A token is often the user name alone.
        ("https://ghp_1234@github.com/acme/core", "https://***@github.com/acme/core"),
        ("HTTP://u:p@host:8080/x?y=@z", "HTTP://***@host:8080/x?y=@z"),
        ("ssh://git:s3cret@git.example.com/team/Lib", "ssh://git:***@git.example.com/team/Lib"),
        // Nothing secret: kept as written.
        ("ssh://git@git.example.com/team/Lib", "ssh://git@git.example.com/team/Lib"),
        ("git@github.com:acme/core.git", "git@github.com:acme/core.git"),
        ("https://github.com/acme/me@home", "https://github.com/acme/me@home"),
        ("../remotes/Core", "../remotes/Core"),
        ("--quiet", "--quiet"),
    ])
    func whatIsHidden(url: String, shown: String) {
        #expect(URLCredentials.hidden(url) == shown)
    }
}
