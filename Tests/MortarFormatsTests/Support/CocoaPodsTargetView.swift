import Foundation
import MortarCore

/// What `cp-oracle.rb podfile-targets` prints for each target definition, and the same view of
/// Mortar's `PodfileTargetResolver` (CocoaPods' rules: labels, exclusivity, inheritance,
/// platform and user project up the tree), so the two compare target by target.
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

    /// Every target definition of `root`, parents first, as `PodfileTargetResolver` resolves them.
    static func views(_ root: PodfileTarget) -> [CocoaPodsTargetView] {
        PodfileTargetResolver.resolve(root).map { target in
            CocoaPodsTargetView(
                label: target.label, name: target.name, parent: target.parentLabel, abstract: target.isAbstract,
                inheritance: target.inheritance.rawValue, platform: target.platform, userProject: target.userProject,
                dependencies: target.dependencies.map { "\($0.spec) (\(requirement($0.line)))" })
        }
    }

    /// `Gem::Requirement#to_s` of a `pod` line's requirements (`>= 0` for none).
    static func requirement(_ line: PodfilePodLine) -> String {
        var requirements = line.requirements.map(requirementText).sorted()
        if requirements.isEmpty { requirements = [">= 0"] }
        return requirements.joined(separator: ", ")
    }

    /// `Gem::Requirement#to_s` of one requirement: the operator (`=` when none), a space, the version.
    static func requirementText(_ requirement: String) -> String {
        let trimmed = requirement.trimmingCharacters(in: .whitespaces)
        let op = String(trimmed.prefix { "=<>~!".contains($0) })
        let version = trimmed.dropFirst(op.count).trimmingCharacters(in: .whitespaces)
        return "\(op.isEmpty ? "=" : op) \(version)"
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
