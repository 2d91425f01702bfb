import MortarCore
import MortarRuby

extension RubyPodspecReader {
    /// The build description of spec `index` and its tree, named `name` in full. App specs
    /// keep their name only (their bodies are not evaluated); a test spec whose body could not
    /// be read keeps why. Values that are not static
    /// (an object, `ENV` itself) are left out: the converter reports what it misses.
    /// With `only`, the tree holds only the attributes of those spellings and no test or app
    /// specs: a temporary read only to be seen as the graph's component.
    ///
    /// The host's records are taken, not copied (its dependency lists are moved into the
    /// tree): the host is done once its tree is built, and is not asked again.
    static func buildSpec(host: PodspecHost, index: Int, name: String, file: String, only: [String]? = nil) -> PodBuildSpec {
        var unused = Component.Collected(name)
        return buildSpec(host: host, index: index, name: name, file: file, only: only, collecting: &unused, collects: false)
    }

    /// As `buildSpec(host:index:name:file:only:)`, gathering into `collected`, when
    /// `collects`, what the graph's component reads of the library specs as each is built
    /// (`Component.Collected`: their dependencies, subspec names and source patterns), so the
    /// component is not made by walking the tree again.
    static func buildSpec(
        host: PodspecHost, index: Int, name: String, file: String, only: [String]?, collecting collected: inout Component.Collected, collects: Bool
    ) -> PodBuildSpec {
        // The host's specs read in place (`host.specs[index]` into a constant copied the whole
        // recorded spec, every list and value retained and released, for each spec and child).
        host.specs.withUnsafeMutableBufferPointer { specs in
            host.attributeEntries.withUnsafeMutableBufferPointer { store in
                host.targets.withUnsafeBufferPointer { targets in
                    host.scopes.withUnsafeMutableBufferPointer { scopes in
                        buildSpec(specs: specs, store: store, targets: targets, scopes: scopes, index: index, name: name, file: file, depth: 0,
                                  only: only, collecting: &collected, collects: collects)
                    }
                }
            }
        }
    }

    /// `store` holds the host's attribute entries (`PodspecHost.attributeEntries`), `targets` its
    /// deployment targets (`PodspecHost.targets`), `scopes` its platform scopes (`PodspecHost.scopes`).
    static func buildSpec(
        specs: UnsafeMutableBufferPointer<PodspecHost.Spec>, store: UnsafeMutableBufferPointer<PodspecHostAttributes.Entry>,
        targets: UnsafeBufferPointer<PodspecHost.Spec.Target>, scopes: UnsafeMutableBufferPointer<PodspecHost.Spec.Scope>, index: Int,
        name: String, file: String, depth: Int, only: [String]?, collecting collected: inout Component.Collected, collects: Bool
    ) -> PodBuildSpec {
        let recorded = specs.baseAddress! + index
        // Each part made in a local and the spec made once at the end, its children built into
        // their list: a `var spec` filled field by field was copied whole (every table and list
        // retained, then released) once per spec on its way into its parent's list.
        var unknown: [String: Located<String>] = [:]
        // Sized once (the attributes and `platforms`): not grown and rehashed entry by entry. A
        // spec that sets nothing (a subspec of dependencies only) makes no table.
        let attributeCount = recorded.pointee.attributes.count, platformCount = recorded.pointee.targetCount
        var attributes = PodAttributes(minimumCapacity: attributeCount > 0 || platformCount > 0 ? attributeCount + (platformCount > 0 ? 1 : 0) : 0)
        take(&recorded.pointee.attributes, from: store, into: &attributes, unknown: &unknown, unknownKey: nil, only: only)
        var platformAttributes = PodPlatformAttributes(minimumCapacity: recorded.pointee.scopeCount)
        var nextScope = recorded.pointee.firstScope
        while nextScope >= 0 {
            let scope = scopes.baseAddress! + nextScope
            nextScope = scope.pointee.next
            // A scope's platform is CocoaPods' name already: the host names each scope object by
            // `PodPlatform.podName` when `s.ios` makes it (`PodspecHost.scopePodName`).
            let key = scope.pointee.platform
            var scoped = PodAttributes(minimumCapacity: scope.pointee.attributes.count)
            take(&scope.pointee.attributes, from: store, into: &scoped, unknown: &unknown, unknownKey: key, only: only)
            guard !scoped.isEmpty else { continue }
            if platformAttributes[key] == nil {
                platformAttributes.append(key, consume scoped)
            } else {
                // `s.osx` and `s.macos` are one scope: in the order they were first used.
                for (attribute, value) in scoped { platformAttributes[key]![attribute] = value }
            }
        }
        if collects { collected.addPatterns(attributes, platformAttributes, unknown: unknown) }
        let location = recorded.pointee.location ?? SourceLocation(file: file, line: 1, column: 1)
        // `s.platform = :ios, '12.0'` and `s.ios.deployment_target = '12.0'` as JSON writes them.
        if platformCount > 0 {
            var platforms: [PodMap.Pair] = []
            platforms.reserveCapacity(platformCount)
            var platformsLocation: SourceLocation?
            var next = recorded.pointee.firstTarget
            while next >= 0 {
                // Read through its pointer (the buffer's subscript copied the target's version out,
                // a retain and release of its value and location, twice a target).
                let target = targets.baseAddress! + next
                next = target.pointee.next
                let version = target.pointee.version?.value.stringValue
                platforms.append(PodMap.Pair(PodPlatform.podName(target.pointee.platform), version.map(PodValue.string) ?? .string("")))
                if platformsLocation == nil, target.pointee.version != nil { platformsLocation = target.pointee.version!.location }
            }
            attributes["platforms"] = Located(.map(PodMap(sortingPairs: consume platforms)), at: platformsLocation ?? location)
        }
        // The host's list moved (each dependency was made a second time, then the host's freed):
        // only a subspec's name is set in place.
        var dependencies: [Dependency] = []
        swap(&dependencies, &recorded.pointee.dependencies)
        if recorded.pointee.kind != .root {
            for i in dependencies.indices { dependencies[i].declaredIn = name }
        }
        if collects {
            // The root's list first, then each library subspec's name and list as it is reached:
            // the order `Component.Collected.collect` walks the tree in.
            if depth == 0 {
                collected.addRoot(dependencies, keepsBuildSpec: only == nil)
            } else {
                collected.addSubspec(name, dependencies: dependencies)
            }
        }
        var children: [PodBuildSpec] = []
        if depth < 64, recorded.pointee.childCount > 0 {
            // Sized once (an array of specs grown by appending was copied as it grew).
            children.reserveCapacity(recorded.pointee.childCount)
            // Each child read through its pointer (`specs[child].kind`, the buffer's subscript
            // getter, copied the whole recorded spec for each field read), in the order made.
            var next = recorded.pointee.firstChild
            while next >= 0 {
                let child = next
                next = (specs.baseAddress! + child).pointee.nextSibling
                guard only == nil || (specs.baseAddress! + child).pointee.kind == .subspec else { continue }
                let childName = (specs.baseAddress! + child).pointee.ownName?.value.stringValue ?? "?"
                children.append(buildSpec(
                    specs: specs, store: store, targets: targets, scopes: scopes, index: child, name: PodBuildSpec.childName(name, childName), file: file, depth: depth + 1, only: only,
                    collecting: &collected, collects: collects && (specs.baseAddress! + child).pointee.kind == .subspec))
            }
        }
        // Why a test spec is unread, taken out of the record (compared with `nil`, the recorded
        // optional was copied and destroyed for every spec; the host is done with it).
        var unread: Located<String>?
        var taken: RubyError?
        swap(&taken, &recorded.pointee.unread)
        if case let error? = consume taken { unread = Located(error.message, at: error.location) }
        // Made in the return value's place (a `var spec` set after it was made was copied whole
        // into it and destroyed).
        return PodBuildSpec(
            name: name, kind: recorded.pointee.kind, location: location, attributes: attributes,
            platformAttributes: platformAttributes, dependencies: dependencies, children: children,
            unread: unread, unknownAttributes: unknown)
    }

    /// The recorded attributes of `recorded` (a spec's, or a platform scope's with `unknownKey`)
    /// into a spec's table, taken out of the host (the host is done once its tree is built):
    /// each value converted, or why it is not static (under `unknownKey.name`,
    /// `ios.source_files`, for a platform scope's). The host records each name once, so it is
    /// appended, not looked for. Each entry's name, value and location are swapped out of the
    /// host's `store` (it is freed holding empty ones): moved into the tree, neither retained here
    /// nor released again by the host's destroy, as reading them in place did. The table is left
    /// empty.
    @inline(__always)
    static func take(_ recorded: inout PodspecHostAttributes, from store: UnsafeMutableBufferPointer<PodspecHostAttributes.Entry>,
                     into attributes: inout PodAttributes, unknown: inout [String: Located<String>], unknownKey: String?, only: [String]?) {
        var next = Int(recorded.first)
        recorded = PodspecHostAttributes()
        while next >= 0 {
            let entry = store.baseAddress! + next
            next = Int(entry.pointee.next)
            // `name` is the spec's own (`ownName`), never an attribute of its table (compared
            // only at its length: `!=` of two different names is a call).
            guard unknownKey != nil || entry.pointee.length != 4 || entry.pointee.name != "name",
                  only?.contains(entry.pointee.name) != false else { continue }
            // Each part swapped out of the entry and consumed where it is used (a copy of the
            // whole located value swapped out first was one more value made and destroyed per
            // entry; passed as a plain local, each part was copied for the call and destroyed
            // after it). The value is asked whether it is static once swapped out: asked in the
            // entry, the located value was copied for the question and destroyed after, for each
            // list value.
            var value = RubyValue.nilValue
            swap(&value, &entry.pointee.value.value)
            switch value {
            case .opaque, .constant, .array:
                if let why = unknownReason(value, setAt: entry.pointee.value.location) {
                    unknown[unknownKey.map { $0 + "." + entry.pointee.name } ?? entry.pointee.name] = Located(why, at: entry.pointee.value.location)
                    continue
                }
            default:
                break
            }
            guard let converted = podValue(consume value) else { continue }
            var location = SourceLocation(file: "")
            swap(&location, &entry.pointee.value.location)
            var name = ""
            swap(&name, &entry.pointee.name)
            attributes.append(consume name, utf8Count: entry.pointee.length, Located(consume converted, at: consume location))
        }
    }

    /// Why `value`, set at `location`, (or a part of it) is not static — `it comes from 'Dir.[]',
    /// which mortar never runs` — or nil when it is.
    static func unknownReason(_ value: RubyValue, setAt location: SourceLocation) -> String? {
        switch firstUnknown(value) {
        case let .opaque(o)?:
            // The usual reason (where the value was set) made by one concatenation: an
            // interpolation grew its buffer for the reason and was appended to again, ≈1,100
            // instructions a call.
            if o.location == location { return "it comes from " + o.reason }
            return "it comes from \(o.reason) (at \(o.location))"
        case let .constant(name)?:
            return "it comes from constant '\(name)', which is not defined in this file"
        default:
            return nil
        }
    }

    /// A static Ruby value as a podspec attribute value (a version, `s.version` in
    /// `:tag => s.version`, as its text); nil, objects and opaque values are none.
    static func podValue(_ value: consuming RubyValue) -> PodValue? {
        // A list or a map taken out of the value (`case let .array(items)` of the consumed value
        // held a second reference to the Ruby array: each item was copied, then released again
        // with the array).
        if case .array = value { return podList(taking: &value) }
        if case .hash = value { return podMap(taking: &value) }
        // Consumed: a recorded value's string is moved into the tree's (`add`), not retained.
        switch consume value {
        case let .string(s), let .symbol(s), let .gemVersion(s): return .string(s)
        case let .bool(b): return .bool(b)
        case let .integer(i): return .string(String(i))
        case let .float(_, text): return .string(text)
        default: return nil
        }
    }

    /// `podValue` of an array value, its items moved out of it (`value` is left nil). The Ruby
    /// array is the recorded value's own once `value` lets go of it (the evaluator is done), so
    /// its items are swapped out in place; one still shared elsewhere is copied first, as before.
    static func podList(taking value: inout RubyValue) -> PodValue {
        guard case var .array(items) = value else { return .list([]) }
        value = .nilValue
        // Sized once and read by index (`compactMap` grew the list item by item).
        var list: [PodValue] = []
        list.reserveCapacity(items.count)
        items.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices {
                var item = RubyValue.nilValue
                swap(&item, &buffer[i])
                if let converted = podValue(consume item) { list.append(converted) }
            }
        }
        return .list(list)
    }

    /// `podValue` of a hash value, its keys and values moved out of it as `podList`'s items are.
    /// Pairs gathered in the hash's order and sorted once (a `Dictionary` per map was made and
    /// freed, generic in the runtime, every key hashed).
    static func podMap(taking value: inout RubyValue) -> PodValue {
        guard case var .hash(entries) = value else { return .map(PodMap()) }
        value = .nilValue
        var pairs: [PodMap.Pair] = []
        pairs.reserveCapacity(entries.count)
        entries.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices {
                var key = RubyValue.nilValue
                swap(&key, &buffer[i].key)
                guard let text = keyText(consume key) else { continue }
                var item = RubyValue.nilValue
                swap(&item, &buffer[i].value)
                guard let converted = podValue(consume item) else { continue }
                pairs.append(PodMap.Pair(text, converted))
            }
        }
        return .map(PodMap(sortingPairs: consume pairs))
    }

    /// A hash key's text (`RubyValue.stringValue`), a string's or symbol's moved out.
    static func keyText(_ key: consuming RubyValue) -> String? {
        switch consume key {
        case let .string(s), let .symbol(s): return s
        case let other: return other.stringValue
        }
    }
}
