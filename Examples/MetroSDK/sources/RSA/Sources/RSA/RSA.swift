import Foundation
import Core
import GMObjC

/// RSA: part of the foundation layer of MetroSDK.
public enum RSA {
    public static let name = "RSA"
}
