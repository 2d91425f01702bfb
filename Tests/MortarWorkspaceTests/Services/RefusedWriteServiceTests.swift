import Foundation
import MortarCore
import MortarTestSupport
import MortarWorkspace
import Testing

@Suite struct RefusedWriteServiceTests {
    static func text(_ messages: [ServiceMessage]) -> String {
        ServiceMessage.diagnostics(in: messages).map { $0.text() }.joined()
    }

    @Test func cleanSaysWhichFolderItCouldNotRemoveAndKeepsIt() throws {
        let fixture = try ServiceFixture()
        _ = try fixture.fetched()
        var context = fixture.context
        context.fileSystem = RefusingFileSystem(refused: "/Modules/Core")
        let session = try #require(WorkspaceSession.open(.init(), context))
        var messages: [ServiceMessage] = []
        var lockFailed = false
        let outcome = try #require(CleanService.run(session, options: .init(), messages: &messages, lockFailed: &lockFailed))
        #expect(outcome.kept >= 1)
        #expect(Self.text(messages) == """
            Modules/Core: error[remove-failed]: could not remove Modules/Core: \(fixture.git.project)/Modules/Core: cannot be written: Read-only file system
              help: check the folder exists and is writable

            """)
        #expect(FileManager.default.fileExists(atPath: fixture.git.project + "/Modules/Core"))
    }

    @Test func generateSaysWhichFileItCouldNotWriteAndWritesTheOthers() throws {
        let fixture = try ServiceFixture()
        let session = try fixture.fetched()
        var messages: [ServiceMessage] = []
        let workspace = try #require(session.workspace(messages: &messages))
        var context = session.context
        context.fileSystem = RefusingFileSystem(refused: "/Composite/Podfile")
        let outcome = try #require(GenerateService.run(workspace, layout: session.layout, options: .init(), context, messages: &messages))
        #expect(outcome.files.map { "\($0.shown) \($0.status)" } == [
            "Composite/Package.swift written", "Composite/Sources/Demo/Demo.swift written",
            "Composite/Podfile failed(\"\(fixture.git.project)/Composite/Podfile: cannot be written: Read-only file system; check the folder exists and is writable\")",
        ])
        #expect(outcome.failed)
    }

    @Test func initSaysTheGitignoreCannotBeWrittenAndWhatToDo() throws {
        let fixture = try ServiceFixture()
        var context = fixture.context
        context.fileSystem = RefusingFileSystem(refused: "/.gitignore")
        var messages: [ServiceMessage] = []
        let outcome = try InitService.run(.init(output: "Starter.json"), context, messages: &messages).get()
        #expect(outcome.gitIgnoreFailed)
        #expect(Self.text(messages) == """
            .gitignore: error[write-failed]: cannot be written: Read-only file system
              help: check the folder exists and is writable, or pass --no-gitignore to leave it alone

            """)
    }
}
