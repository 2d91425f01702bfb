/// One thing a Podfile says inside a target definition (or at its top level), in order.
public enum PodfileStatement: Hashable, Sendable {
    /// `pod 'Name/Sub', '~> 1.0', :option => value …`.
    case pod(PodfilePodLine)
    /// Any other DSL call carried over as written: `platform`, `source`, `use_frameworks!`,
    /// `inherit!`, `project`, `workspace`, `install!`, `plugin`, `podspec`, `script_phase` …
    case call(PodfileCall)
    /// `target 'Name' do … end` or `abstract_target 'Name' do … end`.
    case target(PodfileTarget)
    /// A hook (`post_install do |installer| … end`), verbatim, never run.
    case hook(String)
}

/// A DSL call with literal arguments.
public struct PodfileCall: Hashable, Sendable {
    public var name: String
    public var arguments: [PodfileValue]
    public var location: SourceLocation

    public init(name: String, arguments: [PodfileValue] = [], location: SourceLocation) {
        self.name = name
        self.arguments = arguments
        self.location = location
    }
}

/// A `pod` line: its name as written (`Moya/RxSwift` stays a subspec), its requirements, and
/// every option in written order (`:configurations`, `:modular_headers`, `:git` …).
public struct PodfilePodLine: Hashable, Sendable {
    public var name: String
    public var requirements: [String]
    public var options: [PodfileHashEntry]
    public var location: SourceLocation

    public init(name: String, requirements: [String] = [], options: [PodfileHashEntry] = [], location: SourceLocation) {
        self.name = name
        self.requirements = requirements
        self.options = options
        self.location = location
    }

    /// The pod this line names: `Moya/RxSwift` → `Moya`.
    public var rootName: String {
        name.firstIndex(of: "/").map { String(name[..<$0]) } ?? name
    }

    /// The value of option `key` (`git`, `configurations` …).
    public func option(_ key: String) -> PodfileValue? {
        options.first { $0.key.text == key }?.value
    }
}

/// A target definition: its name, whether it was declared with `abstract_target`, and what it
/// says in order. The top level of a Podfile is the implicit abstract target `Pods`.
public struct PodfileTarget: Hashable, Sendable {
    public var name: String
    /// Declared with `abstract_target` (an `abstract!` call inside is a statement).
    public var isAbstractTarget: Bool
    public var statements: [PodfileStatement]
    public var location: SourceLocation

    public init(name: String, isAbstractTarget: Bool = false, statements: [PodfileStatement] = [], location: SourceLocation) {
        self.name = name
        self.isAbstractTarget = isAbstractTarget
        self.statements = statements
        self.location = location
    }

    /// The target definitions inside this one, in order.
    public var children: [PodfileTarget] {
        statements.compactMap { if case let .target(child) = $0 { return child } else { return nil } }
    }

    /// The `pod` lines of this target itself (not of its children), in order.
    public var pods: [PodfilePodLine] {
        statements.compactMap { if case let .pod(line) = $0 { return line } else { return nil } }
    }

    /// The calls named `name` of this target itself, in order.
    public func calls(_ name: String) -> [PodfileCall] {
        statements.compactMap { if case let .call(call) = $0, call.name == name { return call } else { return nil } }
    }
}
