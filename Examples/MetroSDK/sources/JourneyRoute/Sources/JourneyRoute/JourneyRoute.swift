import Foundation
import Router

/// JourneyRoute: part of the routes layer of MetroSDK.
public enum JourneyRoute {
    public static let name = "JourneyRoute"
}
