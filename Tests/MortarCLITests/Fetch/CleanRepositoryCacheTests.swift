import Foundation
import MortarCLI
import Testing
import MortarTestSupport

/// `clean --repository-cache`'s refusals print as every other error does: `error[CODE]:` and
/// a help line (they printed `error: …; set …`, the only two errors of Mortar without a code).
@Suite struct CleanRepositoryCacheTests {
    @Test func noCacheToRemoveIsAUsageErrorWithItsHelp() throws {
        let apps = try RepositoryCacheTests.Apps()
        defer { apps.sandbox.cleanUp() }
        let app = try apps.app("App", [])

        let clean = apps.run(["clean", "--repository-cache"], in: app, cache: "off")

        #expect(clean.err == "error[usage]: no repository cache to remove: MORTAR_REPOSITORY_CACHE is off or no home folder is known\n  help: set MORTAR_REPOSITORY_CACHE to the cache's folder\n")
        #expect(clean.out == "")
        #expect(clean.code == .usage)
    }
}
