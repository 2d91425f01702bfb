import Foundation
import Core
import UI

/// QRCodeGenerator: part of the common layer of MetroSDK.
public enum QRCodeGenerator {
    public static let name = "QRCodeGenerator"
}
