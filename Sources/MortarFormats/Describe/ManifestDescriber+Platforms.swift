import MortarCore

extension ManifestDescriber {
    /// The platforms a component's manifest names, in name order, each with its deployment target or
    /// nil where none is written (`s.platform = :ios`, `"platforms": {"ios": null}`): the pod
    /// still supports only that platform, as `pod ipc spec` says with `"ios": null`.
    /// `Component.platforms` keeps deployment targets only, so a podspec's own `platforms`
    /// attribute is read where the component kept its build description (as `describe` does).
    static func platforms(of component: Component) -> [(name: String, version: String?)] {
        if let root = component.buildSpec, let written = PodspecAttribute.platforms.value(in: root.attributes) {
            let pairs = written.value.entries.pairs  // sorted by name, as a map's pairs are
            if !pairs.isEmpty {
                return pairs.map { (name: $0.key, version: Component.deploymentTarget($0.value)) }
            }
        }
        return component.platforms.keys.sorted().map { (name: $0, version: component.platforms[$0]) }
    }
}
