import MortarCore

/// A node of the Ruby syntax tree the static evaluator walks, with where it starts and the byte
/// range of its source (so a hook body can be kept verbatim).
struct RubyNode: Sendable {
    indirect enum Kind: Sendable {
        case nilLiteral, trueLiteral, falseLiteral, selfReference
        case integer(String)
        case float(String)
        case string([RubySegment])
        /// A backtick command: never run.
        case command([RubySegment])
        case symbol([RubySegment])
        case regex(String)
        case array([RubyNode])
        case hash([RubyPair])
        /// A local variable known at this point (as Ruby decides at parse time).
        case local(String)
        /// `@x`, `$x`: never known.
        case variable(String)
        /// `Name` or `Scope::Name`.
        case constant(scope: RubyNode?, name: String)
        /// A method call, operators included (`a + b` is `a.+(b)`).
        case call(RubyCall)
        case splat(RubyNode)
        case blockPass(RubyNode)
        case assign(target: RubyNode, value: RubyNode)
        /// `x += 1`, `x ||= y`: `op` without the `=`.
        case opAssign(target: RubyNode, op: String, value: RubyNode)
        case multiAssign(targets: [RubyNode], value: RubyNode)
        case and(RubyNode, RubyNode)
        case or(RubyNode, RubyNode)
        case not(RubyNode)
        case ifElse(condition: RubyNode, then: [RubyNode], else: [RubyNode]?)
        case loop(condition: RubyNode, body: [RubyNode], until: Bool)
        case caseWhen(subject: RubyNode?, whens: [RubyWhen], else: [RubyNode]?)
        case def(RubyDef)
        case returnValue(RubyNode?)
        case next(RubyNode?)
        case breakLoop(RubyNode?)
        case begin(body: [RubyNode], rescue: [RubyNode]?, ensure: [RubyNode]?)
        case rescueModifier(RubyNode, fallback: RubyNode)
        case range(RubyNode?, RubyNode?, exclusive: Bool)
        case defined(RubyNode)
        case lambda(RubyBlock)
        case sequence([RubyNode])
        /// `class`/`module` bodies and `yield`/`super`: parsed, never evaluated.
        case unsupported(String)
    }

    var kind: Kind
    var location: SourceLocation
    var start: Int
    var end: Int

    init(_ kind: Kind, at location: SourceLocation, start: Int, end: Int) {
        self.kind = kind
        self.location = location
        self.start = start
        self.end = end
    }
}

/// A piece of a string literal: text, or interpolated statements.
enum RubySegment: Sendable {
    case text(String)
    case code([RubyNode])
}

/// `key => value` or `key: value`.
struct RubyPair: Sendable {
    var key: RubyNode
    var value: RubyNode
}

/// `receiver.name(args) { block }`; `receiver` nil for a call on `self`.
struct RubyCall: Sendable {
    var receiver: RubyNode?
    var name: String
    var args: [RubyNode]
    var block: RubyBlock?
    /// `&.`: nil when the receiver is nil.
    var safeNavigation: Bool
    /// Written with parentheses or arguments (so never a local variable).
    var hasArguments: Bool
}

/// `do |a, b| … end` or `{ |a| … }`.
struct RubyBlock: Sendable {
    var parameters: [RubyParameter]
    var body: [RubyNode]
    var location: SourceLocation
    var start: Int
    var end: Int
}

/// A method or block parameter.
struct RubyParameter: Sendable {
    enum Kind: Sendable {
        case required, optional(RubyNode), splat, keyword(RubyNode?), doubleSplat, block
    }
    var name: String
    var kind: Kind
}

/// `def name(params) … end`.
struct RubyDef: Sendable {
    var name: String
    var parameters: [RubyParameter]
    var body: [RubyNode]
    /// `def self.name`.
    var onSelf: Bool
}

/// `when a, b then …`.
struct RubyWhen: Sendable {
    var values: [RubyNode]
    var body: [RubyNode]
}
