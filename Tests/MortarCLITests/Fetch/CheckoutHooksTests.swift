import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing

/// git runs on a checkout Mortar cloned with hooks and fsmonitor off: a hook planted in
/// `Modules/NAME/.git/hooks` (or a `core.fsmonitor` or `remote.origin.uploadpack` program in
/// its config) never runs when `fetch` moves the checkout or `clean` reads it.
@Suite struct CheckoutHooksTests {
    @Test func hooksAndFsmonitorOfACheckoutDoNotRunDuringFetchAndClean() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        #expect(sandbox.run(["fetch"]).code == .success)
        let checkout = sandbox.project + "/Modules/Core"
        let marker = sandbox.root + "/hook-ran"
        for hook in ["post-checkout", "post-merge", "reference-transaction", "pre-auto-gc", "fsmonitor"] {
            let path = checkout + "/.git/hooks/" + hook
            try sandbox.write(path, "#!/bin/sh\necho \(hook) >> '\(marker)'\ncat >/dev/null\n")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        try sandbox.git(["config", "core.fsmonitor", checkout + "/.git/hooks/fsmonitor"], in: checkout)
        // A program in place of git-upload-pack for `git fetch origin` (run for local and ssh remotes).
        let uploadPack = sandbox.root + "/upload-pack"
        try sandbox.write(uploadPack, "#!/bin/sh\necho upload-pack >> '\(marker)'\nexec git-upload-pack \"$@\"\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: uploadPack)
        try sandbox.git(["config", "remote.origin.uploadpack", uploadPack], in: checkout)
        try sandbox.write(sandbox.remotes + "/Core/more.txt", "more\n")
        try sandbox.git(["add", "-A"], in: sandbox.remotes + "/Core")
        try sandbox.git(["commit", "--quiet", "-m", "More"], in: sandbox.remotes + "/Core")

        let fetch = sandbox.run(["fetch"])
        #expect(fetch.code == .success)
        #expect(try sandbox.read(checkout + "/more.txt") == "more\n", "the checkout moved forward")
        let clean = sandbox.run(["clean", "--dry-run"])
        #expect(clean.out == """
            would remove Modules/Core with hooks ('fsmonitor', 'post-checkout', 'post-merge', 'pre-auto-gc', 'reference-transaction')
            would remove Modules
            2 to remove, 0 kept

            """)
        #expect(!FileManager.default.fileExists(atPath: marker), "no hook ran: \((try? sandbox.read(marker)) ?? "")")
    }
}
