import MortarCore
import Testing

/// A URL's userinfo is hidden wherever a URL stands in text: a scheme with a `+`
/// (`git+https`, `git+ssh`), a URL glued to a word, a quote or a bracket, one URL right after
/// another; an ssh user name alone and an scp-like address (`git@host:path`) name no secret.
struct URLCredentialsTests {
    @Test(arguments: [
        // A `+` in the scheme: its https part hides the whole userinfo, its ssh part the password.
        ("clone git+https://token@host/x", "clone git+https://***@host/x"),
        ("clone git+https://u:p@host/x", "clone git+https://***@host/x"),
        ("git+ssh://git:pw@host/x and git+ssh://git@host/x", "git+ssh://git:***@host/x and git+ssh://git@host/x"),
        ("ssh+git://git:pw@host/x", "ssh+git://git:***@host/x"),
        ("svn+https://u:p@host/x", "svn+https://***@host/x"),
        // Glued to a word, a quote, a bracket.
        ("url=https://u:p@h/x", "url=https://***@h/x"),
        ("remote.origin.url=git+https://tok@h/x", "remote.origin.url=git+https://***@h/x"),
        ("(https://u:p@h/x)", "(https://***@h/x)"),
        ("(https://u:p@h)", "(https://***@h)"),
        ("'https://u:p@h/x'", "'https://***@h/x'"),
        ("\"https://u:p@h/x\"", "\"https://***@h/x\""),
        ("[https://tok@h]", "[https://***@h]"),
        ("wordhttps://u:p@h/x", "wordhttps://***@h/x"),
        ("x.https://u:p@h/x", "x.https://***@h/x"),
        // A scheme Mortar does not know: the whole userinfo goes too.
        ("foo://token@host/x", "foo://***@host/x"),
        // One URL right after another.
        ("https://u:p@h,https://v:q@h2/x", "https://***@h,https://***@h2/x"),
        // Nothing secret: as written.
        ("git@github.com:o/r.git", "git@github.com:o/r.git"),
        ("url=git@github.com:o/r.git", "url=git@github.com:o/r.git"),
        ("ssh://git@host/x", "ssh://git@host/x"),
        ("https://github.com/acme/me@home", "https://github.com/acme/me@home"),
    ])
    func userinfoIsHiddenWhereverAURLStands(text: String, shown: String) {
        #expect(URLCredentials.hiddenInText(text) == shown)
        // One URL, or a word with one in it (an argv word of a failed git command), the same way.
        #expect(URLCredentials.hidden(text) == shown)
    }
}
