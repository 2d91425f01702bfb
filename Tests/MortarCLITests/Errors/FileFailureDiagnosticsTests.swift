import Foundation
import MortarCLI
import MortarCore
import MortarOutput
import MortarWorkspace
import Testing

/// A file Mortar must write, read or remove and cannot is a located `Diagnostic` (code,
/// message, help), in the one text shape on standard error and among the `"diagnostics"` of the
/// `--format json` document, never a plain `error:` line (issue 22).
@Suite struct FileFailureDiagnosticsTests {
    /// The `"diagnostics"` of a JSON document, as `check` lists them.
    static func diagnostics(_ json: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(object["diagnostics"] as? [[String: Any]])
    }

    @Test func initIntoAFolderThatIsAFileSaysWhereAndWhatToDo() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("a file\n", to: folder + "/plain")
        let run = CLIHarness.run(["init", "--output", "plain/mortar.json"], in: folder)
        #expect(run.exitCode == .usage)
        #expect(run.stderr == """
            plain/mortar.json: error[write-failed]: cannot be written: Not a directory
              help: check the folder exists and is writable, or pass --output OTHER.json

            """)
        let json = CLIHarness.run(["init", "--output", "plain/mortar.json", "--format", "json"], in: folder)
        let found = try Self.diagnostics(json.stdout)
        #expect(found.map { $0["code"] as? String } == ["write-failed"])
        #expect(found.map { $0["message"] as? String } == ["cannot be written: Not a directory"])
    }

    @Test func initOverAnExistingFileIsAWriteFailedDiagnosticInJSONToo() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(CLIHarness.run(["init"], in: folder).exitCode == .success)
        let json = CLIHarness.run(["init", "--format", "json"], in: folder)
        #expect(json.exitCode == .failure)
        let found = try Self.diagnostics(json.stdout)
        #expect(found.map { $0["message"] as? String } == ["already exists, and mortar init never overwrites a file"])
        #expect(found.map { $0["help"] as? String } == ["remove it, or pass --output OTHER.json"])
    }

    @Test func aGitignoreThatIsAFolderIsNotWrittenAndSaysSo() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/.gitignore", withIntermediateDirectories: false)
        let run = CLIHarness.run(["init"], in: folder)
        #expect(run.stderr == """
            .gitignore: error[write-failed]: cannot be written: Is a directory
              help: check the folder exists and is writable, or pass --no-gitignore to leave it alone

            """)
        #expect(FileManager.default.fileExists(atPath: folder + "/mortar.json"))
    }

    @Test func aLockFileThatCannotBeWrittenIsAnErrorAtTheLockFile() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        try sandbox.write(sandbox.project + "/mortar.json", """
            {
              "name": "App",
              "outputs": { "lock": "plain/mortar.lock" },
              "modules": [{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }],
              "pins": {}
            }

            """)
        try sandbox.write(sandbox.project + "/plain", "a file\n")
        // A folder on the way that is a file is refused before anything is fetched.
        let refused = sandbox.run(["fetch"])
        #expect(refused.code == .usage)
        #expect(refused.out == "")
        #expect(refused.err == """
            mortar.json:3:24: error[invalid-manifest]: outputs.lock 'plain/mortar.lock' cannot be written: 'plain' is a file, not a folder
              help: set "outputs": {"lock": "mortar.lock"} in mortar.json

            """)
        // A name the file system refuses fails only when the lock is written.
        let name = String(repeating: "x", count: 251) + ".lock"
        try sandbox.write(sandbox.project + "/mortar.json", """
            {
              "name": "App",
              "outputs": { "lock": "\(name)" },
              "modules": [{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }],
              "pins": {}
            }

            """)
        let run = sandbox.run(["fetch"])
        #expect(run.code == .failure)
        #expect(run.err == """
            \(name): error[write-failed]: lock file not written: \(sandbox.project)/\(name): cannot be written: File name too long
              help: check the folder exists and is writable

            """)
        #expect(run.out.hasSuffix("\nlock file not written (the error above says why)\n"))
        let json = sandbox.run(["fetch", "--format", "json"])
        #expect(try Self.diagnostics(json.out).map { $0["code"] as? String } == ["write-failed"])
    }

    /// A folder clean could not remove (as root nothing refuses, so the service's diagnostic
    /// is checked as the renderer prints it, text and JSON).
    @Test func aFolderCleanCouldNotRemoveIsARemoveFailedDiagnostic() throws {
        let failure = CleanService.removeFailure("Modules/Core", "/app/Modules/Core: cannot be written: Permission denied; check the folder exists and is writable")
        #expect(ServiceText.messages([.diagnostics([failure])]) == """
            Modules/Core: error[remove-failed]: could not remove Modules/Core: /app/Modules/Core: cannot be written: Permission denied
              help: check the folder exists and is writable

            """)
        let bare = CleanService.removeFailure(".mortar", "busy")
        #expect(bare.text() == """
            .mortar: error[remove-failed]: could not remove .mortar: busy
              help: check it can be removed, then run mortar clean again

            """)
        let json = ServiceJSON.clean(CleanService.Outcome(items: [], dryRun: false), messages: [.diagnostics([bare])])
        #expect(try Self.diagnostics(json).map { $0["code"] as? String } == ["remove-failed"])
    }

    @Test func aHeldCheckoutsLockIsAWorkspaceLockedDiagnosticInJSON() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        let held = try WorkspaceLock.acquire(checkouts: sandbox.project + "/Modules", purpose: "mortar fetch", wait: 0)
        defer { held.release() }
        let run = sandbox.run(["clean", "--format", "json"], environment: ["MORTAR_LOCK_WAIT": "0"])
        #expect(run.code == .failure)
        let found = try Self.diagnostics(run.out)
        #expect(found.map { $0["code"] as? String } == ["workspace-locked"])
        #expect(found.map { (($0["locations"] as? [[String: Any]])?.first?["file"]) as? String } == ["Modules"])
        #expect(found.map { $0["help"] as? String } == ["wait for it to finish and run again"])
    }
}
