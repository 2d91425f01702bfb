import Testing
@testable import MortarCore
@testable import MortarWorkspace
import MortarTestSupport

/// Providers that know nothing in advance (like git) state dependencies per version; the
/// explanation still names the versions sharing a requirement on one line.
struct PerVersionProvider: ResolverProvider {
    var table: InMemoryResolverProvider
    func versions(of package: String) throws(ResolverError) -> [Version] { try table.versions(of: package) }
    func dependencies(of package: String, at version: Version) throws(ResolverError) -> [ResolverDependency] {
        try table.dependencies(of: package, at: version)
    }
}

@Suite struct ResolverPerVersionExplanationTests {
    @Test func joinsVersionsThatShareARequirement() throws {
        let table = try InMemoryResolverProvider(strings: [
            "Network": [
                "1.0.0": [needs("Core", "~> 1.0", file: "Network/Network.podspec.json", line: 9)],
                "1.1.0": [needs("Core", "~> 1.0", file: "Network/Network.podspec.json", line: 9)],
                "2.0.0": [needs("Core", "~> 1.0", file: "Network/Network.podspec.json", line: 11)],
            ],
            "Core": ["1.0.0": [], "2.0.0": []],
        ])
        let request = ResolutionRequest(appName: "App", requirements: [
            appNeeds("Network", module: "Feed"), appNeeds("Core", ">= 2.0", module: "Login", file: "Login/Login.podspec.json", line: 4),
        ])
        do {
            _ = try Resolver.resolve(request, provider: PerVersionProvider(table: table))
            Issue.record("expected no solution")
        } catch {
            #expect(error.description == """
                no versions satisfy every requirement:
                  App → Login needs Core '>= 2.0' (Login/Login.podspec.json:4)
                  App → Feed → Network 1.0.0 to 2.0.0 needs Core '~> 1.0' (Network/Network.podspec.json:9)
                  no version of Core satisfies both
                help: change one of the requirements on 'Core' so that they overlap (in the manifest of 'Login', or by a release of 'Network' that accepts the others' range)
                """)
        }
    }
}
