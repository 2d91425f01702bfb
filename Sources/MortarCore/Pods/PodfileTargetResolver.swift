/// Resolves a Podfile's tree of target definitions as cocoapods-core's `TargetDefinition`
/// does. A definition is exclusive when it is the top level, inherits less than `:complete`,
/// or its platform differs from its parent's (a parent without a platform that is abstract
/// matches any); an exclusive definition's label is `Pods-NAME`, another's its parent's label
/// and `-NAME`; its pods are its own, then its parent's unless it is exclusive. Pure.
public enum PodfileTargetResolver {
    /// Every definition of `root` (the Podfile's implicit top level), parents first, in order.
    /// - Complexity: O(definitions × pods along each path).
    public static func resolve(_ root: PodfileTarget) -> [ResolvedPodfileTarget] {
        var result: [ResolvedPodfileTarget] = []
        walk(root, parent: nil, into: &result)
        return result
    }

    /// The definitions that are Xcode targets (not abstract), in order.
    public static func concreteTargets(_ root: PodfileTarget) -> [ResolvedPodfileTarget] {
        resolve(root).filter { !$0.isAbstract }
    }

    private static func walk(_ target: PodfileTarget, parent: ResolvedPodfileTarget?, into result: inout [ResolvedPodfileTarget]) {
        let platform = target.calls("platform").last.map(platformText) ?? parent?.platform
        let inheritance = target.calls("inherit!").last?.arguments.first?.text.flatMap(ResolvedPodfileTarget.Inheritance.init(rawValue:))
            ?? .complete
        let abstract = parent == nil || target.isAbstractTarget || target.calls("abstract!").contains { $0.arguments.first != .bool(false) }
        let matchesPlatform = parent.map { $0.platform == platform || ($0.platform == nil && $0.isAbstract) } ?? false
        let exclusive = parent == nil || inheritance != .complete || !matchesPlatform
        let label = parent.map { exclusive ? "Pods-\(target.name)" : "\($0.label)-\(target.name)" } ?? "Pods"
        var dependencies = target.pods.flatMap(expand)
        if !exclusive, let parent { dependencies += parent.dependencies }
        let project = (target.calls("project") + target.calls("xcodeproj")).max { $0.location < $1.location }
        let path = parent.map { $0.path.isEmpty ? target.name : $0.path + "/" + target.name } ?? ""
        var resolved = ResolvedPodfileTarget(
            name: target.name, label: label, parentLabel: parent?.label, path: path, isAbstract: abstract, inheritance: inheritance,
            platform: platform, userProject: project?.arguments.first?.text.map(projectPath) ?? parent?.userProject,
            dependencies: dependencies, location: target.location)
        resolved.ownDependencyCount = target.pods.flatMap(expand).count
        if !exclusive { resolved.inheritsPodsFrom = parent?.name }
        result.append(resolved)
        for child in target.children { walk(child, parent: resolved, into: &result) }
    }

    /// `Pathname#sub_ext('.xcodeproj')`: `App` and `App.xcodeproj` are `App.xcodeproj`.
    public static func projectPath(_ path: String) -> String {
        let name = PathText.lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path + ".xcodeproj" }
        return String(path.dropLast(name.distance(from: dot, to: name.endIndex))) + ".xcodeproj"
    }

    /// `ios 15.0` (CocoaPods' default deployment target when the line gives none).
    static func platformText(_ call: PodfileCall) -> String {
        let name = call.arguments.first?.text ?? ""
        var version: String?
        switch call.arguments.dropFirst().first {
        case let .number(number)?: version = number
        case let value?: version = value.text
        case nil: version = nil
        }
        return (version ?? PodPlatform.pod(name)?.defaultDeploymentTarget).map { "\(name) \($0)" } ?? name
    }

    /// `Core` with `:subspecs => ['A']` is `Core/A`; `:testspecs` / `:appspecs` add `Core/T`
    /// before `Core` itself (`Podfile::TargetDefinition#store_pod`).
    static func expand(_ line: PodfilePodLine) -> [ResolvedPodfileTarget.Dependency] {
        if let subspecs = line.option("subspecs")?.texts, !subspecs.isEmpty {
            return subspecs.map { .init(spec: "\(line.name)/\($0)", line: line) }
        }
        let extra = (line.option("testspecs")?.texts ?? []) + (line.option("appspecs")?.texts ?? [])
        return extra.map { .init(spec: "\(line.name)/\($0)", line: line) } + [.init(spec: line.name, line: line)]
    }
}
