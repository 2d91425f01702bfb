import MortarCore
import MortarRuby

/// Reads a Ruby `.podspec` into a `Component` without running Ruby: the same shape as a
/// `.podspec.json` gives (root and subspecs, default subspecs, platform-scoped dependencies,
/// requirement lists; test and app specs left out). A value that matters but is not static is
/// a located `RubyError` suggesting `pod ipc spec`.
public enum RubyPodspecReader {
    /// Reads podspec `text`; `file` is the path shown in locations; `environment` is what
    /// `ENV[...]` reads (pass the process environment, as CocoaPods would see it). With
    /// `buildSpec` false, `Component.buildSpec` stays nil (`WorkspaceLoader.keepsBuildSpecs`).
    public static func read(_ text: String, file: String, environment: [String: String] = [:], buildSpec: Bool = true) throws(RubyError) -> Component {
        let host = PodspecHost(file: file)
        let evaluator = RubyEvaluator(file: file, source: text, environment: environment, host: host)
        _ = try evaluator.run()
        guard let rootIndex = host.roots.last else {
            throw .invalid("the file declares no 'Pod::Spec.new'", at: SourceLocation(file: file, line: 1, column: 1),
                           help: "a podspec must evaluate to 'Pod::Spec.new do |s| … end'")
        }
        return try component(host: host, rootIndex: rootIndex, file: file, evaluator: evaluator, buildSpec: buildSpec)
    }

    static func component(host: PodspecHost, rootIndex: Int, file: String, evaluator: RubyEvaluator, buildSpec keepsBuildSpec: Bool = true) throws(RubyError) -> Component {
        let root = host.specs[rootIndex]
        guard let nameValue = root.ownName else {
            throw .invalid("the podspec does not set its name", at: SourceLocation(file: file, line: 1, column: 1), help: "add 's.name = \"Name\"'")
        }
        let name: String
        do { name = try evaluator.requireString(nameValue, "the name of the pod") } catch { throw unwrap(error) }
        var version: String?
        if let versionValue = root.attributes["version"] {
            do { version = try evaluator.requireString(versionValue, "the version of '\(name)'") } catch { throw unwrap(error) }
        }
        var component = Component(name: name, version: version, format: .podspec, path: file)
        var seenSources = Set<String>()
        var platforms: [String: String] = [:]
        for (platform, value) in root.platforms {
            guard let value, value.value.truthiness != false else { continue }
            do { platforms[platform] = try evaluator.requireString(value, "the deployment target of '\(platform)'") } catch { throw unwrap(error) }
        }
        component.platforms = SharedPlatformTables.shared.share(platforms)

        func visit(_ index: Int, _ path: String, depth: Int) {
            guard depth < 64 else { return }
            let spec = host.specs[index]
            let declaredIn: String? = index == rootIndex ? nil : path
            for dependency in spec.dependencies {
                let edge = Dependency(name: dependency.name, requirement: dependency.requirement, location: dependency.location,
                                      declaredIn: declaredIn, platform: dependency.platform)
                if dependency.name == name || dependency.name.hasPrefix(name + "/") {
                    component.internalDependencies.append(edge)
                } else {
                    component.dependencies.append(edge)
                }
            }
            for value in spec.sourceFiles {
                // Source files Mortar cannot know (`Dir['Sources/*.h']`) stand for the pod's
                // whole folder: a superset, never a silent omission.
                let patterns = firstUnknown(value.value) == nil ? strings(value.value) : ["."]
                for pattern in patterns where seenSources.insert(pattern).inserted {
                    component.sourcePaths.append(pattern)
                }
            }
            for child in spec.children where !host.specs[child].ignored {
                let childName = host.specs[child].ownName?.value.stringValue ?? "?"
                let childPath = "\(path)/\(childName)"
                component.subspecs.append(childPath)
                visit(child, childPath, depth: depth + 1)
            }
        }
        visit(rootIndex, name, depth: 0)
        if let defaults = PodspecAttribute.defaultSubspecs.value(in: root.attributes), let unknown = firstUnknown(defaults.value) {
            throw evaluator.notStatic("the default subspec list of '\(name)'", Located(unknown, at: defaults.location))
        }
        component.defaultSubspecs = defaultSubspecs(root).written
        if keepsBuildSpec { component.buildSpec = buildSpec(host: host, index: rootIndex, name: name, file: file) }
        return component
    }

    /// The spec's `default_subspecs`, read the one way (`PodDefaultSubspecs`); a value that is
    /// not static names nothing.
    static func defaultSubspecs(_ spec: PodspecHost.Spec) -> PodDefaultSubspecs {
        PodDefaultSubspecs(PodspecAttribute.defaultSubspecs.value(in: spec.attributes).flatMap { podValue($0.value) })
    }

    /// The first element of a source-files value that is not static.
    static func firstUnknown(_ value: RubyValue) -> RubyValue? {
        switch value {
        case .opaque, .constant: return value
        case let .array(items): return items.lazy.compactMap(firstUnknown).first
        default: return nil
        }
    }

    static func strings(_ value: RubyValue) -> [String] {
        switch value {
        case let .string(s), let .symbol(s): return [s]
        case let .array(items): return items.flatMap(strings)
        default: return []
        }
    }

    static func unwrap(_ signal: RubyEvalSignal) -> RubyError {
        if case let .error(e) = signal { return e }
        return .invalid("unexpected 'return' outside a method", at: SourceLocation(file: ""), help: "remove it")
    }
}
