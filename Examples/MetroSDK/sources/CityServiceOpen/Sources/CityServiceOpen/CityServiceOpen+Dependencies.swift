// What CityServiceOpen uses of the modules it depends on: one public declaration of each.
import UI
import CommonView
import SDKManager
import BybusRoute
import JourneyRoute

extension CityServiceOpen {
    /// The modules CityServiceOpen builds on, by their public names.
    public static let dependencies: [String] = [
        UI.name,
        CommonView.name,
        SDKManager.name,
        BybusRoute.name,
        JourneyRoute.name,
    ]
}
