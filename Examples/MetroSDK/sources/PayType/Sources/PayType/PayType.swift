import Foundation
import UI
import Network
import UserManager
import PayTypeRoute
import WXApi

/// PayType: part of the features layer of MetroSDK.
public enum PayType {
    public static let name = "PayType"
}
