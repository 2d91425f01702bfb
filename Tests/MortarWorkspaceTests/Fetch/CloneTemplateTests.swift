import Foundation
import MortarCore
import Testing
@testable import MortarWorkspace
import MortarTestSupport

/// Clones skip git's stock template folder, and only it.
@Suite struct CloneTemplateTests {
    /// Real git with the machine's git configuration shut out (so a global `init.templateDir`
    /// on a developer's machine cannot change the answer), recording requests.
    static func isolatedGit() -> RecordingProcessRunner {
        RecordingProcessRunner(passingTo: ProcessRunner()) { request in
            request.environment["GIT_CONFIG_NOSYSTEM"] = "1"
            request.environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        }
    }

    static func answering(_ status: Int32, _ stdout: String = "") -> RecordingProcessRunner {
        RecordingProcessRunner { _ in ProcessResult(status: status, stdout: Array(stdout.utf8), stderr: []) }
    }

    @Test func stockTemplatesWhenNothingIsConfigured() {
        let runner = Self.answering(1)
        #expect(Git(runner: runner).usesStockTemplates(in: "/work", environment: [:]))
        #expect(runner.requests.map(\.arguments) == [Git.safetyOptions + ["config", "--get", "init.templateDir"]])
        #expect(runner.requests.map(\.workingDirectory) == ["/work"])
    }

    @Test func aConfiguredFolderOrAnUnclearAnswerKeepsTheTemplates() {
        #expect(!Git(runner: Self.answering(0, "/etc/git-templates\n")).usesStockTemplates(in: "/work", environment: [:]))
        #expect(!Git(runner: Self.answering(128)).usesStockTemplates(in: "/work", environment: [:]))
        let untouched = Self.answering(1)
        #expect(!Git(runner: untouched).usesStockTemplates(in: "/work", environment: ["GIT_TEMPLATE_DIR": "/etc/git-templates"]))
        #expect(untouched.requests.isEmpty)
    }

    @Test func aRepositorysOwnTemplateSettingIsSeen() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let core = try fixture.makeRemote("Core")
        let git = Git(runner: Self.isolatedGit())
        #expect(git.usesStockTemplates(in: fixture.project, environment: [:]))
        try fixture.git(["config", "init.templateDir", fixture.root + "/templates"], in: core)
        #expect(!git.usesStockTemplates(in: core, environment: [:]))
    }

    @Test func aColdFetchRunsOneCloneAModuleAndNoRevParse() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let core = try fixture.makeRemote("Core")
        try fixture.git(["tag", "1.0.0"], in: core)
        let head = try fixture.git(["rev-parse", "HEAD"], in: core)
        let runner = Self.isolatedGit()
        let manifest = fixture.manifest([("Core", "../remotes/Core", .branch("develop")), ("Tagged", "../remotes/Core", .tag("1.0.0"))])

        let report = FetchEngine(git: Git(runner: runner), inheritedEnvironment: [:]).fetch(manifest, layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: fixture.project), options: FetchOptions(jobs: 1))

        #expect(report.results.map(\.outcome) == [.cloned(commit: head), .cloned(commit: head)])
        // Each clone's index is refreshed as soon as it is made (`FetchEngine.settleIndex`).
        #expect(runner.subcommands == ["config", "clone", "update-index", "clone", "update-index"])
        #expect(runner.requests.filter { $0.arguments.contains("clone") }.count == 2)
        #expect(runner.requests.filter { $0.arguments.contains("clone") }.allSatisfy { $0.arguments.contains("--template=") })
        for name in ["Core", "Tagged"] {
            let gitFolder = fixture.checkout(name) + "/.git"
            #expect(!FileManager.default.fileExists(atPath: gitFolder + "/hooks"))
            #expect(!FileManager.default.fileExists(atPath: gitFolder + "/description"))
            #expect(try fixture.git(["status", "--porcelain"], in: fixture.checkout(name)) == "")
        }
    }

    @Test func aTemplateFolderFromTheEnvironmentIsCopied() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        try fixture.makeRemote("Core")
        let templates = fixture.root + "/templates"
        try fixture.write("hooks/commit-msg", "#!/bin/sh\n# adds a Change-Id\n", in: templates)
        let runner = Self.isolatedGit()
        let manifest = fixture.manifest([("Core", "../remotes/Core", .branch("develop"))])

        // What git inherits (GIT_TEMPLATE_DIR) reaches it through the process environment in
        // real use; here the request carries it, as the inherited environment would.
        let engine = FetchEngine(git: Git(runner: RecordingProcessRunner(passingTo: runner) { $0.environment["GIT_TEMPLATE_DIR"] = templates }), inheritedEnvironment: ["GIT_TEMPLATE_DIR": templates])
        let report = engine.fetch(manifest, layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: fixture.project))

        #expect(report.allInPlace)
        #expect(runner.subcommands == ["clone", "update-index"])
        #expect(!runner.requests[0].arguments.contains("--template="))
        #expect(FileManager.default.fileExists(atPath: fixture.checkout("Core") + "/.git/hooks/commit-msg"))
    }
}

