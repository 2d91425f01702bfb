import Foundation
import MortarCore
import MortarTestSupport
import MortarWorkspace
import Testing

/// `MigrateService` without the CLI: real git, a real package repository in a temporary folder.
@Suite struct MigrateServiceTests {
    @Test func mapsThePinWritesItOnceAndSaysSoTheSecondTime() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let kit = try Self.kitRepository(tagged: "1.2.0", in: fixture)
        try fixture.write("mortar.json", "{\n  \"name\": \"App\",\n  \"pins\": {\"Kit\": {\"version\": \"1.2.0\", \"git\": \"\(kit)\"}}\n}\n", in: fixture.project)
        let context = ServiceContext(environment: Self.environment, currentDirectory: fixture.project)
        let session = try #require(WorkspaceSession.open(.init(), context))

        var messages: [ServiceMessage] = []
        let outcome = try MigrateService.run(session, options: .init(write: true), messages: &messages).get()
        #expect(messages == [.diagnostics([])])
        #expect(outcome.report.text(manifest: outcome.fixPlace).replacingOccurrences(of: fixture.root, with: "ROOT") == """
            Kit 1.2.0: mapped
              package: ROOT/remotes/Kit (the pin's git, mortar.json:3:12)
              tag: 1.2.0 (the tag of version 1.2.0)
              Kit → Kit (a product named 'Kit')
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(outcome.succeeded)
        let written = try #require(outcome.written)
        #expect(written.target == "mortar.json" && written.recorded == 1 && written.changed && written.createdBeside == nil)
        #expect(try String(contentsOfFile: fixture.project + "/mortar.json", encoding: .utf8) == """
            {
              "name": "App",
              "pins": {"Kit": {"version": "1.2.0", "git": "\(kit)", "products": ["Kit"]}}
            }

            """)

        // Offline, from the cache: nothing new to record, and the note says so.
        messages = []
        let again = try MigrateService.run(session, options: .init(offline: true, write: true), messages: &messages).get()
        #expect(messages == [.diagnostics([]), .line(.note, "mortar.json already records the git and products of every mapped pod")])
        #expect(again.written?.changed == false)
    }

    /// The pins `migrate --write` cannot record are a located error at the manifest, with what
    /// to do; the manifest is left as it was.
    @Test func pinsItCannotWriteAreAWriteFailedErrorAtTheManifest() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let kit = try Self.kitRepository(tagged: "1.2.0", in: fixture)
        let manifest = "{\n  \"name\": \"App\",\n  \"pins\": {\"Kit\": {\"version\": \"1.2.0\", \"git\": \"\(kit)\"}}\n}\n"
        try fixture.write("mortar.json", manifest, in: fixture.project)
        var context = ServiceContext(environment: Self.environment, currentDirectory: fixture.project)
        context.fileSystem = RefusingFileSystem(refused: "/mortar.json")
        let session = try #require(WorkspaceSession.open(.init(), context))
        var messages: [ServiceMessage] = []
        _ = MigrateService.run(session, options: .init(write: true), messages: &messages)
        #expect(ServiceMessage.diagnostics(in: messages).map { $0.text() }.joined() == """
            mortar.json: error[write-failed]: the mapped pods cannot be recorded: Read-only file system
              help: check the folder exists and is writable, or run mortar migrate --write again once it can be

            """)
        #expect(try String(contentsOfFile: fixture.project + "/mortar.json", encoding: .utf8) == manifest)
    }

    /// A package repository `Kit` with one library product, its `Package.swift` committed and
    /// tagged `tag`.
    static func kitRepository(tagged tag: String, in fixture: GitFixture) throws -> String {
        let kit = try fixture.makeRemote("Kit")
        try fixture.write("Sources/Kit/Kit.swift", "public let kit = 1\n", in: kit)
        try fixture.commit("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])

            """, in: kit)
        try fixture.git(["tag", tag], in: kit)
        return kit
    }

    /// Git's test environment, trunk never read, and this process's PATH (for git and swift).
    static var environment: [String: String] {
        var environment = GitFixture.environment
        environment["MORTAR_TRUNK_URL"] = "none"
        environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
        return environment
    }
}
