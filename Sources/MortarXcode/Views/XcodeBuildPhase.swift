/// A build phase, typed: its kind, name, build files and (for a shell script) its script.
public struct XcodeBuildPhase: XcodeKindedObjectView {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case sources = "PBXSourcesBuildPhase", frameworks = "PBXFrameworksBuildPhase", resources = "PBXResourcesBuildPhase"
        case copyFiles = "PBXCopyFilesBuildPhase", shellScript = "PBXShellScriptBuildPhase", headers = "PBXHeadersBuildPhase"
        case rez = "PBXRezBuildPhase", appleScript = "PBXAppleScriptBuildPhase"
    }

    public let object: PBXObject
    public init(unchecked object: PBXObject) { self.object = object }

    /// The `name` written, if any (`[CP] Check Pods Manifest.lock`); Xcode shows the kind otherwise.
    public var name: String? { object.string("name") }
    public var fileIDs: [String] { object.ids("files") }
    public var shellScript: String? { object.string("shellScript") }
    public var inputPaths: [String] { object.ids("inputPaths") }
    public var outputPaths: [String] { object.ids("outputPaths") }
    /// A copy-files phase's destination (`dstSubfolderSpec`: 10 is Frameworks, 13 PlugIns, …) and path.
    public var dstSubfolderSpec: String? { object.string("dstSubfolderSpec") }
    public var dstPath: String? { object.string("dstPath") }
}
