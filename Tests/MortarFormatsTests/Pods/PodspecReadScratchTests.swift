import MortarCore
import MortarRuby
import Testing
@testable import MortarFormats

/// The podspec reader's working storage kept between reads (`PodspecReadScratch`,
/// `PodspecReadScratchPool`): the answers are those of a read with lists of its own, the lists
/// keep their room, a list past `PodspecHostStorage.maxKept` is dropped, storage still held
/// elsewhere is never changed, and the pool keeps at most its limit.
@Suite struct PodspecReadScratchTests {
    /// Reads one after another through the shared pool (the second and third on the storage the
    /// first grew, the failing one in between leaving its records behind) answer as a host of
    /// its own does.
    @Test func readsOnKeptStorageAnswerAsReadsOnTheirOwn() throws {
        let many = PodspecHostRecordsTests.podspec
        let few = "Pod::Spec.new do |s|\n  s.name = 'Few'\n  s.version = '2.0'\n  s.dependency 'Kit/A', '~> 1.0'\nend\n"
        let failing = "Pod::Spec.new do |s|\n  s.name = 'Bad'\n  s.subspec 'X'\n  s.version = ENV['V']\nend\n"
        let first = try RubyPodspecReader.read(many, file: "Kit.podspec")
        #expect(throws: RubyError.self) { try RubyPodspecReader.read(failing, file: "Bad.podspec") }
        let small = try RubyPodspecReader.read(few, file: "Few.podspec")
        let again = try RubyPodspecReader.read(many, file: "Kit.podspec")
        #expect(again == first)
        #expect(small.name == "Few")
        #expect(small.version == "2.0")
        #expect(small.subspecs.isEmpty)
        #expect(small.dependencies.map(\.name) == ["Kit/A"])
        #expect(first.subspecs == ["Kit/A", "Kit/A/Deep", "Kit/B", "Kit/C"])
    }

    /// A host made on kept storage records into it, and gives its lists back with what it recorded.
    @Test func aHostRecordsIntoTheStorageItIsGivenAndGivesItBack() {
        var storage = PodspecHostStorage()
        storage.objects.reserveCapacity(100)
        let room = storage.objects.capacity
        let host = PodspecHost(file: "Kit.podspec", storage: consume storage)
        _ = host.newObject(.spec(0))
        _ = host.newObject(.platform(spec: 0, name: "ios"))
        var taken = host.takeStorage()
        #expect(host.objects.isEmpty)
        #expect(taken.objects.count == 2)
        #expect(taken.objects.capacity == room)
        taken.empty()
        #expect(taken.objects.isEmpty)
        #expect(taken.objects.capacity == room)
        #expect(taken.specs.capacity >= 8)
        #expect(taken.attributeEntries.capacity >= 32)
    }

    /// A list grown past `maxKept` elements by one large file is dropped, not kept for the next
    /// read; one at the bound is kept.
    @Test func aListPastTheBoundIsDropped() {
        var storage = PodspecHostStorage()
        storage.objects = Array(repeating: .spec(1), count: PodspecHostStorage.maxKept + 1)
        storage.targets.reserveCapacity(PodspecHostStorage.maxKept / 2)
        let kept = storage.targets.capacity
        #expect(kept <= PodspecHostStorage.maxKept)
        storage.empty()
        #expect(storage.objects.isEmpty)
        #expect(storage.objects.capacity == 0)
        #expect(storage.targets.isEmpty)
        #expect(storage.targets.capacity == kept)
    }

    /// Storage something else still holds is not changed by emptying it: the list is copied
    /// on write, as any array.
    @Test func storageHeldElsewhereIsNotReused() {
        var storage = PodspecHostStorage()
        storage.objects = [.spec(3), .spec(4)]
        let held = storage.objects
        storage.empty()
        #expect(storage.objects.isEmpty)
        #expect(held.count == 2)
        if case .spec(4) = held[1] {} else { Issue.record("the list held elsewhere changed: \(held)") }
    }

    /// The pool hands back what it was given, emptied with its room, and keeps at most `limit`
    /// scratches.
    @Test func thePoolKeepsAtMostItsLimit() {
        let pool = PodspecReadScratchPool(limit: 2)
        #expect(pool.keptCount == 0)
        let grown = pool.take()
        grown.host.objects.reserveCapacity(200)
        grown.host.objects.append(.spec(7))
        let room = grown.host.objects.capacity
        pool.give(grown)
        #expect(pool.keptCount == 1)
        let again = pool.take()
        #expect(again === grown)
        #expect(pool.keptCount == 0)
        #expect(again.host.objects.isEmpty)
        #expect(again.host.objects.capacity == room)
        pool.give(again)
        pool.give(PodspecReadScratch())
        pool.give(PodspecReadScratch())
        #expect(pool.keptCount == 2)
    }
}
