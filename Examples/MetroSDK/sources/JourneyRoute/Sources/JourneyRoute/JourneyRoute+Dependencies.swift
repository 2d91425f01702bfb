// What JourneyRoute uses of the modules it depends on: one public declaration of each.
import Router

extension JourneyRoute {
    /// The modules JourneyRoute builds on, by their public names.
    public static let dependencies: [String] = [
        Router.name,
    ]
}
