// What Journey uses of the modules it depends on: one public declaration of each.
import UI
import CommonView
import UserManager
import JourneyRoute
import QRCodeGenerator

extension Journey {
    /// The modules Journey builds on, by their public names.
    public static let dependencies: [String] = [
        UI.name,
        CommonView.name,
        UserManager.name,
        JourneyRoute.name,
        QRCodeGenerator.name,
    ]
}
