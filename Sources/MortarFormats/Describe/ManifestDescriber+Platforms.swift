import MortarCore

extension ManifestDescriber {
    /// The platforms a component's manifest names, in name order, each with its deployment
    /// target or nil where none is written (`s.platform = :ios`, `"platforms": {"ios": null}`):
    /// the pod still supports only that platform, as `pod ipc spec` says with `"ios": null`.
    /// `Component.platforms` keeps deployment targets only, so a podspec's build description,
    /// where the component kept it (as `describe` reads), answers (`declaredPlatforms`).
    static func platforms(of component: Component) -> [(name: String, version: String?)] {
        if let declared = component.buildSpec?.declaredPlatforms, !declared.isEmpty {
            return declared.keys.sorted().map { (name: $0, version: declared[$0].flatMap { $0.isEmpty ? nil : $0 }) }
        }
        return component.platforms.keys.sorted().map { (name: $0, version: component.platforms[$0]) }
    }
}
