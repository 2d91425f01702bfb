import Foundation
import MortarCLI
import MortarCore
import Testing

/// The manifest's `"checkouts"` folder: inside the project, never in git's own files, and
/// usable when its parent folder does not exist yet.
@Suite struct CheckoutsFolderTests {
    static func manifest(checkouts: String) -> String {
        """
        {
          "name": "App",
          "checkouts": "\(checkouts)",
          "modules": [
            { "name": "Core", "git": "../remotes/Core", "branch": "develop" }
          ]
        }

        """
    }

    /// An absolute checkouts folder was taken as it was: fetch cloned outside the project and
    /// clean removed from there, though the reference says "inside the manifest's folder".
    @Test func anAbsoluteCheckoutsFolderIsRefusedBeforeAnythingRuns() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        let outside = sandbox.root + "/outside"
        try sandbox.write(sandbox.project + "/mortar.json", Self.manifest(checkouts: outside))
        for command in ["fetch", "bootstrap", "clean"] {
            let run = sandbox.run([command])
            #expect(run.code == .usage, "\(command)")
            #expect(run.out == "")
            #expect(run.err == """
                mortar.json:3:16: error[invalid-manifest]: invalid checkouts folder '\(outside)'
                  help: name a folder inside the manifest's folder, like 'Modules'

                """, "\(command)")
        }
        #expect(!FileManager.default.fileExists(atPath: outside))
    }

    /// `"checkouts": ".git/x"` cloned every module into the project's own `.git` folder (and
    /// `.git/refs/heads` would have made a folder where git keeps a branch).
    @Test func aCheckoutsFolderInGitsOwnFilesIsRefused() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        try sandbox.git(["init", "--quiet"], in: sandbox.project)
        let before = try FileManager.default.contentsOfDirectory(atPath: sandbox.project + "/.git").sorted()
        for checkouts in [".git/x", "Vendor/.Git"] {
            try sandbox.write(sandbox.project + "/mortar.json", Self.manifest(checkouts: checkouts))
            let run = sandbox.run(["bootstrap"])
            #expect(run.code == .usage)
            #expect(run.out == "")
            let git = checkouts == ".git/x" ? ".git" : "Vendor/.Git"
            #expect(run.err == """
                mortar.json:3:16: error[invalid-manifest]: checkouts folder '\(checkouts)' is in git's own files ('\(git)'); Mortar never writes there
                  help: name a folder inside the manifest's folder, like 'Modules'

                """)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.project + "/.git").sorted() == before)
        #expect(!FileManager.default.fileExists(atPath: sandbox.project + "/Vendor"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.project + "/.gitignore"))
    }

    /// `"checkouts": "Deps/Modules"` with no `Deps` folder yet: fetch, bootstrap and clean
    /// stopped at the lock beside it (`error[workspace-locked]: cannot take the workspace lock
    /// /…/Deps/.Modules.mortar-lock: No such file or directory` / `help: check the manifest's
    /// folder is writable`, which it was). fetch makes the folder; clean, with nothing to
    /// remove there, makes nothing.
    @Test func aNestedCheckoutsFolderWhoseParentIsMissingIsMade() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        try sandbox.write(sandbox.project + "/mortar.json", Self.manifest(checkouts: "Deps/Modules"))
        let clean = sandbox.run(["clean"])
        #expect(clean.err == "")
        #expect(clean.out == "nothing to clean\n")
        #expect(clean.code == .success)
        #expect(!FileManager.default.fileExists(atPath: sandbox.project + "/Deps"))
        let run = sandbox.run(["fetch"])
        #expect(run.err == "")
        #expect(run.out.hasPrefix("Core: cloned branch 'develop' at "))
        #expect(run.code == .success)
        #expect(FileManager.default.fileExists(atPath: sandbox.project + "/Deps/Modules/Core/README.md"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.project + "/Deps/.Modules.mortar-lock"), "released when the run ends")
    }

    /// A file (or a symbolic link to nothing) where the checkouts folder goes: each module
    /// failed on git's own words (`'git clone --quiet --branch develop -- … /abs/Modules/.Core.mortar-tmp-…'
    /// failed with exit status 128: fatal: could not create leading directories of …: Not a
    /// directory`). It is refused once, at the folder, before anything runs.
    @Test func aCheckoutsFolderThatIsAFileIsRefusedBeforeAnythingRuns() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        try sandbox.write(sandbox.project + "/mortar.json", Self.manifest(checkouts: "Modules"))
        try sandbox.write(sandbox.project + "/Modules", "my notes\n")
        for command in ["fetch", "bootstrap"] {
            let run = sandbox.run([command])
            #expect(run.code == .failure, "\(command)")
            #expect(run.out == "")
            #expect(run.err == """
                Modules: error[write-failed]: the checkouts folder 'Modules' cannot be made: 'Modules' is a file, not a folder
                  help: move 'Modules' aside, or name another folder with "checkouts" in mortar.json

                """, "\(command)")
        }
        #expect(try sandbox.read(sandbox.project + "/Modules") == "my notes\n")
        try FileManager.default.removeItem(atPath: sandbox.project + "/Modules")
        try sandbox.write(sandbox.project + "/mortar.json", Self.manifest(checkouts: "Deps/Modules"))
        try FileManager.default.createSymbolicLink(atPath: sandbox.project + "/Deps", withDestinationPath: "../Gone")
        let link = sandbox.run(["fetch"])
        #expect(link.code == .failure)
        #expect(link.err == """
            Deps/Modules: error[write-failed]: the checkouts folder 'Deps/Modules' cannot be made: 'Deps' is a symbolic link to '../Gone', which does not exist
              help: move 'Deps' aside, or name another folder with "checkouts" in mortar.json

            """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.project).sorted() == ["Deps", "mortar.json"])
    }

    /// A committed `Modules -> ../elsewhere` link (or a link on the way to the checkouts
    /// folder): fetch cloned outside the project and clean removed the clean clones there. Every
    /// command that writes or removes checkouts refuses it at the manifest's `checkouts` line
    /// (at the folder when the manifest leaves it to the default); a link inside the project is
    /// the user's layout and stays allowed.
    @Test func aCheckoutsFolderLinkedOutOfTheProjectIsRefusedAtItsLine() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        let elsewhere = sandbox.root + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere + "/Core", withIntermediateDirectories: true)
        try sandbox.write(elsewhere + "/Core/notes.txt", "mine\n")
        try sandbox.write(sandbox.project + "/mortar.json", Self.manifest(checkouts: "Modules"))
        try FileManager.default.createSymbolicLink(atPath: sandbox.project + "/Modules", withDestinationPath: "../elsewhere")
        for command in ["fetch", "bootstrap", "clean"] {
            let run = sandbox.run([command])
            #expect(run.code == .failure, "\(command)")
            #expect(run.out == "", "\(command)")
            #expect(run.err == """
                mortar.json:3:16: error[write-failed]: the checkouts folder 'Modules' leads out of the project: 'Modules' is a symbolic link to '../elsewhere'; Mortar never clones or removes checkouts there
                  help: replace the link 'Modules' by a folder (move what it holds into the project), or name a folder inside the project with "checkouts" in mortar.json

                """, "\(command)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).sorted() == ["Core"])
        #expect(try sandbox.read(elsewhere + "/Core/notes.txt") == "mine\n")

        // The default folder, and a link on the way.
        try sandbox.write(sandbox.project + "/mortar.json", """
            {
              "name": "App",
              "modules": [
                { "name": "Core", "git": "../remotes/Core", "branch": "develop" }
              ]
            }

            """)
        let byDefault = sandbox.run(["fetch"])
        #expect(byDefault.code == .failure)
        #expect(byDefault.err == """
            Modules: error[write-failed]: the checkouts folder 'Modules' leads out of the project: 'Modules' is a symbolic link to '../elsewhere'; Mortar never clones or removes checkouts there
              help: replace the link 'Modules' by a folder (move what it holds into the project), or name a folder inside the project with "checkouts" in mortar.json

            """)
        try FileManager.default.removeItem(atPath: sandbox.project + "/Modules")
        try FileManager.default.createSymbolicLink(atPath: sandbox.project + "/Deps", withDestinationPath: elsewhere)
        try sandbox.write(sandbox.project + "/mortar.json", Self.manifest(checkouts: "Deps/Modules"))
        let onTheWay = sandbox.run(["fetch"])
        #expect(onTheWay.code == .failure)
        #expect(onTheWay.err == """
            mortar.json:3:16: error[write-failed]: the checkouts folder 'Deps/Modules' leads out of the project: 'Deps' is a symbolic link to '\(elsewhere)'; Mortar never clones or removes checkouts there
              help: replace the link 'Deps' by a folder (move what it holds into the project), or name a folder inside the project with "checkouts" in mortar.json

            """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).sorted() == ["Core"])

        // A link inside the project is the user's layout.
        try FileManager.default.removeItem(atPath: sandbox.project + "/Deps")
        try FileManager.default.createDirectory(atPath: sandbox.project + "/Vendor/Modules", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: sandbox.project + "/Deps", withDestinationPath: "Vendor")
        let inside = sandbox.run(["fetch"])
        #expect(inside.err == "")
        #expect(inside.code == .success)
        #expect(FileManager.default.fileExists(atPath: sandbox.project + "/Vendor/Modules/Core/README.md"))
    }
}
