import Foundation
import MortarCore
import MortarFormats
import MortarWorkspace
import MortarTestSupport
import Testing

/// An app pinning sixteen real pods (from fourteen repositories that ship both a podspec and a
/// Package.swift) with no `git` of their own: each is found through a local trunk clone
/// (`CP_REPOS_DIR/trunk`, sharded `.podspec.json` files as trunk has them) and mapped to its
/// URL, exact version and products. Git reads `https://github.com/OWNER/NAME` from local
/// mirrors here; elsewhere these reach github.com.
@Suite(.serialized) struct RealPodPackagesTests {
    /// Pod, version, repository, and `module_name` where the pod's name is not its module's.
    static let pods: [(String, String, String, String?)] = [
        ("CSV.swift", "2.5.2", "yaslab/CSV.swift", "CSV"),
        ("Files", "4.3.0", "JohnSundell/Files", nil),
        ("Nimble", "13.8.0", "Quick/Nimble", nil),
        ("OpenCombine", "0.14.0", "OpenCombine/OpenCombine", nil),
        ("OpenCombineDispatch", "0.14.0", "OpenCombine/OpenCombine", nil),
        ("OpenCombineFoundation", "0.14.0", "OpenCombine/OpenCombine", nil),
        ("PathKit", "1.0.1", "kylef/PathKit", nil),
        ("RainbowSwift", "4.2.2", "onevcat/Rainbow", "Rainbow"),
        ("SWXMLHash", "8.1.1", "drmohundro/SWXMLHash", nil),
        ("Spectre", "0.10.1", "kylef/Spectre", nil),
        ("Stencil", "0.15.1", "stencilproject/Stencil", nil),
        ("SwiftCSV", "0.10.0", "swiftcsv/SwiftCSV", nil),
        ("SwiftGraph", "4.0.0", "davecom/SwiftGraph", nil),
        ("Swinject", "2.10.0", "Swinject/Swinject", nil),
        ("Yams", "5.0.1", "jpsim/Yams", nil),
        ("ZIPFoundation", "0.9.20", "weichsel/ZIPFoundation", nil),
    ]

    static let expected = """
        CSV.swift 2.5.2: mapped → https://github.com/yaslab/CSV.swift.git exact 2.5.2: CSV (a product named as its module_name 'CSV')
        Files 4.3.0: mapped → https://github.com/JohnSundell/Files.git exact 4.3.0: Files (a product named 'Files')
        Nimble 13.8.0: mapped → https://github.com/Quick/Nimble.git exact 13.8.0: Nimble (a product named 'Nimble')
        OpenCombine 0.14.0: mapped → https://github.com/OpenCombine/OpenCombine.git exact 0.14.0: OpenCombine (a product named 'OpenCombine')
        OpenCombineDispatch 0.14.0: mapped → https://github.com/OpenCombine/OpenCombine.git exact 0.14.0: OpenCombineDispatch (a product named 'OpenCombineDispatch')
        OpenCombineFoundation 0.14.0: mapped → https://github.com/OpenCombine/OpenCombine.git exact 0.14.0: OpenCombineFoundation (a product named 'OpenCombineFoundation')
        PathKit 1.0.1: mapped → https://github.com/kylef/PathKit.git exact 1.0.1: PathKit (a product named 'PathKit')
        RainbowSwift 4.2.2: mapped → https://github.com/onevcat/Rainbow.git exact 4.2.2: Rainbow (a product named as its module_name 'Rainbow')
        SWXMLHash 8.1.1: mapped → https://github.com/drmohundro/SWXMLHash.git exact 8.1.1: SWXMLHash (a product named 'SWXMLHash')
        Spectre 0.10.1: mapped → https://github.com/kylef/Spectre.git exact 0.10.1: Spectre (a product named 'Spectre')
        Stencil 0.15.1: mapped → https://github.com/stencilproject/Stencil.git exact 0.15.1: Stencil (a product named 'Stencil')
        SwiftCSV 0.10.0: mapped → https://github.com/swiftcsv/SwiftCSV.git exact 0.10.0: SwiftCSV (a product named 'SwiftCSV')
        SwiftGraph 4.0.0: mapped → https://github.com/davecom/SwiftGraph.git exact 4.0.0: SwiftGraph (a product named 'SwiftGraph')
        Swinject 2.10.0: mapped → https://github.com/Swinject/Swinject.git exact 2.10.0: Swinject (a product named 'Swinject')
        Yams 5.0.1: mapped → https://github.com/jpsim/Yams.git exact 5.0.1: Yams (a product named 'Yams')
        ZIPFoundation 0.9.20: mapped → https://github.com/weichsel/ZIPFoundation.git exact 0.9.20: ZIPFoundation (a product named 'ZIPFoundation')

        """

    /// A project whose mortar.json pins every pod by version only, and a trunk clone with
    /// their specs; returns the project folder.
    static func makeApp(in root: String) throws -> String {
        let project = root + "/project"
        for (name, version, _, _) in pods {
            let shard = SpecRepoLayout.shard(name).joined(separator: "/")
            try write(spec(name), to: "\(root)/repos/trunk/Specs/\(shard)/\(name)/\(version)/\(name).podspec.json")
        }
        try writeApp(project, sources: [])
        return project
    }

    /// The `.podspec.json` of one of `pods`, as trunk has it (the fields migrate reads).
    static func spec(_ name: String) -> String {
        let (_, version, repository, module) = pods.first { $0.0 == name }!
        var spec = "{\"name\": \"\(name)\", \"version\": \"\(version)\", \"source\": {\"git\": \"https://github.com/\(repository).git\", \"tag\": \"\(version)\"}"
        if let module { spec += ", \"module_name\": \"\(module)\"" }
        return spec + "}\n"
    }

    /// The app's mortar.json, pinning every pod by version only.
    static func writeApp(_ project: String, sources: [String]) throws {
        let pins = pods.map { "    \"\($0.0)\": \"\($0.1)\"" }.joined(separator: ",\n")
        let named = sources.isEmpty ? "" : "\n  \"sources\": [\(sources.map { "\"\($0)\"" }.joined(separator: ", "))],"
        try write("{\n  \"name\": \"PodsApp\",\(named)\n  \"pins\": {\n\(pins)\n  }\n}\n", to: project + "/mortar.json")
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func migrate(_ root: String, project: String, runner: ProcessRunning = ProcessRunner()) throws -> (AppManifests, PodMigrationReport) {
        let loader = WorkspaceLoader(processRunner: runner, environment: ["CP_REPOS_DIR": root + "/repos"], currentDirectory: project)
        let workspace = try loader.load(integratorAt: "mortar.json")
        let report = PodMigrationService(loader: loader, cacheDirectory: project + "/.mortar/cache", options: .init(jobs: 4)).run(workspace)
        return (workspace, report)
    }

    static func summary(_ report: PodMigrationReport) -> String {
        report.pods.map { pod in
            let products = pod.choices.map { "\($0.products.joined(separator: ", ")) (\($0.evidence))" }.joined(separator: "; ")
            return "\(pod.name) \(pod.version): \(pod.status.rawValue) → \(pod.url ?? "?") exact \(pod.version): \(products)\(pod.reason.map { " [\($0)]" } ?? "")"
        }.joined(separator: "\n") + "\n"
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["MORTAR_REAL_PACKAGES"] == "1",
                   "set MORTAR_REAL_PACKAGES=1 to fetch real packages (Tests in the reference: Sources/MortarCLI/Mortar.docc/Tests.md)"))
    func everyRealPodMapsToItsPackage() throws {
        let root = NSTemporaryDirectory() + "mortar-real-pods-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try Self.makeApp(in: root)
        let (_, report) = try Self.migrate(root, project: project)
        #expect(Self.summary(report) == Self.expected)
        #expect(report.allMapped)
        // Fourteen repositories: nothing fetched or dumped again.
        let again = RecordingProcessRunner(passingTo: ProcessRunner())
        #expect(try Self.migrate(root, project: project, runner: again).1 == report)
        #expect(again.requests.isEmpty)
    }

    /// The composite Package.swift of those pods resolves and builds (minutes): only when
    /// `MORTAR_BUILD_TESTS=1`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["MORTAR_BUILD_TESTS"] == "1",
                   "set MORTAR_BUILD_TESTS=1 to resolve and build the generated package (Tests in the reference: Sources/MortarCLI/Mortar.docc/Tests.md)"))
    func theGeneratedPackageOfRealPodsBuilds() throws {
        let root = NSTemporaryDirectory() + "mortar-real-pods-build-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try Self.makeApp(in: root)
        let (_, report) = try Self.migrate(root, project: project)
        #expect(report.allMapped, "\(Self.summary(report))")
        // What `migrate --write` records in the pins is all the generator reads.
        let pins = try String(contentsOfFile: project + "/mortar.json", encoding: .utf8)
        try Self.write(try MortarJSONPinEditor.apply(PinChange.recording(report), to: pins, file: "mortar.json"), to: project + "/mortar.json")
        let workspace = try WorkspaceLoader(currentDirectory: project).load(integratorAt: "mortar.json")
        let request = ManifestGenerator.Request(workspace: workspace, manifestFolder: project, swiftpmPath: project + "/Package.swift", podfilePath: nil)
        let plan = try ManifestGenerator.plan(request)
        #expect(plan.diagnostics == [])
        for file in plan.files { try Self.write(file.contents, to: file.path) }
        let manifest = plan.files[0].contents
        #expect(manifest.components(separatedBy: ".package(url:").count - 1 == 14)  // one per repository: the three OpenCombine pods share one
        let build = try SwiftCommand.run(ProcessRequest(
            "swift", ["build", "--package-path", project, "--scratch-path", project + "/.build"], timeout: 3_000))
        #expect(build.status == 0, "swift build of the generated Package.swift failed:\n\(build.stdoutText.suffix(3_000))\(build.stderrText.suffix(3_000))")
    }
}
