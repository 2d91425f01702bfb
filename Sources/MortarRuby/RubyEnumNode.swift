import MortarCore

/// A node of the Ruby syntax tree the static evaluator walks, with where it starts and the byte
/// range of its source (so a hook body can be kept verbatim).
package struct RubyEnumNode: Sendable {
    /// Only the cases that hold a node directly are boxed: a literal, a local, an array or a
    /// hash node needs no allocation of its own.
    package enum Kind: Sendable {
        case nilLiteral, trueLiteral, falseLiteral, selfReference
        case integer(String)
        case float(String)
        case string([RubySegment])
        /// A string literal of text only (most of them): its text, with no list of segments.
        case text(String)
        /// A backtick command: never run.
        case command([RubySegment])
        case symbol([RubySegment])
        case regex(String)
        case array([RubyEnumNode])
        case hash([RubyPair])
        /// A local variable known at this point (as Ruby decides at parse time).
        case local(String)
        /// `@x`, `$x`: never known.
        case variable(String)
        /// `Name` or `Scope::Name`.
        indirect case constant(scope: RubyEnumNode?, name: String)
        /// A method call, operators included (`a + b` is `a.+(b)`).
        case call(RubyCall)
        indirect case splat(RubyEnumNode)
        indirect case blockPass(RubyEnumNode)
        indirect case assign(target: RubyEnumNode, value: RubyEnumNode)
        /// `x += 1`, `x ||= y`: `op` without the `=`.
        indirect case opAssign(target: RubyEnumNode, op: String, value: RubyEnumNode)
        indirect case multiAssign(targets: [RubyEnumNode], value: RubyEnumNode)
        indirect case and(RubyEnumNode, RubyEnumNode)
        indirect case or(RubyEnumNode, RubyEnumNode)
        indirect case not(RubyEnumNode)
        indirect case ifElse(condition: RubyEnumNode, then: [RubyEnumNode], else: [RubyEnumNode]?)
        indirect case loop(condition: RubyEnumNode, body: [RubyEnumNode], until: Bool)
        indirect case caseWhen(subject: RubyEnumNode?, whens: [RubyWhen], else: [RubyEnumNode]?)
        indirect case def(RubyDef)
        indirect case returnValue(RubyEnumNode?)
        indirect case next(RubyEnumNode?)
        indirect case breakLoop(RubyEnumNode?)
        /// Boxed like the others: three lists inline would make every node (and every copy of
        /// one) 8 bytes larger for a form podspecs hardly use.
        indirect case begin(body: [RubyEnumNode], rescue: [RubyEnumNode]?, ensure: [RubyEnumNode]?)
        indirect case rescueModifier(RubyEnumNode, fallback: RubyEnumNode)
        indirect case range(RubyEnumNode?, RubyEnumNode?, exclusive: Bool)
        indirect case defined(RubyEnumNode)
        case lambda(RubyBlock)
        case sequence([RubyEnumNode])
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
    case code([RubyEnumNode])
}

/// `key => value` or `key: value`.
package struct RubyPair: Sendable {
    package var key: RubyEnumNode
    package var value: RubyEnumNode

    package init(key: RubyEnumNode, value: RubyEnumNode) {
        self.key = key
        self.value = value
    }
}

/// `receiver.name(args) { block }`; `receiver` nil for a call on `self`. A class, never changed
/// once parsed: matching a call node shares it instead of copying (and retaining) each field.
package final class RubyCall: Sendable {
    package let receiver: RubyEnumNode?
    package let name: String
    package let args: [RubyEnumNode]
    package let block: RubyBlock?
    /// `&.`: nil when the receiver is nil.
    package let safeNavigation: Bool
    /// Written with parentheses or arguments (so never a local variable).
    package let hasArguments: Bool

    package init(receiver: RubyEnumNode?, name: String, args: [RubyEnumNode], block: RubyBlock?, safeNavigation: Bool, hasArguments: Bool) {
        self.receiver = receiver
        self.name = name
        self.args = args
        self.block = block
        self.safeNavigation = safeNavigation
        self.hasArguments = hasArguments
    }
}

/// `do |a, b| … end` or `{ |a| … }`. A class, never changed once parsed: a closure shares it.
package final class RubyBlock: Sendable {
    package let parameters: [RubyParameter]
    package let body: [RubyEnumNode]
    package let location: SourceLocation
    package let start: Int
    package let end: Int

    package init(parameters: [RubyParameter], body: [RubyEnumNode], location: SourceLocation, start: Int, end: Int) {
        self.parameters = parameters
        self.body = body
        self.location = location
        self.start = start
        self.end = end
    }
}

/// A method or block parameter.
package struct RubyParameter: Sendable {
    package enum Kind: Sendable {
        case required, optional(RubyEnumNode), splat, keyword(RubyEnumNode?), doubleSplat, block
    }
    package var name: String
    package var kind: Kind

    package init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

/// `def name(params) … end`.
package struct RubyDef: Sendable {
    package var name: String
    package var parameters: [RubyParameter]
    package var body: [RubyEnumNode]
    /// `def self.name`.
    package var onSelf: Bool

    package init(name: String, parameters: [RubyParameter], body: [RubyEnumNode], onSelf: Bool) {
        self.name = name
        self.parameters = parameters
        self.body = body
        self.onSelf = onSelf
    }
}

/// `when a, b then …`.
package struct RubyWhen: Sendable {
    package var values: [RubyEnumNode]
    package var body: [RubyEnumNode]

    package init(values: [RubyEnumNode], body: [RubyEnumNode]) {
        self.values = values
        self.body = body
    }
}
