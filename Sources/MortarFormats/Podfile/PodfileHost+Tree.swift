import MortarCore
import MortarRuby

// The whole Podfile as a tree of target definitions, for a generated Podfile that says
// everything again.
extension PodfileHost {
    /// A Ruby value as a Podfile literal; nil when it is not one (an object, `ENV`, a constant
    /// from outside the file, an unknown value).
    static func literal(_ value: RubyValue) -> PodfileValue? {
        switch value {
        case .nilValue: return .nilValue
        case let .bool(flag): return .bool(flag)
        case let .integer(number): return .number(String(number))
        case let .float(_, text): return .number(text)
        case let .string(text): return .string(text)
        case let .symbol(name): return .symbol(name)
        case let .array(items):
            var result: [PodfileValue] = []
            for item in items {
                guard let literal = literal(item) else { return nil }
                result.append(literal)
            }
            return .array(result)
        case let .hash(entries):
            var result: [PodfileHashEntry] = []
            for entry in entries {
                guard let key = literal(entry.key), let value = literal(entry.value) else { return nil }
                result.append(PodfileHashEntry(key, value))
            }
            return .hash(result)
        case .object, .environment, .constant, .gemVersion, .opaque: return nil
        }
    }

    /// Appends `statement` to the innermost target definition being read.
    func append(_ statement: PodfileStatement) {
        definitions[definitions.count - 1].statements.append(statement)
    }

    /// Records a DSL call with its literal arguments; one that is not a literal is noted as not
    /// carried over, at its place.
    func record(_ name: String, _ arguments: [RubyLocatedValue], block: RubyClosure?, node: RubyNode) {
        var literals: [PodfileValue] = []
        for argument in arguments {
            guard let literal = Self.literal(argument.value) else {
                notCarried.append(Located("'\(name)' is not carried over to a generated Podfile: an argument is not a literal", at: argument.location))
                return
            }
            literals.append(literal)
        }
        if block != nil {
            notCarried.append(Located("the block of '\(name)' is not carried over to a generated Podfile", at: location(of: node)))
        }
        append(.call(PodfileCall(name: name, arguments: literals, location: location(of: node))))
    }

    /// Reads the block of `target` / `abstract_target` into a child definition.
    func readTarget(_ name: String, abstract: Bool, block: RubyClosure?, node: RubyNode, evaluator: RubyEvaluator) throws(RubyEvalSignal) {
        definitions.append(PodfileTarget(name: name, isAbstractTarget: abstract, location: evaluator.location(of: node)))
        if let block {
            do {
                _ = try evaluator.callBlock(block, [])
            } catch {
                definitions.removeLast()
                throw error
            }
        }
        let child = definitions.removeLast()
        append(.target(child))
    }

    /// The `pod` line as written: name, requirements, and every option in order.
    func podLine(_ pod: PodfilePod, _ arguments: [RubyLocatedValue], node: RubyNode) -> PodfilePodLine {
        var line = PodfilePodLine(name: pod.name, requirements: pod.requirements, location: location(of: node))
        for argument in arguments.dropFirst() {
            guard case let .hash(entries) = argument.value else { continue }
            for entry in entries {
                guard let key = Self.literal(entry.key), let value = Self.literal(entry.value) else {
                    let key = entry.key.stringValue.map { "':\($0)'" } ?? "an option"
                    notCarried.append(Located("\(key) of pod '\(pod.name)' is not carried over to a generated Podfile: its value is not a literal", at: location(of: node)))
                    continue
                }
                line.options.append(PodfileHashEntry(key, value))
            }
        }
        return line
    }
}
