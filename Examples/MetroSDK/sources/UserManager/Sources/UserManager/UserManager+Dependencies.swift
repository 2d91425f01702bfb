// What UserManager uses of the modules it depends on: one public declaration of each.
import Core
import Network
import ErrorCode
import RSA

extension UserManager {
    /// The modules UserManager builds on, by their public names.
    public static let dependencies: [String] = [
        Core.name,
        Network.name,
        ErrorCode.name,
        RSA.name,
    ]
}
