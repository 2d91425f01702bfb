import UIKit
import UI
/* import Network: a comment is not an import */
import Core
import Analytics

let banner = """
import Network
"""

/// A screen that logs, tracks, and uses the shared theme.
public final class FeatureScreen: ThemedView {
    let theme = Theme.shared
    let tracker = Tracker()

    public func show() {
        makeLogger().info("show")
        tracker.screen("feature")
    }
}
