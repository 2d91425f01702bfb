import Foundation
import MortarCLI
import MortarCore
import Testing

/// No output lands in git's own files: not in the project's `.git` (by any case, through `..`
/// or a symbolic link), not on a linked worktree's `.git` file, not in a git directory of
/// another name. Each refusal is exit 2 before anything is written, and the repository stays.
@Suite struct OutputsNeverInGitTests {
    /// A committed git repository `project` holding a `mortar.json` with these `outputs`.
    static func repository(outputs: String) throws -> FetchSandbox {
        let box = try FetchSandbox()
        try box.write(box.project + "/mortar.json", "{\n  \"name\": \"App\",\n  \"outputs\": { \(outputs) },\n  \"modules\": []\n}\n")
        try box.git(["init", "--quiet", "--initial-branch", "main", "."], in: box.project)
        try box.git(["add", "-A"], in: box.project)
        try box.git(["commit", "--quiet", "-m", "App"], in: box.project)
        return box
    }

    /// What git keeps of the repository, to compare before and after.
    static func gitState(_ box: FetchSandbox) throws -> [String] {
        let files = (FileManager.default.enumerator(atPath: box.project + "/.git")?.allObjects as? [String] ?? []).sorted()
        return try files + [box.git(["status", "--porcelain"], in: box.project), box.git(["rev-parse", "HEAD"], in: box.project)]
    }

    @Test(arguments: [
        ("\"podfile\": \".git/HEAD\"",
         "mortar.json:3:27: error[invalid-manifest]: outputs.podfile '.git/HEAD' is in git's own files ('.git'); Mortar never writes there\n  help: set \"outputs\": {\"podfile\": \"Composite/Podfile\"} in mortar.json, or pass --podfile PATH\n"),
        ("\"registryPlist\": \".git/index\"",
         "mortar.json:3:33: error[invalid-manifest]: outputs.registryPlist '.git/index' is in git's own files ('.git'); Mortar never writes there\n  help: set \"outputs\": {\"registryPlist\": \"Generated/ModuleRegistry.plist\"} in mortar.json\n"),
        ("\"registrySwift\": \".git/hooks/post-commit\"",
         "mortar.json:3:33: error[invalid-manifest]: outputs.registrySwift '.git/hooks/post-commit' is in git's own files ('.git'); Mortar never writes there\n  help: set \"outputs\": {\"registrySwift\": \"Generated/ModuleRegistry.swift\"} in mortar.json\n"),
        ("\"swiftpm\": \".git/config\"",
         "mortar.json:3:27: error[invalid-manifest]: outputs.swiftpm '.git/config' is in git's own files ('.git'); Mortar never writes there\n  help: set \"outputs\": {\"swiftpm\": \"Composite/Package.swift\"} in mortar.json, or pass --swiftpm PATH\n"),
        ("\"swiftpm\": \".Git/config\"",
         "mortar.json:3:27: error[invalid-manifest]: outputs.swiftpm '.Git/config' is in git's own files ('.Git'); Mortar never writes there\n  help: set \"outputs\": {\"swiftpm\": \"Composite/Package.swift\"} in mortar.json, or pass --swiftpm PATH\n"),
        ("\"podfile\": \"Sub/../.git/HEAD\"",
         "mortar.json:3:27: error[invalid-manifest]: outputs.podfile '.git/HEAD' is in git's own files ('.git'); Mortar never writes there\n  help: set \"outputs\": {\"podfile\": \"Composite/Podfile\"} in mortar.json, or pass --podfile PATH\n"),
    ])
    func anOutputInTheProjectsGitIsRefused(outputs: String, message: String) throws {
        let box = try Self.repository(outputs: outputs)
        defer { box.cleanUp() }
        let before = try Self.gitState(box)
        let run = box.run(["generate"])
        #expect(run.err == message)
        #expect(run.code == .usage)
        #expect(try Self.gitState(box) == before)
    }

    @Test func aCommandLinePathInGitIsRefusedToo() throws {
        let box = try Self.repository(outputs: "")
        defer { box.cleanUp() }
        let before = try Self.gitState(box)
        let run = box.run(["generate", "--podfile", ".git/HEAD"])
        #expect(run.err == ".git/HEAD: error[invalid-manifest]: --podfile '.git/HEAD' is in git's own files ('.git'); Mortar never writes there\n  help: pass --podfile a path of its own\n")
        #expect(run.code == .usage)
        #expect(try Self.gitState(box) == before)
    }

    @Test func aFolderLinkIntoGitIsRefused() throws {
        let box = try Self.repository(outputs: "\"registrySwift\": \"Hooks/post-commit\"")
        defer { box.cleanUp() }
        try FileManager.default.createSymbolicLink(atPath: box.project + "/Hooks", withDestinationPath: ".git/hooks")
        let before = try Self.gitState(box)
        let run = box.run(["generate"])
        let real = OutputGuardPaths.real(box.project) + "/.git"
        #expect(run.err == "mortar.json:3:33: error[invalid-manifest]: outputs.registrySwift 'Hooks/post-commit' is in git's own files ('\(real)', through a symbolic link); Mortar never writes there\n  help: set \"outputs\": {\"registrySwift\": \"Generated/ModuleRegistry.swift\"} in mortar.json\n")
        #expect(run.code == .usage)
        #expect(try Self.gitState(box) == before)
    }

    @Test func aFileLinkIntoGitIsRefused() throws {
        let box = try Self.repository(outputs: "\"podfile\": \"App.podfile\"")
        defer { box.cleanUp() }
        try FileManager.default.createSymbolicLink(atPath: box.project + "/App.podfile", withDestinationPath: ".git/hooks/post-commit")
        let before = try Self.gitState(box)
        let run = box.run(["generate"])
        let real = OutputGuardPaths.real(box.project) + "/.git"
        #expect(run.err == "mortar.json:3:27: error[invalid-manifest]: outputs.podfile 'App.podfile' is in git's own files ('\(real)', through a symbolic link); Mortar never writes there\n  help: set \"outputs\": {\"podfile\": \"Composite/Podfile\"} in mortar.json, or pass --podfile PATH\n")
        #expect(run.code == .usage)
        #expect(try Self.gitState(box) == before)
    }

    @Test func aLinkedWorktreesGitFileIsRefused() throws {
        let box = try Self.repository(outputs: "\"podfile\": \".git\"")
        defer { box.cleanUp() }
        try box.git(["worktree", "add", "--quiet", "../linked"], in: box.project)
        let linked = box.root + "/linked"
        let pointer = try box.read(linked + "/.git")
        let out = BufferOutput(), err = BufferOutput()
        let code = CLI.run(["generate"], CommandContext(environment: [:], currentDirectory: linked, stdout: out, stderr: err))
        #expect(err.text == "mortar.json:3:27: error[invalid-manifest]: outputs.podfile '.git' is in git's own files ('.git'); Mortar never writes there\n  help: set \"outputs\": {\"podfile\": \"Composite/Podfile\"} in mortar.json, or pass --podfile PATH\n")
        #expect(code == .usage)
        #expect(try box.read(linked + "/.git") == pointer)
    }

    @Test func aGitDirectoryOfAnotherNameIsRefused() throws {
        let box = try Self.repository(outputs: "\"registryPlist\": \"Store.git/info/exclude\"")
        defer { box.cleanUp() }
        try box.git(["init", "--quiet", "--bare", "Store.git"], in: box.project)
        let before = try box.read(box.project + "/Store.git/info/exclude")
        let run = box.run(["generate"])
        let real = OutputGuardPaths.real(box.project) + "/Store.git"
        #expect(run.err == "mortar.json:3:33: error[invalid-manifest]: outputs.registryPlist 'Store.git/info/exclude' is in git's own files (the git directory '\(real)'); Mortar never writes there\n  help: set \"outputs\": {\"registryPlist\": \"Generated/ModuleRegistry.plist\"} in mortar.json\n")
        #expect(run.code == .usage)
        #expect(try box.read(box.project + "/Store.git/info/exclude") == before)
    }

    @Test func fetchRefusesALockInGit() throws {
        let box = try Self.repository(outputs: "\"lock\": \".git/index\"")
        defer { box.cleanUp() }
        let before = try Self.gitState(box)
        let run = box.run(["fetch", "--offline"])
        #expect(run.err == "mortar.json:3:24: error[invalid-manifest]: outputs.lock '.git/index' is in git's own files ('.git'); Mortar never writes there\n  help: set \"outputs\": {\"lock\": \"mortar.lock\"} in mortar.json\n")
        #expect(run.code == .usage)
        #expect(try Self.gitState(box) == before)
    }
}
