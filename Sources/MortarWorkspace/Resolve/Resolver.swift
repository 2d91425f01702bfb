import MortarCore

/// Chooses versions for the app's third-party packages: PubGrub, as in Dart's pub and SwiftPM.
///
/// Incompatibilities (sets of terms that must not all hold) come from the app's requirements,
/// the pins it keeps and each package version's dependencies. Unit propagation derives what
/// they force; decisions take the package with the fewest remaining versions at its highest
/// remaining version; a conflict is resolved into a learned incompatibility and a backjump to
/// the decision level where it first applies. When the root itself becomes incompatible there
/// is no solution, and the derivation is turned into a `ResolutionFailure` a person can read.
///
/// Guarantee (besides "every requirement holds"): no package of the solution can be raised
/// alone to a higher available version without breaking a requirement. Each decision takes
/// the highest version not excluded by incompatibilities whose other terms already hold, and
/// those terms still hold in the final solution, so any higher version would violate one.
public enum Resolver {
    /// Resolves `request` against the versions and dependencies `provider` reports.
    /// - Throws: `ResolverError.unsatisfiable` with an explanation, or the provider's error.
    /// - Complexity: each decision costs one pass over the packages; each propagation visits the
    ///   incompatibilities of the changed packages. Learned incompatibilities keep backtracking
    ///   from repeating the same conflict.
    public static func resolve(_ request: ResolutionRequest, provider: some ResolverProvider) throws(ResolverError) -> Resolution {
        var solver = PubGrubSolver(request: request, provider: provider)
        return try solver.solve()
    }
}
