/// How a module reaches the app while a team moves it from CocoaPods to SwiftPM (`"integration"`
/// in `mortar.json`): only through the generated `Package.swift`, or only through the generated
/// `Podfile`. A module that does not say is in both, as when no module says.
public enum ModuleIntegration: String, Hashable, Sendable, CaseIterable {
    case swiftpm
    case cocoapods
}
