/// The object classes (`isa`) Mortar knows: what each refers to, so an edit that removes an
/// object can remove every reference to it. An object of another class that points at something
/// an edit removes makes the edit refuse, rather than leave a dangling reference.
public enum XcodeObjectKind {
    /// Every known class, with the fields that hold references to other objects.
    public static let referenceFields: [String: Set<String>] = [
        "PBXProject": ["mainGroup", "productRefGroup", "buildConfigurationList", "targets", "packageReferences", "projectReferences", "attributes"],
        "PBXGroup": ["children"],
        "PBXVariantGroup": ["children"],
        "XCVersionGroup": ["children", "currentVersion"],
        "PBXFileSystemSynchronizedRootGroup": ["exceptions"],
        "PBXFileSystemSynchronizedBuildFileExceptionSet": ["target"],
        "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet": ["buildPhase"],
        "PBXFileReference": [],
        "PBXReferenceProxy": ["remoteRef"],
        "PBXBuildFile": ["fileRef", "productRef"],
        "PBXBuildRule": [],
        "PBXNativeTarget": ["buildConfigurationList", "buildPhases", "buildRules", "dependencies", "productReference", "packageProductDependencies", "fileSystemSynchronizedGroups"],
        "PBXAggregateTarget": ["buildConfigurationList", "buildPhases", "dependencies"],
        "PBXLegacyTarget": ["buildConfigurationList", "buildPhases", "dependencies"],
        "PBXSourcesBuildPhase": ["files"],
        "PBXFrameworksBuildPhase": ["files"],
        "PBXResourcesBuildPhase": ["files"],
        "PBXCopyFilesBuildPhase": ["files"],
        "PBXShellScriptBuildPhase": ["files"],
        "PBXHeadersBuildPhase": ["files"],
        "PBXRezBuildPhase": ["files"],
        "PBXAppleScriptBuildPhase": ["files"],
        "XCBuildConfiguration": ["baseConfigurationReference", "baseConfigurationReferenceAnchor"],
        "XCConfigurationList": ["buildConfigurations"],
        "PBXTargetDependency": ["target", "targetProxy", "productRef"],
        "PBXContainerItemProxy": ["containerPortal"],
        "XCRemoteSwiftPackageReference": [],
        "XCLocalSwiftPackageReference": [],
        "XCSwiftPackageProductDependency": ["package"],
    ]

    /// Whether Mortar knows the class `isa`.
    public static func isKnown(_ isa: String) -> Bool { referenceFields[isa] != nil }

    /// The group classes whose `children` hold file references and groups.
    public static let groupKinds: Set<String> = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"]
}
