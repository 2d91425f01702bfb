/// The open `#if` blocks while scanning a file: whether the current branch can be compiled.
///
/// A branch is active when its parent is, its condition is not proven false, and no earlier
/// branch of the same block was proven true. Unbalanced `#endif`s are ignored.
struct ConditionStack {
    private struct Frame {
        var parentActive: Bool
        /// An earlier branch was proven true: every later one is dead.
        var taken: Bool
        var active: Bool
    }

    private var frames: [Frame] = []

    /// True when the code at the current point may be compiled.
    var isActive: Bool { frames.last?.active ?? true }

    mutating func push(_ condition: ConditionEvaluator.Truth) {
        let parent = isActive
        frames.append(Frame(parentActive: parent, taken: condition == .yes, active: parent && condition != .no))
    }

    mutating func elseIf(_ condition: ConditionEvaluator.Truth) {
        guard var frame = frames.popLast() else { return }
        frame.active = frame.parentActive && !frame.taken && condition != .no
        if condition == .yes { frame.taken = true }
        frames.append(frame)
    }

    mutating func `else`() {
        guard var frame = frames.popLast() else { return }
        frame.active = frame.parentActive && !frame.taken
        frame.taken = true
        frames.append(frame)
    }

    mutating func pop() {
        _ = frames.popLast()
    }
}
