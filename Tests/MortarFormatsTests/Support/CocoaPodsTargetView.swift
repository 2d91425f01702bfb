import Foundation
import MortarCore

/// What `cp-oracle.rb podfile-targets` prints for each target definition, computed from
/// Mortar's reading of a Podfile with CocoaPods' rules (cocoapods-core `TargetDefinition`):
/// a target is exclusive when it is the root, inherits less than `:complete`, or its platform
/// differs from its parent's; an exclusive target's label is `Pods-NAME`, another's its
/// parent's label and `-NAME`; a target's dependencies are its own, then its parent's unless
/// exclusive; the platform and the user project are the nearest ones up the tree.
struct CocoaPodsTargetView: Hashable, CustomStringConvertible {
    var label: String
    var name: String
    var parent: String?
    var abstract: Bool
    var inheritance: String
    var platform: String?
    var userProject: String?
    /// `name (requirement)` in order, the requirement as `Gem::Requirement#to_s` (`>= 0` for none).
    var dependencies: [String]

    var description: String {
        "\(label) ← \(parent ?? "-") abstract=\(abstract) \(inheritance) \(platform ?? "-") \(userProject ?? "-") \(dependencies)"
    }

    /// Every target definition of `root`, parents first.
    static func views(_ root: PodfileTarget) -> [CocoaPodsTargetView] {
        var result: [CocoaPodsTargetView] = []
        walk(root, parent: nil, into: &result)
        return result
    }

    private static func walk(_ target: PodfileTarget, parent: CocoaPodsTargetView?, into result: inout [CocoaPodsTargetView]) {
        let ownPlatform = target.calls("platform").last.map(platformText)
        let platform = ownPlatform ?? parent?.platform
        let inheritance = target.calls("inherit!").last?.arguments.first?.text ?? "complete"
        let abstract = parent == nil || target.isAbstractTarget || !target.calls("abstract!").isEmpty
        let matchesPlatform = parent.map { parent in parent.platform == platform || (parent.platform == nil && parent.abstract) } ?? false
        let exclusive = parent == nil || inheritance != "complete" || !matchesPlatform
        let label = parent == nil ? "Pods" : exclusive ? "Pods-\(target.name)" : "\(parent!.label)-\(target.name)"
        var dependencies = target.pods.flatMap(expand)
        if !exclusive, let parent { dependencies += parent.dependencies }
        let view = CocoaPodsTargetView(
            label: label, name: target.name, parent: parent?.label, abstract: abstract, inheritance: inheritance, platform: platform,
            userProject: target.calls("project").last?.arguments.first?.text.map(projectPath) ?? parent?.userProject, dependencies: dependencies)
        result.append(view)
        for child in target.children { walk(child, parent: view, into: &result) }
    }

    /// `Pathname#sub_ext('.xcodeproj')`.
    static func projectPath(_ path: String) -> String {
        let name = PathText.lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path + ".xcodeproj" }
        return String(path.dropLast(name.distance(from: dot, to: name.endIndex))) + ".xcodeproj"
    }

    /// `Gem::Requirement#to_s` of one requirement: the operator (`=` when none), a space, the version.
    static func requirementText(_ requirement: String) -> String {
        let trimmed = requirement.trimmingCharacters(in: .whitespaces)
        let op = String(trimmed.prefix { "=<>~!".contains($0) })
        let version = trimmed.dropFirst(op.count).trimmingCharacters(in: .whitespaces)
        return "\(op.isEmpty ? "=" : op) \(version)"
    }

    static func platformText(_ call: PodfileCall) -> String {
        let name = call.arguments.first?.text ?? ""
        var version: String?
        switch call.arguments.dropFirst().first {
        case let .number(number)?: version = number
        case let value?: version = value.text
        case nil: version = nil
        }
        let defaults = ["ios": "4.3", "osx": "10.6", "tvos": "9.0", "visionos": "1.0", "watchos": "2.0"]
        return (version ?? defaults[name]).map { "\(name) \($0)" } ?? name
    }

    /// `Core` with `:subspecs => ['A']` is `Core/A`; `:testspecs`/`:appspecs` add `Core/T`
    /// before `Core` itself (`Podfile::TargetDefinition#store_pod`).
    static func expand(_ line: PodfilePodLine) -> [String] {
        var requirements = line.requirements.map(requirementText).sorted()
        if requirements.isEmpty { requirements = [">= 0"] }
        let requirement = requirements.joined(separator: ", ")
        if let subspecs = line.option("subspecs")?.texts, !subspecs.isEmpty {
            return subspecs.map { "\(line.name)/\($0) (\(requirement))" }
        }
        let extra = (line.option("testspecs")?.texts ?? []) + (line.option("appspecs")?.texts ?? [])
        return extra.map { "\(line.name)/\($0) (\(requirement))" } + ["\(line.name) (\(requirement))"]
    }

    /// The same view from the oracle's JSON (`podfile-targets`).
    static func views(oracle: JSONValue) -> [CocoaPodsTargetView] {
        guard case let .array(targets)? = oracle["targets"] else { return [] }
        return targets.map { target in
            let platform: String? = target["platform"].flatMap { value in
                guard case let .string(name)? = value["name"] else { return nil }
                if case let .string(version)? = value["deployment_target"] { return "\(name) \(version)" }
                return name
            }
            var dependencies: [String] = []
            if case let .array(items)? = target["dependencies"] {
                for item in items {
                    if case let .string(name)? = item["name"], case let .string(requirement)? = item["requirement"] {
                        dependencies.append("\(name) (\(requirement))")
                    }
                }
            }
            return CocoaPodsTargetView(
                label: target["label"]?.string ?? "", name: target["name"]?.string ?? "", parent: target["parent"]?.string,
                abstract: target["abstract"] == .bool(true), inheritance: target["inheritance"]?.string ?? "",
                platform: platform, userProject: target["user_project_path"]?.string, dependencies: dependencies)
        }
    }
}

extension JSONValue {
    subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    var string: String? {
        if case let .string(text) = self { return text }
        return nil
    }
}
