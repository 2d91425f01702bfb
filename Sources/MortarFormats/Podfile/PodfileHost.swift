import MortarCore
import MortarRuby

/// The Podfile DSL for the static evaluator: `platform`, `source`, `target` nesting, `pod`,
/// global flags, and hooks (kept as text, never run).
final class PodfileHost: RubyHost {
    /// DSL methods that change nothing Mortar reads (carried over to a generated Podfile as written).
    static let ignored: Set<String> = [
        "inherit!", "abstract!", "workspace", "project", "xcodeproj", "install!", "plugin", "ensure_bundler!",
        "supports_swift_versions", "link_with", "generate_bridge_support!", "set_arc_compatibility_flag!",
        "script_phase", "podspec", "exclusive", "inhibit_warnings_for_pod",
    ]
    static let hooks: Set<String> = ["pre_install", "post_install", "pre_integrate", "post_integrate"]

    let file: String
    var targets: [String] = []
    var firstTarget: String?
    /// Where `firstTarget` is declared.
    var firstTargetLocation: SourceLocation?
    var pods: [PodfilePod] = []
    var platforms: [Platform] = []
    var sources: [Located<String>] = []
    var settings = PodfileSettings()
    /// The target definitions being read, outermost (the implicit `Pods`) first.
    var definitions: [PodfileTarget]
    /// What cannot be carried over to a generated Podfile, located.
    var notCarried: [Located<String>] = []
    /// The `Podfile.lock` beside the Podfile, when the caller read one: what `pod install`
    /// recorded of a requirement Mortar cannot evaluate (`lockedRequirement(of:instead:)`).
    let lock: PodfileLock?
    /// What the read warns of (a requirement taken from the lock).
    var warnings: [Diagnostic] = []

    init(file: String, lock: PodfileLock? = nil) {
        self.file = file
        self.lock = lock
        self.definitions = [PodfileTarget(name: "Pods", isAbstractTarget: true, location: SourceLocation(file: file))]
    }

    /// Where `node` starts in the Podfile (the evaluator's `location(of:)`, for code that has no evaluator at hand).
    func location(of node: RubyNode) -> SourceLocation {
        SourceLocation(file: file, line: node.line, column: node.column)
    }

    var notStaticHelp: String { "declare the pods plainly in the Podfile, or " + RubyError.alternative(for: file) }

    static let significantNames: Set<String> = [
        "pod", "target", "abstract_target", "source", "platform", "use_frameworks!", "use_modular_headers!", "inhibit_all_warnings!",
    ]

    func isSignificant(_ name: String) -> Bool { PodfileHost.significantNames.contains(name) || PodfileHost.hooks.contains(name) }

    func unknownMethodIsError(_ name: String) -> Bool { true }

    func call(_ name: String, _ arguments: [RubyLocatedValue], block: RubyClosure?, node: RubyNode,
              evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue? {
        switch name {
        case "platform":
            guard let first = arguments.first else { return .nilValue }
            let platform = try evaluator.requireString(first, "the platform")
            var version: String?
            if var target = arguments.dropFirst().first {
                // The deprecated form `platform :ios, :deployment_target => '9.0'` (CocoaPods reads `target[:deployment_target]`).
                if case let .hash(entries) = target.value {
                    target.value = entries.first { $0.key.rubyEquals(.symbol("deployment_target")) == true }?.value ?? .nilValue
                }
                if case let .gemVersion(text) = target.value {
                    // `platform :ios, Gem::Version.new('13.0')` (WordPressKit-iOS): CocoaPods'
                    // `Platform.new` takes the version's text.
                    version = text
                } else if target.value.truthiness != false {
                    version = try evaluator.requireString(target, "the deployment target of '\(platform)'")
                }
            }
            let entry = Platform(name: platform, version: version, location: evaluator.location(of: node))
            if let i = platforms.firstIndex(where: { $0.name == entry.name }) { platforms[i] = entry } else { platforms.append(entry) }
            record(name, arguments, block: block, node: node)
            return .nilValue
        case "source":
            guard let first = arguments.first else { return .nilValue }
            sources.append(Located(try evaluator.requireString(first, "the source"), at: first.location))
            record(name, arguments, block: block, node: node)
            return .nilValue
        case "target", "abstract_target":
            guard let first = arguments.first else {
                throw .error(.invalid("'\(name)' needs a name", at: evaluator.location(of: node), help: "write it like \"target 'App' do … end\""))
            }
            let target = try evaluator.requireString(first, "the name of a target")
            if name == "target", firstTarget == nil {
                firstTarget = target
                firstTargetLocation = evaluator.location(of: node)
            }
            targets.append(target)
            defer { targets.removeLast() }
            try readTarget(target, abstract: name == "abstract_target", block: block, node: node, evaluator: evaluator)
            return .nilValue
        case "pod":
            try recordPod(arguments, node: node, evaluator: evaluator)
            return .nilValue
        case "use_frameworks!":
            if case let .hash(entries)? = arguments.first?.value {
                if let linkage = entries.first(where: { $0.key.stringValue == "linkage" })?.value.stringValue { settings.linkage = linkage }
                settings.useFrameworks = true
            } else {
                settings.useFrameworks = arguments.first?.value.truthiness ?? true
            }
            record(name, arguments, block: block, node: node)
            return .nilValue
        case "use_modular_headers!":
            settings.useModularHeaders = true
            record(name, arguments, block: block, node: node)
            return .nilValue
        case "inhibit_all_warnings!":
            settings.inhibitAllWarnings = true
            record(name, arguments, block: block, node: node)
            return .nilValue
        case _ where PodfileHost.hooks.contains(name):
            settings.hooks.append(evaluator.text(of: node))
            append(.hook(evaluator.text(of: node)))
            return .nilValue
        case "workspace", "project", "xcodeproj":
            // The first literal one, at the top level for a project (a target's own project is not the app's).
            if let first = arguments.first, let text = first.value.stringValue, !text.isEmpty {
                if name == "workspace", settings.workspaceLine == nil { settings.workspaceLine = Located(text, at: evaluator.location(of: node)) }
                if name != "workspace", definitions.count == 1, settings.projectLine == nil { settings.projectLine = Located(text, at: evaluator.location(of: node)) }
            }
            record(name, arguments, block: block, node: node)
            return .nilValue
        case _ where PodfileHost.ignored.contains(name):
            record(name, arguments, block: block, node: node)
            return .nilValue
        default:
            return nil
        }
    }

    func call(object: Int, _ name: String, _ arguments: inout [RubyLocatedValue], block: RubyClosure?, node: RubyNode,
              evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue {
        .nilValue
    }

    func call(constant: String, _ name: String, _ arguments: [RubyLocatedValue], block: RubyClosure?, node: RubyNode,
              evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue? {
        nil
    }

    /// `pod 'Name', '~> 1.0', :git => …, :branch => …` (options in either hash syntax).
    func recordPod(_ arguments: [RubyLocatedValue], node: RubyNode, evaluator: RubyEvaluator) throws(RubyEvalSignal) {
        guard let first = arguments.first else {
            throw .error(.invalid("'pod' needs the name of a pod", at: evaluator.location(of: node), help: "write it like \"pod 'Alamofire', '5.8.0'\""))
        }
        let name = try evaluator.requireString(first, "the name of a pod")
        guard !name.isEmpty else { throw .error(.invalid("the name of a pod is empty", at: first.location, help: "write the pod's name")) }
        var pod = PodfilePod(target: targets.joined(separator: "/"), name: name, location: evaluator.location(of: node))
        for argument in arguments.dropFirst() {
            switch argument.value {
            case .nilValue: continue
            case let .hash(entries):
                for entry in entries {
                    guard let key = entry.key.stringValue else { continue }
                    let value = RubyLocatedValue(entry.value, at: argument.location)
                    try apply(option: key, value, to: &pod, evaluator: evaluator)
                }
            case let .array(items):
                for item in items where pod.requirementsFromLock == nil {  // the lock's record stands for them all
                    try appendRequirement(RubyLocatedValue(item, at: argument.location), to: &pod, evaluator: evaluator)
                }
            default:
                if pod.requirementsFromLock == nil { try appendRequirement(argument, to: &pod, evaluator: evaluator) }
            }
        }
        pods.append(pod)
        append(.pod(podLine(pod, arguments, node: node)))
    }

    /// A requirement of `pod` as written; one Mortar cannot evaluate (`pod 'SwiftLint',
    /// YAML.load_file('.swiftlint.yml')['swiftlint_version']`) is what Podfile.lock's
    /// DEPENDENCIES recorded when `pod install` evaluated it, with a warning. With no lock, or a
    /// lock that does not name the pod with a requirement, the read stops where it did.
    func appendRequirement(_ argument: RubyLocatedValue, to pod: inout PodfilePod, evaluator: RubyEvaluator) throws(RubyEvalSignal) {
        do {
            pod.requirements.append(try evaluator.requireString(argument, "the requirement of pod '\(pod.name)'"))
        } catch {
            guard case let .error(.notStatic(message, at: location, help: _)) = error, let lock,
                  let recorded = lock.dependencies.first(where: { $0.name == pod.name && $0.requirement != nil && !$0.isExternal }),
                  let text = recorded.requirement else { throw error }
            pod.requirements = text.components(separatedBy: ", ")
            pod.requirementsFromLock = recorded.location
            warnings.append(Diagnostic(
                .lockedPin, .warning, "\(message); \(PathText.lastComponent(of: lock.file)) records it as '\(text)', which mortar takes",
                at: [location], notes: [.init("recorded by 'pod install' here", at: recorded.location)],
                help: "write the requirement in the Podfile, or run 'pod install' whenever what it comes from changes, so that \(PathText.lastComponent(of: lock.file)) records it"))
        }
    }

    func apply(option key: String, _ value: RubyLocatedValue, to pod: inout PodfilePod, evaluator: RubyEvaluator) throws(RubyEvalSignal) {
        func text() throws(RubyEvalSignal) -> String {
            if case .nilValue = value.value { return "" }
            return try evaluator.requireString(value, "the ':\(key)' of pod '\(pod.name)'")
        }
        func list() throws(RubyEvalSignal) -> [String] {
            switch value.value {
            case let .array(items):
                var result: [String] = []
                for item in items { result.append(try evaluator.requireString(RubyLocatedValue(item, at: value.location), "the ':\(key)' of pod '\(pod.name)'")) }
                return result
            case .nilValue: return []
            default: return [try text()]
            }
        }
        switch key {
        case "git": pod.git = try text()
        case "branch": pod.branch = try text()
        case "tag": pod.tag = try text()
        case "commit": pod.commit = try text()
        case "path": pod.path = try text()
        case "podspec": pod.podspec = try text()
        case "subspecs": pod.subspecs = try list()
        case "configurations", "configuration": pod.configurations = (try? list()) ?? []
        default: break  // :modular_headers, :inhibit_warnings, :testspecs, :linkage … change nothing read here
        }
    }
}
