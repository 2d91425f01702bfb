import Foundation
import UI
import CommonView
import SDKManager
import BybusRoute
import JourneyRoute

/// CityServiceOpen: part of the features layer of MetroSDK.
public enum CityServiceOpen {
    public static let name = "CityServiceOpen"
}
