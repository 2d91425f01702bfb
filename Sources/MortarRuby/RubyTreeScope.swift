/// The local variables of one scope of `RubyTreeParser` (a file, a `def`, a block, a lambda),
/// as interned name ids in the order declared, each with its slot in the scope's `RubyFrame`
/// (issue 27, `REWRITE.md`, step 2). A scope holds a few names, found by comparing integers;
/// past `indexedPast` a dictionary finds them too, so a scope of many locals stays linear to parse.
package struct RubyTreeScope: Sendable {
    package static let indexedPast = 8

    package private(set) var ids: [Int32] = []
    /// The slot of each of `ids`.
    package private(set) var slots: [Int32] = []
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

    package func contains(_ id: Int32) -> Bool { slot(of: id) != nil }

    /// The slot of local `id` in this scope, or nil.
    package func slot(of id: Int32) -> Int32? {
        if let index { return index[id] }
        var i = 0
        while i < ids.count {
            if ids[i] == id { return slots[i] }
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
        ids.append(id)
        slots.append(slot)
        if index != nil {
            index?[id] = slot
        } else if ids.count > RubyTreeScope.indexedPast {
            index = Dictionary(uniqueKeysWithValues: zip(ids, slots))
        }
        return slot
    }

    /// After an interpolation: `inner` is this scope as the interpolation left it. What it
    /// declared stays hidden (not a local here) but keeps its slot, so slots never collide.
    package mutating func absorb(_ inner: RubyTreeScope) {
        var i = ids.count
        while i < inner.ids.count {
            if !hidden.contains(where: { $0.id == inner.ids[i] }) { hidden.append((inner.ids[i], inner.slots[i])) }
            i += 1
        }
        for h in inner.hidden where !hidden.contains(where: { $0.id == h.id }) { hidden.append(h) }
        slotCount = inner.slotCount
    }
}
