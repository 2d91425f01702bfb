import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing

/// One Mortar at a time in a checkouts folder.
@Suite struct WorkspaceLockTests {
    static func run(_ sandbox: FetchSandbox, _ arguments: [String], wait: String) -> (code: ExitCode, out: String, err: String) {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "MORTAR_LOCK_WAIT": wait],
            currentDirectory: sandbox.project, stdout: out, stderr: err)
        return (CLI.run(arguments, context), out.text, err.text)
    }

    @Test func aSecondRunWaitsThenNamesTheHolder() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        let lockFile = sandbox.project + "/.Modules.mortar-lock"
        let held = try WorkspaceLock.acquire(checkouts: sandbox.project + "/Modules", purpose: "mortar fetch", wait: 0)
        for command in ["fetch", "bootstrap", "clean"] {
            let start = Date()
            let run = Self.run(sandbox, [command], wait: "0.3")
            // A real wait against real time, so a wall-clock bound: only a lower one, which a
            // loaded machine cannot break (it only adds time).
            #expect(Date().timeIntervalSince(start) >= 0.3, "it waited first")
            #expect(run.code == .failure)
            #expect(run.err == """
                Modules: error[workspace-locked]: another mortar (pid \(getpid()), mortar fetch) is working in this checkouts folder (lock \(lockFile), waited 0.3 s)
                  help: wait for it to finish and run again

                """)
            #expect(!FileManager.default.fileExists(atPath: sandbox.project + "/Modules"))
        }
        held.release()
        #expect(!FileManager.default.fileExists(atPath: lockFile))
        let after = Self.run(sandbox, ["fetch"], wait: "0")
        #expect(after.code == .success)
        #expect(!FileManager.default.fileExists(atPath: lockFile), "released when the run ends")
    }

    /// A lock file that is a symbolic link (a cloned repository can commit
    /// `.Modules.mortar-lock -> ~/.bashrc`): every fetch, bootstrap, clean and migrate opened
    /// it through the link, truncated the target and wrote "pid N, mortar fetch" in it.
    @Test func aLockFileThatIsALinkIsNeverWrittenThrough() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        let victim = sandbox.root + "/home/.bashrc"
        try sandbox.write(victim, "export PATH=/usr/bin\n")
        let lockFile = sandbox.project + "/.Modules.mortar-lock"
        try FileManager.default.createSymbolicLink(atPath: lockFile, withDestinationPath: "../home/.bashrc")
        for command in ["fetch", "bootstrap", "clean", "migrate"] {
            let run = Self.run(sandbox, [command], wait: "0")
            #expect(run.code == .failure, "\(command)")
            #expect(run.err == """
                Modules: error[workspace-locked]: the workspace lock \(lockFile) is a symbolic link, which Mortar never writes through
                  help: remove it and run again (Mortar makes its lock file itself)

                """, "\(command)")
        }
        #expect(try sandbox.read(victim) == "export PATH=/usr/bin\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: lockFile) == "../home/.bashrc")
        #expect(!FileManager.default.fileExists(atPath: sandbox.project + "/Modules"))
    }

    @Test func twoFetchesAtOnceBothSucceedOneAfterTheOther() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        let names = ["A", "B", "C", "D"]
        for name in names { try sandbox.makeRemote(name) }
        try sandbox.writeManifest(names.map { #"{ "name": "\#($0)", "git": "../remotes/\#($0)", "branch": "develop" }"# })
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            results.append(Self.run(sandbox, ["fetch"], wait: "60"))
        }
        let runs = results.values
        #expect(runs.map(\.code) == [.success, .success])
        #expect(runs.map(\.err) == ["", ""])
        let summaries = runs.map { $0.out.split(separator: "\n").first { $0.hasPrefix("4 modules") }.map(String.init) ?? "" }.sorted()
        #expect(summaries == [
            "4 modules: 0 cloned, 0 updated, 4 unchanged, 0 local, 0 skipped, 0 failed",
            "4 modules: 4 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed",
        ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.project + "/Modules").sorted() == names)
    }
}

final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [(code: ExitCode, out: String, err: String)] = []
    func append(_ item: (code: ExitCode, out: String, err: String)) { lock.lock(); items.append(item); lock.unlock() }
    var values: [(code: ExitCode, out: String, err: String)] { lock.lock(); defer { lock.unlock() }; return items }
}
