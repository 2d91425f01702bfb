/// The open `#if` blocks while scanning a file, read twice: for any build (flags unknown: what
/// any configuration may compile) and for this one (flags as the manifest defines them).
struct ConditionStacks {
    /// A condition's truth for any build and for this one.
    typealias Truths = (any: ConditionEvaluator.Truth, this: ConditionEvaluator.Truth)

    /// `#ifdef` and its kin: unknown for every build.
    static let unknown: Truths = (.unknown, .unknown)

    private var anyBuild = ConditionStack()
    private var thisBuild = ConditionStack()

    /// True when some configuration may compile the code at the current point.
    var isActive: Bool { anyBuild.isActive }

    /// True when this configuration compiles the code at the current point.
    var isActiveHere: Bool { thisBuild.isActive }

    mutating func push(_ truths: Truths) {
        anyBuild.push(truths.any)
        thisBuild.push(truths.this)
    }

    mutating func elseIf(_ truths: Truths) {
        anyBuild.elseIf(truths.any)
        thisBuild.elseIf(truths.this)
    }

    mutating func `else`() {
        anyBuild.else()
        thisBuild.else()
    }

    mutating func pop() {
        anyBuild.pop()
        thisBuild.pop()
    }
}
