import MortarCore

/// What converting one podspec module reads: its component (with the build description), the
/// files of its folder, the platform whose consumer selects files, and the folder as shown in
/// locations of source files (`checkouts/Name`).
public struct PodspecConversionInput: Sendable {
    public var module: String
    public var component: Component
    public var pathList: PodPathList
    /// The platform whose attributes apply (`ios`); a spec that does not support it uses its
    /// first supported platform by name.
    public var platform: String
    /// The module's folder as locations show it (`checkouts/Name`).
    public var displayFolder: String
    /// The app's other platforms (CocoaPods' names, `osx`): a spec that selects other source
    /// files on one of them gets a finding, as SwiftPM has no per-platform sources.
    public var otherPlatforms: [String]
    /// The subspecs the app asks for (mortar.json's `subspecs` of the module, `Video`,
    /// `Sub/Leaf`). What they bring, with `wholePod`, sets the settings CocoaPods builds every
    /// file of the pod with (`selectedSpecs`).
    public var subspecs: [String]
    /// Whether the app also asks for the pod as a whole, its default subspecs: when it names no
    /// subspec, or when a Podfile has `pod 'Texture'` beside `pod 'Texture/Yoga'`.
    public var wholePod: Bool

    public init(module: String, component: Component, pathList: PodPathList, platform: String = "ios", displayFolder: String, otherPlatforms: [String] = [],
                subspecs: [String] = [], wholePod: Bool? = nil) {
        self.module = module
        self.component = component
        self.pathList = pathList
        self.platform = platform
        self.displayFolder = displayFolder
        self.otherPlatforms = otherPlatforms
        self.subspecs = subspecs
        self.wholePod = wholePod ?? subspecs.isEmpty
    }
}
