import Foundation
import MortarCore
import MortarFormats
import MortarWorkspace
import Testing

/// Fetch's lock policy, driven without the CLI: `--only` never writes a first lock, and
/// `--locked` refuses a missing lock as unusable input.
@Suite struct FetchLockPolicyTests {
    @Test func onlyWithoutALockAndLockedWithoutALock() throws {
        let folder = NSTemporaryDirectory() + "mortar-lockpolicy-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = "{ \"name\": \"App\", \"modules\": [{ \"name\": \"Core\", \"git\": \"https://example.com/Core.git\", \"tag\": \"1.0.0\" }] }\n"
        try text.write(toFile: folder + "/mortar.json", atomically: true, encoding: .utf8)
        let manifest = try MortarJSONReader.read(text, file: "mortar.json")
        let policy = FetchLockPolicy(fileSystem: LocalFileSystem(), currentDirectory: folder)
        let report = FetchReport(results: [])

        var only = FetchOptions()
        only.only = ["Core"]
        #expect(policy.writeLock(report, manifest: manifest, manifestPath: "mortar.json", lockPath: "mortar.lock", options: only)
            == .notWritten("--only fetched part of the modules and there is no mortar.lock yet; run 'mortar fetch' without --only to write it"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/mortar.lock"))

        guard case let .failure(refusal) = policy.lockToFollow("mortar.lock", manifest: manifest, manifestPath: "mortar.json") else {
            Issue.record("a missing lock was followed")
            return
        }
        #expect(refusal.isUsageError)
        #expect(refusal.diagnostic.text() == "mortar.lock: error[invalid-manifest]: no lock file to follow\n  help: run 'mortar fetch' without --locked to write it\n")
    }
}
