import Foundation
import Core
import UI

/// CommonView: part of the common layer of MetroSDK.
public enum CommonView {
    public static let name = "CommonView"
}
