/// A growable run of plain values — a tree's nodes or children, the parser's list stacks — that
/// the parser appends to with no uniqueness check (issue 27). A `ContiguousArray` inside the
/// parser checked that its buffer was unique on every append (≈0.15 M instructions a pass over
/// the 40 real podspecs, with the outlined reserve and append calls ≈0.3 M); a class is shared
/// by reference, so an append is a capacity test and a store.
///
/// Owned by one `RubyTreeParser` while it builds, then by the `RubyTree` it returns, which
/// only reads it: nothing appends to or changes a tree once parsed (the evaluator's walk and
/// the tests read nodes by index), so sharing the storage between copies of a tree is not seen.
/// A `RubyReadScratch` keeps an arena for the next parse only once nothing else holds it.
/// The memory is freed by `deinit` whatever way the parse ends (a thrown error drops the parser
/// and its arenas with it), and every read is bounds-checked.
package final class RubyTreeArena<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    package typealias Index = Int
    package typealias Indices = Range<Int>

    /// nil until the first element (an empty tree, the evaluator's before `run()`, allocates nothing).
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<Element>?
    @exclusivity(unchecked) package private(set) var count = 0
    @exclusivity(unchecked) private var capacity = 0
    /// An empty arena shared by every empty tree (`RubyTree()`): appending to it traps.
    private let isShared: Bool

    /// Room for `capacity` elements, allocated now (none for 0).
    package init(capacity: Int = 0) {
        isShared = false
        precondition(capacity <= Int(Int32.max), "more than \(Int32.max) elements in a tree arena")
        if capacity > 0 {
            base = .allocate(capacity: capacity)
            self.capacity = capacity
        }
    }

    /// The empty arena every empty tree shares (an evaluator's before `run()`: two objects
    /// made and freed per file otherwise).
    init(sharedEmpty: ()) {
        isShared = true
    }

    deinit { base?.deallocate() }

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    @inline(__always)
    package subscript(position: Int) -> Element {
        get {
            precondition(UInt(bitPattern: position) < UInt(bitPattern: count), "index out of range")
            return base.unsafelyUnwrapped[position]
        }
        set {
            precondition(UInt(bitPattern: position) < UInt(bitPattern: count), "index out of range")
            base.unsafelyUnwrapped[position] = newValue
        }
    }

    /// Appends `element`; its index.
    @inline(__always) @discardableResult
    package func append(_ element: Element) -> Int {
        if count == capacity { grow(toHold: count + 1) }
        (base.unsafelyUnwrapped + count).initialize(to: element)
        count &+= 1  // at most `Int32.max` (`grow`)
        return count &- 1
    }

    /// Appends `other[from...]` (a list gathered on a stack) in one copy.
    @inline(__always)
    package func append(contentsOf other: RubyTreeArena<Element>, from start: Int) {
        precondition(start >= 0 && start <= other.count, "index out of range")
        let moved = other.count - start
        guard moved > 0 else { return }
        if count + moved > capacity { grow(toHold: count + moved) }
        (base.unsafelyUnwrapped + count).initialize(from: other.base.unsafelyUnwrapped + start, count: moved)
        count += moved
    }

    /// Appends `elements`.
    package func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    /// The room allocated, in elements.
    package var reservedCapacity: Int { capacity }

    /// Room for `needed` elements at least (an arena kept by `RubyReadScratch` for the next tree).
    @inline(__always)
    package func reserve(_ needed: Int) {
        if needed > capacity { grow(toHold: needed) }
    }

    /// Room for `needed` elements, the arena emptied, and the storage's start: for a block its
    /// holder writes whole and reads through the pointer (the lexer's text, kept by
    /// `RubyReadScratch`), its elements not counted. Valid until the arena next grows or is freed.
    @inline(__always)
    package func storage(for needed: Int) -> UnsafeMutablePointer<Element> {
        count = 0
        reserve(Swift.max(needed, 1))
        return base.unsafelyUnwrapped
    }

    /// Drops the elements from `index` on (a stack popped back to a list's base).
    @inline(__always)
    package func removeAll(from index: Int) {
        precondition(index >= 0 && index <= count, "index out of range")
        count = index
    }

    /// Twice the room, or what `needed` asks if more: the one place the storage moves.
    @inline(never)
    private func grow(toHold needed: Int) {
        precondition(!isShared, "the shared empty arena of RubyTree() is appended to: build a tree with RubyTree(reservingNodes:children:)")
        // At most `Int32.max` elements: the tree's indices are `Int32`s, converted untested.
        precondition(needed <= Int(Int32.max), "more than \(Int32.max) elements in a tree arena")
        let newCapacity = Swift.min(Swift.max(needed, capacity * 2, 16), Int(Int32.max))
        let storage = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        if let base {
            storage.initialize(from: base, count: count)
            base.deallocate()
        }
        base = storage
        capacity = newCapacity
    }
}
