import MortarCore

/// A node of the Ruby syntax tree the static evaluator walks, with where it starts and the byte
/// range of its source (so a hook body can be kept verbatim).
package struct RubyNode: Sendable {
    package indirect enum Kind: Sendable {
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

    package var kind: Kind
    /// Where the node starts (the file is the reader's: `RubyEvaluator.location(of:)`). A node
    /// is copied and freed often; a file name would be retained and released each time.
    package var line: Int
    package var column: Int
    package var start: Int
    package var end: Int

    package init(_ kind: Kind, at location: SourceLocation, start: Int, end: Int) {
        self.kind = kind
        self.line = location.line
        self.column = location.column
        self.start = start
        self.end = end
    }
}

/// A piece of a string literal: text, or interpolated statements.
package enum RubySegment: Sendable {
    case text(String)
    case code([RubyNode])
}

/// `key => value` or `key: value`.
package struct RubyPair: Sendable {
    package var key: RubyNode
    package var value: RubyNode
}

/// `receiver.name(args) { block }`; `receiver` nil for a call on `self`.
package struct RubyCall: Sendable {
    package var receiver: RubyNode?
    package var name: String
    package var args: [RubyNode]
    package var block: RubyBlock?
    /// `&.`: nil when the receiver is nil.
    package var safeNavigation: Bool
    /// Written with parentheses or arguments (so never a local variable).
    package var hasArguments: Bool
}

/// `do |a, b| … end` or `{ |a| … }`.
package struct RubyBlock: Sendable {
    package var parameters: [RubyParameter]
    package var body: [RubyNode]
    package var location: SourceLocation
    package var start: Int
    package var end: Int
}

/// A method or block parameter.
package struct RubyParameter: Sendable {
    package enum Kind: Sendable {
        case required, optional(RubyNode), splat, keyword(RubyNode?), doubleSplat, block
    }
    package var name: String
    package var kind: Kind
}

/// `def name(params) … end`.
package struct RubyDef: Sendable {
    package var name: String
    package var parameters: [RubyParameter]
    package var body: [RubyNode]
    /// `def self.name`.
    package var onSelf: Bool
}

/// `when a, b then …`.
package struct RubyWhen: Sendable {
    package var values: [RubyNode]
    package var body: [RubyNode]
}
