/// A problem the synthetic workspace generator can plant on request, each giving known findings.
public enum SyntheticFault: String, Hashable, Sendable, CaseIterable, Comparable {
    /// The first two modules of the common layer depend on each other: one `cycle`.
    case cycle
    /// Two feature modules require the first pin at `= 1.1` and `= 1.2`: one `version-conflict`
    /// (plus one `component-requirement` per requirement under the default policy).
    case conflict
    /// An extra foundation module `BaseUpward` depends on the first feature module: one
    /// `layer-violation`.
    case upwardEdge = "upward-edge"

    public static func < (lhs: SyntheticFault, rhs: SyntheticFault) -> Bool { lhs.rawValue < rhs.rawValue }
}
