import MortarCore
import MortarRuby

/// Reads a Ruby `.podspec` without running Ruby into its spec tree (`PodBuildSpec`, the same
/// shape a `.podspec.json` gives) and the graph's `Component` as a view of that tree (root and
/// subspecs, default subspecs, platform-scoped dependencies, requirement lists; test and app
/// specs left out). A value the graph needs but is not static is a located `RubyError`
/// suggesting `pod ipc spec`.
public enum RubyPodspecReader {
    /// Reads podspec `text`; `file` is the path shown in locations; `environment` is what
    /// `ENV[...]` reads (pass the process environment, as CocoaPods would see it). With
    /// `buildSpec` false, `Component.buildSpec` stays nil (`WorkspaceLoader.keepsBuildSpecs`).
    public static func read(_ text: String, file: String, environment: [String: String] = [:], buildSpec: Bool = true) throws(RubyError) -> Component {
        try read(UTF8Text(text), file: file, environment: environment, buildSpec: buildSpec)
    }

    /// `read` of the text's bytes (`FileSysteming.readUTF8`: the file's bytes as read, with no
    /// `String` of it made), with the same answers.
    /// The host's lists and the parser's arenas are a `PodspecReadScratch`'s, taken from
    /// `PodspecReadScratchPool.shared` and given back after the read, whatever its end.
    public static func read(_ text: UTF8Text, file: String, environment: [String: String] = [:], buildSpec: Bool = true) throws(RubyError) -> Component {
        let scratch = PodspecReadScratchPool.shared.take()
        // Moved out of the scratch, not copied (a second owner would copy each list at its first change).
        var lists = PodspecHostStorage()
        swap(&lists, &scratch.host)
        let host = PodspecHost(file: file, storage: consume lists)
        var arenas = RubyReadScratch()
        swap(&arenas, &scratch.ruby)
        let evaluator = RubyEvaluator(file: file, text: text, environment: environment, host: host, scratch: consume arenas)
        defer {
            scratch.host = host.takeStorage()
            scratch.ruby = evaluator.takeScratch() ?? RubyReadScratch()
            PodspecReadScratchPool.shared.give(scratch)
        }
        _ = try evaluator.run()
        guard let rootIndex = host.lastRoot else {
            throw .invalid("the file declares no 'Pod::Spec.new'", at: SourceLocation(file: file, line: 1, column: 1),
                           help: "a podspec must evaluate to 'Pod::Spec.new do |s| … end'")
        }
        return try component(host: host, rootIndex: rootIndex, file: file, evaluator: evaluator, buildSpec: buildSpec)
    }

    /// The graph's component of the root spec `rootIndex`: a view of its spec tree
    /// (`buildSpec(host:index:name:file:)`), once the values the graph needs are known to be
    /// static — the name, the version, each deployment target and the default subspec list —
    /// else a located error.
    static func component(host: PodspecHost, rootIndex: Int, file: String, evaluator: RubyEvaluator, buildSpec keepsBuildSpec: Bool = true) throws(RubyError) -> Component {
        let name = try host.specs.withUnsafeBufferPointer { (specs) throws(RubyError) -> String in
            try checkedName(of: specs.baseAddress! + rootIndex, attributes: host.attributeEntries, targets: host.targets, file: file, evaluator: evaluator)
        }
        // The component's parts gathered as the tree is built (not by walking it again).
        var collected = Component.Collected(name)
        // Room for the library subspecs' names and dependencies (of the specs not under a test or
        // app spec; at most: those on the pod's own specs are counted too): read through pointers
        // (an element read by value is the whole record copied).
        host.specs.withUnsafeBufferPointer { specs in
            var subspecs = 0, dependencies = 0
            for i in specs.indices where !(specs.baseAddress! + i).pointee.ignored {
                if (specs.baseAddress! + i).pointee.kind == .subspec { subspecs += 1 }
                dependencies += (specs.baseAddress! + i).pointee.dependencies.count
            }
            collected.reserve(subspecs: subspecs, dependencies: dependencies)
        }
        let tree = buildSpec(
            host: host, index: rootIndex, name: name, file: file, only: keepsBuildSpec ? nil : Component.podspecSpellings,
            collecting: &collected, collects: true)
        // Both moved on (`consume`): a `var` passed to a `consuming` parameter as it is was
        // copied, every list retained, and destroyed after, for each podspec.
        return PodspecTreeReader.component(consume tree, collected: consume collected, format: .podspec, path: file, keepsBuildSpec: keepsBuildSpec)
    }

    /// The name of the root spec recorded at `root`, once the values the graph needs are known
    /// to be static — the name, the version, each deployment target and the default subspec
    /// list —, else a located error. The record is read field by field through its pointer (an
    /// element of `host.specs` read by value is the whole record copied, every list and value
    /// retained and released), and a value that is a string already is taken as it is (a value
    /// bound with `guard let` was copied out and destroyed, and `requireString` called, for the
    /// name, the version and each target). `store` holds the host's attribute entries, `targets`
    /// its deployment targets.
    static func checkedName(of root: UnsafePointer<PodspecHost.Spec>, attributes store: [PodspecHostAttributes.Entry],
                            targets: [PodspecHost.Spec.Target], file: String, evaluator: RubyEvaluator) throws(RubyError) -> String {
        guard root.pointee.ownName != nil else {
            throw .invalid("the podspec does not set its name", at: SourceLocation(file: file, line: 1, column: 1), help: "add 's.name = \"Name\"'")
        }
        let name: String
        if case let .string(written) = root.pointee.ownName!.value {
            name = written
        } else {
            do { name = try evaluator.requireString(root.pointee.ownName!, "the name of the pod") } catch { throw unwrap(error) }
        }
        if let version = root.pointee.attributes.position(of: "version", in: store) {
            if case .string = store[version].value.value {} else {
                do { _ = try evaluator.requireString(store[version].value, "the version of '\(name)'") } catch { throw unwrap(error) }
            }
        }
        var next = root.pointee.firstTarget
        while next >= 0 {
            let i = next
            next = targets[i].next
            guard targets[i].version != nil else { continue }
            switch targets[i].version!.value {
            case .string, .bool(false), .nilValue: continue
            default:
                do {
                    _ = try evaluator.requireString(targets[i].version!, "the deployment target of '\(targets[i].platform)'")
                } catch { throw unwrap(error) }
            }
        }
        if let defaults = root.pointee.attributes.position(of: PodspecAttribute.defaultSubspecs.spellings, in: store),
           let unknown = firstUnknown(store[defaults].value.value) {
            throw evaluator.notStatic("the default subspec list of '\(name)'", RubyLocatedValue(unknown, at: store[defaults].value.location))
        }
        return name
    }

    /// The first element of a source-files value that is not static.
    static func firstUnknown(_ value: RubyValue) -> RubyValue? {
        switch value {
        case .opaque, .constant: return value
        case let .array(items):
            // By index, and only an item that may hold one looked into (`for item in` copied
            // each item, a string's retain and release, for every list value a podspec sets).
            for i in items.indices {
                switch items[i] {
                case .opaque, .constant, .array:
                    if let unknown = firstUnknown(items[i]) { return unknown }
                default:
                    continue
                }
            }
            return nil
        default: return nil
        }
    }

    static func unwrap(_ signal: RubyEvalSignal) -> RubyError {
        if case let .error(e) = signal { return e }
        return .invalid("unexpected 'return' outside a method", at: SourceLocation(file: ""), help: "remove it")
    }
}
