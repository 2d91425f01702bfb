import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing

/// `init --from-podfile` and `bootstrap` ignore only what Mortar makes: a folder holding the
/// app's own code (its `:path` modules in `Modules/`) is never ignored, each clone's folder is.
@Suite struct GitIgnoreAppCodeTests {
    /// What `git check-ignore -v` says of `path` in `repository` ("" when it is not ignored).
    static func checkIgnore(_ path: String, in repository: String) throws -> String {
        let result = try ProcessRunner().run(ProcessRequest(
            "git", ["check-ignore", "-v", "--", path], workingDirectory: repository, environment: FetchSandbox.gitEnvironment, timeout: 60))
        return result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func initFromPodfileNeverIgnoresTheAppsPathModules() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.write(sandbox.project + "/Podfile", """
            platform :ios, '13.0'

            target 'Shop' do
              pod 'Feature', :path => 'Modules/Feature'
              pod 'Remote', :git => 'https://git.example.com/Remote.git', :branch => 'main'
            end

            """)
        try sandbox.write(sandbox.project + "/Modules/Feature/Feature.podspec", "Pod::Spec.new do |s|\n  s.name = 'Feature'\n  s.version = '1.0.0'\nend\n")
        let run = sandbox.run(["init", "--from-podfile"])
        #expect(run.err == "")
        #expect(run.out == """
            wrote mortar.json; fill its layers, then run 'mortar check --manifest Podfile'
            added Modules/Remote/, .mortar/, mortar.local.json to .gitignore

            """)
        #expect(try sandbox.read(sandbox.project + "/.gitignore") == "\(GitIgnoreEdit.header)\n/Modules/Remote/\n/.mortar/\n/mortar.local.json\n")
        try sandbox.git(["init", "--quiet"], in: sandbox.project)
        try sandbox.write(sandbox.project + "/Modules/Feature/New.swift", "struct New {}\n")
        #expect(try Self.checkIgnore("Modules/Feature/New.swift", in: sandbox.project) == "")
        #expect(try Self.checkIgnore("Modules/Remote/Sources/A.swift", in: sandbox.project) == ".gitignore:2:/Modules/Remote/\tModules/Remote/Sources/A.swift")
        #expect(try Self.checkIgnore(".mortar/cache/x", in: sandbox.project) == ".gitignore:3:/.mortar/\t.mortar/cache/x")
    }

    @Test func bootstrapIgnoresEachCloneWhenTheCheckoutsFolderHoldsTheAppsFiles() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        try sandbox.write(sandbox.project + "/Modules/Shared/Shared.swift", "struct Shared {}\n")
        let run = sandbox.run(["bootstrap"])
        #expect(run.out.hasPrefix("added Modules/Core/, .mortar/, mortar.local.json to .gitignore\nCore: cloned branch 'develop' at "))
        try sandbox.git(["init", "--quiet"], in: sandbox.project)
        #expect(try Self.checkIgnore("Modules/Shared/Shared.swift", in: sandbox.project) == "")
        #expect(try Self.checkIgnore("Modules/Core/README.md", in: sandbox.project) == ".gitignore:2:/Modules/Core/\tModules/Core/README.md")
    }

    /// A `.gitignore` line an older Mortar wrote, ignoring the whole folder of the app's
    /// `:path` modules, is warned of with the fix, and left as it is.
    @Test func aLineHidingTheAppsModulesIsWarnedOfAndLeftAlone() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.write(sandbox.project + "/Podfile", "platform :ios, '13.0'\n\ntarget 'Shop' do\n  pod 'Feature', :path => 'Modules/Feature'\nend\n")
        try sandbox.write(sandbox.project + "/Modules/Feature/Feature.podspec", "Pod::Spec.new do |s|\n  s.name = 'Feature'\n  s.version = '1.0.0'\nend\n")
        try sandbox.write(sandbox.project + "/.gitignore", "build/\n\n\(GitIgnoreEdit.header)\n/Modules/\n")
        let run = sandbox.run(["init", "--from-podfile"])
        #expect(run.code == .success)
        #expect(run.err == "warning: .gitignore:4 ignores all of 'Modules/', which holds the app's own files, so git does not see new ones there; remove that line (Mortar ignores each cloned module's folder in it instead)\n")
        #expect(try sandbox.read(sandbox.project + "/.gitignore") == "build/\n\n\(GitIgnoreEdit.header)\n/Modules/\n/.mortar/\n/mortar.local.json\n")
    }

    /// A folder named after a git module that is no checkout (the app's own `Modules/Core`,
    /// never cloned: fetch skips it as "not a git checkout") was taken for a clone: `init` and
    /// `bootstrap` ignored all of `Modules/`, hiding the app's files there from git.
    @Test func aFolderNamedAfterAGitModuleThatIsNoCheckoutIsNeverIgnored() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        try sandbox.makeRemote("Feed")
        try sandbox.writeManifest([
            #"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#,
            #"{ "name": "Feed", "git": "../remotes/Feed", "branch": "develop" }"#,
        ])
        try sandbox.write(sandbox.project + "/Modules/Core/Mine.swift", "struct Mine {}\n")
        let run = sandbox.run(["bootstrap"])
        #expect(run.code == .failure)
        #expect(run.out.hasPrefix("""
            added Modules/Feed/, .mortar/, mortar.local.json to .gitignore
            Core: skipped: 'Modules/Core' is there and is not a git checkout; move it aside to have Core cloned there, or point Core at it with a path entry ("path": "Modules/Core") instead of its git source
            Feed: cloned branch 'develop' at
            """))
        #expect(try sandbox.read(sandbox.project + "/.gitignore") == "\(GitIgnoreEdit.header)\n/Modules/Feed/\n/.mortar/\n/mortar.local.json\n")
        try sandbox.git(["init", "--quiet"], in: sandbox.project)
        #expect(try Self.checkIgnore("Modules/Core/Mine.swift", in: sandbox.project) == "")

        let starter = try FetchSandbox()
        defer { starter.cleanUp() }
        try starter.write(starter.project + "/Modules/Core/Mine.swift", "struct Mine {}\n")
        let initRun = starter.run(["init"])
        #expect(initRun.err == "")
        #expect(initRun.out == """
            wrote mortar.json; edit its modules and pins, then run 'mortar check --manifest mortar.json'
            added .mortar/, mortar.local.json to .gitignore

            """)
        #expect(try starter.read(starter.project + "/.gitignore") == "\(GitIgnoreEdit.header)\n/.mortar/\n/mortar.local.json\n")
    }

    /// A `.gitignore` that is a symbolic link out of the project (a cloned repository can
    /// commit one pointing at `~/.bashrc`): bootstrap appended its lines there, the checkouts
    /// folder's among them as the manifest spells it — `"checkouts": "x; touch PWNED #"` became
    /// the shell line `/x; touch PWNED #/`. The link is refused (nothing is fetched), and a
    /// checkouts folder is named with a folder name's characters only.
    @Test func aGitIgnoreLinkedOutOfTheProjectIsNeverWritten() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        let profile = sandbox.root + "/home/.bashrc"
        try sandbox.write(profile, "export PATH=/usr/bin\n")
        try FileManager.default.createSymbolicLink(atPath: sandbox.project + "/.gitignore", withDestinationPath: "../home/.bashrc")
        for command in [["bootstrap"], ["init", "--output", "Other.json"]] {
            let run = sandbox.run(command)
            #expect(run.err.hasPrefix("""
                .gitignore: error[write-failed]: it is a symbolic link out of the project (to '\(OutputGuardPaths.real(profile))'); Mortar never writes there
                  help: replace the link with a file of the project's own, or add Mortar's lines to it yourself

                """), "\(command) \(run.err)")
            #expect(run.code == .failure, "\(command)")
        }
        #expect(try sandbox.read(profile) == "export PATH=/usr/bin\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.project + "/Modules"))

        try sandbox.write(sandbox.project + "/mortar.json", #"{ "name": "App", "checkouts": "x; touch PWNED #", "modules": [] }"#)
        let run = sandbox.run(["check"])
        #expect(run.err == """
            mortar.json:1:31: error[invalid-manifest]: invalid checkouts folder 'x; touch PWNED #'
              help: name a folder inside the manifest's folder, like 'Modules'

            """)
    }

    /// A `.gitignore` linked into git's own files (`.git/config`: `init` and `bootstrap`
    /// appended their lines there, and git could no longer read its config) or into a module's
    /// checkout (the lines became a change in the module's files, which fetch then skips as
    /// dirty) is never written: refused at it, as one linked out of the project is, and
    /// bootstrap fetches nothing.
    @Test func aGitIgnoreLinkedIntoGitOrACheckoutIsNeverWritten() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        try sandbox.git(["init", "--quiet"], in: sandbox.project)
        let config = try sandbox.read(sandbox.project + "/.git/config")
        let gitIgnore = sandbox.project + "/.gitignore"
        try FileManager.default.createSymbolicLink(atPath: gitIgnore, withDestinationPath: ".git/config")
        for command in [["bootstrap"], ["init", "--output", "Other.json"]] {
            let run = sandbox.run(command)
            #expect(run.err == """
                .gitignore: error[write-failed]: the ignore file '.gitignore' is in git's own files ('\(OutputGuardPaths.real(sandbox.project))/.git', through a symbolic link); Mortar never writes there
                  help: replace the link with a file of the project's own, or add Mortar's lines to it yourself

                """, "\(command)")
            #expect(run.code == .failure, "\(command)")
        }
        #expect(try sandbox.read(sandbox.project + "/.git/config") == config)
        #expect(!FileManager.default.fileExists(atPath: sandbox.project + "/Modules"))

        try FileManager.default.removeItem(atPath: gitIgnore)
        #expect(sandbox.run(["fetch"]).code == .success)
        try FileManager.default.createSymbolicLink(atPath: gitIgnore, withDestinationPath: "Modules/Core/.gitignore")
        let run = sandbox.run(["bootstrap"])
        #expect(run.err == """
            .gitignore: error[write-failed]: the ignore file '.gitignore' is inside the checkout of module 'Core'; Mortar never writes into a module's files
              help: replace the link with a file of the project's own, or add Mortar's lines to it yourself

            """)
        #expect(run.code == .failure)
        #expect(!FileManager.default.fileExists(atPath: sandbox.project + "/Modules/Core/.gitignore"))
        #expect(try sandbox.git(["status", "--porcelain"], in: sandbox.project + "/Modules/Core") == "")
    }
}
