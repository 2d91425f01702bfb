// What UI uses of the modules it depends on: one public declaration of each.
import Core

extension UI {
    /// The modules UI builds on, by their public names.
    public static let dependencies: [String] = [
        Core.name,
    ]
}
