// What PayTypeRoute uses of the modules it depends on: one public declaration of each.
import Router

extension PayTypeRoute {
    /// The modules PayTypeRoute builds on, by their public names.
    public static let dependencies: [String] = [
        Router.name,
    ]
}
