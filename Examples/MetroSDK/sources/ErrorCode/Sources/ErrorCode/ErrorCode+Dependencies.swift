// What ErrorCode uses of the modules it depends on: one public declaration of each.
import Core

extension ErrorCode {
    /// The modules ErrorCode builds on, by their public names.
    public static let dependencies: [String] = [
        Core.name,
    ]
}
