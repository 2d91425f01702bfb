import Foundation
import Core
import Masonry

/// UI: part of the foundation layer of MetroSDK.
public enum UI {
    public static let name = "UI"
}
