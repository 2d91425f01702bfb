/// The working storage of one podspec read (`RubyPodspecReader.read`), taken from
/// `PodspecReadScratchPool` for the read and given back after it, emptied: a pass over many
/// files grows each list once and frees none of them. Only lists whose elements do not outlive
/// the read are kept; everything a read returns (the component, an error) is made apart.
struct PodspecReadScratch: Sendable {
    /// The podspec host's lists.
    var host = PodspecHostStorage()

    init() {}

    /// The storage emptied in place for the next read (`PodspecHostStorage.empty()`).
    mutating func empty() {
        host.empty()
    }
}
