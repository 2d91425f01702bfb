/// Local variables of one method body or block (blocks see their parent's), by slot: the parser
/// gives each local of a scope a slot and each `.local` node its slot and how many block scopes
/// up it lives (`RubyTreeParser.resolve`), so nothing is found by name. A slot is "unset" until
/// first assigned (it reads as nil, and is never marked shared), as a name not yet defined was.
package final class RubyFrame {
    /// A local's value and state: 0 unset; 1 set; 2 set and its array, hash or string may also
    /// be held elsewhere (assigned from another name, passed as an argument, stored in a
    /// container): changing one in place would change what Mortar cannot follow.
    struct Slot {
        var value: RubyValue
        var state: UInt8
    }

    /// Values and states in one allocation, `count` slots all initialized (an unset slot is
    /// `.nilValue` with state 0, as a slot past the end reads). Made at its size when the
    /// parser's slot count is known, else grown on the first set of a slot past the end. Raw
    /// memory, not a `ContiguousArray`: `ContiguousArray(repeating:count:)` looked its storage
    /// type's metadata up at run time on every frame made (≈500 instructions a block call).
    @exclusivity(unchecked) private var slots: UnsafeMutablePointer<Slot>?
    @exclusivity(unchecked) private var count = 0
    package let parent: RubyFrame?
    /// How many block frames up the method's (or file's) frame is: a `.local` node's `flags`
    /// says which frame of the chain holds it, for code analysed but not run (`makeUnknown`).
    package let depth: Int32

    package init(parent: RubyFrame?) {
        self.parent = parent
        depth = parent.map { $0.depth + 1 } ?? 0
    }

    /// A frame of `slotCount` unset slots made at once (the count the parser gives its scope:
    /// `RubyTree.Kind.list`), so no set grows it; -1 (not known) grows it as `init(parent:)` does.
    package init(parent: RubyFrame?, slotCount: Int32) {
        self.parent = parent
        depth = parent.map { $0.depth + 1 } ?? 0
        if slotCount > 0 {
            let memory = UnsafeMutablePointer<Slot>.allocate(capacity: Int(slotCount))
            memory.initialize(repeating: Slot(value: .nilValue, state: 0), count: Int(slotCount))
            slots = memory
            count = Int(slotCount)
        }
    }

    deinit {
        guard let slots else { return }
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// Room for slot `i`: the slots grown to `i + 1` at least (room for the few locals a block
    /// or method usually has: grown once, not per slot), the new ones unset.
    private func grow(toInclude i: Int) {
        let newCount = max(4, i + 1, count * 2)
        let memory = UnsafeMutablePointer<Slot>.allocate(capacity: newCount)
        if let slots {
            memory.moveInitialize(from: slots, count: count)
            slots.deallocate()
        }
        (memory + count).initialize(repeating: Slot(value: .nilValue, state: 0), count: newCount - count)
        slots = memory
        count = newCount
    }

    /// The frame `up` block scopes above this one (nil past the chain: never for a tree's own
    /// nodes).
    @inline(__always)
    private func frame(_ up: Int32) -> RubyFrame? {
        var frame: RubyFrame? = self
        var up = up
        while up > 0 {
            frame = frame?.parent
            up -= 1
        }
        return frame
    }

    /// The local's value (nil unset). A local of this frame (most reads) is read with no walk,
    /// inlined where the evaluator reads a `.local`.
    @inline(__always)
    package func value(_ slot: Int32, up: Int32) -> RubyValue {
        if up == 0 {
            return slot >= 0 && Int(slot) < count ? slots.unsafelyUnwrapped[Int(slot)].value : .nilValue
        }
        guard let f = frame(up), slot >= 0, Int(slot) < f.count else { return .nilValue }
        return f.slots.unsafelyUnwrapped[Int(slot)].value
    }

    /// The id of the host object the local holds (`.object`: the `s` of `s.name = …`), nil when
    /// it holds anything else or is unset. Read in place: the value is not copied out and
    /// destroyed again, as `value(_:up:)` does for a caller that only asks whether it is one.
    @inline(__always)
    package func object(_ slot: Int32, up: Int32) -> Int? {
        if up == 0 {
            // This frame's (most receivers): `self` itself, not a reference to it taken and released.
            guard slot >= 0, Int(slot) < count, case let .object(id) = slots.unsafelyUnwrapped[Int(slot)].value else { return nil }
            return id
        }
        guard let f = frame(up), slot >= 0, Int(slot) < f.count, case let .object(id) = f.slots.unsafelyUnwrapped[Int(slot)].value else { return nil }
        return id
    }

    /// The value is the slot's (`consuming`): moved in, not copied. A local of this frame (a
    /// block's parameter, most assignments) is set on `self` itself: `frame(up)` takes a strong
    /// reference to the frame it answers, `self` included (a retain and a release per set).
    package func set(_ slot: Int32, up: Int32, _ value: consuming RubyValue) {
        guard slot >= 0 else { return }
        if up == 0 {
            store(Int(slot), value)
        } else if let f = frame(up) {
            f.store(Int(slot), value)
        }
    }

    /// `set` of slot `i` of this frame.
    @inline(__always)
    private func store(_ i: Int, _ value: consuming RubyValue) {
        if i >= count { grow(toInclude: i) }
        let memory = slots.unsafelyUnwrapped
        memory[i].value = consume value
        if memory[i].state == 0 { memory[i].state = 1 }
    }

    /// Marks (or clears) the local as possibly shared, if it is set; one of this frame on `self`
    /// itself, as `set` does.
    package func setShared(_ slot: Int32, up: Int32, _ isShared: Bool) {
        guard slot >= 0 else { return }
        if up == 0 {
            markShared(Int(slot), isShared)
        } else if let f = frame(up) {
            f.markShared(Int(slot), isShared)
        }
    }

    /// `setShared` of slot `i` of this frame.
    @inline(__always)
    private func markShared(_ i: Int, _ isShared: Bool) {
        guard i < count, slots.unsafelyUnwrapped[i].state != 0 else { return }
        slots.unsafelyUnwrapped[i].state = isShared ? 2 : 1
    }

    package func isShared(_ slot: Int32, up: Int32) -> Bool {
        guard let f = frame(up), slot >= 0, Int(slot) < f.count else { return false }
        return f.slots.unsafelyUnwrapped[Int(slot)].state == 2
    }
}
