import MortarCore

/// What a platform's `#if` conditions are when a file is compiled for it: Swift's `os(…)`,
/// `targetEnvironment(macCatalyst)` and `canImport` of the UI frameworks, and the C family's
/// `TARGET_OS_…` macros of `<TargetConditionals.h>`. A CocoaPods platform is every way it is
/// built (`ios` is also Mac Catalyst), and a condition holds there only if it holds in each.
/// What is not known (the simulator, a module other than AppKit, UIKit and WatchKit) stays
/// unknown, so a condition that depends on it is never taken as false. Pure.
struct PlatformConditions {
    /// Swift's `os(…)` name (`iOS`).
    let os: String
    let isCatalyst: Bool
    /// The `TARGET_OS_…` macros that are 1; the others of `macros` are 0.
    let trueMacros: Set<String>
    /// `TARGET_OS_…` macros whose value is not known for this build (`TARGET_OS_IOS` on visionOS).
    let unknownMacros: Set<String>
    /// Frameworks `canImport` finds, and those it does not.
    let imports: Set<String>
    let absent: Set<String>
    /// A C-family file without `<TargetConditionals.h>` where the compiler predefines no
    /// `TARGET_OS_…`: every macro is undefined, so 0.
    var macrosUndefined = false

    /// The macros read as platform facts; any other identifier is a flag of the build, unknown.
    static let macros: Set<String> = [
        "TARGET_OS_MAC", "TARGET_OS_OSX", "TARGET_OS_IPHONE", "TARGET_OS_IOS", "TARGET_OS_TV", "TARGET_OS_WATCH",
        "TARGET_OS_VISION", "TARGET_OS_MACCATALYST", "TARGET_OS_UIKITFORMAC", "TARGET_OS_LINUX", "TARGET_OS_WINDOWS", "TARGET_OS_DRIVERKIT",
    ]
    static let frameworks: Set<String> = ["AppKit", "UIKit", "WatchKit"]

    /// The builds of the CocoaPods platform `podName` (`ios`: the device and Mac Catalyst); none
    /// for a platform whose conditions are not known.
    static func builds(of podName: String) -> [PlatformConditions] {
        // Swift's `os(…)` names are SwiftPM's platform names (`PodPlatform`, the one table).
        guard let os = PodPlatform.pod(podName)?.swiftPMName else { return [] }
        let iphone: Set<String> = ["TARGET_OS_MAC", "TARGET_OS_IPHONE"]
        switch os {
        case "iOS":
            return [
                PlatformConditions(os: os, isCatalyst: false, trueMacros: iphone.union(["TARGET_OS_IOS"]), unknownMacros: [],
                                   imports: ["UIKit"], absent: ["AppKit"]),
                PlatformConditions(os: os, isCatalyst: true, trueMacros: iphone.union(["TARGET_OS_IOS", "TARGET_OS_MACCATALYST", "TARGET_OS_UIKITFORMAC"]),
                                   unknownMacros: [], imports: ["UIKit", "AppKit"], absent: []),
            ]
        case "macOS":
            return [PlatformConditions(os: os, isCatalyst: false, trueMacros: ["TARGET_OS_MAC", "TARGET_OS_OSX"], unknownMacros: [],
                                       imports: ["AppKit"], absent: ["UIKit", "WatchKit"])]
        case "tvOS":
            return [PlatformConditions(os: os, isCatalyst: false, trueMacros: iphone.union(["TARGET_OS_TV"]), unknownMacros: [],
                                       imports: ["UIKit"], absent: ["AppKit"])]
        case "watchOS":
            return [PlatformConditions(os: os, isCatalyst: false, trueMacros: iphone.union(["TARGET_OS_WATCH"]), unknownMacros: [],
                                       imports: ["UIKit", "WatchKit"], absent: ["AppKit"])]
        case "visionOS":
            return [PlatformConditions(os: os, isCatalyst: false, trueMacros: iphone.union(["TARGET_OS_VISION"]), unknownMacros: ["TARGET_OS_IOS"],
                                       imports: ["UIKit"], absent: ["AppKit"])]
        default:
            return []
        }
    }

    /// The evaluator of `#if` conditions in a file of `language` built here.
    func evaluator(_ language: SourceLanguage) -> ConditionEvaluator {
        ConditionEvaluator(platformFacts: { name, argument in
            switch (language, name, argument) {
            case (.swift, "os", let argument?):
                return (argument == "OSX" ? "macOS" : argument) == os ? .yes : .no
            case (.swift, "targetEnvironment", "macCatalyst"):
                return isCatalyst ? .yes : .no
            case (.cFamily, "defined", let argument?) where PlatformConditions.macros.contains(argument):
                return macrosUndefined ? .no : .unknown
            case (.cFamily, let macro, nil) where PlatformConditions.macros.contains(macro):
                if macrosUndefined || !unknownMacros.contains(macro) { return !macrosUndefined && trueMacros.contains(macro) ? .yes : .no }
                return .unknown
            default:
                return nil
            }
        }, canImport: { module in
            language == .swift && imports.contains(module) ? .yes : language == .swift && absent.contains(module) ? .no : .unknown
        })
    }
}
