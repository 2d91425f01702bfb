import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing

/// The environment handed to `CLI.run` is the one git gets: a `url.<base>.insteadOf` set only
/// through `GIT_CONFIG_COUNT` in the injected environment turns `mirror:Core` into the local
/// remote, so the clone succeeds only if that environment reached git.
@Suite struct InjectedEnvironmentTests {
    @Test func theCLIsEnvironmentReachesGit() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        let commit = try sandbox.makeRemote("Core")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "mirror:Core", "branch": "develop" }"#])
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let rewrite = [
            "PATH": path, "HOME": "/nonexistent", "GIT_CONFIG_NOSYSTEM": "1", "MORTAR_REPOSITORY_CACHE": "off",
            "GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "url.\(sandbox.remotes)/.insteadOf", "GIT_CONFIG_VALUE_0": "mirror:",
        ]

        func fetch(_ environment: [String: String]) -> (ExitCode, String, String) {
            let out = BufferOutput(), err = BufferOutput()
            let context = CommandContext(environment: environment, currentDirectory: sandbox.project, stdout: out, stderr: err)
            return (CLI.run(["fetch"], context), out.text, err.text)
        }

        let (withoutCode, _, _) = fetch(["PATH": path, "HOME": "/nonexistent", "GIT_CONFIG_NOSYSTEM": "1"])
        #expect(withoutCode == .failure)
        #expect(!FileManager.default.fileExists(atPath: sandbox.project + "/Modules/Core"))

        let (code, out, err) = fetch(rewrite)
        #expect(code == .success)
        #expect(err == "")
        #expect(out == "Core: cloned branch 'develop' at \(commit.prefix(7))\n1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed\nwrote mortar.lock\n")
    }
}
