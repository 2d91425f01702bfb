import Foundation
import Core

/// WXApi: part of the foundation layer of MetroSDK.
public enum WXApi {
    public static let name = "WXApi"
}
