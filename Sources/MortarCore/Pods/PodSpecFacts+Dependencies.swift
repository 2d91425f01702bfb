/// The other pods a pod's specs in use bring, as CocoaPods installs them: what says where an
/// umbrella with no repository of its own (Firebase 6's `http` archive) has its package.
extension PodSpecFacts {
    /// Each spec in use (`specs`, the pod itself when empty), sorted, with the pods outside this
    /// one it brings, sorted: the pods a spec depends on (the root's dependencies too, which
    /// every subspec inherits); a spec that depends on none of them brings what the specs of its
    /// own pod it depends on, and its subspecs when it has no files of its own, bring. The pod
    /// used whole brings what its default subspecs bring (every subspec when unset, none for
    /// `:none`). An empty list: the spec brings no other pod.
    ///
    /// - Complexity: O(specs × depth), the walk bounded at 8 levels.
    public func podsDependedOn(by specs: [String]) -> [(spec: String, pods: [String])] {
        Set(specs.isEmpty ? [name] : specs).sorted().map { ($0, Array(Set(brought(by: $0, depth: 0))).sorted()) }
    }

    func brought(by spec: String, depth: Int) -> [String] {
        guard depth < 8 else { return [] }
        let rootOthers = (dependencies[name] ?? []).filter { Self.rootName($0) != name }.map(Self.rootName)
        if spec == name, !children(of: name).isEmpty {
            let parts: [String]
            switch defaults {
            case .none: parts = []
            case .named: parts = defaultSubspecs
            case .unset: parts = children(of: name)
            }
            return rootOthers + parts.flatMap { brought(by: $0, depth: depth + 1) }
        }
        let written = dependencies[spec] ?? []
        let others = written.filter { Self.rootName($0) != name }.map(Self.rootName) + (spec == name ? [] : rootOthers)
        guard others.isEmpty else { return others }
        let within = written.filter { Self.rootName($0) == name } + (sourceFiles[spec] == nil ? children(of: spec) : [])
        return within.flatMap { brought(by: $0, depth: depth + 1) }
    }
}
