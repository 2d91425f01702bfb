import UIKit
import Core

/// The colours every screen uses.
public struct Theme {
    public static let shared = Theme()
    let logger = Logger()
}

open class ThemedView: UIView {}
