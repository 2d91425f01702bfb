/// What the evaluator asks of a method's name on every call (does it change its receiver in
/// place, return its receiver, make a fresh value), answered by the name's id: a well-known
/// name (`RubyName.wellKnown`, the first ids of every file) from a table made once per process,
/// a file's own name from its `String` and the sets, as before. The table is made from the
/// same sets (`has(_:_:)`), so both give one answer; a `Set<String>` lookup hashes the name
/// (≈100 instructions), the table is one load.
extension RubyEvaluator {
    /// A method name's traits, one bit each.
    struct MethodTraits: OptionSet {
        let rawValue: UInt8
        /// `sameObjectMethods`: returns its receiver itself or a part of it.
        static let sameObject = MethodTraits(rawValue: 1)
        /// `freshMethods`: returns a value nothing else holds.
        static let fresh = MethodTraits(rawValue: 2)
        /// `stringChangingMethods`: changes a string receiver in place.
        static let changesString = MethodTraits(rawValue: 4)
        /// `mutatingInPlace`: changes an array or hash receiver in place.
        static let changesContainer = MethodTraits(rawValue: 8)
        /// `everyValueMethods`: one of the methods every value has (`callBuiltin`'s first `switch`).
        static let everyValue = MethodTraits(rawValue: 16)
    }

    /// The methods every value has, which `callBuiltin` answers before looking at the receiver:
    /// the names of its first `switch`, each once. A well-known name not among them (`join`,
    /// `map`, `strip`…) passes that `switch` by its id (`wellKnownTraits`), not by its `String`
    /// compared with each of these.
    static let everyValueMethods: Set<String> = [
        "nil?", "==", "===", "eql?", "equal?", "!", "freeze", "dup", "clone", "itself", "to_str", "presence", "frozen?",
        "is_a?", "kind_of?", "instance_of?", "respond_to?", "class", "inspect", "tap", "then", "yield_self",
    ]

    /// Whether `name` has `trait`: the sets' answer, the one the table is made from.
    static func has(_ trait: MethodTraits, _ name: String) -> Bool {
        switch trait {
        case .sameObject: return sameObjectMethods.contains(name)
        case .fresh: return freshMethods.contains(name)
        case .changesString: return stringChangingMethods.contains(name)
        case .everyValue: return everyValueMethods.contains(name)
        default: return mutatingInPlace.contains(name)
        }
    }

    /// Each well-known name's traits, by id: each set's names found among the well-known ones
    /// (≈100 lookups once per process, not every well-known name hashed for each set).
    static let wellKnownTraits: [MethodTraits] = {
        var table = [MethodTraits](repeating: [], count: RubyName.wellKnown.count)
        func mark(_ names: some Sequence<String>, _ trait: MethodTraits) {
            for name in names {
                if let id = RubyNameVocabulary.shared.find(name, hash: RubyNameTable.hash(name).hash) { table[Int(id)].insert(trait) }
            }
        }
        mark(sameObjectMethods, .sameObject)
        mark(freshMethods, .fresh)
        mark(stringChangingMethods, .changesString)
        mark(mutatingInPlace, .changesContainer)
        mark(everyValueMethods, .everyValue)
        return table
    }()

    /// Whether the name of id `id` of the tree has `trait`.
    @inline(__always)
    func nameID(_ id: Int32, has trait: MethodTraits) -> Bool {
        if Int(id) < RubyEvaluator.wellKnownTraits.count { return RubyEvaluator.wellKnownTraits[Int(id)].contains(trait) }
        return RubyEvaluator.has(trait, tree.names[Int(id)])
    }

    /// `changesInPlace(receiver, name)` of the name of id `id` of the tree.
    @inline(__always)
    func changesInPlace(_ receiver: RubyValue, nameID id: Int32) -> Bool {
        switch receiver {
        case .string: return nameID(id, has: .changesString)
        case .array, .hash: return nameID(id, has: .changesContainer)
        default: return false
        }
    }
}
