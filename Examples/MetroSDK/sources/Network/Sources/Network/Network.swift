import Foundation
import Core
import AFNetworking

/// Network: part of the foundation layer of MetroSDK.
public enum Network {
    public static let name = "Network"
}
