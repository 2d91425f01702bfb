import Testing
@testable import MortarCore
@testable import MortarWorkspace
import MortarTestSupport

/// `ResolverDependency` from strings, for table literals.
func needs(_ name: String, _ requirement: String = "", file: String? = nil, line: Int = 0) -> ResolverDependency {
    let parsed = requirement.isEmpty ? Requirement.any : try! Requirement.parse(requirement)
    return ResolverDependency(name, parsed, at: file.map { SourceLocation(file: $0, line: line) })
}

func appNeeds(_ name: String, _ requirement: String = "", module: String? = nil, file: String? = nil, line: Int = 0) -> RootRequirement {
    let parsed = requirement.isEmpty ? Requirement.any : try! Requirement.parse(requirement)
    return RootRequirement(name, parsed, module: module, at: file.map { SourceLocation(file: $0, line: line) })
}

func solveTable(
    _ table: [String: [String: [ResolverDependency]]], _ requirements: [RootRequirement],
    pins: [String: String] = [:], update: UpdatePolicy = .none
) throws(ResolverError) -> [String: String] {
    let provider = try InMemoryResolverProvider(strings: table)
    let pinned = pins.mapValues { PinnedVersion(version: Version($0)!, location: SourceLocation(file: "mortar.json", line: 7)) }
    let resolution = try Resolver.resolve(ResolutionRequest(appName: "App", requirements: requirements, pins: pinned, update: update), provider: provider)
    return resolution.versions.mapValues(\.description)
}

func failureText(
    _ table: [String: [String: [ResolverDependency]]], _ requirements: [RootRequirement],
    pins: [String: String] = [:], update: UpdatePolicy = .none
) -> String? {
    do {
        _ = try solveTable(table, requirements, pins: pins, update: update)
        return nil
    } catch {
        return error.description
    }
}
