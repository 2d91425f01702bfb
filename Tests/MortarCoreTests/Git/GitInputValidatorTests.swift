import MortarCore
import Testing

@Suite struct GitInputValidatorTests {
    @Test(arguments: [
        ("https://github.com/apple/swift-log.git", GitURL.Kind.https),
        ("http://git.example.com/ios/Core.git", .http),
        ("ssh://git@git.example.com:2222/ios/Core.git", .ssh),
        ("git://git.example.com/ios/Core.git", .git),
        ("file:///srv/git/Core.git", .file),
        ("git@github.com:metro/Core.git", .scp),
        ("git.example.com:ios/Core.git", .scp),
        ("repos/Core.bundle", .localPath),
        ("../Core", .localPath),
        ("/srv/git/Core", .localPath),
        ("./weird::name/repo", .localPath),
        // git reads a host in brackets as scp-like ssh (`host_end`, connect.c): ssh to `::1`.
        ("[::1]:repo", .scp),
        ("git@[::1]:ios/Core.git", .scp),
        ("[fe80::1%eth0]:repo", .scp),
    ])
    func acceptsTheAllowedURLClasses(_ url: String, _ kind: GitURL.Kind) throws {
        #expect(try GitInputValidator.url(url) == GitURL(kind: kind, text: url))
    }

    @Test(arguments: [
        ("ext::sh -c touch% /tmp/x", GitInputError.transportNotAllowed("ext::sh -c touch% /tmp/x", transport: "ext")),
        ("fd::3", .transportNotAllowed("fd::3", transport: "fd")),
        ("persistent-https::example.com", .transportNotAllowed("persistent-https::example.com", transport: "persistent-https")),
        ("-uhttps://x", .urlStartsWithDash("-uhttps://x")),
        ("--upload-pack=touch x", .urlStartsWithDash("--upload-pack=touch x")),
        ("https://example.com/\u{0}", .controlCharacter(field: "url", value: "https://example.com/\u{0}")),
        ("repos/Core\r.bundle", .controlCharacter(field: "url", value: "repos/Core\r.bundle")),
        ("ftp://example.com/r", .schemeNotAllowed("ftp://example.com/r", scheme: "ftp")),
        ("git+ssh://example.com/r", .schemeNotAllowed("git+ssh://example.com/r", scheme: "git+ssh")),
        ("https:///path", .malformedURL("https:///path", reason: "has no host")),
        ("ssh://git@-oProxyCommand=x/r", .malformedURL("ssh://git@-oProxyCommand=x/r", reason: "has a host starting with '-'")),
        ("@host:path", .malformedURL("@host:path", reason: "looks like 'user@host:path' but is not one")),
        ("user@host:", .malformedURL("user@host:", reason: "looks like 'user@host:path' but is not one")),
        ("", .malformedURL("", reason: "is empty")),
        ("::x", .transportNotAllowed("::x", transport: "")),
        ("[::1:repo", .malformedURL("[::1:repo", reason: "looks like '[host]:path' (an IPv6 address in brackets) but is not one")),
        ("[::1]", .malformedURL("[::1]", reason: "looks like '[host]:path' (an IPv6 address in brackets) but is not one")),
        ("[-oProxyCommand=x]:repo", .malformedURL("[-oProxyCommand=x]:repo", reason: "looks like '[host]:path' (an IPv6 address in brackets) but is not one")),
        ("@[::1]:repo", .malformedURL("@[::1]:repo", reason: "looks like '[host]:path' (an IPv6 address in brackets) but is not one")),
    ])
    func refusesEverythingElse(_ url: String, _ error: GitInputError) {
        #expect(throws: error) { try GitInputValidator.url(url) }
    }

    @Test(arguments: [
        GitReference.branch("develop"), .branch("feature/login-v2"), .tag("1.0.0"), .tag("v2.3.0-beta.1"),
        .commit("9f1c2e0"), .commit("48fdb7930c389d2a40a94febb78b61f4f6fd30bb"),
    ])
    func acceptsValidRefs(_ ref: GitReference) throws {
        try GitInputValidator.ref(ref)
    }

    @Test(arguments: [
        (GitReference.branch("-x"), "branch '-x' starts with '-'; write a valid git branch name"),
        (.branch("a..b"), "branch 'a..b' contains '..'; write a valid git branch name"),
        (.branch("a b"), "branch 'a b' contains ' '; write a valid git branch name"),
        (.branch("a~1"), "branch 'a~1' contains '~'; write a valid git branch name"),
        (.branch("HEAD@{1}"), "branch 'HEAD@{1}' contains '@{'; write a valid git branch name"),
        (.branch("/main"), "branch '/main' starts or ends with '/'; write a valid git branch name"),
        (.branch("main.lock"), "branch 'main.lock' has a component ending with '.lock'; write a valid git branch name"),
        (.branch("a/.hidden"), "branch 'a/.hidden' has a component starting with '.'; write a valid git branch name"),
        (.tag("1.0."), "tag '1.0.' ends with '.'; write a valid git tag name"),
        (.tag(""), "tag '' is empty; write a valid git tag name"),
        (.tag("1.0\n"), "tag '1.0\\u{a}' contains a control character; remove it"),
        (.commit("xyz123"), "commit 'xyz123' is not 4 to 64 hexadecimal digits; write a valid git commit name"),
        (.commit("abc"), "commit 'abc' is not 4 to 64 hexadecimal digits; write a valid git commit name"),
    ])
    func refusesInvalidRefs(_ ref: GitReference, _ message: String) {
        do {
            try GitInputValidator.ref(ref)
            Issue.record("\(ref) was accepted")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(arguments: ["Core", "UI", "QRCode_Generator", "swift-log", "Name.With+Plus", "9Lives"])
    func acceptsFolderNames(_ name: String) throws {
        try GitInputValidator.moduleName(name)
    }

    @Test(arguments: ["", ".", "..", "../x", "a/b", ".hidden", "-x", "a\\b", "a\u{1}", String(repeating: "a", count: 256)])
    func refusesNamesThatAreNotFolderNames(_ name: String) {
        #expect(throws: GitInputError.self) { try GitInputValidator.moduleName(name) }
    }
}
