import Foundation
import MortarCLI
import MortarCore
import MortarFormats
import MortarWorkspace
import Testing
import MortarTestSupport

/// `mortar fetch` end to end, in-process, with real git in temporary folders.
@Suite struct FetchCommandTests {
    @Test func clonesWritesTheLockAndIsANoOpTheSecondTime() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        let core = try sandbox.makeRemote("Core")
        let ui = try sandbox.makeRemote("UI")
        try sandbox.write(sandbox.project + "/Payment/README.md", "local\n")
        try sandbox.writeManifest([
            #"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#,
            #"{ "name": "UI", "git": "../remotes/UI", "commit": "\#(ui)" }"#,
            #"{ "name": "Payment", "path": "Payment" }"#,
        ], pins: #"{ "Masonry": "1.1.0" }"#)

        let first = sandbox.run(["fetch"])

        #expect(first.err == "")
        #expect(first.out == """
            Core: cloned branch 'develop' at \(core.prefix(7))
            UI: cloned commit '\(ui)' at \(ui.prefix(7))
            Payment: local path 'Payment', not touched
            3 modules: 2 cloned, 0 updated, 0 unchanged, 1 local, 0 skipped, 0 failed
            wrote mortar.lock

            """)
        #expect(first.code == .success)
        let manifestBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: sandbox.project + "/mortar.json")))
        #expect(try sandbox.read(sandbox.project + "/mortar.lock") == """
            {
              "manifestDigest": "sha256:\(SHA256.hex(manifestBytes))",
              "modules": {
                "Core": {
                  "commit": "\(core)",
                  "ref": {
                    "kind": "branch",
                    "value": "develop"
                  },
                  "url": "../remotes/Core"
                },
                "UI": {
                  "commit": "\(ui)",
                  "ref": {
                    "kind": "commit",
                    "value": "\(ui)"
                  },
                  "url": "../remotes/UI"
                }
              },
              "pins": {
                "Masonry": {
                  "requirement": [
                    "= 1.1.0"
                  ]
                }
              },
              "version": 1
            }

            """)

        let second = sandbox.run(["fetch", "--jobs", "2"])
        #expect(second.out == """
            Core: unchanged branch 'develop' at \(core.prefix(7))
            UI: unchanged commit '\(ui)' at \(ui.prefix(7))
            Payment: local path 'Payment', not touched
            3 modules: 0 cloned, 0 updated, 2 unchanged, 1 local, 0 skipped, 0 failed
            mortar.lock unchanged

            """)
        #expect(second.code == .success)
    }

    @Test func aSkippedModuleExitsOneAndLeavesTheLockAlone() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        _ = sandbox.run(["fetch"])
        let lock = try sandbox.read(sandbox.project + "/mortar.lock")
        try sandbox.write(sandbox.project + "/Modules/Core/scratch.txt", "work in progress\n")

        let result = sandbox.run(["fetch"])

        #expect(result.code == .failure)
        #expect(result.out == """
            Core: skipped: dirty
            1 module: 0 cloned, 0 updated, 0 unchanged, 0 local, 1 skipped, 0 failed
            lock file not written: 1 module is not in place

            """)
        #expect(try sandbox.read(sandbox.project + "/mortar.lock") == lock)
        #expect(try sandbox.read(sandbox.project + "/Modules/Core/scratch.txt") == "work in progress\n")
    }

    @Test func unsafeInputExitsTwoBeforeAnyProcessStarts() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.writeManifest([
            #"{ "name": "Core", "git": "ext::sh -c touch% pwned", "branch": "develop" }"#,
            #"{ "name": "UI", "git": "--upload-pack=touch pwned", "tag": "1.0" }"#,
        ])
        let runner = RecordingProcessRunner()

        let result = sandbox.run(["fetch"], runner: runner)

        #expect(result.code == .usage)
        #expect(runner.count == 0)
        #expect(result.out == "")
        #expect(result.err == """
            mortar.json:4:15: error[invalid-manifest]: Core: url 'ext::sh -c touch% pwned' uses the 'ext::' transport, which can run programs; use an https, ssh, git or file URL or a local path
            mortar.json:5:15: error[invalid-manifest]: UI: url '--upload-pack=touch pwned' starts with '-' and would be read as an option by git; write a repository URL or path

            """)
    }

    @Test func lockedFollowsTheLockAndFailsWhenItNoLongerMatches() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        let first = try sandbox.makeRemote("Core")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        _ = sandbox.run(["fetch"])
        try sandbox.write(sandbox.remotes + "/Core/Moved.swift", "// moved\n")
        try sandbox.git(["add", "-A"], in: sandbox.remotes + "/Core")
        try sandbox.git(["commit", "--quiet", "-m", "Move"], in: sandbox.remotes + "/Core")
        try FileManager.default.removeItem(atPath: sandbox.project + "/Modules")

        let locked = sandbox.run(["fetch", "--locked"])
        #expect(locked.code == .success)
        #expect(locked.out.hasPrefix("Core: cloned branch 'develop' at \(first.prefix(7))\n"))
        #expect(locked.out.hasSuffix("checked out the commits of mortar.lock\n"))
        #expect(try sandbox.git(["rev-parse", "HEAD"], in: sandbox.project + "/Modules/Core") == first)

        try sandbox.makeRemote("UI")
        try sandbox.writeManifest([
            #"{ "name": "Core", "git": "../remotes/Core", "branch": "main" }"#,
            #"{ "name": "UI", "git": "../remotes/UI", "branch": "develop" }"#,
        ])
        let stale = sandbox.run(["fetch", "--locked"])
        #expect(stale.code == .failure)
        #expect(stale.err == "mortar.lock: error[invalid-manifest]: no longer matches mortar.json for 'Core', 'UI'\n  help: run 'mortar fetch' without --locked to update it\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.project + "/Modules/UI"))
    }

    @Test func onlyWritesNoLockWhenThereIsNoneYet() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        let ui = try sandbox.makeRemote("UI")
        try sandbox.writeManifest([
            #"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#,
            #"{ "name": "UI", "git": "../remotes/UI", "branch": "develop" }"#,
        ])

        let result = sandbox.run(["fetch", "--only", "UI"])

        #expect(result.code == .success)
        #expect(result.out == """
            UI: cloned branch 'develop' at \(ui.prefix(7))
            1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed
            lock file not written: --only fetched part of the modules and there is no mortar.lock yet; run 'mortar fetch' without --only to write it

            """)
        #expect(!FileManager.default.fileExists(atPath: sandbox.project + "/mortar.lock"))
    }

    @Test func onlyUpdatesTheFetchedModulesInTheLock() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        let core = try sandbox.makeRemote("Core")
        let uiOld = try sandbox.makeRemote("UI")
        try sandbox.writeManifest([
            #"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#,
            #"{ "name": "UI", "git": "../remotes/UI", "branch": "develop" }"#,
        ])
        #expect(sandbox.run(["fetch"]).code == .success)
        let before = try sandbox.read(sandbox.project + "/mortar.lock")
        // Both remotes move on; only UI is fetched.
        for name in ["Core", "UI"] {
            try sandbox.write(sandbox.remotes + "/\(name)/\(name).swift", "// 2\n")
            try sandbox.git(["add", "-A"], in: sandbox.remotes + "/" + name)
            try sandbox.git(["commit", "--quiet", "-m", "Second"], in: sandbox.remotes + "/" + name)
        }
        let uiNew = try sandbox.git(["rev-parse", "HEAD"], in: sandbox.remotes + "/UI")

        let result = sandbox.run(["fetch", "--only", "UI"])

        #expect(result.code == .success)
        #expect(result.out.hasSuffix("wrote mortar.lock\n"))
        let after = try sandbox.read(sandbox.project + "/mortar.lock")
        let lock = try LockFileReader.read(after, file: "mortar.lock")
        #expect(lock.modules["UI"]?.commit == uiNew)
        #expect(lock.modules["Core"]?.commit == core)
        #expect(after == before.replacingOccurrences(of: uiOld, with: uiNew))
        #expect(sandbox.run(["fetch", "--only", "UI"]).out.hasSuffix("mortar.lock unchanged\n"))
        #expect(sandbox.run(["fetch", "--locked"]).code == .success)
    }

    @Test func onlyLeavesTheLockAloneWhenAModuleItLeftOutChangedInTheManifest() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        try sandbox.makeRemote("UI")
        try sandbox.git(["branch", "main"], in: sandbox.remotes + "/Core")
        try sandbox.writeManifest([
            #"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#,
            #"{ "name": "UI", "git": "../remotes/UI", "branch": "develop" }"#,
        ])
        #expect(sandbox.run(["fetch"]).code == .success)
        let before = try sandbox.read(sandbox.project + "/mortar.lock")
        try sandbox.writeManifest([
            #"{ "name": "Core", "git": "../remotes/Core", "branch": "main" }"#,
            #"{ "name": "UI", "git": "../remotes/UI", "branch": "develop" }"#,
        ])

        let result = sandbox.run(["fetch", "--only", "UI"])

        #expect(result.code == .success)
        #expect(result.out.hasSuffix("""
            lock file not written: mortar.lock would still not match mortar.json for 'Core', which --only left out; run 'mortar fetch' without --only to update it

            """))
        #expect(try sandbox.read(sandbox.project + "/mortar.lock") == before)
    }

    @Test func lockedWithoutALockIsUnusableInput() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])

        let result = sandbox.run(["fetch", "--locked"])

        #expect(result.code == .usage)
        #expect(result.err == "mortar.lock: error[invalid-manifest]: no lock file to follow\n  help: run 'mortar fetch' without --locked to write it\n")
    }

    @Test(arguments: [
        (["fetch", "--jobs", "0"], "error[usage]: invalid value '0' for --jobs\n  help: expected a whole number from 1 to 10000\n"),
        (["fetch", "--depth", "many"], "error[usage]: invalid value 'many' for --depth\n  help: expected a whole number from 1 to 10000\n"),
        (["fetch", "--only", "Cor"], "error[usage]: invalid value 'Cor' for --only\n  help: expected a module of the manifest (did you mean 'Core'?)\n"),
        (["fetch", "--format", "xml"], "error[usage]: invalid value 'xml' for --format\n  help: expected text or json\n"),
    ])
    func badOptionsExitTwo(_ arguments: [String], _ message: String) throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])

        let result = sandbox.run(arguments)

        #expect(result.code == .usage)
        #expect(result.err == message)
    }

    @Test func jsonFormatIsValidJSONWithEveryModule() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        try sandbox.writeManifest([
            #"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#,
            #"{ "name": "Gone", "git": "../remotes/Gone", "branch": "develop" }"#,
        ])

        let result = sandbox.run(["fetch", "--format", "json"])

        #expect(result.code == .failure)
        let root = try JSONParser.parse(result.out, file: "stdout")
        #expect(root["modules"]?.arrayValue?.compactMap { $0["status"]?.stringValue } == ["cloned", "failed"])
        #expect(root["lock"]?.stringValue == "not-written")
    }

    @Test func offlineNeverClones() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])

        let result = sandbox.run(["fetch", "--offline"])

        #expect(result.code == .failure)
        #expect(result.out.hasPrefix("Core: failed: not cloned yet and --offline forbids the network; run 'mortar fetch' without --offline\n"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.project + "/Modules/Core"))
    }

    @Test func aTerminalGetsALiveProgressLine() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        let core = try sandbox.makeRemote("Core")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])

        let result = sandbox.run(["fetch"], terminal: true)

        #expect(result.out == "\r\u{1B}[K[1/1] cloning Core…\r\u{1B}[K[1/1] Core: cloned\r\u{1B}[K"
            + "Core: cloned branch 'develop' at \(core.prefix(7))\n1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed\nwrote mortar.lock\n")
    }
}

