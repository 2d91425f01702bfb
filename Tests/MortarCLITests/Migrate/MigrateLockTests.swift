import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import Testing

/// `migrate` holds the workspace lock (`clean` and `fetch` take the same one): a second run
/// waits for the first, never reading a spec repository the first is still cloning.
@Suite(.serialized) struct MigrateLockTests {
    /// A pod found through a spec repository migrate clones into its cache.
    static func sandbox() throws -> FetchSandbox {
        let box = try FetchSandbox()
        try box.makePackageRemote("Kit", tag: "1.2.0")
        let specs = try box.makeKitSpecRepository()
        try box.write(box.project + "/mortar.json", """
            {"name": "App", "sources": ["\(specs)"], "modules": [], "pins": {"Kit": "1.2.0"}}

            """)
        return box
    }

    static let mapped = """
        Kit 1.2.0: mapped
          package: ROOT/remotes/Kit (spec repository ROOT/remotes/Specs, Kit/1.2.0/Kit.podspec.json)
          tag: 1.2.0 (the source tag of Kit/1.2.0/Kit.podspec.json)
          Kit → Kit (a product named 'Kit')
        1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

        """

    @Test func migrateWaitsForTheWorkspaceLock() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        let held = try WorkspaceLock.acquire(checkouts: box.project + "/Modules", purpose: "mortar clean", wait: 0)
        let refused = box.run(["migrate"], environment: ["MORTAR_LOCK_WAIT": "0"])
        #expect(box.shown(refused.err) == """
            Modules: error[workspace-locked]: another mortar (pid \(getpid()), mortar clean) is working in this checkouts folder (lock ROOT/project/.Modules.mortar-lock, waited 0 s)
              help: wait for it to finish and run again

            """)
        #expect(refused.out == "")
        #expect(refused.code == .failure)
        #expect(!FileManager.default.fileExists(atPath: box.project + "/.mortar/cache/spec-repos"))
        held.release()
        let run = box.run(["migrate"])
        #expect(box.shown(run.out) == Self.mapped)
        #expect(run.code == .success)
    }

    /// `clean` takes the same lock: while a migrate holds it, clean waits, and removes nothing.
    @Test func cleanWaitsForAMigrate() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        #expect(box.run(["migrate"]).code == .success)
        let held = try WorkspaceLock.acquire(checkouts: box.project + "/Modules", purpose: "mortar migrate", wait: 0)
        defer { held.release() }
        let clean = box.run(["clean"], environment: ["MORTAR_LOCK_WAIT": "0"])
        #expect(box.shown(clean.err) == """
            Modules: error[workspace-locked]: another mortar (pid \(getpid()), mortar migrate) is working in this checkouts folder (lock ROOT/project/.Modules.mortar-lock, waited 0 s)
              help: wait for it to finish and run again

            """)
        #expect(clean.code == .failure)
        #expect(FileManager.default.fileExists(atPath: box.project + "/.mortar/cache/pods"))
    }

    /// Two migrates at once: both report the pod mapped (the second waits, then reads the
    /// spec repository the first cloned).
    @Test func twoMigratesAtOnceBothMapEveryPod() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let run = box.run(["migrate"])
            results.set(index, "\(run.code) \(run.err)\(box.shown(run.out))")
        }
        #expect(results.all == ["success " + Self.mapped, "success " + Self.mapped])
    }

    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var values = ["", ""]
        func set(_ index: Int, _ value: String) { lock.withLock { values[index] = value } }
        var all: [String] { lock.withLock { values } }
    }
}
