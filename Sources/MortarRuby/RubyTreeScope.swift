/// The local variables of one scope of `RubyTreeParser` (a file, a `def`, a block, a lambda),
/// as interned name ids in the order declared, each with its slot in the scope's `RubyFrame`
/// (issue 27, `REWRITE.md`, step 2). A scope holds a few names, found by comparing integers;
/// past `indexedPast` a dictionary finds them too, so a scope of many locals stays linear to parse.
///
/// The first `inlineCount` locals are stored in the scope itself, the rest in arrays: a block's
/// scope (one or two parameters, ≈1,000 blocks a pass over the 40 real podspecs) allocates and
/// frees nothing.
package struct RubyTreeScope: Sendable {
    package static let indexedPast = 8
    /// Locals kept inline before `moreIDs` is used.
    static let inlineCount = 4

    /// How many locals the scope declares.
    package private(set) var count = 0
    /// The first `inlineCount` ids and their slots (`count` of them are set).
    private var firstIDs: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    private var firstSlots: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    /// The ids past the first `inlineCount`, and their slots.
    private var moreIDs: [Int32] = []
    private var moreSlots: [Int32] = []
    /// How many slots the scope's frame has (what interpolations declared included).
    package private(set) var slotCount: Int32 = 0
    /// Names an interpolation declared in this scope (not locals here: `#{x = 1}` keeps `x`
    /// inside), with the slot they were given: declared again, a name keeps it, as the frame
    /// holding names did.
    private var hidden: [(id: Int32, slot: Int32)] = []
    private var index: [Int32: Int32]?
    /// A `def` (or the file): the scopes outside it are hidden.
    package let isDefinition: Bool

    package init(isDefinition: Bool) {
        self.isDefinition = isDefinition
    }

    /// The ids of the locals in the order declared.
    package var ids: [Int32] { (0..<count).map { id(at: $0) } }

    /// The id of the `i`-th local declared.
    package func id(at i: Int) -> Int32 {
        switch i {
        case 0: return firstIDs.0
        case 1: return firstIDs.1
        case 2: return firstIDs.2
        case 3: return firstIDs.3
        default: return moreIDs[i - RubyTreeScope.inlineCount]
        }
    }

    /// The slot of the `i`-th local declared.
    package func slot(at i: Int) -> Int32 {
        switch i {
        case 0: return firstSlots.0
        case 1: return firstSlots.1
        case 2: return firstSlots.2
        case 3: return firstSlots.3
        default: return moreSlots[i - RubyTreeScope.inlineCount]
        }
    }

    package func contains(_ id: Int32) -> Bool { slot(of: id) != nil }

    /// The slot of local `id` in this scope, or nil.
    @inline(__always)
    package func slot(of id: Int32) -> Int32? {
        if count == 0 { return nil }
        if firstIDs.0 == id { return firstSlots.0 }
        if count == 1 { return nil }
        if firstIDs.1 == id { return firstSlots.1 }
        return slotPastSecond(of: id)
    }

    /// `slot(of:)` among the locals past the second.
    private func slotPastSecond(of id: Int32) -> Int32? {
        if let index { return index[id] }
        if count > 2, firstIDs.2 == id { return firstSlots.2 }
        if count > 3, firstIDs.3 == id { return firstSlots.3 }
        var i = 0
        while i < moreIDs.count {
            if moreIDs[i] == id { return moreSlots[i] }
            i += 1
        }
        return nil
    }

    /// Declares `id` (if new) and returns its slot.
    @discardableResult
    package mutating func insert(_ id: Int32) -> Int32 {
        if let known = slot(of: id) { return known }
        var slot = slotCount
        if let h = hidden.firstIndex(where: { $0.id == id }) {
            slot = hidden[h].slot
        } else {
            slotCount += 1
        }
        switch count {
        case 0: firstIDs.0 = id; firstSlots.0 = slot
        case 1: firstIDs.1 = id; firstSlots.1 = slot
        case 2: firstIDs.2 = id; firstSlots.2 = slot
        case 3: firstIDs.3 = id; firstSlots.3 = slot
        default:
            moreIDs.append(id)
            moreSlots.append(slot)
        }
        count += 1
        if index != nil {
            index?[id] = slot
        } else if count > RubyTreeScope.indexedPast {
            index = Dictionary(uniqueKeysWithValues: (0..<count).map { (self.id(at: $0), self.slot(at: $0)) })
        }
        return slot
    }

    /// After an interpolation: `inner` is this scope as the interpolation left it. What it
    /// declared stays hidden (not a local here) but keeps its slot, so slots never collide.
    package mutating func absorb(_ inner: RubyTreeScope) {
        var i = count
        while i < inner.count {
            let id = inner.id(at: i)
            if !hidden.contains(where: { $0.id == id }) { hidden.append((id, inner.slot(at: i))) }
            i += 1
        }
        for h in inner.hidden where !hidden.contains(where: { $0.id == h.id }) { hidden.append(h) }
        slotCount = inner.slotCount
    }
}
