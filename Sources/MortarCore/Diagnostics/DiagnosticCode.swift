/// The stable code of every finding: what `--format json`, SARIF rule ids and the reference's
/// ChecksAndDiagnostics.md use. Never rename one.
public enum DiagnosticCode: String, Hashable, Sendable, CaseIterable, Codable, Comparable {
    case unknownDependency = "unknown-dependency"
    case unpinnedDependency = "unpinned-dependency"
    case componentRequirement = "component-requirement"
    case versionConflict = "version-conflict"
    case cycle
    case layerViolation = "layer-violation"
    case duplicateModule = "duplicate-module"
    case unusedPin = "unused-pin"
    case missingManifest = "missing-manifest"
    case invalidManifest = "invalid-manifest"
    case undeclaredImport = "undeclared-import"
    case implicitImport = "implicit-import"
    case unusedDependency = "unused-dependency"
    case notSwiftPM = "not-swiftpm"
    case unknownPinURL = "unknown-pin-url"
    case notCocoaPods = "not-cocoapods"
    case moduleKind = "module-kind"
    case swiftPMConversion = "swiftpm-conversion"
    case unmappedPod = "unmapped-pod"
    case lockedPin = "locked-pin"
    case stalePodfileLock = "stale-podfile-lock"
    case packageIdentityClash = "package-identity-clash"
    case linkedTwice = "linked-twice"
    case splitDependency = "split-dependency"
    case packageName = "package-name"
    case pinnedByRevision = "pinned-by-revision"
    case packagePinsDisagree = "package-pins-disagree"

    /// One line on what the rule checks (SARIF `shortDescription`).
    public var summary: String {
        switch self {
        case .unknownDependency: return "a dependency that is neither a module nor a pin"
        case .unpinnedDependency: return "a third-party dependency with no exact pin in the integrator manifest"
        case .componentRequirement: return "a component manifest pins or constrains a version"
        case .versionConflict: return "a pin outside a requirement, or requirements no version satisfies together"
        case .cycle: return "a dependency cycle between modules"
        case .layerViolation: return "an edge from a lower layer up, or between modules of an isolated layer"
        case .duplicateModule: return "a module listed twice"
        case .unusedPin: return "a pin nothing depends on"
        case .missingManifest: return "a module with no component manifest"
        case .invalidManifest: return "a component manifest that cannot be read"
        case .undeclaredImport: return "a source file imports a module its manifest does not declare"
        case .implicitImport: return "a source file imports a module reachable only transitively"
        case .unusedDependency: return "a declared dependency no source file imports"
        case .notSwiftPM: return "a module with no SwiftPM product, left out of the generated Package.swift"
        case .unknownPinURL: return "a pin with no known package URL for the generated Package.swift"
        case .notCocoaPods: return "a module with no podspec, left out of the generated Podfile"
        case .swiftPMConversion: return "a podspec build attribute SwiftPM cannot express as written, converted with a loss or left out"
        case .unmappedPod: return "a pod a podspec module or the Podfile uses that no module or package product stands for"
        case .lockedPin: return "pins Podfile.lock gives where the Podfile gives a range or nothing, or a pod it does not name"
        case .stalePodfileLock: return "a Podfile.lock that no longer matches the Podfile"
        case .packageIdentityClash: return "two pods from different repositories whose URLs give one SwiftPM package identity"
        case .linkedTwice: return "a pod, or an unmarked module, that reaches the app through both CocoaPods and SwiftPM: linked twice"
        case .packagePinsDisagree: return "pods of one repository pinned at different versions or commits, where one package has one"
        case .pinnedByRevision: return "a pin the generated Package.swift takes at the commit its pin records, its version's tag being no version SwiftPM can pin exactly"
        case .packageName: return "what a Podfile app's generated package is named after, when its mortar.json does not name it"
        case .splitDependency: return "a module depends on a module marked for the other integration, which its generated manifest leaves out"
        case .moduleKind: return "module kinds broken: not exactly one main module, a module not built on a basic module, or a feature module others depend on"
        }
    }

    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }
}
