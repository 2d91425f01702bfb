/// An xcconfig key conditioned on the SDK (`SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=xros*]`), as
/// a podspec's `pod_target_xcconfig` writes one: which platform it stands for, and whether for
/// its devices, its simulators or both. SwiftPM conditions a setting by platform
/// (`.when(platforms: [.visionOS])`), not by device or simulator, so a platform's setting is
/// taken only when the key is set alike for both (RevenueCat sets `VISION_OS` for `xros*` and
/// `xrsimulator*`). Pure.
enum XcconfigSDKCondition {
    /// Which builds of a platform an SDK pattern names.
    enum Builds: Hashable, Sendable { case devices, simulators, both }

    /// `KEY[sdk=PATTERN]` → (`KEY`, `PATTERN`); nil for a key with no condition or another
    /// one (`[config=Debug]`, `[arch=arm64]`, several).
    static func split(_ key: String) -> (base: String, sdk: String)? {
        guard key.hasSuffix("]"), let open = key.firstIndex(of: "["), key[open...].hasPrefix("[sdk=") else { return nil }
        let sdk = key[key.index(open, offsetBy: 5)..<key.index(before: key.endIndex)]
        guard !sdk.isEmpty, !sdk.contains("["), !sdk.contains("]") else { return nil }
        return (String(key[..<open]), String(sdk))
    }

    /// The platform (CocoaPods' name) and builds an SDK pattern names (`iphonesimulator*` → ios,
    /// simulators; `macosx*` → osx, both); nil for a pattern it does not know (`*`, `iphone*`).
    static func platform(ofSDK pattern: String) -> (platform: String, builds: Builds)? {
        let sdks: [String: (String, Builds)] = [
            "iphoneos": ("ios", .devices), "iphonesimulator": ("ios", .simulators),
            "macosx": ("osx", .both),
            "appletvos": ("tvos", .devices), "appletvsimulator": ("tvos", .simulators),
            "watchos": ("watchos", .devices), "watchsimulator": ("watchos", .simulators),
            "xros": ("visionos", .devices), "xrsimulator": ("visionos", .simulators),
        ]
        var name = pattern
        if name.hasSuffix("*") { name.removeLast() }
        // A version may follow the SDK's name (`iphoneos17.0`): the name is its letters.
        while let last = name.last, last.isNumber || last == "." { name.removeLast() }
        return sdks[name]
    }
}
