// What WXApi uses of the modules it depends on: one public declaration of each.
import Core

extension WXApi {
    /// The modules WXApi builds on, by their public names.
    public static let dependencies: [String] = [
        Core.name,
    ]
}
