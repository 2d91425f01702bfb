/// What `removeCocoaPodsIntegration` removed (or, on a copy, would remove), in the order it
/// removed it: what a dry run prints.
public struct CocoaPodsRemoval: Hashable, Sendable {
    public enum Item: Hashable, Sendable {
        /// A CocoaPods shell script phase (`[CP] Check Pods Manifest.lock`, `[CP-User] …`) of a target.
        case buildPhase(target: String, name: String)
        /// A Pods library (`libPods-App.a`, `Pods_App.framework`) linked in a target's Frameworks phase.
        case linkedLibrary(target: String, name: String)
        /// A Pods xcconfig a configuration was based on (`target` nil: the project's own configuration).
        case baseConfiguration(target: String?, configuration: String, file: String)
        /// A file reference (a Pods xcconfig or library) removed from the project's groups.
        case fileReference(path: String)
        /// An empty `Pods` or `Frameworks` group.
        case group(name: String)
    }

    public var items: [Item]

    public init(items: [Item] = []) {
        self.items = items
    }

    public var isEmpty: Bool { items.isEmpty }

    /// One line per item, for people: `remove build phase '[CP] Check Pods Manifest.lock' from target 'App'`.
    public var lines: [String] { items.map(Self.line) }

    static func line(_ item: Item) -> String {
        switch item {
        case .buildPhase(let target, let name): return "remove build phase '\(name)' from target '\(target)'"
        case .linkedLibrary(let target, let name): return "unlink '\(name)' from target '\(target)'"
        case .baseConfiguration(let target?, let configuration, let file):
            return "drop base configuration '\(file)' from configuration '\(configuration)' of target '\(target)'"
        case .baseConfiguration(nil, let configuration, let file):
            return "drop base configuration '\(file)' from the project's configuration '\(configuration)'"
        case .fileReference(let path): return "remove file reference '\(path)'"
        case .group(let name): return "remove empty group '\(name)'"
        }
    }
}
