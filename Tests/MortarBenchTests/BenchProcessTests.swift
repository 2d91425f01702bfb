import Foundation
import MortarWorkspace
import Testing
@testable import mortar_bench

/// The harness's child processes must exit 0; otherwise the error names the command, where it
/// ran and what it printed.
@Suite struct BenchProcessTests {
    @Test func aGitStepThatFailsSaysWhichAndWhere() throws {
        let folder = NSTemporaryDirectory() + "mortar-bench-process-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            try GitRepositoryMaker(runner: ProcessRunner()).git(["tag", "1.0.0"], in: folder)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == """
                cannot prepare the benchmark input: 'git -c init.defaultBranch=main -c commit.gpgsign=false -c tag.gpgsign=false tag 1.0.0' \
                in '\(folder)' failed: fatal: not a git repository (or any of the parent directories): .git

                """)
        }
    }
}
