import Foundation
import MortarCore
import MortarWorkspace

/// A temporary folder with real git repositories standing for pods, a local spec repository
/// in CocoaPods' layout (`CP_REPOS_DIR`), and an app pinning them:
///
/// - `Moya` 3.0.0 through the spec repository (trunk shard `Specs/8/a/7`), two subspecs in use;
/// - `Lumber` 0.9.0 through a spec repository cloned into the cache, mapped by its `module_name` `LumberKit`;
/// - `Yams` 5.0.1 through the pin's `git`;
/// - `Alpha` 1.0.0 through a `:git` module at a commit;
/// - `Beta` 2.0.0 through its own `.podspec.json` (a path module), tag `v2.0.0`;
/// - `OldKit` 1.0.0, whose Package.swift arrives at 2.0.0;
/// - `Ghost` 1.0.0, which nothing knows.
final class PodWorld: @unchecked Sendable {
    let fixture: GitFixture
    var root: String { fixture.root }
    var project: String { fixture.project }
    var repos: String { root + "/cp-repos" }
    var alphaCommit = ""

    init() throws {
        fixture = try GitFixture()
    }

    func cleanUp() { fixture.cleanUp() }

    static func package(_ name: String, products: [(String, [String])], paths: [String: String] = [:]) -> String {
        let productLines = products.map { ".library(name: \"\($0.0)\", targets: [\($0.1.map { "\"\($0)\"" }.joined(separator: ", "))])" }
        let targets = Set(products.flatMap(\.1)).sorted().map { target in
            paths[target].map { ".target(name: \"\(target)\", path: \"\($0)\")" } ?? ".target(name: \"\(target)\")"
        }
        return """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "\(name)",
                products: [\(productLines.joined(separator: ", "))],
                targets: [\(targets.joined(separator: ", "))]
            )
            """
    }

    /// A remote with one tagged commit per `(tag, Package.swift or nil)`.
    @discardableResult
    func remote(_ name: String, _ tags: [(String, String?)]) throws -> String {
        let path = try fixture.makeRemote(name, branches: ["main"])
        for (tag, manifest) in tags {
            if let manifest {
                try fixture.commit("Package.swift", manifest, in: path, message: "Package \(tag)")
            } else {
                try fixture.commit("CHANGELOG.md", "\(tag)\n", in: path, message: "Release \(tag)")
            }
            try fixture.git(["tag", tag], in: path)
        }
        return path
    }

    func build() throws {
        let moya = try remote("Moya", [("3.0.0", Self.package("Moya", products: [("Moya", ["Moya"]), ("RxMoya", ["RxMoya"])]))])
        let lumber = try remote("Lumber", [("0.9.0", Self.package("Lumber", products: [("LumberKit", ["LumberKit"])], paths: ["LumberKit": "Classes"]))])
        try remote("Yams", [("5.0.1", Self.package("Yams", products: [("Yams", ["Yams"])]))])
        let alpha = try remote("Alpha", [("1.0.0", Self.package("Alpha", products: [("Alpha", ["Alpha"])]))])
        alphaCommit = try fixture.git(["rev-parse", "HEAD"], in: alpha)
        try remote("Beta", [("v2.0.0", Self.package("Beta", products: [("Beta", ["Beta"])]))])
        let newKit = Self.package("OldKit", products: [("OldKit", ["OldKit"])])
        try remote("OldKit", [("1.0.0", nil), ("1.1.0", nil), ("1.2.0", nil), ("2.0.0", newKit), ("2.1.0", newKit + "\n")])

        // CocoaPods' clone of a private spec repository: found by its origin URL, read as files.
        let specs = repos + "/acme"
        try FileManager.default.createDirectory(atPath: specs, withIntermediateDirectories: true)
        try fixture.git(["init", "--quiet"], in: specs)
        try fixture.git(["remote", "add", "origin", "https://specs.example.com/acme/Specs.git"], in: specs)
        try fixture.write("Specs/8/a/7/Moya/3.0.0/Moya.podspec.json", """
            {"name": "Moya", "version": "3.0.0", "source": {"git": "\(moya)", "tag": "3.0.0"},
             "subspecs": [{"name": "Core", "source_files": "Sources/Moya/**/*.swift"},
                          {"name": "RxSwift", "source_files": "Sources/RxMoya/*.swift", "dependencies": {"Moya/Core": []}}]}
            """, in: specs)
        // A spec repository no local clone has: cloned into the cache; unsharded layout.
        let shared = try fixture.makeRemote("SharedSpecs", branches: ["main"])
        try fixture.commit("Lumber/0.9.0/Lumber.podspec.json", """
            {"name": "Lumber", "version": "0.9.0", "module_name": "LumberKit", "source": {"git": "\(lumber)", "tag": "0.9.0"}}
            """, in: shared)

        try fixture.write("Beta/Beta.podspec.json", """
            {"name": "Beta", "version": "2.0.0", "source": {"git": "\(remotes("Beta"))", "tag": "v2.0.0"},
             "dependencies": {"Moya/RxSwift": [], "Moya/Core": []}}
            """, in: project)
        try fixture.write("mortar.json", """
            {
              "name": "App",
              "sources": ["https://specs.example.com/acme/Specs.git", "\(shared)"],
              "modules": [
                {"name": "Alpha", "git": "\(alpha)", "commit": "\(alphaCommit)"},
                {"name": "Beta", "path": "Beta"}
              ],
              "pins": {
                "Alpha": "1.0.0",
                "Beta": "2.0.0",
                "Ghost": "1.0.0",
                "Lumber": "0.9.0",
                "Moya": "3.0.0",
                "OldKit": {"version": "1.0.0", "git": "\(remotes("OldKit"))"},
                "Yams": {"version": "5.0.1", "git": "\(remotes("Yams"))"}
              }
            }
            """, in: project)
    }

    func remotes(_ name: String) -> String { fixture.remotes + "/" + name }

    func loader(runner: ProcessRunning) -> WorkspaceLoader {
        WorkspaceLoader(processRunner: runner, environment: ["CP_REPOS_DIR": repos, "HOME": root], currentDirectory: project, cacheDirectory: project + "/.mortar/cache")
    }

    func run(runner: ProcessRunning, offline: Bool = false) throws -> PodMigrationReport {
        let loader = loader(runner: runner)
        let workspace = try loader.load(integratorAt: "mortar.json")
        return PodMigrationService(loader: loader, cacheDirectory: project + "/.mortar/cache", options: .init(offline: offline, jobs: 4)).run(workspace)
    }

    /// `text` with the temporary root shown as `ROOT`.
    func shown(_ text: String) -> String { text.replacingOccurrences(of: root, with: "ROOT") }
}
