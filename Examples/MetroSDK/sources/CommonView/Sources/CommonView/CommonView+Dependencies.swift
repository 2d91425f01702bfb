// What CommonView uses of the modules it depends on: one public declaration of each.
import Core
import UI

extension CommonView {
    /// The modules CommonView builds on, by their public names.
    public static let dependencies: [String] = [
        Core.name,
        UI.name,
    ]
}
