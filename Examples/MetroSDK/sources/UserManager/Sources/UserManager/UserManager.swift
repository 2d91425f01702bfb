import Foundation
import Core
import Network
import ErrorCode
import RSA

/// UserManager: part of the common layer of MetroSDK.
public enum UserManager {
    public static let name = "UserManager"
}
