// What Router uses of the modules it depends on: one public declaration of each.
import Core

extension Router {
    /// The modules Router builds on, by their public names.
    public static let dependencies: [String] = [
        Core.name,
    ]
}
