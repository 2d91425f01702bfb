import Foundation
import UI
import CommonView
import UserManager
import JourneyRoute
import QRCodeGenerator

/// Journey: part of the features layer of MetroSDK.
public enum Journey {
    public static let name = "Journey"
}
