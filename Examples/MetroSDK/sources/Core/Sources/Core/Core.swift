import Foundation

/// Core: part of the foundation layer of MetroSDK.
public enum Core {
    public static let name = "Core"
}
