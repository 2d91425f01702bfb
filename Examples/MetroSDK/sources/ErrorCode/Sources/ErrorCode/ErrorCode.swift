import Foundation
import Core

/// ErrorCode: part of the common layer of MetroSDK.
public enum ErrorCode {
    public static let name = "ErrorCode"
}
