import MortarCore
import MortarRuby

/// The `Pod::Spec` DSL for the static evaluator: records names, versions, dependencies,
/// subspecs, platforms and source files; everything else is accepted and ignored.
final class PodspecHost: RubyHost {
    /// One spec: the root, a subspec, or a test/app spec (`ignored`: out of the graph).
    struct Spec {
        var parent: Int?
        var ownName: RubyLocatedValue?
        var attributes = PodspecHostAttributes()
        /// As the tree keeps them (`declaredIn` is set when the tree is built, its name known
        /// then): moved into the tree, not copied.
        var dependencies: [Dependency] = []
        /// Its first and last child (subspec, test or app spec), -1 when none, and how many: the
        /// children chained through `nextSibling` in the order made (no list of them per parent).
        var firstChild = -1, lastChild = -1, childCount = 0
        /// The next child of the same parent, -1 after the last.
        var nextSibling = -1
        var ignored = false
        /// `s.platform = :ios, '12.0'`, `s.ios.deployment_target = …`, `s.platforms = {…}`, in
        /// the order written: chained through the host's `targets` (`Target.next`) from
        /// `firstTarget` to `lastTarget` (-1: none), `targetCount` of them (no list per spec).
        var firstTarget = -1, lastTarget = -1, targetCount = 0
        /// Platform → attributes set in its scope (`s.ios.frameworks = …`), in the order first
        /// used: a spec uses one or two scopes, found by comparing their names. Chained through the
        /// host's `scopes` (`Scope.next`) from `firstScope` to `lastScope` (-1: none), `scopeCount`
        /// of them (no list per spec).
        var firstScope = -1, lastScope = -1, scopeCount = 0
        var kind: PodBuildSpec.Kind = .root
        var location: SourceLocation?
        /// Why a test spec's body could not be read (it is then not converted).
        var unread: RubyError?

        /// A platform and its deployment target (nil: none written). A struct, not a tuple: an
        /// array of tuples is destroyed element by element by the runtime's generic
        /// `tuple_destroy`, an array of structs by the struct's own destroy.
        struct Target {
            let platform: String
            var version: RubyLocatedValue?
            /// The position in the host's `targets` of the same spec's next target, -1 after its last.
            var next = -1
        }

        /// One platform scope's attributes (a struct for the reason `Target` is one). `platform`
        /// is CocoaPods' name (`osx` for `s.macos`): the scope object's (`scopePodName`).
        struct Scope {
            let platform: String
            var attributes: PodspecHostAttributes
            /// The position in the host's `scopes` of the same spec's next scope, -1 after its last.
            var next = -1
        }
    }

    enum Object {
        case spec(Int)
        case platform(spec: Int, name: String)
    }

    let file: String
    // Read and changed by one evaluation only (the host is neither `Sendable` nor shared): the
    // run-time exclusivity check on each access of a class's stored property is left to the
    // compile-time one, as the evaluator's own state is.
    @exclusivity(unchecked) var specs: [Spec] = []
    @exclusivity(unchecked) var objects: [Object] = []
    /// The entries of every spec's and platform scope's attributes (`PodspecHostAttributes`,
    /// each table chaining its own through them), in the order set.
    @exclusivity(unchecked) var attributeEntries: [PodspecHostAttributes.Entry] = []
    /// The deployment targets of every spec, in the order written, each spec's chained
    /// (`Spec.firstTarget`).
    @exclusivity(unchecked) var targets: [Spec.Target] = []
    /// The platform scopes of every spec, in the order first used, each spec's chained
    /// (`Spec.firstScope`): most podspecs use none but `deployment_target`, so it is not sized
    /// ahead.
    @exclusivity(unchecked) var scopes: [Spec.Scope] = []
    /// The spec the last `Pod::Spec.new` created: the file's value (nil before one).
    @exclusivity(unchecked) var lastRoot: Int?

    init(file: String) {
        self.file = file
        reserveLists()
    }

    /// A host recording into `storage`'s lists (empty, their room kept from an earlier read:
    /// `PodspecReadScratch`), taken back after the read with `takeStorage()`.
    init(file: String, storage: consuming PodspecHostStorage) {
        self.file = file
        // Swapped in, not copied: a list with a second owner is copied at its first change.
        swap(&specs, &storage.specs)
        swap(&objects, &storage.objects)
        swap(&attributeEntries, &storage.attributeEntries)
        swap(&targets, &storage.targets)
        swap(&scopes, &storage.scopes)
        reserveLists()
    }

    /// The lists moved out (the host's left empty), for the next read once emptied.
    func takeStorage() -> PodspecHostStorage {
        var storage = PodspecHostStorage()
        swap(&storage.specs, &specs)
        swap(&storage.objects, &objects)
        swap(&storage.attributeEntries, &attributeEntries)
        swap(&storage.targets, &targets)
        swap(&storage.scopes, &scopes)
        return storage
    }

    /// Room in the lists for what a podspec usually makes (none added to a list kept with room).
    private func reserveLists() {
        // Sized once for what a podspec usually makes (a root, a few subspecs, a platform scope
        // or two): grown from empty, each list was copied three or four times.
        specs.reserveCapacity(8)
        objects.reserveCapacity(30)
        attributeEntries.reserveCapacity(32)
        targets.reserveCapacity(6)
    }

    var notStaticHelp: String { RubyError.alternative(for: file) }

    /// The attributes the graph reads: a value of theirs that is not static stops the podspec.
    static let graphAttributes = Component.podspecAttributes

    /// Method names whose unknown receiver or value matters: the graph attributes' writers
    /// (and singular writers), the DSL's own methods that shape the graph (`dependency`,
    /// `subspec`, `platform=`, `deployment_target`), `source_files` in its setter form.
    static let significantNames: Set<String> = Set(graphAttributes.flatMap { attribute in
        [attribute.writer] + (attribute.singular.map { [$0 + "="] } ?? [])
    }).union(["dependency", "subspec", "Spec", "platform=", "deployment_target=", "deployment_target", "source_files"])

    func isSignificant(_ name: String) -> Bool { PodspecHost.significantNames.contains(name) }

    /// Whether `name` may be a platform scope (`ios`, `osx`, `macos`, `tvos`, `watchos`,
    /// `visionos`: each ends in `s` or `x`), asked before hashing it for
    /// `PodPlatform.podspecScopeSet` — most calls without arguments on a spec read an attribute
    /// (`s.version`, `s.name`).
    static func mayNameScope(_ name: String) -> Bool {
        let last = RubyEvaluator.lastByte(of: name)
        return last == UInt8(ascii: "s") || last == UInt8(ascii: "x")
    }

    /// `PodPlatform.podspecScopes.contains(name)`, a name of another length passed over by its
    /// length (six names: compared, not hashed).
    static func isScope(_ name: String) -> Bool {
        let length = name.utf8.count
        return PodPlatform.podspecScopes.contains { $0.utf8.count == length && $0 == name }
    }

    func unknownMethodIsError(_ name: String) -> Bool { false }

    func newObject(_ object: Object) -> RubyValue {
        objects.append(object)
        return .object(objects.count - 1)
    }

    /// The name is the spec's (`consuming`): a subspec's, taken out of the call's arguments, is
    /// moved into the record, not copied there.
    func newSpec(parent: Int?, name: consuming RubyLocatedValue?, ignored: Bool, kind: PodBuildSpec.Kind = .root, at location: SourceLocation? = nil) -> Int {
        let attributes = PodspecHostAttributes()
        specs.append(Spec(parent: parent, ownName: name, attributes: attributes, ignored: ignored, kind: kind, location: location))
        let index = specs.count - 1
        if let parent {
            let last = specs[parent].lastChild
            if last >= 0 { specs[last].nextSibling = index } else { specs[parent].firstChild = index }
            specs[parent].lastChild = index
            specs[parent].childCount += 1
        }
        return index
    }

    /// A deployment target of spec `index`, after those it has, moved into the list. Inlined in
    /// its callers: called, it copied the target in, and `assign` copied the platform object it
    /// reads for each `s.ios.deployment_target = …` (a call that may change the host's lists).
    @inline(__always)
    func addTarget(_ index: Int, _ target: consuming Spec.Target) {
        let added = targets.count
        targets.append(consume target)
        let last = specs[index].lastTarget
        if last >= 0 { targets[last].next = added } else { specs[index].firstTarget = added }
        specs[index].lastTarget = added
        specs[index].targetCount += 1
    }

    /// The position in `scopes` of spec `index`'s scope of `platform`, nil before its first attribute.
    func scope(_ index: Int, _ platform: String) -> Int? {
        var next = specs[index].firstScope
        while next >= 0 {
            if scopes[next].platform == platform { return next }
            next = scopes[next].next
        }
        return nil
    }

    /// `s.ios.<name> = value` on spec `index`, its scope of `platform` made at its first
    /// attribute; `id` is `name`'s id among the file's names, -1 when not known
    /// (`PodspecHostAttributes.set`).
    func setPlatformAttribute(_ index: Int, _ platform: String, _ name: consuming String, id: Int32 = -1, _ value: consuming RubyLocatedValue) {
        if let i = scope(index, platform) {
            scopes[i].attributes.set(name, id: id, value, in: &attributeEntries)
            return
        }
        var attributes = PodspecHostAttributes()
        attributes.set(name, id: id, value, in: &attributeEntries)
        let added = scopes.count
        // Room for the few scopes a podspec uses at the first (grown from none, the list was
        // made again at the second and the third).
        if added == 0 { scopes.reserveCapacity(4) }
        scopes.append(Spec.Scope(platform: platform, attributes: attributes))
        let last = specs[index].lastScope
        if last >= 0 { scopes[last].next = added } else { specs[index].firstScope = added }
        specs[index].lastScope = added
        specs[index].scopeCount += 1
    }

    /// The value of `name` in spec `index`'s scope of `platform`.
    func platformAttribute(_ index: Int, _ platform: String, _ name: String) -> RubyLocatedValue? {
        scope(index, platform).flatMap { scopes[$0].attributes[name, in: attributeEntries] }
    }

    /// `Root/Sub/Leaf`, when every part is static.
    func fullName(_ index: Int) -> String? {
        guard index < specs.count, let own = specs[index].ownName?.value.stringValue else { return nil }
        guard let parent = specs[index].parent else { return own }
        return fullName(parent).map { "\($0)/\(own)" }
    }

    func root(of index: Int) -> Int {
        var i = index
        while let parent = specs[i].parent { i = parent }
        return i
    }

    func version(of index: Int) -> RubyValue {
        var i: Int? = index
        while let current = i {
            if let v = specs[current].attributes["version", in: attributeEntries] { return v.value }
            i = specs[current].parent
        }
        return .nilValue
    }

    // MARK: RubyHost

    func call(_ name: String, _ arguments: [RubyLocatedValue], block: RubyClosure?, node: RubyNode,
              evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue? {
        nil
    }

    /// The constants whose `new` makes a spec.
    static let specConstants = ["Pod::Spec", "Pod::Specification", "::Pod::Spec", "::Pod::Specification"]

    func call(constant: String, _ name: String, _ arguments: [RubyLocatedValue], block: RubyClosure?, node: RubyNode,
              evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue? {
        guard name == "new", PodspecHost.specConstants.contains(constant) else { return nil }
        let index = newSpec(parent: nil, name: arguments.first, ignored: false, kind: .root, at: evaluator.location(of: node))
        if arguments.count > 1 { specs[index].attributes.set("version", arguments[1], in: &attributeEntries) }
        lastRoot = index
        let object = newObject(.spec(index))
        if let block { _ = try evaluator.callBlock(block, with: object) }
        return object
    }

    func call(object: Int, _ name: String, _ arguments: inout [RubyLocatedValue], block: RubyClosure?, node: RubyNode,
              evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue {
        guard object >= 0, object < objects.count else { return .nilValue }
        switch objects[object] {
        case let .spec(index):
            return try callSpec(index, name, &arguments, block: block, node: node, evaluator: evaluator)
        case let .platform(index, platform):
            return try callPlatform(index, platform, name, &arguments, node: node, evaluator: evaluator)
        }
    }

    /// The spec's methods `callSpec` answers itself; `setter` a name ending in `=` (but `[]=`),
    /// `scope` a platform scope's name (`ios`, `osx`…), `other` an attribute (read, or set by the
    /// DSL's setter form).
    enum SpecMethod {
        case dependency, subspec, testSpec, appSpec, name, toS, version, root, index, setter, scope, other

        init(_ name: String) {
            switch name {
            case "dependency": self = .dependency
            case "subspec": self = .subspec
            case "test_spec": self = .testSpec
            case "app_spec": self = .appSpec
            case "name": self = .name
            case "to_s": self = .toS
            case "version": self = .version
            case "root": self = .root
            case "[]=", "[]": self = .index
            default:
                if RubyEvaluator.lastByte(of: name) == UInt8(ascii: "=") {
                    self = .setter
                } else if PodspecHost.mayNameScope(name) && PodspecHost.isScope(name) {
                    self = .scope
                } else {
                    self = .other
                }
            }
        }
    }

    /// `SpecMethod` of each well-known name (`RubyName.wellKnown`), by id: made once, so a call
    /// on a spec is told apart by its name's id instead of its `String` compared with each.
    static let specMethods: [SpecMethod] = RubyName.wellKnown.map(SpecMethod.init)

    /// `PodPlatform.podName` of each well-known name that is a `scope`, by id (nil for the rest).
    static let scopePodNames: [String?] = RubyName.wellKnown.map { SpecMethod($0) == .scope ? PodPlatform.podName($0) : nil }

    /// `PodPlatform.podName(name)` of a `scope`, by the call's name id when it is a well-known one.
    @inline(__always)
    static func scopePodName(_ name: String, id: Int32) -> String {
        if id >= 0, Int(id) < scopePodNames.count, let known = scopePodNames[Int(id)] { return known }
        return PodPlatform.podName(name)
    }

    /// `SpecMethod(name)`, by the call's name id (`RubyNode.name`) when it is a well-known one.
    @inline(__always)
    static func specMethod(_ name: String, id: Int32) -> SpecMethod {
        id >= 0 && Int(id) < specMethods.count ? specMethods[Int(id)] : SpecMethod(name)
    }

    /// Inlined in `call(object:…)`, its one caller: one frame fewer per call on a spec. A lone
    /// argument the spec keeps (a subspec's name, `s.frameworks 'A'`) is taken out of the list
    /// (`removeLast()`): moved into the record, not copied there and destroyed with the list.
    @inline(__always)
    func callSpec(_ index: Int, _ name: String, _ arguments: inout [RubyLocatedValue], block: RubyClosure?, node: RubyNode,
                  evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue {
        // The arguments are read in place (`arguments[0]`), not copied out (`let first =
        // arguments.first` copied the value and its location for every call on a spec). A
        // setter and a scope are told by the name's id too (`SpecMethod`), not by its bytes.
        let method = PodspecHost.specMethod(name, id: node.name)
        switch method {
        case .setter:
            // A setter (`s.name = …`, `s.license = …`); without a value it sets nothing.
            guard !arguments.isEmpty else { return .nilValue }
            try setSpec(index, String(name.dropLast()), id: -1, arguments[0], node: node, evaluator: evaluator)
            return arguments[0].value
        case .scope where arguments.isEmpty:
            return newObject(.platform(spec: index, name: PodspecHost.scopePodName(name, id: node.name)))
        case .dependency:
            try recordDependency(index, arguments, platform: nil, node: node, evaluator: evaluator)
            return .nilValue
        case .subspec, .testSpec, .appSpec:
            let ignored = method != .subspec || specs[index].ignored
            let subName: RubyLocatedValue
            if !arguments.isEmpty {
                if !ignored { _ = try evaluator.requireString(arguments, at: 0, "the name of a subspec") }
                subName = arguments.count == 1 ? arguments.removeLast() : arguments[0]
            } else {
                subName = RubyLocatedValue(.string(method == .appSpec ? "App" : "Tests"), at: evaluator.location(of: node))
            }
            let kind: PodBuildSpec.Kind = method == .subspec ? .subspec : method == .appSpec ? .app : .test
            let child = newSpec(parent: index, name: consume subName, ignored: ignored, kind: kind, at: evaluator.location(of: node))
            let object = newObject(.spec(child))
            // Test and app specs are not part of the graph. A test spec's body is evaluated for
            // its build description; an app spec's is not, and what it may change is unknown.
            guard let block else { return object }
            if !ignored {
                _ = try evaluator.callBlock(block, with: object)
            } else if method == .testSpec, !specs[index].ignored {
                try evaluateTestSpec(child, block, object, node: node, evaluator: evaluator)
            } else {
                try evaluator.notRun(block, arguments: [], because: "which the block of '\(name)' may change, and mortar does not run it",
                                     at: evaluator.location(of: node), in: block.frame)
            }
            return object
        case .name, .toS:
            if specs[index].parent == nil { return specs[index].ownName?.value ?? .nilValue }
            return fullName(index).map(RubyValue.string) ?? (specs[index].ownName?.value ?? .nilValue)
        case .version:
            return version(of: index)
        case .root:
            return newObject(.spec(root(of: index)))
        case .index:
            return .nilValue
        case .scope, .other:
            if arguments.isEmpty, name == "module_name", specs[index].attributes[name, in: attributeEntries] == nil,
               let own = specs[index].ownName?.value.stringValue {
                // CocoaPods' `Specification#module_name`: unset, the name as a C identifier.
                return .string(ModuleNaming.c99Identifier(own))
            }
            if arguments.isEmpty {
                return specs[index].attributes[name, in: attributeEntries]?.value ?? .nilValue
            }
            // `s.license 'MIT'`, `s.frameworks 'A', 'B'`: the DSL's setter form.
            let value = arguments.count == 1 ? arguments.removeLast() : RubyLocatedValue(.array(arguments.map(\.value)), at: evaluator.location(of: node))
            specs[index].attributes.set(name, id: node.name, value, in: &attributeEntries)
            return .nilValue
        }
    }

    /// A lone argument the scope keeps (`s.ios.frameworks 'UIKit'`) is taken out of the list, as
    /// `callSpec` takes one; the call's answer is a copy of its value.
    func callPlatform(_ index: Int, _ platform: String, _ name: String, _ arguments: inout [RubyLocatedValue], node: RubyNode,
                      evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue {
        if RubyEvaluator.lastByte(of: name) == UInt8(ascii: "="), !arguments.isEmpty {
            setPlatform(index, platform, String(name.dropLast()), id: -1, arguments[0])
            return arguments[0].value
        }
        switch name {
        case "dependency":
            try recordDependency(index, arguments, platform: platform, node: node, evaluator: evaluator)
            return .nilValue
        case "deployment_target=", "deployment_target":
            if let first = arguments.first {
                addTarget(index, Spec.Target(platform: platform, version: first))
                return first.value
            }
            // The last one written for the platform.
            var found = -1, next = specs[index].firstTarget
            while next >= 0 {
                if targets[next].platform == platform { found = next }
                next = targets[next].next
            }
            return found >= 0 ? targets[found].version?.value ?? .nilValue : .nilValue
        case "source_files=":
            // Without a value (a value is `setPlatform`'s): nothing set, nothing read.
            return .nilValue
        default:
            // The setter form `s.ios.frameworks 'UIKit', 'Foo'`; a setter without a value reads.
            let attribute = name.hasSuffix("=") ? String(name.dropLast()) : name
            guard !arguments.isEmpty else {
                return platformAttribute(index, platform, attribute)?.value ?? .nilValue
            }
            let answer = arguments[0].value
            setPlatformAttribute(index, platform, attribute,
                                 arguments.count == 1 ? arguments.removeLast() : RubyLocatedValue(.array(arguments.map(\.value)), at: evaluator.location(of: node)))
            return answer
        }
    }

    /// The entries of a hash that matters (`s.platforms = { … }`); nil is none, anything else
    /// an error saying why it is not static.
    func staticHash(_ value: RubyLocatedValue, _ what: String, evaluator: RubyEvaluator) throws(RubyEvalSignal) -> [RubyHashEntry] {
        switch value.value {
        case let .hash(entries): return entries
        case .nilValue: return []
        case .opaque, .constant: throw .error(evaluator.notStatic(what, value))
        default:
            throw .error(.invalid("\(what) must be a hash, not \(value.value.kindDescription)", at: value.location,
                                  help: "write it like { :ios => '12.0' }"))
        }
    }

    /// A test spec's block, run for the test spec's build description (outside the graph).
    /// What it cannot read statically does not stop the podspec: the spec keeps why it is
    /// unread, and what the block may have changed becomes unknown, as for an app spec. Bounds
    /// (`tooComplex`) stop the podspec as anywhere else.
    func evaluateTestSpec(_ child: Int, _ block: RubyClosure, _ object: RubyValue, node: RubyNode,
                          evaluator: RubyEvaluator) throws(RubyEvalSignal) {
        do {
            _ = try evaluator.callBlock(block, with: object)
        } catch let signal {
            guard case let .error(error) = signal, !error.isTooComplex else { throw signal }
            specs[child].unread = error
            specs[child].dependencies = []
            try evaluator.notRun(block, arguments: [], because: "which the block of 'test_spec' may change, and mortar could not run it",
                                 at: evaluator.location(of: node), in: block.frame)
        }
    }

    /// `dependency 'Name', '>= 1', '< 2'`; a trailing options hash (`:configurations`) is dropped.
    /// A test spec's dependencies are kept for its build description only.
    func recordDependency(_ index: Int, _ arguments: [RubyLocatedValue], platform: String?, node: RubyNode,
                          evaluator: RubyEvaluator) throws(RubyEvalSignal) {
        guard !specs[index].ignored || specs[index].kind == .test else { return }
        // The arguments are read in place by index (`arguments.first` and `for argument in`
        // copied each value and its location out).
        guard !arguments.isEmpty else {
            throw .error(.invalid("'dependency' needs the name of a pod", at: evaluator.location(of: node), help: "write it like 'dependency \"AFNetworking\"'"))
        }
        let name = try evaluator.requireString(arguments, at: 0, "the name of a dependency")
        guard !name.isEmpty else {
            throw .error(.invalid("the name of a dependency is empty", at: arguments[0].location, help: "write the pod's name"))
        }
        // `'A', '~> 1.2'`, the usual versioned dependency: its one requirement read as it is
        // (`Requirement.parse(_:)` of one string), no list of strings made for it, and shared
        // with an equal one read before (`SharedRequirements`).
        var single: String?
        if arguments.count == 2, case let .string(s) = arguments[1].value { single = s }
        var strings: [String] = []
        if single == nil, arguments.count > 1 { strings.reserveCapacity(arguments.count - 1) }
        // The requirements as strings, when they are not that one string.
        var i = single == nil ? 1 : arguments.count
        while i < arguments.count {
            defer { i += 1 }
            switch arguments[i].value {
            case .hash, .nilValue: continue
            case let .string(s):
                // `requireString`'s answer, without the closure that would word its error.
                strings.append(s)
            case let .array(items):
                for item in items {
                    strings.append(try evaluator.requireString(RubyLocatedValue(item, at: arguments[i].location), "the requirement of dependency '\(name)'"))
                }
            default:
                strings.append(try evaluator.requireAnyString(arguments[i], "the requirement of dependency '\(name)'"))
            }
        }
        let requirement: Requirement
        do {
            if let single { requirement = try SharedRequirements.shared.parse(single) } else { requirement = try Requirement.parse(strings) }
        } catch {
            throw .error(.invalid("dependency '\(name)' has an invalid requirement: \(error)", at: arguments[arguments.count > 1 ? 1 : 0].location,
                                  help: "write requirements like '~> 1.2' or '>= 1.0', '< 2.0'"))
        }
        // Made once and consumed into the list (appended as an argument, it was copied and the
        // original destroyed); room for a few at the first (grown one by one, every append made
        // the list again).
        let dependency = Dependency(name: name, requirement: consume requirement, location: evaluator.location(of: node), platform: platform)
        if specs[index].dependencies.isEmpty { specs[index].dependencies.reserveCapacity(4) }
        specs[index].dependencies.append(consume dependency)
    }
}
