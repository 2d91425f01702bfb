import MortarWorkspace
import Testing

/// The tag and origin look-ups behind a no-op fetch: an answer only when the files say so for
/// certain, nil (ask git) otherwise.
@Suite struct GitRefFilesTests {
    static let a = String(repeating: "a", count: 40)
    static let b = String(repeating: "b", count: 40)

    @Test(arguments: [
        // Annotated tag: the peeled line names the commit.
        ("# pack-refs with: peeled fully-peeled sorted \n\(a) refs/tags/1.0.0\n^\(b)\n", "refs/tags/1.0.0", b as String?),
        // Lightweight tag in a fully peeled file: the id is the commit.
        ("# pack-refs with: peeled fully-peeled sorted \n\(a) refs/tags/1.0.0\n", "refs/tags/1.0.0", a),
        // Not fully peeled: an id without a peeled line could be a tag object.
        ("# pack-refs with: peeled \n\(a) refs/tags/1.0.0\n", "refs/tags/1.0.0", nil),
        ("\(a) refs/tags/1.0.0\n", "refs/tags/1.0.0", nil),
        // Another ref, a prefix of the name, a malformed id.
        ("# pack-refs with: peeled fully-peeled sorted \n\(a) refs/tags/1.0.0.1\n", "refs/tags/1.0.0", nil),
        ("# pack-refs with: peeled fully-peeled sorted \nXYZ refs/tags/1.0.0\n", "refs/tags/1.0.0", nil),
    ])
    func peelsPackedTags(_ text: String, _ ref: String, _ expected: String?) {
        #expect(GitHeadFiles.peeled(ref, inPackedRefs: text) == expected)
    }

    @Test(arguments: [
        ("[core]\n\tbare = false\n[remote \"origin\"]\n\turl = /tmp/remotes/Core\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n", "/tmp/remotes/Core" as String?),
        ("[remote \"origin\"]\n\turl = https://example.com/Core.git\n[branch \"develop\"]\n\tremote = origin\n", "https://example.com/Core.git"),
        // Anything git could read differently is left to git.
        ("[include]\n\tpath = other\n[remote \"origin\"]\n\turl = /x\n", nil),
        ("[includeIf \"gitdir:/x\"]\n\tpath = other\n[remote \"origin\"]\n\turl = /x\n", nil),
        ("[remote \"origin\"]\n\turl = \"/x y\"\n", nil),
        ("[remote \"origin\"]\n\turl = /x ; comment\n", nil),
        ("[remote \"origin\"]\n\turl = /x\n\turl = /y\n", nil),
        ("[remote \"upstream\"]\n\turl = /x\n", nil),
    ])
    func readsThePlainOriginURL(_ text: String, _ expected: String?) {
        #expect(GitHeadFiles.originURL(inConfig: text) == expected)
    }
}
