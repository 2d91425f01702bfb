import MortarRuby

/// The working storage of one podspec read (`RubyPodspecReader.read`), taken from
/// `PodspecReadScratchPool` for the read and given back after it, emptied: a pass over many
/// files grows each list once and frees none of them. Only lists whose elements do not outlive
/// the read are kept; everything a read returns (the component, an error) is made apart.
///
/// A class, so that taking and giving it back moves one reference (a struct of its lists was
/// copied and destroyed through its value witnesses on the way, every list retained and
/// released). `@unchecked Sendable`: one read holds it at a time — the pool hands it out and
/// takes it back under its lock, and the read that took it keeps it to itself until it gives
/// it back — so its lists are never reached from two threads at once.
final class PodspecReadScratch: @unchecked Sendable {
    /// The podspec host's lists.
    @exclusivity(unchecked) var host = PodspecHostStorage()
    /// The parser's arenas (reclaimed by `RubyEvaluator.takeScratch()`: nothing to empty here).
    @exclusivity(unchecked) var ruby = RubyReadScratch()

    init() {}

    /// The storage emptied in place for the next read (`PodspecHostStorage.empty()`).
    func empty() {
        host.empty()
    }
}
