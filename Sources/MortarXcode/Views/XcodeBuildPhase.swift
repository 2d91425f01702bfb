/// A build phase, typed: its kind, name, build files and (for a shell script) its script.
public struct XcodeBuildPhase: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case sources = "PBXSourcesBuildPhase", frameworks = "PBXFrameworksBuildPhase", resources = "PBXResourcesBuildPhase"
        case copyFiles = "PBXCopyFilesBuildPhase", shellScript = "PBXShellScriptBuildPhase", headers = "PBXHeadersBuildPhase"
        case rez = "PBXRezBuildPhase", appleScript = "PBXAppleScriptBuildPhase"
    }

    public let id: String
    public let kind: Kind
    /// The `name` written, if any (`[CP] Check Pods Manifest.lock`); Xcode shows the kind otherwise.
    public let name: String?
    public let fileIDs: [String]
    public let shellScript: String?
    public let inputPaths: [String]
    public let outputPaths: [String]
    /// A copy-files phase's destination (`dstSubfolderSpec`: 10 is Frameworks, 13 PlugIns, …) and path.
    public let dstSubfolderSpec: String?
    public let dstPath: String?

    /// Nil when `object` is not a build phase.
    public init?(_ object: PBXObject) {
        guard let kind = Kind(rawValue: object.isa) else { return nil }
        id = object.id
        self.kind = kind
        name = object.string("name")
        fileIDs = object.ids("files")
        shellScript = object.string("shellScript")
        inputPaths = object.ids("inputPaths")
        outputPaths = object.ids("outputPaths")
        dstSubfolderSpec = object.string("dstSubfolderSpec")
        dstPath = object.string("dstPath")
    }
}
