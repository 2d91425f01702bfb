/// Local variables of one method body or block (blocks see their parent's).
///
/// A frame holds a few variables (a podspec's block: `s`, maybe two more): they are kept in the
/// order first set and found by comparing names, not by hashing them. A name written again is
/// the lexer's same `String` (`RubyLexer.keepName`), equal at its first word. Past
/// `indexedFrom` variables a dictionary indexes them too, so a frame of thousands stays linear.
package final class RubyFrame {
    @exclusivity(unchecked) package private(set) var names: [String] = []
    @exclusivity(unchecked) package private(set) var values: [RubyValue] = []
    /// Whether each variable's array, hash or string may also be held elsewhere (assigned from
    /// another name, passed as an argument, stored in a container): changing one in place
    /// would change what Mortar cannot follow.
    @exclusivity(unchecked) private var sharedFlags: [Bool] = []
    @exclusivity(unchecked) private var index: [String: Int]?
    package let parent: RubyFrame?

    static let indexedFrom = 8

    package init(parent: RubyFrame?) {
        self.parent = parent
    }

    /// The slot of `name` in this frame (not its parents).
    @inline(__always)
    func slot(_ name: String) -> Int? {
        if let index { return index[name] }
        var i = 0
        while i < names.count {
            if names[i] == name { return i }
            i += 1
        }
        return nil
    }

    /// Whether this frame (not its parents) holds `name`.
    package func holds(_ name: String) -> Bool { slot(name) != nil }

    /// Sets `name` in this frame (not its parents), adding it if new.
    package func define(_ name: String, _ value: RubyValue) {
        if let i = slot(name) {
            values[i] = value
            return
        }
        names.append(name)
        values.append(value)
        sharedFlags.append(false)
        if index != nil {
            index?[name] = names.count - 1
        } else if names.count > RubyFrame.indexedFrom {
            index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        }
    }

    /// Marks (or clears) `name` as possibly shared in this frame, if it holds it.
    package func setOwnShared(_ name: String, _ isShared: Bool) {
        if let i = slot(name) { sharedFlags[i] = isShared }
    }

    /// The frame of this chain (this one, then its parents) that holds `name`, and its slot there.
    @inline(__always)
    private func holder(of name: String) -> (frame: RubyFrame, slot: Int)? {
        var frame: RubyFrame? = self
        while let f = frame {
            if let i = f.slot(name) { return (f, i) }
            frame = f.parent
        }
        return nil
    }

    package func lookup(_ name: String) -> RubyValue? {
        holder(of: name).map { $0.frame.values[$0.slot] }
    }

    /// Marks (or clears) `name` as possibly shared, in the frame that holds it.
    package func setShared(_ name: String, _ isShared: Bool) {
        if let (frame, slot) = holder(of: name) { frame.sharedFlags[slot] = isShared }
    }

    package func isShared(_ name: String) -> Bool {
        holder(of: name).map { $0.frame.sharedFlags[$0.slot] } ?? false
    }

    package func assign(_ name: String, _ value: RubyValue) {
        if let (frame, slot) = holder(of: name) {
            frame.values[slot] = value
        } else {
            define(name, value)
        }
    }
}
