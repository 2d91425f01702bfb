import Foundation
import MortarCore
import MortarWorkspace
import Testing

/// Each command's service run on a real project (real git, real files), without the CLI.
@Suite struct ServiceTests {
    @Test func fetchClonesTheGitModulesAndWritesTheLock() throws {
        let fixture = try ServiceFixture()
        var messages: [ServiceMessage] = []
        guard case let .success(outcome) = FetchService.run(try fixture.session(), options: .init(), messages: &messages) else {
            Issue.record("fetch stopped: \(messages)")
            return
        }
        #expect(messages == [.diagnostics([])])
        let commit = try fixture.git.git(["rev-parse", "--short=7", "develop"], in: fixture.git.remotes + "/Core")
        #expect(outcome.report.results.map(\.line) == ["Core: cloned branch 'develop' at \(commit)", "App: local path 'App', not touched"])
        #expect(outcome.lock == .written("mortar.lock"))
        #expect(outcome.succeeded)
        #expect(fixture.read("Modules/Core/Core.podspec.json") != nil)
    }

    @Test func fetchRefusesAnOnlyNameTheManifestLacks() throws {
        let fixture = try ServiceFixture()
        var messages: [ServiceMessage] = []
        guard case .failure(.usage) = FetchService.run(try fixture.session(), options: .init(only: ["Cor"]), messages: &messages) else {
            Issue.record("fetch ran")
            return
        }
        #expect(messages.last == .diagnostics([Diagnostic(
            .usage, .error, "invalid value 'Cor' for --only", help: "expected a module of the manifest (did you mean 'Core'?)")]))
    }

    @Test func checkFindsAnUnknownDependency() throws {
        let fixture = try ServiceFixture(extraDependency: "Ghost")
        var messages: [ServiceMessage] = []
        let outcome = try #require(CheckService.run(try fixture.fetched(), options: .init(imports: false), messages: &messages))
        #expect(outcome.diagnostics.map { $0.text() } == ["""
            App/App.podspec.json:8:33: error[unknown-dependency]: 'App' depends on 'Ghost', which is neither a module nor a pin
              help: add 'Ghost' to "modules" if it is one of yours, or pin it in "pins" of mortar.json

            """])
        #expect(outcome.failed)
        #expect(outcome.modules == 2)
        #expect(outcome.edges == 1)
    }

    @Test func graphFocusAndWhyPaths() throws {
        let fixture = try ServiceFixture()
        let session = try fixture.fetched()
        var messages: [ServiceMessage] = []
        #expect(GraphService.run(session, options: .init(focus: "Cor"), messages: &messages) == nil)
        #expect(messages.last == .usage("no module or third-party pin named 'Cor' in the graph; did you mean 'Core'?"))
        let view = try #require(GraphService.run(session, options: .init(focus: "Core"), messages: &messages))
        #expect(view.nodes.map(\.name) == ["Core", "App"])
        let why = try #require(WhyService.run(session, target: "Core", messages: &messages))
        #expect(why.text() == """
            'Core' is in the app through 1 path, shortest first:

            1. App → Core
                 App → Core  App/App.podspec.json:8:21

            """)
        #expect(why.json().rendered() == """
            {
              "target": "Core",
              "package": false,
              "pin": null,
              "isRoot": false,
              "truncated": false,
              "paths": [
                [
                  {
                    "from": "App",
                    "to": "Core",
                    "location": "App/App.podspec.json:8:21"
                  }
                ]
              ]
            }

            """)
    }

    @Test func couplingCountsWhatAppUsesOfCore() throws {
        let fixture = try ServiceFixture()
        var messages: [ServiceMessage] = []
        let report = try #require(CouplingService.run(try fixture.fetched(), messages: &messages))
        #expect(report.csv() == "from,to,count,declared,declarations\nApp,Core,1,direct,Core\n")
    }

    @Test func describeReadsOneManifest() throws {
        let fixture = try ServiceFixture()
        var messages: [ServiceMessage] = []
        let description = try #require(DescribeService.run(path: "App/App.podspec.json", options: .init(), fixture.context, messages: &messages))
        #expect(description.text == """
            App 1.0.0 (podspec.json, App/App.podspec.json)
            platforms: ios 13.0
            dependencies:
              Core any version  (App/App.podspec.json:8:21)

            """)
        #expect(DescribeService.run(path: "App/notes.txt", options: .init(), fixture.context, messages: &messages) == nil)
        #expect(messages.last == .usage("cannot tell which kind of manifest 'App/notes.txt' is; name it NAME.podspec, NAME.podspec.json, Package.swift, Podfile or mortar.json"))
    }

    @Test func satisfiesAnswersEveryVersionOrNone() throws {
        let answers = try SatisfiesService.run(requirement: "~> 1.2", versions: ["1.2.9", "2.0"]).get()
        #expect(answers.map { "\($0.version) \($0.satisfies)" } == ["1.2.9 true", "2.0 false"])
        #expect(SatisfiesService.run(requirement: "~> 1.2", versions: ["v", "2.0", "w"]) == .failure(SatisfiesError(problems: [
            "'v' is not a valid version: it must start with a digit; write a version like '1.2.3' or '2.0.0-beta.1'",
            "'w' is not a valid version: it must start with a digit; write a version like '1.2.3' or '2.0.0-beta.1'",
        ])))
    }

    @Test func generateWritesThenFindsEverythingCurrent() throws {
        let fixture = try ServiceFixture()
        let session = try fixture.fetched()
        var messages: [ServiceMessage] = []
        let workspace = try #require(session.workspace(messages: &messages))
        let written = try #require(GenerateService.run(workspace, layout: session.layout, options: .init(), session.context, messages: &messages))
        #expect(written.files.map { "\($0.shown) \($0.status)" } == [
            "Composite/Package.swift written", "Composite/Sources/Demo/Demo.swift written", "Composite/Podfile written",
        ])
        let checked = try #require(GenerateService.run(workspace, layout: session.layout, options: .init(check: true), session.context, messages: &messages))
        #expect(checked.files.map { "\($0.shown) \($0.status)" } == [
            "Composite/Package.swift unchanged", "Composite/Sources/Demo/Demo.swift unchanged", "Composite/Podfile unchanged",
        ])
        #expect(!checked.failed)
    }

    @Test func generateReadsTheWorkspaceOfItsSession() throws {
        let fixture = try ServiceFixture()
        let session = try fixture.fetched()
        var messages: [ServiceMessage] = []
        let written = try #require(GenerateService.run(session, options: .init(), messages: &messages))
        #expect(written.files.map { "\($0.shown) \($0.status)" } == [
            "Composite/Package.swift written", "Composite/Sources/Demo/Demo.swift written", "Composite/Podfile written",
        ])
        #expect(messages == [.diagnostics([])])
    }

    @Test func integrateRefusesAManifestThatIsNotAPodfile() throws {
        let fixture = try ServiceFixture()
        var messages: [ServiceMessage] = []
        let outcome = try #require(IntegrateService.run(try fixture.session(), options: .init(dryRun: true), messages: &messages))
        #expect(outcome.isRefused)
        #expect(!IntegrateService.isUnreadable(outcome))
        #expect(outcome.diagnostics.map { $0.text() }.joined() == """
            mortar.json: error[integrate-project]: 'mortar.json' is not a Podfile: integrate links the targets a Podfile names to their packages
              help: pass the app's Podfile with --manifest Podfile

            """)
    }

    @Test func generateGoesOnWithoutALockItCannotReadAndSaysWhereItIsWrong() throws {
        let fixture = try ServiceFixture()
        let session = try fixture.fetched()
        try fixture.git.write("mortar.lock", "{ \"manifestDigest\": 1 }\n", in: fixture.git.project)
        var messages: [ServiceMessage] = []
        let workspace = try #require(session.workspace(messages: &messages))
        messages = []
        #expect(GenerateService.run(workspace, layout: session.layout, options: .init(), session.context, messages: &messages) != nil)
        #expect(ServiceMessage.diagnostics(in: messages).map { $0.text() }.joined() == """
            mortar.lock:1:21: warning[invalid-manifest]: 'manifestDigest' must be a string, found a number; generated files will name no commits
              help: delete the lock file and run 'mortar fetch' to write a new one

            """)
    }

    @Test func cleanRemovesTheCheckoutItCanCloneAgain() throws {
        let fixture = try ServiceFixture()
        var messages: [ServiceMessage] = []
        var lockFailed = false
        let outcome = try #require(CleanService.run(try fixture.fetched(), options: .init(dryRun: true), messages: &messages, lockFailed: &lockFailed))
        #expect(outcome.items.map { "\($0.path) \($0.keptBecause)" } == ["Modules/Core []", "Modules []"])
        #expect(outcome.removed == 2)
        #expect(outcome.kept == 0)
    }

    @Test func bootstrapFetchesChecksAndGenerates() throws {
        let fixture = try ServiceFixture()
        var messages: [ServiceMessage] = []
        let outcome = try BootstrapService.run(try fixture.session(), options: .init(check: .init(imports: false)), messages: &messages).get()
        #expect(outcome.gitIgnore == GitIgnoreService.Outcome(added: ["Modules/", ".mortar/", "mortar.local.json"], file: ".gitignore"))
        #expect(outcome.succeeded)
        #expect(fixture.read(".gitignore") == """
            # mortar: module checkouts, caches and local overrides (see 'mortar help bootstrap')
            /Modules/
            /.mortar/
            /mortar.local.json

            """)
        #expect(fixture.read("Composite/Package.swift") != nil)
    }

    @Test func initWritesAStarterOnceAndIgnoresWhatMortarMakes() throws {
        let fixture = try ServiceFixture()
        var messages: [ServiceMessage] = []
        let outcome = try InitService.run(.init(output: "Starter.json"), fixture.context, messages: &messages).get()
        #expect([outcome.written, outcome.next, outcome.manifest] == ["Starter.json", "edit its modules and pins", "Starter.json"])
        #expect(fixture.read("Starter.json") == StarterManifest.text)
        #expect(outcome.gitIgnore == GitIgnoreService.Outcome(added: ["Modules/", ".mortar/", "mortar.local.json"], file: ".gitignore"))
        guard case .failure(.exists) = InitService.run(.init(output: "Starter.json"), fixture.context, messages: &messages) else {
            Issue.record("init wrote over a file")
            return
        }
        #expect(ServiceMessage.diagnostics(in: [messages.last!]).map { $0.text() }.joined() == """
            Starter.json: error[write-failed]: already exists, and mortar init never overwrites a file
              help: remove it, or pass --output OTHER.json

            """)
    }

    @Test func resolveRefusesAnUpdateOfAnUnknownPackage() throws {
        let fixture = try ServiceFixture()
        var messages: [ServiceMessage] = []
        guard case .failure(.usage) = ResolveService.run(try fixture.fetched(), options: .init(update: true, updateNames: "Alamofir"), messages: &messages) else {
            Issue.record("resolve ran")
            return
        }
        #expect(messages.last == .usage("unknown package 'Alamofir' in --update; it is neither pinned nor required"))
        let outcome = try ResolveService.run(try fixture.session(), options: .init(dryRun: true, offline: true), messages: &messages).get()
        #expect(outcome.text() == "mortar.json is up to date\n")
    }
}
