import Testing
@testable import MortarCore

@Suite struct ResolverBenchmarkTests {
    @Test func timesEachSeedWithTheGivenClock() throws {
        final class Ticks: @unchecked Sendable { var now = 0.0 }
        let ticks = Ticks()
        // Every reading advances the clock by 0.25 s: each solve "takes" 0.25 s.
        let samples = try ResolverBenchmark.run(packages: 30, versionsPerPackage: 5, rootRequirements: 5, seeds: 1...3) {
            ticks.now += 0.25
            return ticks.now
        }
        #expect(samples.map(\.seed) == [1, 2, 3])
        #expect(samples.allSatisfy { $0.seconds == 0.25 && $0.packagesChosen > 0 })
        let chosen = samples.map(\.packagesChosen)
        #expect(ResolverBenchmark.summary(samples)
            == "resolve 30 packages × 5 versions, 3 seeds: median 0.250 s, slowest 0.250 s (\(chosen.min()!)–\(chosen.max()!) packages chosen)")
    }
}
