/// Local variables of one method body or block (blocks see their parent's), by slot: the parser
/// gives each local of a scope a slot and each `.local` node its slot and how many block scopes
/// up it lives (`RubyTreeParser.resolve`), so nothing is found by name. A slot is "unset" until
/// first assigned (it reads as nil, and is never marked shared), as a name not yet defined was.
package final class RubyFrame {
    @exclusivity(unchecked) package private(set) var values: [RubyValue] = []
    /// Per slot: 0 unset; 1 set; 2 set and its array, hash or string may also be held elsewhere
    /// (assigned from another name, passed as an argument, stored in a container): changing one
    /// in place would change what Mortar cannot follow.
    @exclusivity(unchecked) private var states: [UInt8] = []
    package let parent: RubyFrame?
    /// How many block frames up the method's (or file's) frame is: a `.local` node's `flags`
    /// says which frame of the chain holds it, for code analysed but not run (`makeUnknown`).
    package let depth: Int32

    package init(parent: RubyFrame?) {
        self.parent = parent
        depth = parent.map { $0.depth + 1 } ?? 0
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

    package func value(_ slot: Int32, up: Int32) -> RubyValue {
        guard let f = frame(up), slot >= 0, Int(slot) < f.values.count else { return .nilValue }
        return f.values[Int(slot)]
    }

    package func set(_ slot: Int32, up: Int32, _ value: RubyValue) {
        guard let f = frame(up), slot >= 0 else { return }
        let i = Int(slot)
        if i >= f.values.count {
            f.values.append(contentsOf: repeatElement(.nilValue, count: i + 1 - f.values.count))
            f.states.append(contentsOf: repeatElement(0, count: i + 1 - f.states.count))
        }
        f.values[i] = value
        if f.states[i] == 0 { f.states[i] = 1 }
    }

    /// Marks (or clears) the local as possibly shared, if it is set.
    package func setShared(_ slot: Int32, up: Int32, _ isShared: Bool) {
        guard let f = frame(up), slot >= 0, Int(slot) < f.states.count, f.states[Int(slot)] != 0 else { return }
        f.states[Int(slot)] = isShared ? 2 : 1
    }

    package func isShared(_ slot: Int32, up: Int32) -> Bool {
        guard let f = frame(up), slot >= 0, Int(slot) < f.states.count else { return false }
        return f.states[Int(slot)] == 2
    }
}
