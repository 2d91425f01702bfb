import MortarCore

extension PodfileLock {
    /// The lock's PODS by root pod name, built once: locked versions, who requires each pod, and
    /// what each depends on. Linear in the lock's size (a lock has hundreds of pods).
    public struct Index: Sendable {
        /// Root name → the locked version and the first line that gives it.
        public var versions: [String: Located<String>] = [:]
        /// Root name → the pods whose dependencies name it (or a subspec of it), sorted.
        public var requirers: [String: [String]] = [:]
        /// Root name → what it (any of its subspecs) depends on, once per pod, in the lock's
        /// order, its own subspecs left out.
        public var dependencies: [String: [PodfileLockEntry]] = [:]
        /// Every root name, sorted.
        public var rootNames: [String] = []

        public init(_ lock: PodfileLock) {
            var requiredBy: [String: Set<String>] = [:]
            var seen: [String: Set<String>] = [:]
            for pod in lock.pods {
                let root = pod.rootName
                if versions[root] == nil, let version = pod.requirement { versions[root] = Located(version, at: pod.location) }
                for dependency in pod.dependencies {
                    let target = dependency.rootName
                    guard target != root else { continue }
                    requiredBy[target, default: []].insert(root)
                    if seen[root, default: []].insert(target).inserted { dependencies[root, default: []].append(dependency) }
                }
            }
            requirers = requiredBy.mapValues { $0.sorted() }
            rootNames = Array(Set(lock.pods.map(\.rootName))).sorted()
        }
    }
}
