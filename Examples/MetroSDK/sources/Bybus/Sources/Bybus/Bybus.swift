import Foundation
import UI
import CommonView
import SDKManager
import UserManager
import BybusRoute
import JourneyRoute
import PayTypeRoute

/// Bybus: part of the features layer of MetroSDK.
public enum Bybus {
    public static let name = "Bybus"
}
