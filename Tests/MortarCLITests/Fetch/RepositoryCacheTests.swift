import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing
import MortarTestSupport

/// `mortar fetch` through the repository cache: several apps (projects) beside one set of
/// remotes, every cache a temporary folder of the sandbox (never the user's).
@Suite struct RepositoryCacheTests {
    /// The sandbox, its cache folder and how to run mortar in one of its apps.
    struct Apps {
        let sandbox: FetchSandbox
        var cache: String { sandbox.root + "/cache" }

        init() throws { sandbox = try FetchSandbox() }

        /// `root/NAME/mortar.json` with these module entries (URLs relative to it reach
        /// `root/remotes`, as `../remotes/X`).
        func app(_ name: String, _ modules: [String]) throws -> String {
            let folder = sandbox.root + "/" + name
            try sandbox.write(folder + "/mortar.json", "{\n  \"name\": \"\(name)\",\n  \"modules\": [\n    \(modules.joined(separator: ",\n    "))\n  ]\n}\n")
            return folder
        }

        /// Runs mortar in `folder` with the cache at `cache` (`MORTAR_REPOSITORY_CACHE`).
        func run(_ arguments: [String], in folder: String, cache: String? = nil, runner: ProcessRunning = ProcessRunner()) -> (code: ExitCode, out: String, err: String) {
            let out = BufferOutput(), err = BufferOutput()
            let environment = [
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "MORTAR_TRUNK_URL": "none",
                "HOME": "/nonexistent", "MORTAR_REPOSITORY_CACHE": cache ?? self.cache,
            ]
            let context = CommandContext(environment: environment, currentDirectory: folder, stdout: out, stderr: err, processRunner: runner)
            let code = CLI.run(arguments, context)
            return (code, out.text, err.text)
        }

        /// The cache entry of a remote of the sandbox.
        func entry(_ remote: String) -> String {
            RepositoryCache(directory: cache).entry(for: sandbox.remotes + "/" + remote, isLocalPath: true)
        }

        /// Tags the remote's HEAD.
        @discardableResult
        func tag(_ remote: String, _ tag: String) throws -> String {
            try sandbox.git(["tag", tag], in: sandbox.remotes + "/" + remote)
            return try sandbox.git(["rev-parse", "HEAD"], in: sandbox.remotes + "/" + remote)
        }

        /// A new commit on the remote's `develop`.
        @discardableResult
        func commit(_ remote: String, _ text: String) throws -> String {
            let path = sandbox.remotes + "/" + remote
            try sandbox.write(path + "/CHANGES.md", text + "\n")
            try sandbox.git(["add", "-A"], in: path)
            try sandbox.git(["commit", "--quiet", "-m", text], in: path)
            return try sandbox.git(["rev-parse", "HEAD"], in: path)
        }
    }

    static let core10 = #"{ "name": "Core", "git": "../remotes/Core", "tag": "1.0.0" }"#

    @Test func aSecondAppClonesFromTheCacheWithTheOriginGone() throws {
        let apps = try Apps()
        defer { apps.sandbox.cleanUp() }
        try apps.sandbox.makeRemote("Core")
        let commit = try apps.tag("Core", "1.0.0")
        let first = try apps.app("First", [Self.core10])
        let second = try apps.app("Second", [Self.core10])

        let one = apps.run(["fetch"], in: first)
        #expect(one.out == "Core: cloned tag '1.0.0' at \(commit.prefix(7))\n1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed\nwrote mortar.lock\n")
        #expect(one.code == .success)
        // The origin goes away: the second app needs nothing from it.
        try FileManager.default.moveItem(atPath: apps.sandbox.remotes + "/Core", toPath: apps.sandbox.root + "/Core-elsewhere")

        let two = apps.run(["fetch"], in: second)

        #expect(two.err == "")
        #expect(two.out == "Core: cloned tag '1.0.0' at \(commit.prefix(7))\n1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed\nwrote mortar.lock\n")
        #expect(two.code == .success)
        let checkout = second + "/Modules/Core"
        #expect(try apps.sandbox.git(["rev-parse", "HEAD"], in: checkout) == commit)
        // Its origin is the real one, and it borrows nothing from the cache.
        #expect(try apps.sandbox.git(["config", "--get", "remote.origin.url"], in: checkout) == apps.sandbox.remotes + "/Core")
        #expect(!FileManager.default.fileExists(atPath: checkout + "/.git/objects/info/alternates"))
        #expect(try apps.sandbox.read(apps.entry("Core") + "/mortar-cache-entry") == "mortar repository cache entry 1\nurl \(apps.sandbox.remotes)/Core\n")
        // The checkout survives the cache.
        try FileManager.default.removeItem(atPath: apps.cache)
        #expect(try apps.sandbox.git(["fsck", "--connectivity-only", "--no-dangling"], in: checkout) == "")
    }

    /// What git did, in a stable order: each subcommand with the `-c` options and `--git-dir`
    /// left out, sorted (modules run in parallel).
    static func gitSubcommands(_ runner: RecordingProcessRunner) -> [String] {
        runner.requests.map { request in
            var arguments = request.arguments[...]
            while arguments.first == "-c" { arguments = arguments.dropFirst(2) }
            while arguments.first?.hasPrefix("--git-dir=") == true { arguments = arguments.dropFirst() }
            return arguments.first ?? ""
        }.sorted()
    }

    @Test func aSecondAppWhosePinsAreAllInTheCacheRunsNoFetchAndNoCheckBeforeTheClone() throws {
        let apps = try Apps()
        defer { apps.sandbox.cleanUp() }
        try apps.sandbox.makeRemote("Core")
        try apps.sandbox.makeRemote("UI")
        let core = try apps.tag("Core", "1.0.0")
        let ui = try apps.commit("UI", "Pinned")
        let modules = [Self.core10, #"{ "name": "UI", "git": "../remotes/UI", "commit": "\#(ui)" }"#]
        _ = apps.run(["fetch"], in: try apps.app("First", modules))
        let runner = RecordingProcessRunner(passingTo: ProcessRunner())

        let two = apps.run(["fetch"], in: try apps.app("Second", modules), runner: runner)

        #expect(two.out == "Core: cloned tag '1.0.0' at \(core.prefix(7))\nUI: cloned commit '\(ui)' at \(ui.prefix(7))\n2 modules: 2 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed\nwrote mortar.lock\n")
        #expect(two.code == .success)
        // The tag: its repository written from the entry's files, then the checkout (`read-tree`
        // reads every tree and blob of the commit, the check of the entry) and the index
        // refresh. The commit pin: the local clone, its commit looked up and checked out, the
        // refresh. Once a run: whether clones may skip git's templates (`config`), and the
        // `[core]` section git gives a new repository there (`init`) with the user's settings
        // that change what a clone writes (`config`). No fetch, no ls-remote, no check of the
        // entry before the clone.
        #expect(Self.gitSubcommands(runner) == [
            "cat-file", "checkout", "clone", "config", "config", "init", "read-tree", "update-index", "update-index",
        ])
        #expect(try apps.sandbox.git(["config", "--get-all", "remote.origin.url"], in: apps.sandbox.root + "/Second/Modules/UI") == apps.sandbox.remotes + "/UI")
    }

    @Test func aSecondAppMakesNoRequestToASmartHTTPOriginForRefsTheCacheHas() throws {
        let apps = try Apps()
        defer { apps.sandbox.cleanUp() }
        try apps.sandbox.makeRemote("Core")
        let commit = try apps.tag("Core", "1.0.0")
        let server = try LoopbackHTTPServer(root: apps.sandbox.remotes, serving: .gitRepositories)
        defer { server.stop() }
        let module = #"{ "name": "Core", "git": "\#(server.url)Core", "tag": "1.0.0" }"#

        let one = apps.run(["fetch"], in: try apps.app("First", [module]))
        let firstRequests = server.requestCounts
        server.resetCounts()
        let two = apps.run(["fetch"], in: try apps.app("Second", [module]))

        #expect(one.out == "Core: cloned tag '1.0.0' at \(commit.prefix(7))\n1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed\nwrote mortar.lock\n")
        // The first app clones the origin into the cache over git's smart HTTP (protocol v2:
        // the refs advertised, then the ref list and the pack asked of upload-pack).
        #expect(firstRequests == ["/Core/info/refs": 1, "/Core/git-upload-pack": 2])
        #expect(two.out == one.out)
        #expect(two.code == .success)
        #expect(server.totalRequests == 0)
        #expect(try apps.sandbox.git(["config", "--get", "remote.origin.url"], in: apps.sandbox.root + "/Second/Modules/Core") == server.url + "Core")
    }

    @Test func aRefTheCacheLacksIsFetchedFromTheOriginIntoTheCache() throws {
        let apps = try Apps()
        defer { apps.sandbox.cleanUp() }
        try apps.sandbox.makeRemote("Core")
        try apps.tag("Core", "1.0.0")
        _ = apps.run(["fetch"], in: try apps.app("First", [Self.core10]))
        try apps.commit("Core", "Second")
        let commit = try apps.tag("Core", "2.0.0")
        let second = try apps.app("Second", [#"{ "name": "Core", "git": "../remotes/Core", "tag": "2.0.0" }"#])

        let two = apps.run(["fetch"], in: second)

        #expect(two.out == "Core: cloned tag '2.0.0' at \(commit.prefix(7))\n1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed\nwrote mortar.lock\n")
        #expect(try apps.sandbox.git(["rev-parse", "refs/tags/2.0.0"], in: apps.entry("Core")) == commit)
    }

    @Test func aBranchIsAskedOfTheOriginEachTime() throws {
        let apps = try Apps()
        defer { apps.sandbox.cleanUp() }
        try apps.sandbox.makeRemote("Core")
        let develop = #"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#
        _ = apps.run(["fetch"], in: try apps.app("First", [develop]))
        let moved = try apps.commit("Core", "Moved")

        let two = apps.run(["fetch"], in: try apps.app("Second", [develop]))

        #expect(two.out == "Core: cloned branch 'develop' at \(moved.prefix(7))\n1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed\nwrote mortar.lock\n")
    }

    @Test func anIncompleteEntryIsRemovedAndClonedAgain() throws {
        let apps = try Apps()
        defer { apps.sandbox.cleanUp() }
        try apps.sandbox.makeRemote("Core")
        let commit = try apps.tag("Core", "1.0.0")
        _ = apps.run(["fetch"], in: try apps.app("First", [Self.core10]))
        // A half-written entry: no marker (as if the rename had happened without it).
        try FileManager.default.removeItem(atPath: apps.entry("Core") + "/mortar-cache-entry")
        let second = try apps.app("Second", [Self.core10])

        let two = apps.run(["fetch"], in: second)

        #expect(two.out == """
            Core: cloned tag '1.0.0' at \(commit.prefix(7))
              note: the repository cache entry \(apps.entry("Core")) was incomplete (no mortar-cache-entry file); removed it and cloned ../remotes/Core again
            1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed
            wrote mortar.lock

            """)
        #expect(try apps.sandbox.read(apps.entry("Core") + "/mortar-cache-entry") == "mortar repository cache entry 1\nurl \(apps.sandbox.remotes)/Core\n")
    }

    /// A first app fetches Core at 1.0.0 through the cache; `damage` then damages its entry and
    /// returns what the note says of it; a second app's fetch says so, clones Core from its
    /// origin again (its files checked out) and leaves a whole entry.
    func expectASecondAppRebuildsCore(
        sourceLocation: Testing.SourceLocation = #_sourceLocation,
        damage: (_ apps: Apps, _ entry: String, _ commit: String) throws -> String
    ) throws {
        let apps = try Apps()
        defer { apps.sandbox.cleanUp() }
        try apps.sandbox.makeRemote("Core")
        let commit = try apps.tag("Core", "1.0.0")
        _ = apps.run(["fetch"], in: try apps.app("First", [Self.core10]))
        let entry = apps.entry("Core")
        let reason = try damage(apps, entry, commit)
        let second = try apps.app("Second", [Self.core10])

        let two = apps.run(["fetch"], in: second)

        #expect(two.out == """
            Core: cloned tag '1.0.0' at \(commit.prefix(7))
              note: the repository cache entry \(entry) was damaged (\(reason)); removed it and cloned ../remotes/Core again
            1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed
            wrote mortar.lock

            """, sourceLocation: sourceLocation)
        #expect(two.code == .success, sourceLocation: sourceLocation)
        #expect(try apps.sandbox.git(["rev-parse", "HEAD"], in: second + "/Modules/Core") == commit, sourceLocation: sourceLocation)
        #expect(try apps.sandbox.read(second + "/Modules/Core/README.md") == "# Core\n", sourceLocation: sourceLocation)
        #expect(try apps.sandbox.git(["fsck", "--no-dangling"], in: entry) == "", sourceLocation: sourceLocation)
    }

    @Test func aDamagedEntryIsRemovedAndClonedAgain() throws {
        try expectASecondAppRebuildsCore { _, entry, commit in
            // Its objects gone: refs name commits that are not there.
            try FileManager.default.removeItem(atPath: entry + "/objects")
            try FileManager.default.createDirectory(atPath: entry + "/objects", withIntermediateDirectories: true)
            return "git fsck: error: refs/heads/develop: invalid sha1 pointer \(commit)"
        }
    }

    @Test func anEntryMissingABlobOfTheWantedCommitIsRemovedAndClonedAgain() throws {
        try expectASecondAppRebuildsCore { apps, entry, _ in
            // One blob of the tag's tree gone, every ref and commit still there: only a check that
            // reads the tree down to its blobs sees it. The entry's objects are loose (a local
            // clone links the origin's).
            let blob = try apps.sandbox.git(["rev-parse", "1.0.0:README.md"], in: entry)
            try FileManager.default.removeItem(atPath: entry + "/objects/" + blob.prefix(2) + "/" + blob.dropFirst(2))
            return "git fsck failed; git read-tree: error: unable to read sha1 file of README.md (\(blob))"
        }
    }

    @Test func anEntryWithATruncatedPackIsRemovedAndClonedAgain() throws {
        try expectASecondAppRebuildsCore { apps, entry, _ in
            // Every object in one pack, cut in half (an interrupted copy, a full disk).
            try apps.sandbox.git(["--git-dir=" + entry, "repack", "-a", "-d", "-q"], in: apps.sandbox.root)
            let pack = try #require(try FileManager.default.contentsOfDirectory(atPath: entry + "/objects/pack").first { $0.hasSuffix(".pack") })
            let bytes = try #require(FileManager.default.contents(atPath: entry + "/objects/pack/" + pack))
            try FileManager.default.removeItem(atPath: entry + "/objects/pack/" + pack)
            try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: entry + "/objects/pack/" + pack))
            return "git fsck: error: packfile \(entry)/objects/pack/\(pack) does not match index"
        }
    }

    @Test func anEntryWithACorruptBlobOfTheWantedCommitIsRemovedAndClonedAgain() throws {
        try expectASecondAppRebuildsCore { apps, entry, _ in
            // A blob of the tag's tree present but unreadable: every ref, commit and tree is whole,
            // so only reading the blob (the checkout does) sees it. Replaced, not written over: the
            // first app's checkout links the same file.
            let blob = try apps.sandbox.git(["rev-parse", "1.0.0:README.md"], in: entry)
            let object = entry + "/objects/" + blob.prefix(2) + "/" + blob.dropFirst(2)
            try FileManager.default.removeItem(atPath: object)
            try Data("not an object\n".utf8).write(to: URL(fileURLWithPath: object))
            return "git fsck: error: inflate: data stream error (incorrect header check)"
        }
    }

    @Test func aDamagedEntryOfABranchIsRemovedAndClonedAgain() throws {
        let apps = try Apps()
        defer { apps.sandbox.cleanUp() }
        try apps.sandbox.makeRemote("Core")
        let develop = #"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#
        _ = apps.run(["fetch"], in: try apps.app("First", [develop]))
        let moved = try apps.commit("Core", "Moved")
        // A blob the branch's new tip still uses, gone: the fetch into the entry does not
        // notice (it brings only what is new), the clone's checkout does.
        let entry = apps.entry("Core")
        let blob = try apps.sandbox.git(["rev-parse", "develop:README.md"], in: entry)
        try FileManager.default.removeItem(atPath: entry + "/objects/" + blob.prefix(2) + "/" + blob.dropFirst(2))
        let second = try apps.app("Second", [develop])

        let two = apps.run(["fetch"], in: second)

        #expect(two.out == """
            Core: cloned branch 'develop' at \(moved.prefix(7))
              note: the repository cache entry \(entry) was damaged (git fsck failed; git read-tree: error: unable to read sha1 file of README.md (\(blob))); removed it and cloned ../remotes/Core again
            1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed
            wrote mortar.lock

            """)
        #expect(two.code == .success)
        #expect(try apps.sandbox.read(second + "/Modules/Core/README.md") == "# Core\n")
        #expect(try apps.sandbox.git(["fsck", "--connectivity-only", "--no-dangling"], in: entry) == "")
    }

    @Test func twoAppsFetchingAtOnceShareTheEntriesSafely() throws {
        let apps = try Apps()
        defer { apps.sandbox.cleanUp() }
        var modules: [String] = []
        for name in ["Core", "UI", "Payment"] {
            try apps.sandbox.makeRemote(name)
            try apps.tag(name, "1.0.0")
            modules.append(#"{ "name": "\#(name)", "git": "../remotes/\#(name)", "tag": "1.0.0" }"#)
        }
        let folders = [try apps.app("First", modules), try apps.app("Second", modules)]
        let codes = LockedResults()

        DispatchQueue.concurrentPerform(iterations: 2) { index in
            codes.set(index, apps.run(["fetch", "--jobs", "3"], in: folders[index]).code)
        }

        #expect(codes.values == [0: .success, 1: .success])
        for name in ["Core", "UI", "Payment"] {
            #expect(try apps.sandbox.git(["fsck", "--connectivity-only", "--no-dangling"], in: apps.entry(name)) == "")
            for folder in folders {
                #expect(try apps.sandbox.git(["rev-parse", "HEAD"], in: folder + "/Modules/" + name) == apps.sandbox.git(["rev-parse", "1.0.0"], in: apps.sandbox.remotes + "/" + name))
            }
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: apps.cache).sorted()
        #expect(names == [".mortar-repository-cache", PathText.lastComponent(of: apps.entry("Core")), PathText.lastComponent(of: apps.entry("Payment")), PathText.lastComponent(of: apps.entry("UI"))].sorted())
    }

    @Test func offlineClonesWhatTheCacheHasAndSaysWhatItLacks() throws {
        let apps = try Apps()
        defer { apps.sandbox.cleanUp() }
        try apps.sandbox.makeRemote("Core")
        try apps.sandbox.makeRemote("UI")
        let commit = try apps.tag("Core", "1.0.0")
        _ = apps.run(["fetch"], in: try apps.app("First", [Self.core10]))
        let second = try apps.app("Second", [
            Self.core10,
            #"{ "name": "Later", "git": "../remotes/Core", "tag": "2.0.0" }"#,
            #"{ "name": "UI", "git": "../remotes/UI", "branch": "develop" }"#,
        ])

        let two = apps.run(["fetch", "--offline"], in: second)

        #expect(two.out == """
            Core: cloned tag '1.0.0' at \(commit.prefix(7))
            Later: failed: tag '2.0.0' is not in the repository cache \(apps.cache) and --offline forbids fetching it; run 'mortar fetch' once without --offline
            UI: failed: branch 'develop' is not in the repository cache \(apps.cache) and --offline forbids fetching it; run 'mortar fetch' once without --offline
            3 modules: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 2 failed
            lock file not written: 2 modules are not in place

            """)
        #expect(two.code == .failure)
    }

    @Test func offlineWithADamagedEntrySaysItCannotRebuildIt() throws {
        let apps = try Apps()
        defer { apps.sandbox.cleanUp() }
        try apps.sandbox.makeRemote("Core")
        try apps.tag("Core", "1.0.0")
        _ = apps.run(["fetch"], in: try apps.app("First", [Self.core10]))
        try FileManager.default.removeItem(atPath: apps.entry("Core") + "/mortar-cache-entry")

        let two = apps.run(["fetch", "--offline"], in: try apps.app("Second", [Self.core10]))

        #expect(two.out.hasPrefix("Core: failed: the repository cache entry \(apps.entry("Core")) was incomplete (no mortar-cache-entry file), and --offline forbids cloning it again; run 'mortar fetch' without --offline\n"))
        #expect(two.code == .failure)
    }

    @Test func theCacheCanBeTurnedOff() throws {
        let apps = try Apps()
        defer { apps.sandbox.cleanUp() }
        try apps.sandbox.makeRemote("Core")
        try apps.tag("Core", "1.0.0")
        let first = try apps.app("First", [Self.core10])

        let flag = apps.run(["fetch", "--no-repository-cache"], in: first)
        try FileManager.default.removeItem(atPath: first + "/Modules")
        let variable = apps.run(["fetch"], in: first, cache: "off")

        #expect(flag.code == .success)
        #expect(variable.code == .success)
        #expect(!FileManager.default.fileExists(atPath: apps.cache))
        // Offline without a cache is what it always was.
        try FileManager.default.removeItem(atPath: first + "/Modules")
        #expect(apps.run(["fetch", "--offline"], in: first, cache: "off").out.hasPrefix(
            "Core: failed: not cloned yet and --offline forbids the network; run 'mortar fetch' without --offline\n"))
    }

    @Test func aFolderThatIsNotAMortarCacheIsNotUsed() throws {
        let apps = try Apps()
        defer { apps.sandbox.cleanUp() }
        try apps.sandbox.makeRemote("Core")
        let commit = try apps.tag("Core", "1.0.0")
        try apps.sandbox.write(apps.cache + "/notes.txt", "mine\n")

        let one = apps.run(["fetch"], in: try apps.app("First", [Self.core10]))

        #expect(one.out == """
            note: repository cache not used: \(apps.cache) is not a Mortar repository cache (no .mortar-repository-cache in it) and is not empty; cloning from the origins (--no-repository-cache says so quietly)
            Core: cloned tag '1.0.0' at \(commit.prefix(7))
            1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed
            wrote mortar.lock

            """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: apps.cache) == ["notes.txt"])
    }

    @Test func aCacheOthersCanWriteIsNotUsed() throws {
        let apps = try Apps()
        defer { apps.sandbox.cleanUp() }
        try apps.sandbox.makeRemote("Core")
        let commit = try apps.tag("Core", "1.0.0")
        try FileManager.default.createDirectory(atPath: apps.cache, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: apps.cache)

        let one = apps.run(["fetch"], in: try apps.app("First", [Self.core10]))

        #expect(one.out == """
            note: repository cache not used: \(apps.cache) is writable by other users, who could plant repositories in it; cloning from the origins (--no-repository-cache says so quietly)
            Core: cloned tag '1.0.0' at \(commit.prefix(7))
            1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed
            wrote mortar.lock

            """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: apps.cache) == [])
    }

    @Test func cleanRepositoryCacheRemovesOnlyMortarsEntries() throws {
        let apps = try Apps()
        defer { apps.sandbox.cleanUp() }
        try apps.sandbox.makeRemote("Core")
        try apps.tag("Core", "1.0.0")
        let first = try apps.app("First", [Self.core10])
        _ = apps.run(["fetch"], in: first)
        let name = PathText.lastComponent(of: apps.entry("Core"))

        // Plain clean never touches it.
        _ = apps.run(["clean"], in: first)
        #expect(FileManager.default.fileExists(atPath: apps.entry("Core")))
        let dry = apps.run(["clean", "--repository-cache", "--dry-run"], in: first)
        #expect(dry.out == "would remove \(name)\n1 to remove, 0 kept in the repository cache \(apps.cache)\n")
        try apps.sandbox.write(apps.cache + "/notes.txt", "mine\n")

        let clean = apps.run(["clean", "--repository-cache"], in: first)

        #expect(clean.out == "removed \(name)\nkept notes.txt: not a Mortar repository cache entry\n1 removed, 1 kept in the repository cache \(apps.cache)\n")
        #expect(clean.code == .failure)
        #expect(try FileManager.default.contentsOfDirectory(atPath: apps.cache).sorted() == [".mortar-repository-cache", "notes.txt"])
        try FileManager.default.removeItem(atPath: apps.cache + "/notes.txt")
        let again = apps.run(["clean", "--repository-cache"], in: first)
        #expect(again.out == "0 removed, 0 kept in the repository cache \(apps.cache)\n")
        #expect(!FileManager.default.fileExists(atPath: apps.cache))
    }

    @Test func cleanRepositoryCacheRefusesAFolderThatIsNotOne() throws {
        let apps = try Apps()
        defer { apps.sandbox.cleanUp() }
        try apps.sandbox.write(apps.cache + "/project/README.md", "mine\n")

        let clean = apps.run(["clean", "--repository-cache"], in: apps.sandbox.root)

        #expect(clean.err == "error[usage]: \(apps.cache) is not a Mortar repository cache (no .mortar-repository-cache in it), so nothing in it was removed\n  help: check MORTAR_REPOSITORY_CACHE\n")
        #expect(clean.code == .usage)
        #expect(FileManager.default.fileExists(atPath: apps.cache + "/project/README.md"))
    }

    @Test(arguments: [
        "https://example.com/../../etc/passwd",
        "https://example.com/a/..",
        "https://example.com/x/%2e%2e%2f%2e%2e/evil.git",
        "ssh://git@example.com/~/../../../tmp/x y\u{301}.git",
        "../../../../..",
        "/",
    ])
    func anEntryIsAlwaysDirectlyInsideTheCache(url: String) {
        let cache = RepositoryCache(directory: "/home/me/.cache/mortar/repositories")
        for local in [true, false] {
            let entry = cache.entry(for: url, isLocalPath: local)
            #expect(PathText.directory(of: entry) == cache.directory)
            let name = PathText.lastComponent(of: entry)
            #expect(!name.hasPrefix("."))
            #expect(name.hasSuffix(".git"))
            #expect(name.unicodeScalars.allSatisfy { $0.value < 0x80 && $0 != "/" })
        }
    }

    @Test func oneRepositoryHowEverItsURLIsSpelled() {
        #expect(RepositoryCache.key("https://GitHub.com/Acme/Core.git/", isLocalPath: false) == RepositoryCache.key("https://github.com/acme/core", isLocalPath: false))
        #expect(RepositoryCache.key("https://github.com/acme/core", isLocalPath: false).hasPrefix("core-"))
        // Local folders differ by case.
        #expect(RepositoryCache.key("/src/Core", isLocalPath: true) != RepositoryCache.key("/src/core", isLocalPath: true))
        #expect(RepositoryCache.key("/src/x/../Core/", isLocalPath: true) == RepositoryCache.key("/src/Core", isLocalPath: true))
    }

    @Test func whereTheCacheIs() {
        func chosen(_ environment: [String: String], option: String? = nil, disabled: Bool = false) -> String? {
            RepositoryCache.chosen(option: option, disabled: disabled, environment: environment, currentDirectory: "/work")?.directory
        }
        #if os(macOS)
        #expect(chosen(["HOME": "/Users/me"]) == "/Users/me/Library/Caches/mortar/repositories")
        #else
        #expect(chosen(["HOME": "/home/me"]) == "/home/me/.cache/mortar/repositories")
        #expect(chosen(["HOME": "/home/me", "XDG_CACHE_HOME": "/var/cache/me"]) == "/var/cache/me/mortar/repositories")
        #expect(chosen(["HOME": "/home/me", "XDG_CACHE_HOME": "relative"]) == "/home/me/.cache/mortar/repositories")
        #endif
        #expect(chosen(["HOME": "/home/me", "MORTAR_REPOSITORY_CACHE": "ci-cache"]) == "/work/ci-cache")
        #expect(chosen(["HOME": "/home/me", "MORTAR_REPOSITORY_CACHE": "off"]) == nil)
        #expect(chosen(["HOME": "/home/me", "MORTAR_REPOSITORY_CACHE": "off"], option: "/tmp/c") == "/tmp/c")
        #expect(chosen(["HOME": "/home/me"], option: "/tmp/c", disabled: true) == nil)
        #expect(chosen([:]) == nil)
    }
}

/// Results written from several threads.
final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int: ExitCode] = [:]
    func set(_ index: Int, _ code: ExitCode) { lock.withLock { stored[index] = code } }
    var values: [Int: ExitCode] { lock.withLock { stored } }
}
