import MortarCore

/// One `Name (requirement)` of a `Podfile.lock`: a pod under PODS (`Moya/Core (11.0.0)`, the
/// requirement being its locked version), one of its dependencies (`RxSwift (~> 4.0)`), or an
/// entry of DEPENDENCIES (`Keys (from \`Pods/CocoaPodsKeys\`)`).
public struct PodfileLockEntry: Hashable, Sendable {
    /// As written, possibly a subspec (`Moya/Core`).
    public var name: String
    /// The text between the parentheses (`~> 4.0`, `11.0.0`, ``from `./` ``), nil when none.
    public var requirement: String?
    /// For a pod under PODS: its dependencies, in the lock's order.
    public var dependencies: [PodfileLockEntry] = []
    public var location: SourceLocation

    /// The pod this entry names: `Moya/Core` → `Moya`.
    public var rootName: String {
        guard let slash = name.firstIndex(of: "/") else { return name }
        return String(name[..<slash])
    }

    /// An external source (``from `URL` ``) rather than a version requirement.
    public var isExternal: Bool { requirement?.hasPrefix("from `") ?? false }

    /// `Name (requirement)` or `Name`, as the lock writes it.
    public var text: String {
        requirement.map { "\(name) (\($0))" } ?? name
    }

    /// Splits `Name (requirement)`; nil when the text is not of that shape.
    static func parse(_ text: String, location: SourceLocation) -> PodfileLockEntry? {
        guard let open = text.range(of: " (") else {
            guard !text.isEmpty, !text.contains(" "), !text.contains("(") else { return nil }
            return PodfileLockEntry(name: text, location: location)
        }
        let name = String(text[..<open.lowerBound])
        guard !name.isEmpty, !name.contains(" "), text.hasSuffix(")") else { return nil }
        let inner = String(text[open.upperBound..<text.index(before: text.endIndex)])
        guard !inner.isEmpty else { return nil }
        return PodfileLockEntry(name: name, requirement: inner, location: location)
    }
}
