import Foundation
import Core

/// Router: part of the foundation layer of MetroSDK.
public enum Router {
    public static let name = "Router"
}
