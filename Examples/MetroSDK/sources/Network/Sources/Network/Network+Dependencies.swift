// What Network uses of the modules it depends on: one public declaration of each.
import Core

extension Network {
    /// The modules Network builds on, by their public names.
    public static let dependencies: [String] = [
        Core.name,
    ]
}
