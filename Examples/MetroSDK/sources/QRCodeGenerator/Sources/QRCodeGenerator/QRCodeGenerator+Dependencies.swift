// What QRCodeGenerator uses of the modules it depends on: one public declaration of each.
import Core
import UI

extension QRCodeGenerator {
    /// The modules QRCodeGenerator builds on, by their public names.
    public static let dependencies: [String] = [
        Core.name,
        UI.name,
    ]
}
