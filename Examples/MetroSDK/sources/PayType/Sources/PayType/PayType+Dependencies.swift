// What PayType uses of the modules it depends on: one public declaration of each.
import UI
import Network
import UserManager
import PayTypeRoute
import WXApi

extension PayType {
    /// The modules PayType builds on, by their public names.
    public static let dependencies: [String] = [
        UI.name,
        Network.name,
        UserManager.name,
        PayTypeRoute.name,
        WXApi.name,
    ]
}
