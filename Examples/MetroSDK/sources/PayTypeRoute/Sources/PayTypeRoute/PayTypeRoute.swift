import Foundation
import Router

/// PayTypeRoute: part of the routes layer of MetroSDK.
public enum PayTypeRoute {
    public static let name = "PayTypeRoute"
}
