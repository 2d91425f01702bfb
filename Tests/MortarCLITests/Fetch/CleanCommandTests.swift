import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing

/// `mortar clean` with real git: clean checkouts, caches and temporary folders go; every kind
/// of local work stays byte for byte.
@Suite struct CleanCommandTests {
    /// Every file under `folder` (`.git` included) with its bytes, for before/after comparison.
    static func snapshot(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            let path = folder + "/" + relative
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return files
    }

    @Test func removesCleanCheckoutsAndKeepsEveryKindOfLocalWork() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        let names = ["Clean", "Edited", "Untracked", "Stashed", "Ahead", "Bisecting", "Other"]
        for name in names { try sandbox.makeRemote(name) }
        try sandbox.writeManifest(names.filter { $0 != "Other" }.map { #"{ "name": "\#($0)", "git": "../remotes/\#($0)", "branch": "develop" }"# }
                                  + [#"{ "name": "Local", "path": "Local" }"#])
        try sandbox.write(sandbox.project + "/Local/README.md", "mine\n")
        #expect(sandbox.run(["fetch"]).code == .success)
        let modules = sandbox.project + "/Modules"
        try sandbox.write(modules + "/Edited/README.md", "changed\n")
        try sandbox.write(modules + "/Untracked/notes.txt", "new\n")
        try sandbox.write(modules + "/Stashed/README.md", "stash me\n")
        try sandbox.git(["stash", "--quiet"], in: modules + "/Stashed")
        try sandbox.write(modules + "/Ahead/more.txt", "more\n")
        try sandbox.git(["add", "-A"], in: modules + "/Ahead")
        try sandbox.git(["commit", "--quiet", "-m", "Local"], in: modules + "/Ahead")
        try sandbox.git(["bisect", "start"], in: modules + "/Bisecting")
        try sandbox.git(["clone", "--quiet", "../../remotes/Other", "Other"], in: modules)
        try sandbox.write(modules + "/.Clean.mortar-tmp-4242/partial", "x\n")
        try sandbox.write(sandbox.project + "/.mortar/cache/dump.json", "{}\n")
        let kept = ["Edited", "Untracked", "Stashed", "Ahead", "Bisecting", "Other"]
        let before = try kept.map { try Self.snapshot(modules + "/" + $0) }

        let dry = sandbox.run(["clean", "--dry-run"])
        #expect(dry.out == """
            would remove Modules/.Clean.mortar-tmp-4242
            kept Modules/Ahead: 1 commit not on its remote
            kept Modules/Bisecting: a bisect in progress
            would remove Modules/Clean
            kept Modules/Edited: uncommitted changes
            kept Modules/Other: not a git module of mortar.json
            kept Modules/Stashed: a stash
            kept Modules/Untracked: untracked files
            would remove .mortar
            3 to remove, 6 kept

            """)
        #expect(dry.code == .failure)
        #expect(FileManager.default.fileExists(atPath: modules + "/Clean/README.md"))

        let run = sandbox.run(["clean"])
        #expect(run.out == dry.out.replacingOccurrences(of: "would remove", with: "removed").replacingOccurrences(of: "3 to remove", with: "3 removed"))
        #expect(run.err == "")
        #expect(run.code == .failure)
        #expect(!FileManager.default.fileExists(atPath: modules + "/Clean"))
        #expect(!FileManager.default.fileExists(atPath: modules + "/.Clean.mortar-tmp-4242"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.project + "/.mortar"))
        #expect(try kept.map { try Self.snapshot(modules + "/" + $0) } == before, "kept checkouts are byte for byte as they were")
        #expect(try sandbox.read(sandbox.project + "/Local/README.md") == "mine\n")
    }

    @Test func anAllCleanWorkspaceGoesWholeAndASecondRunHasNothingToDo() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        #expect(sandbox.run(["fetch"]).code == .success)

        let run = sandbox.run(["clean"])
        #expect(run.out == "removed Modules/Core\nremoved Modules\n2 removed, 0 kept\n")
        #expect(run.code == .success)
        #expect(!FileManager.default.fileExists(atPath: sandbox.project + "/Modules"))
        #expect(FileManager.default.fileExists(atPath: sandbox.project + "/mortar.lock"), "the lock is the user's record, not a cache")

        let again = sandbox.run(["clean"])
        #expect(again.out == "nothing to clean\n")
        #expect(again.code == .success)
    }

    /// A developer's own working copy linked in as a module's folder (`ln -s ~/dev/Core
    /// Modules/Core`): clean removed the link and said `removed Modules/Core with ignored files
    /// ('.env')`, though the link's target and its `.env` stayed. fetch never makes a link; the
    /// link is kept and clean says why.
    @Test func aModuleFolderThatIsALinkIsKeptAndNamedAsOne() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        try sandbox.git(["clone", "--quiet", "--", sandbox.remotes + "/Core", sandbox.root + "/dev/Core"], in: sandbox.root)
        try sandbox.write(sandbox.root + "/dev/Core/.git/info/exclude", ".env\n")
        try sandbox.write(sandbox.root + "/dev/Core/.env", "secret\n")
        try FileManager.default.createDirectory(atPath: sandbox.project + "/Modules", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: sandbox.project + "/Modules/Core", withDestinationPath: "../../dev/Core")

        let run = sandbox.run(["clean"])
        #expect(run.err == "")
        #expect(run.out == "kept Modules/Core: a symbolic link (to '../../dev/Core'), not a checkout fetch cloned\n0 removed, 1 kept\n")
        #expect(run.code == .failure)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.project + "/Modules/Core") == "../../dev/Core")
        #expect(try sandbox.read(sandbox.root + "/dev/Core/.env") == "secret\n")
    }
}

