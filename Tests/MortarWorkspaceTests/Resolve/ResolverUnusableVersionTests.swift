import Testing
@testable import MortarCore
@testable import MortarWorkspace
import MortarTestSupport

/// A provider whose manifest of some versions cannot be read.
struct BrokenManifestProvider: ResolverProvider {
    var table: InMemoryResolverProvider
    var broken: Set<String>
    func versions(of package: String) throws(ResolverError) -> [Version] { try table.versions(of: package) }
    func dependencies(of package: String, at version: Version) throws(ResolverError) -> [ResolverDependency] {
        if broken.contains("\(package) \(version)") {
            throw ResolverError.unavailable(package: package, reason: "its Package.swift at tag '\(version)' does not parse")
        }
        return try table.dependencies(of: package, at: version)
    }
}

@Suite struct ResolverUnusableVersionTests {
    static let table = try! InMemoryResolverProvider(strings: ["Core": ["1.0.0": [], "1.1.0": [], "2.0.0": []]])

    @Test func skipsAVersionWhoseManifestCannotBeRead() throws {
        let provider = BrokenManifestProvider(table: Self.table, broken: ["Core 2.0.0"])
        let resolution = try Resolver.resolve(ResolutionRequest(appName: "App", requirements: [appNeeds("Core")]), provider: provider)
        #expect(resolution.versions == ["Core": Version("1.1.0")!])
        #expect(resolution.skipped.map(\.description) == ["Core 2.0.0 was skipped: its Package.swift at tag '2.0.0' does not parse"])
    }

    @Test func explainsWhenOnlyUnreadableVersionsWouldDo() {
        let provider = BrokenManifestProvider(table: Self.table, broken: ["Core 2.0.0"])
        let request = ResolutionRequest(appName: "App", requirements: [appNeeds("Core", ">= 2.0", module: "Login", file: "Login/Login.podspec.json", line: 2)])
        do {
            _ = try Resolver.resolve(request, provider: provider)
            Issue.record("expected no solution")
        } catch {
            #expect(error.description == """
                no versions satisfy every requirement:
                  App → Login needs Core '>= 2.0' (Login/Login.podspec.json:2)
                  Core 2.0.0 cannot be used: its Package.swift at tag '2.0.0' does not parse
                  so no version of Core can be chosen
                help: make the manifest of 'Core' readable at those versions (with --offline: run once online to cache them), or relax the requirements above
                """)
        }
    }

    @Test func keepsAPinnedVersionWhoseManifestCannotBeRead() throws {
        let provider = BrokenManifestProvider(table: Self.table, broken: ["Core 1.0.0"])
        let request = ResolutionRequest(appName: "App", requirements: [appNeeds("Core")], pins: ["Core": PinnedVersion(version: Version("1.0.0")!)])
        let resolution = try Resolver.resolve(request, provider: provider)
        #expect(resolution.versions == ["Core": Version("1.0.0")!])
        #expect(resolution.skipped.map(\.description) == [
            "Core 1.0.0 is kept as pinned, without its requirements: its Package.swift at tag '1.0.0' does not parse",
        ])
    }
}
