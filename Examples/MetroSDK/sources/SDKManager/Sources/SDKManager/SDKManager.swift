import Foundation
import Core
import Network
import UserManager
import WXApi

/// SDKManager: part of the common layer of MetroSDK.
public enum SDKManager {
    public static let name = "SDKManager"
}
