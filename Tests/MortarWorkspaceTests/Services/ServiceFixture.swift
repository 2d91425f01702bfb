import Foundation
import MortarCore
import MortarWorkspace

/// A project with one git module (`Core`, a real repository in a temporary folder) and one
/// path module (`App`, depending on Core), for the services' tests: `mortar.json` writes a
/// Package.swift and a Podfile into `Composite/`.
final class ServiceFixture: @unchecked Sendable {
    let git: GitFixture

    init(extraDependency: String? = nil) throws {
        git = try GitFixture()
        let core = try git.makeRemote("Core")
        try git.write("Core.podspec.json", Self.podspec("Core", dependencies: [:]), in: core)
        try git.write("Sources/Core/Core.swift", "public struct Core {}\n", in: core)
        try git.git(["add", "-A"], in: core)
        try git.git(["commit", "--quiet", "-m", "Core podspec"], in: core)
        var appDependencies = ["Core": [String]()]
        if let extraDependency { appDependencies[extraDependency] = [] }
        try git.write("App/App.podspec.json", Self.podspec("App", dependencies: appDependencies), in: git.project)
        try git.write("App/Sources/App/App.swift", "import Core\n\nlet core = Core()\n", in: git.project)
        try git.write("mortar.json", """
            {
              "name": "Demo",
              "platforms": { "ios": "13.0" },
              "checkouts": "Modules",
              "modules": [
                { "name": "Core", "git": "\(core)", "branch": "develop" },
                { "name": "App", "path": "App" }
              ],
              "outputs": { "swiftpm": "Composite/Package.swift", "podfile": "Composite/Podfile", "lock": "mortar.lock" }
            }

            """, in: git.project)
    }

    deinit { git.cleanUp() }

    static func podspec(_ name: String, dependencies: [String: [String]]) -> String {
        let list = dependencies.keys.sorted().map { "\"\($0)\": []" }.joined(separator: ", ")
        return """
            {
              "name": "\(name)",
              "version": "1.0.0",
              "source": { "git": "https://git.example.com/\(name).git", "tag": "1.0.0" },
              "platforms": { "ios": "13.0" },
              "swift_versions": ["5.9"],
              "source_files": "Sources/\(name)/**/*.swift",
              "dependencies": { \(list) }
            }

            """
    }

    /// What services are handed: the project folder as the current folder, real git.
    var context: ServiceContext {
        ServiceContext(environment: GitFixture.environment, currentDirectory: git.project)
    }

    /// The session of the project's `mortar.json`.
    func session() throws -> WorkspaceSession {
        guard let session = WorkspaceSession.open(.init(), context) else { throw FixtureError(message: "no manifest in \(git.project)") }
        return session
    }

    /// The checkouts fetched, as `mortar fetch` would.
    func fetched() throws -> WorkspaceSession {
        let session = try session()
        var messages: [ServiceMessage] = []
        guard case .success = FetchService.run(session, options: .init(), messages: &messages) else {
            throw FixtureError(message: "fetch failed: \(messages)")
        }
        return session
    }

    func read(_ relative: String) -> String? {
        try? String(contentsOfFile: git.project + "/" + relative, encoding: .utf8)
    }
}
