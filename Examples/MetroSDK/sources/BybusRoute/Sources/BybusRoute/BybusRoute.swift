import Foundation
import Router

/// BybusRoute: part of the routes layer of MetroSDK.
public enum BybusRoute {
    public static let name = "BybusRoute"
}
