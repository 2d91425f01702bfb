// What RSA uses of the modules it depends on: one public declaration of each.
import Core

extension RSA {
    /// The modules RSA builds on, by their public names.
    public static let dependencies: [String] = [
        Core.name,
    ]
}
