// What Bybus uses of the modules it depends on: one public declaration of each.
import UI
import CommonView
import SDKManager
import UserManager
import BybusRoute
import JourneyRoute
import PayTypeRoute

extension Bybus {
    /// The modules Bybus builds on, by their public names.
    public static let dependencies: [String] = [
        UI.name,
        CommonView.name,
        SDKManager.name,
        UserManager.name,
        BybusRoute.name,
        JourneyRoute.name,
        PayTypeRoute.name,
    ]
}
