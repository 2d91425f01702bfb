/// Where a `Component` keeps its `buildSpec`: one reference instead of the description inline.
/// A component is copied whole into dictionaries, result slots and job lists; inline, the
/// build description (its location, attribute tables, children) made every copy of every
/// component some 150 bytes larger, also for `Package.swift` components and when `check` reads
/// without it. Immutable, so the component keeps value semantics.
final class PodBuildSpecStorage: Hashable, Sendable {
    let value: PodBuildSpec

    init(_ value: PodBuildSpec) {
        self.value = value
    }

    static func == (lhs: PodBuildSpecStorage, rhs: PodBuildSpecStorage) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
