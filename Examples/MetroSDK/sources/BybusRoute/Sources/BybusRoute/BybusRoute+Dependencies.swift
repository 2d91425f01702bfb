// What BybusRoute uses of the modules it depends on: one public declaration of each.
import Router

extension BybusRoute {
    /// The modules BybusRoute builds on, by their public names.
    public static let dependencies: [String] = [
        Router.name,
    ]
}
