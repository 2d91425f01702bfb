import Alamofire
import Foundation

/// The old checkout's network calls, through Alamofire (CocoaPods links it for this module only).
@objc public final class LGNetwork: NSObject {
    @objc public func submit(orderID: String) {
        AF.request("https://example.com/orders/\(orderID)", method: .post).response { _ in }
    }
}
