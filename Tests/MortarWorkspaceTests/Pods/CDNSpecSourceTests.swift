import Foundation
import MortarCore
import MortarWorkspace
import MortarTestSupport
import Testing

/// Spec sources that are CocoaPods CDNs, read over real HTTP from a loopback server serving a
/// trunk-layout folder: versions, specs, 404s, 500s, timeouts, the cache and --offline.
@Suite(.serialized) struct CDNSpecSourceTests {
    static let mapped = """
        Kit 1.2.0: mapped
          package: ROOT/remotes/Kit (spec repository CDN/, Specs/8/2/1/Kit/1.2.0/Kit.podspec.json)
          tag: 1.2.0 (the source tag of Specs/8/2/1/Kit/1.2.0/Kit.podspec.json)
          Kit → Kit (a product named 'Kit')
        1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

        """

    /// The CDN is recognised by its CocoaPods-version.yml, the pod's versions read from its
    /// fragment's index, its spec downloaded and kept in CocoaPods' layout; then --offline
    /// answers the same with no process and no HTTP request.
    @Test func aPodMapsThroughTheCDNThenOfflineAsksNothing() throws {
        let world = try CDNWorld()
        defer { world.cleanUp() }
        try world.build(pins: [("Kit", "1.2.0")])
        let report = try world.run()
        #expect(world.shown(report.text(manifest: "mortar.json")) == Self.mapped)
        #expect(world.server.requestCounts == [
            "/CocoaPods-version.yml": 1, "/all_pods_versions_8_2_1.txt": 1, "/Specs/8/2/1/Kit/1.2.0/Kit.podspec.json": 1,
        ])
        let copies = (try? FileManager.default.contentsOfDirectory(atPath: world.project + "/.mortar/cache/spec-repos")) ?? []
        let copy = world.project + "/.mortar/cache/spec-repos/" + (try #require(copies.first, "the CDN's copy is kept in the cache"))
        #expect(try FileManager.default.subpathsOfDirectory(atPath: copy).sorted() == [
            ".url", "CocoaPods-version.yml", "CocoaPods-version.yml.etag", "Specs", "Specs/8", "Specs/8/2", "Specs/8/2/1", "Specs/8/2/1/Kit",
            "Specs/8/2/1/Kit/1.2.0", "Specs/8/2/1/Kit/1.2.0/Kit.podspec.json", "Specs/8/2/1/Kit/1.2.0/Kit.podspec.json.etag",
            "all_pods_versions_8_2_1.txt", "all_pods_versions_8_2_1.txt.etag",
        ])

        world.server.resetCounts()
        let processes = RecordingProcessRunner(passingTo: ProcessRunner())
        let before = world.http.count
        #expect(try world.run(runner: processes, offline: true) == report)
        #expect(processes.count == 0)
        #expect(world.http.count == before)
        #expect(world.server.totalRequests == 0)
    }

    /// A pod the CDN does not list (its fragment's index answers 404) is not in trunk; a
    /// version it does not list names the versions it does. Offline answers the same from the
    /// copy: Kit's kept index, and Ghost's 404 remembered beside where its index would be
    /// (`.404`, never read as an index). Seen on the real app Jared (HTTPParserC).
    @Test func aPodOrVersionTheCDNDoesNotListIsAFinding() throws {
        let world = try CDNWorld()
        defer { world.cleanUp() }
        try world.build(pins: [("Ghost", "2.0.0"), ("Kit", "9.9.9")])
        let expected = """
            Ghost 2.0.0: no source known
              no pin git, :git pod, podspec or spec repository names its repository ('Ghost' is not in 'CDN/' ('CDN/all_pods_versions_4_0_1.txt' is not served (HTTP 404)))
              fix: pin it in mortar.json as "Ghost": {"version": "2.0.0", "git": "https://…", "products": ["Ghost"]}
            Kit 9.9.9: no source known
              no pin git, :git pod, podspec or spec repository names its repository ('CDN/' has no version 9.9.9 of 'Kit' (versions: 1.1.0, 1.2.0); pin a version it lists)
              fix: pin it in mortar.json as "Kit": {"version": "9.9.9", "git": "https://…", "products": ["Kit"]}
            2 pods: 0 mapped, 0 unmapped, 0 without a Package.swift at that version, 2 with no source known, 0 unavailable

            """
        let report = try world.run()
        #expect(world.shown(report.text(manifest: "mortar.json")) == expected)
        #expect(world.server.requests(to: "/all_pods_versions_4_0_1.txt") == 1)
        let copies = (try? FileManager.default.contentsOfDirectory(atPath: world.project + "/.mortar/cache/spec-repos")) ?? []
        let copy = world.project + "/.mortar/cache/spec-repos/" + (try #require(copies.first, "the CDN's copy is kept in the cache"))
        #expect(try FileManager.default.subpathsOfDirectory(atPath: copy).filter { $0.hasPrefix("all_pods") }.sorted() == [
            "all_pods_versions_4_0_1.txt.404", "all_pods_versions_8_2_1.txt", "all_pods_versions_8_2_1.txt.etag",
        ])
        #expect(try String(contentsOfFile: copy + "/all_pods_versions_4_0_1.txt.404", encoding: .utf8) == "'\(world.server.url)all_pods_versions_4_0_1.txt' answered HTTP 404\n")

        let before = world.server.totalRequests
        #expect(world.shown(try world.run(offline: true).text(manifest: "mortar.json")) == expected)
        #expect(world.server.totalRequests == before)

        // Once the source serves the index, it is read again and the remembered 404 goes.
        try TrunkFolder.write([(name: "Ghost", version: "2.0.0", json: "{\"name\": \"Ghost\", \"version\": \"2.0.0\"}\n")], to: world.trunk)
        let served = world.shown(try world.run().text(manifest: "mortar.json"))
        #expect(served == """
            Ghost 2.0.0: no source known
              no pin git, :git pod, podspec or spec repository names its repository; the pods its specs depend on do not settle one (not every one is mapped): 'Ghost' depends on no other pod
              fix: pin it in mortar.json as "Ghost": {"version": "2.0.0", "git": "https://…", "products": ["Ghost"]}
            Kit 9.9.9: no source known
              no pin git, :git pod, podspec or spec repository names its repository ('CDN/' has no version 9.9.9 of 'Kit' (versions: 1.1.0, 1.2.0); pin a version it lists)
              fix: pin it in mortar.json as "Kit": {"version": "9.9.9", "git": "https://…", "products": ["Kit"]}
            2 pods: 0 mapped, 0 unmapped, 0 without a Package.swift at that version, 2 with no source known, 0 unavailable

            """)
        #expect(!FileManager.default.fileExists(atPath: copy + "/all_pods_versions_4_0_1.txt.404"))
    }

    /// A 500 is retried (three tries in all), then the pod is unavailable with the URL, the
    /// status and what to do.
    @Test func aServerErrorIsRetriedThenSaysWhichURLAndWhatToDo() throws {
        let world = try CDNWorld()
        defer { world.cleanUp() }
        try world.build(pins: [("Kit", "1.2.0")])
        world.server.setRule(.init(status: 500), for: "/all_pods_versions_8_2_1.txt")
        let report = try world.run()
        #expect(world.shown(report.text(manifest: "mortar.json")) == """
            Kit 1.2.0: unavailable
              cannot read the spec of 'Kit' 1.2.0: 'CDN/all_pods_versions_8_2_1.txt' answered HTTP 500 (3 attempts); try again later, or pass --offline to use only what an earlier run cached
            1 pod: 0 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 1 unavailable

            """)
        #expect(report.pods.map(\.location.description) == ["mortar.json:5:5"])
        #expect(world.server.requests(to: "/all_pods_versions_8_2_1.txt") == 3)
    }

    /// A server that does not answer is given up on after the timeout, each try. A real timeout
    /// against real time, so the one wall-clock bound the tests keep: generous for a loaded
    /// machine (about 1 s expected: two tries of 0.5 s), and far below the 20 s the server waits,
    /// which a timeout that did not hold would take at least once.
    @Test func aSlowServerIsGivenUpOnAfterTheTimeout() throws {
        let world = try CDNWorld()
        defer { world.cleanUp() }
        try world.build(pins: [("Kit", "1.2.0")])
        world.policy = .init(timeout: 0.5, attempts: 2, backoff: 0.01)
        world.server.setRule(.init(delay: 20), for: "/all_pods_versions_8_2_1.txt")
        let start = Date()
        let report = try world.run()
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(world.shown(report.text(manifest: "mortar.json")) == """
            Kit 1.2.0: unavailable
              cannot read the spec of 'Kit' 1.2.0: no answer from 'CDN/all_pods_versions_8_2_1.txt' within 0.5 s (2 attempts); try again later, or pass --offline to use only what an earlier run cached
            1 pod: 0 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 1 unavailable

            """)
    }

    /// --offline with nothing cached asks nothing and says, for trunk, which pod and version
    /// it lacks; a source never seen cannot even be told to be a CDN.
    @Test func offlineWithAnEmptyCacheSaysWhatItLacks() throws {
        let world = try CDNWorld()
        defer { world.cleanUp() }
        try world.build(pins: [("Kit", "1.2.0")], trunk: true)
        let processes = RecordingProcessRunner(passingTo: ProcessRunner())
        let report = try world.run(runner: processes, offline: true, mirror: true)
        #expect(world.shown(report.text(manifest: "mortar.json")) == """
            Kit 1.2.0: unavailable
              cannot read the spec of 'Kit' 1.2.0: --offline and it is not cached from 'CDN/'; run once without --offline to cache it
            1 pod: 0 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 1 unavailable

            """)
        #expect(processes.count == 0)
        #expect(world.http.count == 0)
        #expect(world.server.totalRequests == 0)

        try world.writeApp(pins: [("Kit", "1.2.0")])
        #expect(world.shown(try world.run(offline: true).text(manifest: "mortar.json")) == """
            Kit 1.2.0: no source known
              no pin git, :git pod, podspec or spec repository names its repository (--offline and nothing of the spec repository 'CDN/' is in the cache (a CDN copy or a clone); run once without --offline)
              fix: pin it in mortar.json as "Kit": {"version": "1.2.0", "git": "https://…", "products": ["Kit"]}
            1 pod: 0 mapped, 0 unmapped, 0 without a Package.swift at that version, 1 with no source known, 0 unavailable

            """)
    }

    /// Trunk with no source named: CocoaPods' own copy (`CP_REPOS_DIR/trunk`) is read first
    /// and, when it has the spec, nothing is downloaded.
    @Test func cocoaPodsOwnCopyIsReadFirst() throws {
        let world = try CDNWorld()
        defer { world.cleanUp() }
        try world.build(pins: [("Kit", "1.2.0")], trunk: true)
        try FileManager.default.createDirectory(atPath: world.repos, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: world.trunk, toPath: world.repos + "/trunk")
        let report = try world.run(mirror: true)
        #expect(world.shown(report.text(manifest: "mortar.json")) == Self.mapped.replacingOccurrences(of: "spec repository CDN/", with: "spec repository https://cdn.cocoapods.org/"))
        #expect(world.server.totalRequests == 0)
        #expect(world.http.count == 0)
    }

    /// A 404 index is remembered in Mortar's copy only: CocoaPods' own copy of the source (found
    /// by its `.url`) is read first and never written, and offline answers as online did.
    @Test func aNotServedIndexIsRememberedInMortarsCopyNeverInCocoaPodsOwn() throws {
        let world = try CDNWorld()
        defer { world.cleanUp() }
        try world.build(pins: [("Ghost", "2.0.0")])
        let own = world.repos + "/cdn"
        try FileManager.default.createDirectory(atPath: world.repos, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: world.trunk, toPath: own)
        try world.fixture.write(".url", world.server.url, in: own)
        let before = try FileManager.default.subpathsOfDirectory(atPath: own).sorted()
        let expected = """
            Ghost 2.0.0: no source known
              no pin git, :git pod, podspec or spec repository names its repository ('Ghost' is not in 'CDN/' ('CDN/all_pods_versions_4_0_1.txt' is not served (HTTP 404)))
              fix: pin it in mortar.json as "Ghost": {"version": "2.0.0", "git": "https://…", "products": ["Ghost"]}
            1 pod: 0 mapped, 0 unmapped, 0 without a Package.swift at that version, 1 with no source known, 0 unavailable

            """
        #expect(world.shown(try world.run().text(manifest: "mortar.json")) == expected)
        #expect(world.shown(try world.run(offline: true).text(manifest: "mortar.json")) == expected)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: own).sorted() == before)
        let copies = (try? FileManager.default.contentsOfDirectory(atPath: world.project + "/.mortar/cache/spec-repos")) ?? []
        let copy = world.project + "/.mortar/cache/spec-repos/" + (try #require(copies.first, "Mortar's copy of the source"))
        #expect(FileManager.default.fileExists(atPath: copy + "/all_pods_versions_4_0_1.txt.404"))
    }

    /// A pin with its own git asks the CDN nothing (CocoaPods does not look such a pod up either).
    @Test func aPinWithItsOwnGitAsksTheCDNNothing() throws {
        let world = try CDNWorld()
        defer { world.cleanUp() }
        try world.build(pins: [])
        try world.fixture.write("mortar.json", """
            {"name": "App", "sources": ["\(world.server.url)"], "pins": {"Kit": {"version": "1.2.0", "git": "\(world.root)/remotes/Kit"}}}
            """, in: world.project)
        let report = try world.run()
        #expect(world.shown(report.text(manifest: "mortar.json")) == """
            Kit 1.2.0: mapped
              package: ROOT/remotes/Kit (the pin's git, mortar.json:1:66)
              tag: 1.2.0 (the tag of version 1.2.0)
              Kit → Kit (a product named 'Kit')
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        // The one request is the GET that tells the source is a CDN.
        #expect(world.server.requestCounts == ["/CocoaPods-version.yml": 1])
    }

    /// A CDN source's URL with credentials: Mortar's copy records the URL (`.url`) without them.
    @Test func theCopyOfASourceWithCredentialsRecordsNone() throws {
        let world = try CDNWorld()
        defer { world.cleanUp() }
        try world.build(pins: [("Kit", "1.2.0")])
        let tokened = world.server.url.replacingOccurrences(of: "http://", with: "http://alice:s3cret@")
        try world.fixture.write("mortar.json", """
            {"name": "App", "sources": ["\(tokened)"], "pins": {"Kit": "1.2.0"}}
            """, in: world.project)
        let report = try world.run()
        #expect(world.shown(URLCredentials.hiddenInText(report.text(manifest: "mortar.json"))) == Self.mapped.replacingOccurrences(of: "spec repository CDN/,", with: "spec repository http://***@\(world.server.url.dropFirst("http://".count)),"))
        let grep = try ProcessRunner().run(ProcessRequest("grep", ["-rlaE", "s3cret|alice", "--", world.project + "/.mortar/cache"], timeout: 60))
        #expect(world.shown(grep.stdoutText) == "")
        #expect(grep.status == 1)
    }

    /// A git spec repository at an http(s) URL, cloned into the cache by an earlier run, is
    /// used as it is: the run asks the server nothing (not even whether it is a CDN).
    @Test func aSpecRepositoryClonedByAnEarlierRunIsNotAskedAgain() throws {
        let world = try CDNWorld()
        defer { world.cleanUp() }
        try world.build(pins: [("Kit", "1.2.0")])
        let work = try world.fixture.makeRemote("SpecsWork", branches: ["main"])
        let spec = try String(contentsOfFile: world.trunk + "/Specs/8/2/1/Kit/1.2.0/Kit.podspec.json", encoding: .utf8)
        try world.fixture.commit("Specs/8/2/1/Kit/1.2.0/Kit.podspec.json", spec, in: work, message: "Kit 1.2.0")
        let specs = world.server.url + "Specs.git"
        let clone = PodCache(directory: world.project + "/.mortar/cache").specRepository(url: specs)
        try FileManager.default.createDirectory(atPath: (clone as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try world.fixture.git(["clone", "--quiet", work, clone], in: world.root)
        try world.fixture.write("mortar.json", """
            {"name": "App", "sources": ["\(specs)"], "pins": {"Kit": "1.2.0"}}
            """, in: world.project)
        let report = try world.run()
        #expect(world.shown(report.text(manifest: "mortar.json")) == Self.mapped.replacingOccurrences(of: "spec repository CDN/,", with: "spec repository CDN/Specs.git,"))
        #expect(world.server.totalRequests == 0)
    }

    /// A cached index that lacks the pinned version is revalidated once with its ETag: a new
    /// version is found; a version still missing costs one 304 and no second download.
    @Test func aCachedIndexIsRevalidatedWhenItLacksTheVersion() throws {
        let world = try CDNWorld()
        defer { world.cleanUp() }
        try world.build(pins: [("Kit", "1.2.0")])
        let cache = world.root + "/cdn-cache"
        let open = { () throws -> CDNSource in
            let downloader = CDNDownloader(base: world.server.url, folder: cache, http: world.http, fileSystem: LocalFileSystem(), policy: world.policy)
            return CDNSource.open(url: world.server.url, cocoaPodsFolder: nil, downloader: downloader, offline: false, known: false)!
        }
        guard case .found = try open().spec(name: "Kit", version: "1.2.0") else { Issue.record("Kit 1.2.0 not found"); return }
        try TrunkFolder.write([(name: "Kit", version: "1.3.0", json: "{\"name\": \"Kit\", \"version\": \"1.3.0\"}\n")], to: world.trunk)
        guard case let .found(text, path) = try open().spec(name: "Kit", version: "1.3.0") else { Issue.record("Kit 1.3.0 not found"); return }
        #expect(text == "{\"name\": \"Kit\", \"version\": \"1.3.0\"}\n")
        #expect(path == "Specs/8/2/1/Kit/1.3.0/Kit.podspec.json")
        let source = try open()
        let missing = "'CDN/' has no version 2.0.0 of 'Kit' (versions: 1.1.0, 1.2.0, 1.3.0); pin a version it lists"
        #expect(source.spec(name: "Kit", version: "2.0.0") == .absent(missing.replacingOccurrences(of: "CDN/", with: world.server.url)))
        #expect(source.spec(name: "Kit", version: "2.0.0") == .absent(missing.replacingOccurrences(of: "CDN/", with: world.server.url)))
        let index = world.http.requests.filter { $0.url.hasSuffix("all_pods_versions_8_2_1.txt") }
        #expect(index.map { $0.headers["If-None-Match"] != nil } == [false, true, true])
        #expect(world.server.requests(to: "/all_pods_versions_8_2_1.txt") == 3)
    }
}
