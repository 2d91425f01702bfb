/// The podspec host's lists (`PodspecHost.specs`, `objects`, `attributeEntries`, `targets`,
/// `scopes`), kept from one read to the next by `PodspecReadScratch`: every file needs the same
/// few lists, and made and freed per file they cost the first reserves (blocks past glibc's
/// thread cache), the spec list grown again in every file of many subspecs, and the blocks
/// freed with the host: kept, a pass over the 40 real podspecs reads in 0.09 M instructions
/// fewer (9.206 → 9.116 M).
///
/// Only the lists' storage is kept: `empty()` removes every element (what the host's deinit
/// did), keeping a list's capacity unless it is past `maxKept` elements — one file of thousands
/// of specs or attributes does not keep its memory for the rest of the process. A list still
/// shared with something else when emptied is copied on write, as any array: no storage in use
/// elsewhere is ever reused.
struct PodspecHostStorage: Sendable {
    var specs: [PodspecHost.Spec] = []
    var objects: [PodspecHost.Object] = []
    var attributeEntries: [PodspecHostAttributes.Entry] = []
    var targets: [PodspecHost.Spec.Target] = []
    var scopes: [PodspecHost.Spec.Scope] = []

    /// The most elements a list may hold room for and be kept: far past what a real podspec
    /// records (tens of specs, a few hundred attributes), so only an outsized file's lists are
    /// dropped.
    static let maxKept = 1_024

    init() {}

    /// The lists emptied in place, their storage kept unless past `maxKept` elements (in place:
    /// a `consuming` method called on a stored property works on a copy, whose lists are then
    /// shared and made again by `removeAll(keepingCapacity:)`).
    mutating func empty() {
        PodspecHostStorage.empty(&specs)
        PodspecHostStorage.empty(&objects)
        PodspecHostStorage.empty(&attributeEntries)
        PodspecHostStorage.empty(&targets)
        PodspecHostStorage.empty(&scopes)
    }

    /// `list` emptied, its storage kept unless past `maxKept` elements.
    static func empty<Element>(_ list: inout [Element]) {
        if list.capacity > maxKept {
            list = []
        } else {
            list.removeAll(keepingCapacity: true)
        }
    }
}
