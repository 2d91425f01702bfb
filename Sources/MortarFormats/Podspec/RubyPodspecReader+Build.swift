import MortarCore
import MortarRuby

extension RubyPodspecReader {
    /// The build description of spec `index` and its tree, named `name` in full. App specs
    /// keep their name only (their bodies are not evaluated); a test spec whose body could not
    /// be read keeps why. Values that are not static
    /// (an object, `ENV` itself) are left out: the converter reports what it misses.
    /// With `only`, the tree holds only the attributes of those spellings and no test or app
    /// specs: a temporary read only to be seen as the graph's component.
    static func buildSpec(host: PodspecHost, index: Int, name: String, file: String, depth: Int = 0, only: [String]? = nil) -> PodBuildSpec {
        let recorded = host.specs[index]
        var spec = PodBuildSpec(name: name, kind: recorded.kind, location: recorded.location ?? SourceLocation(file: file, line: 1, column: 1))
        spec.unread = recorded.unread.map { Located($0.message, at: $0.location) }
        // Sized once (the attributes and `platforms`): not grown and rehashed entry by entry. A
        // spec that sets nothing (a subspec of dependencies only) makes no table.
        if !recorded.attributes.isEmpty || !recorded.platforms.isEmpty {
            spec.attributes = [String: Located<PodValue>](minimumCapacity: recorded.attributes.count + 1)
        }
        // Entries read in place by index (a `for entry in` copied each value and its location).
        let entries = recorded.attributes.entries
        for i in entries.indices where entries[i].name != "name" && only?.contains(entries[i].name) != false {
            if let why = unknownReason(entries[i].value) {
                spec.unknownAttributes[entries[i].name] = Located(why, at: entries[i].value.location)
            } else if let converted = podValue(entries[i].value.value) {
                spec.attributes[entries[i].name] = Located(converted, at: entries[i].value.location)
            }
        }
        for (platform, attributes) in recorded.platformAttributes {
            let key = PodPlatform.podName(platform)
            let entries = attributes.entries
            for i in entries.indices where only?.contains(entries[i].name) != false {
                if let why = unknownReason(entries[i].value) {
                    spec.unknownAttributes[key + "." + entries[i].name] = Located(why, at: entries[i].value.location)
                } else if let converted = podValue(entries[i].value.value) {
                    spec.platformAttributes[key, default: [:]][entries[i].name] = Located(converted, at: entries[i].value.location)
                }
            }
        }
        // `s.platform = :ios, '12.0'` and `s.ios.deployment_target = '12.0'` as JSON writes them.
        var platforms: [String: PodValue] = [:]
        for (platform, version) in recorded.platforms {
            let key = PodPlatform.podName(platform)
            platforms[key] = version.flatMap { $0.value.stringValue }.map(PodValue.string) ?? .string("")
        }
        if !platforms.isEmpty {
            let location = recorded.platforms.first { $0.1 != nil }?.1?.location ?? spec.location
            spec.attributes["platforms"] = Located(.map(platforms), at: location)
        }
        spec.dependencies = recorded.dependencies.map {
            Dependency(name: $0.name, requirement: $0.requirement, location: $0.location, declaredIn: recorded.kind == .root ? nil : name, platform: $0.platform)
        }
        guard depth < 64, !recorded.children.isEmpty else { return spec }
        // Sized once (an array of specs grown by appending was copied as it grew).
        spec.children.reserveCapacity(recorded.children.count)
        for child in recorded.children where only == nil || host.specs[child].kind == .subspec {
            let childName = host.specs[child].ownName?.value.stringValue ?? "?"
            spec.children.append(buildSpec(host: host, index: child, name: name + "/" + childName, file: file, depth: depth + 1, only: only))
        }
        return spec
    }

    /// Why `value` (or a part of it) is not static — `it comes from 'Dir.[]', which mortar never
    /// runs` — or nil when it is.
    static func unknownReason(_ value: Located<RubyValue>) -> String? {
        switch firstUnknown(value.value) {
        case let .opaque(o)?:
            return "it comes from \(o.reason)" + (o.location == value.location ? "" : " (at \(o.location))")
        case let .constant(name)?:
            return "it comes from constant '\(name)', which is not defined in this file"
        default:
            return nil
        }
    }

    /// A static Ruby value as a podspec attribute value (a version, `s.version` in
    /// `:tag => s.version`, as its text); nil, objects and opaque values are none.
    static func podValue(_ value: RubyValue) -> PodValue? {
        switch value {
        case let .string(s), let .symbol(s), let .gemVersion(s): return .string(s)
        case let .bool(b): return .bool(b)
        case let .integer(i): return .string(String(i))
        case let .float(_, text): return .string(text)
        case let .array(items): return .list(items.compactMap(podValue))
        case let .hash(entries):
            var map = [String: PodValue](minimumCapacity: entries.count)
            for entry in entries {
                guard let key = entry.key.stringValue, let converted = podValue(entry.value) else { continue }
                map[key] = converted
            }
            return .map(map)
        default: return nil
        }
    }
}
