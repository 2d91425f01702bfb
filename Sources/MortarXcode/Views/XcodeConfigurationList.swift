/// An `XCConfigurationList`: a target's or the project's build configurations.
public struct XcodeConfigurationList: XcodeObjectView {
    public static let isas: Set<String> = ["XCConfigurationList"]
    public let object: PBXObject
    public init(unchecked object: PBXObject) { self.object = object }

    public var buildConfigurationIDs: [String] { object.ids("buildConfigurations") }
    public var defaultConfigurationName: String? { object.string("defaultConfigurationName") }
}
