import Foundation
import MortarCore
import Testing
@testable import MortarWorkspace
import MortarTestSupport

@Suite struct GitVersionProviderTests {
    static let lsRemote = """
        1111111111111111111111111111111111111111\trefs/tags/1.0.0
        2222222222222222222222222222222222222222\trefs/tags/v2.0.0
        3333333333333333333333333333333333333333\trefs/tags/v2.0.0^{}
        4444444444444444444444444444444444444444\trefs/tags/latest

        """

    func withCache(_ body: (String) throws -> Void) rethrows {
        let folder = NSTemporaryDirectory() + "mortar-provider-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    func provider(_ runner: RecordingProcessRunner, cache: String, offline: Bool = false, urls: [String: String] = ["Core": "https://example.com/Core.git"]) -> GitVersionProvider {
        let loader = WorkspaceLoader(processRunner: runner, currentDirectory: cache)
        return GitVersionProvider(configuration: .init(urls: urls, offline: offline), loader: loader, cache: ResolveCache(directory: cache))
    }

    @Test func listsVersionTagsOnceWithASafeCommandAndCachesThemOnDisk() throws {
        try withCache { (cache: String) throws in
            let runner = RecordingProcessRunner { _ in ProcessResult(status: 0, stdout: Array(Self.lsRemote.utf8), stderr: []) }
            let online = provider(runner, cache: cache)
            #expect(try online.versions(of: "Core").map(\.description) == ["1.0.0", "2.0.0"])
            #expect(try online.versions(of: "Core").count == 2)
            #expect(runner.requests.count == 1)
            let request = try #require(runner.requests.first)
            #expect(request.executable == "git")
            #expect(request.arguments == Git.safetyOptions + ["ls-remote", "--tags", "--", "https://example.com/Core.git"])
            #expect(request.environment == Git.environment)

            let silent = RecordingProcessRunner { _ in ProcessResult(status: 1, stdout: [], stderr: []) }
            let offline = provider(silent, cache: cache, offline: true)
            #expect(try offline.versions(of: "Core").map(\.description) == ["1.0.0", "2.0.0"])
            #expect(silent.requests.isEmpty)
        }
    }

    @Test func offlineWithoutACacheSaysWhatToDo() {
        withCache { cache in
            let runner = RecordingProcessRunner { _ in ProcessResult(status: 0, stdout: [], stderr: []) }
            #expect(throws: ResolverError.unavailable(
                package: "Core",
                reason: "--offline and no tags of 'https://example.com/Core.git' are cached; run 'mortar resolve' once without --offline")) {
                try provider(runner, cache: cache, offline: true).versions(of: "Core")
            }
            #expect(runner.requests.isEmpty)
        }
    }

    @Test(arguments: [
        ("ext::sh -c touch% /tmp/pwned", "url 'ext::sh -c touch% /tmp/pwned' uses the 'ext::' transport, which can run programs; use an https, ssh, git or file URL or a local path"),
        ("-uhttps://example.com/x", "url '-uhttps://example.com/x' starts with '-' and would be read as an option by git; write a repository URL or path"),
        ("fd::17", "url 'fd::17' uses the 'fd::' transport, which can run programs; use an https, ssh, git or file URL or a local path"),
        ("ftp://example.com/x", "url 'ftp://example.com/x' uses the unsupported scheme 'ftp://'; use https, http, ssh, git, file, user@host:path or a local path"),
    ])
    func refusesDangerousURLs(url: String, refusal: String) {
        withCache { cache in
            let runner = RecordingProcessRunner { _ in ProcessResult(status: 0, stdout: [], stderr: []) }
            #expect(throws: ResolverError.unavailable(package: "Core", reason: refusal)) {
                try provider(runner, cache: cache, urls: ["Core": url]).versions(of: "Core")
            }
            #expect(runner.requests.isEmpty)
        }
    }

    @Test func aPackageWithoutURLOffersOnlyItsKeptPin() throws {
        try withCache { (cache: String) throws in
            let runner = RecordingProcessRunner { _ in ProcessResult(status: 0, stdout: [], stderr: []) }
            let loader = WorkspaceLoader(processRunner: runner, currentDirectory: cache)
            let pinned = GitVersionProvider(
                configuration: .init(urls: [:], pins: ["Masonry": Version("1.1.0")!]), loader: loader, cache: ResolveCache(directory: cache))
            #expect(try pinned.versions(of: "Masonry") == [Version("1.1.0")!])
            #expect(try pinned.dependencies(of: "Masonry", at: Version("1.1.0")!) == [])
            #expect(throws: ResolverError.unavailable(
                package: "Kingfisher",
                reason: "no git URL is known for it; pin it in mortar.json as \"Kingfisher\": { \"version\": \"…\", \"git\": \"https://…\" }")) {
                try pinned.versions(of: "Kingfisher")
            }
        }
    }

    @Test(arguments: [
        ("https://github.com/Alamofire/Alamofire.git", "alamofire-"),
        ("https://ghp_1234@example.com", "example.com-"),
        ("https://example.com/../../etc/passwd", "passwd-"),
        ("git@example.com:team/.hidden.git", "hidden-"),
        ("https://example.com/", "example.com-"),
    ])
    func cacheFolderNamesAreSafe(url: String, prefix: String) {
        let key = ResolveCache.key(url)
        #expect(key.hasPrefix(prefix))
        #expect(key.count == prefix.count + 16)
        #expect(PathText.isSafeComponent(key))
    }
}
