/// An `XCConfigurationList`: a target's or the project's build configurations.
public struct XcodeConfigurationList: Hashable, Sendable {
    public let id: String
    public let buildConfigurationIDs: [String]
    public let defaultConfigurationName: String?

    /// Nil when `object` is not a configuration list.
    public init?(_ object: PBXObject) {
        guard object.isa == "XCConfigurationList" else { return nil }
        id = object.id
        buildConfigurationIDs = object.ids("buildConfigurations")
        defaultConfigurationName = object.string("defaultConfigurationName")
    }
}
