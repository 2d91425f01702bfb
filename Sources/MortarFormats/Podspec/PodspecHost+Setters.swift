import MortarCore
import MortarRuby

/// Setting a spec's attributes: `s.name = …`, `s.ios.deployment_target = …`. The evaluator
/// hands an assignment over as the attribute's name (`assign(object:…)`, no `license=` made and
/// taken apart again); a setter called by name (`callSpec` with `license=`) comes here too.
extension PodspecHost {
    func assign(object: Int, _ attribute: consuming String, _ value: consuming RubyLocatedValue, node: RubyNode,
                evaluator: RubyEvaluator) throws(RubyEvalSignal) {
        // `x[k] = v` is `assignIndex`'s; a host object's `[]=` sets nothing.
        // The name's length first (held inline): `!=` of two different names is a call.
        guard object >= 0, object < objects.count, attribute.utf8.count != 2 || attribute != "[]" else { return }
        switch objects[object] {
        case let .spec(index):
            // The call's name is the attribute's (`RubyNode.name`): found among the recorded ones by its id.
            try setSpec(index, attribute, id: node.name, value, node: node, evaluator: evaluator)
        case let .platform(index, platform):
            setPlatform(index, platform, attribute, id: node.name, value)
        }
    }

    /// `s.<attribute> = value` (the value and the name moved into the spec's record), `id` the attribute's id
    /// among the file's names (-1: not known). Inlined in `assign`, its caller for each `s.x = …`:
    /// one frame fewer per assignment.
    @inline(__always)
    func setSpec(_ index: Int, _ attribute: consuming String, id: Int32, _ value: consuming RubyLocatedValue, node: RubyNode,
                 evaluator: RubyEvaluator) throws(RubyEvalSignal) {
        // The four names with a meaning of their own told apart by their length first (held
        // inline): a `switch` on the name compared it with each in turn, a call per name.
        switch attribute.utf8.count {
        case 4 where attribute == "name":
            specs[index].ownName = value
        case 8 where attribute == "platform":
            switch value.value {
            case let .array(items) where !items.isEmpty:
                let platform = try evaluator.requireString(RubyLocatedValue(items[0], at: value.location), "the platform")
                addTarget(index, Spec.Target(platform: platform, version: items.count > 1 ? RubyLocatedValue(items[1], at: value.location) : nil))
            case .nilValue:
                break
            default:
                addTarget(index, Spec.Target(platform: try evaluator.requireString(value, "the platform"), version: nil))
            }
        case 9 where attribute == "platforms":
            for entry in try staticHash(value, "the platforms hash", evaluator: evaluator) {
                let platform = try evaluator.requireString(RubyLocatedValue(entry.key, at: value.location), "the name of a platform")
                addTarget(index, Spec.Target(platform: platform, version: RubyLocatedValue(entry.value, at: value.location)))
            }
        case 12 where attribute == "dependencies":
            for entry in try staticHash(value, "the dependencies hash", evaluator: evaluator) {
                try recordDependency(index, [RubyLocatedValue(entry.key, at: value.location), RubyLocatedValue(entry.value, at: value.location)], platform: nil, node: node, evaluator: evaluator)
            }
        default:
            specs[index].attributes.set(attribute, id: id, value, in: &attributeEntries)
        }
    }

    /// `s.ios.<attribute> = value` (the value and the name moved into the spec's record), `id` as `setSpec`'s.
    /// `deployment_target` told by its length first (a `switch` on the name compared it, a call
    /// per attribute), and the value passed on with `consume`: a `consuming` parameter passed
    /// as it is was copied for the target or the attribute (an outlined copy, two retains) and
    /// destroyed after, for each `s.ios.x = …`.
    func setPlatform(_ index: Int, _ platform: String, _ attribute: consuming String, id: Int32, _ value: consuming RubyLocatedValue) {
        if attribute.utf8.count == 17, attribute == "deployment_target" {
            addTarget(index, Spec.Target(platform: platform, version: consume value))
        } else {
            setPlatformAttribute(index, platform, consume attribute, id: id, consume value)
        }
    }
}
