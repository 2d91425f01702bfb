import Foundation
import MortarCore
import MortarWorkspace
import Testing

/// The real file system, except that writing or removing a path ending in `refused` fails as a
/// read-only file system would: as root nothing else refuses, so this seam shows what a
/// service says then (real git, real folders otherwise).
struct RefusingFileSystem: FileSysteming {
    let real = LocalFileSystem()
    let refused: String

    func refuse(_ path: String) throws(FileSystemError) {
        if path.hasSuffix(refused) { throw .unwritable(path, reason: "Read-only file system") }
    }

    func readBytes(_ path: String) throws(FileSystemError) -> [UInt8] { try real.readBytes(path) }
    func fileExists(_ path: String) -> Bool { real.fileExists(path) }
    func directoryExists(_ path: String) -> Bool { real.directoryExists(path) }
    func kind(_ path: String) -> FileKind? { real.kind(path) }
    func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] { try real.contentsOfDirectory(path) }
    func createDirectory(_ path: String) throws(FileSystemError) { try real.createDirectory(path) }
    func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        try refuse(path)
        try real.writeAtomically(bytes, to: path)
    }
    func removeItem(_ path: String) throws(FileSystemError) {
        try refuse(path)
        try real.removeItem(path)
    }
    func moveItem(_ from: String, to: String) throws(FileSystemError) { try real.moveItem(from, to: to) }
    func modificationSecond(_ path: String) -> Int? { real.modificationSecond(path) }
    func linkDestination(_ path: String) -> String? { real.linkDestination(path) }
    func createLink(_ path: String, to destination: String) throws(FileSystemError) { try real.createLink(path, to: destination) }
}

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
