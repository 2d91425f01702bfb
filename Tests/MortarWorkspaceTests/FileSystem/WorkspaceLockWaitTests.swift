import Foundation
import MortarCore
@testable import MortarWorkspace
import MortarTestSupport
import Testing

/// `WorkspaceLock.acquire` waits for a held lock only through the clock it is given
/// (`FileSysteming.sleep`): a test records the pauses and waits for none of them.
@Suite struct WorkspaceLockWaitTests {
    /// A held lock and a wait of 0.25 s: tries every 0.1 s, the last pause what is left (0.05 s),
    /// then the failure names the holder and the wait.
    @Test func aHeldLockIsWaitedForThroughTheClock() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let checkouts = fixture.project + "/Modules"
        let held = try WorkspaceLock.acquire(checkouts: checkouts, purpose: "mortar fetch", wait: 0)
        defer { held.release() }
        let clock = FetchSleepSeamTests.SteppedClock(now: 1_000)
        let error = #expect(throws: WorkspaceLock.Failure.self) {
            try WorkspaceLock.acquire(checkouts: checkouts, purpose: "mortar clean", wait: 0.25, clock: clock)
        }
        #expect(clock.sleeps.map { ($0 * 1000).rounded() } == [100, 100, 50])
        #expect(error?.description == "another mortar (pid \(getpid()), mortar fetch) is working in this checkouts folder (lock \(fixture.project)/.Modules.mortar-lock, waited 0.25 s); wait for it to finish and run again")
    }

    /// A free lock is taken at once; no wait at all when none is asked.
    @Test func aFreeLockOrNoWaitPausesNever() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let checkouts = fixture.project + "/Modules"
        let clock = FetchSleepSeamTests.SteppedClock(now: 1_000)
        let lock = try WorkspaceLock.acquire(checkouts: checkouts, purpose: "mortar fetch", wait: 5, clock: clock)
        defer { lock.release() }
        #expect(throws: WorkspaceLock.Failure.self) { try WorkspaceLock.acquire(checkouts: checkouts, purpose: "mortar fetch", wait: 0, clock: clock) }
        #expect(clock.sleeps == [])
    }
}
