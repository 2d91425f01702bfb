// What SDKManager uses of the modules it depends on: one public declaration of each.
import Core
import Network
import UserManager
import WXApi

extension SDKManager {
    /// The modules SDKManager builds on, by their public names.
    public static let dependencies: [String] = [
        Core.name,
        Network.name,
        UserManager.name,
        WXApi.name,
    ]
}
