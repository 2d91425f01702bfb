/// The entries of a hash literal, added pair by pair as Ruby does: a key given again replaces
/// the value (in its first place). What the evaluator's `evaluateHash(tree:in:)` builds a hash with.
///
/// Past a few pairs, string and symbol keys are found by an index (a scan for each key made a
/// literal of 10,000 keys quadratic). It answers as the scan does while every key so far is a
/// string or a symbol (a string equals only an equal string, a symbol only an equal symbol, and
/// each key is once in `entries`); the first other key or `**` splat (which may add a key
/// twice) leaves the rest of the literal to the scan.
struct RubyHashBuilder {
    private(set) var entries: [RubyHashEntry] = []
    private var stringKeys: [String: Int]?
    private var symbolKeys: [String: Int] = [:]
    /// The keys looked a key up among: one a lookup by the index, every entry so far a scan
    /// (`RubyEvaluator.hashKeyProbes` adds them up).
    private(set) var probes = 0

    /// For a literal of `pairs` pairs (splats included).
    init(pairs: Int) {
        entries.reserveCapacity(pairs)
        stringKeys = pairs > RubyEvaluator.hashKeysScanned ? [:] : nil
    }

    /// `**value`: its entries, when it is a hash.
    mutating func addSplat(_ value: RubyValue) {
        stringKeys = nil
        if case let .hash(more) = value { entries += more }
    }

    /// `key => value` (both taken, not copied: the literal's evaluation has no other use for them).
    mutating func add(_ key: consuming RubyValue, _ value: consuming RubyValue) {
        var indexed: Int?? = nil
        if stringKeys != nil {
            switch key {
            case let .string(text):
                indexed = .some(stringKeys![text])
                if stringKeys![text] == nil { stringKeys![text] = entries.count }
            case let .symbol(text):
                indexed = .some(symbolKeys[text])
                if symbolKeys[text] == nil { symbolKeys[text] = entries.count }
            default:
                stringKeys = nil
            }
        }
        probes &+= indexed == nil ? entries.count : 1
        if let existing = indexed ?? scan(for: key) {
            entries[existing].value = value
        } else {
            entries.append(RubyHashEntry(key: key, value: value))
        }
    }

    /// The first entry whose key is `==` to `key` (`rubyEquals` answering true). A symbol key
    /// (most literals' keys) equals only an equal symbol: compared as text, no value copied.
    private func scan(for key: RubyValue) -> Int? {
        if case let .symbol(text) = key {
            var i = 0
            while i < entries.count {
                if case let .symbol(other) = entries[i].key, other == text { return i }
                i += 1
            }
            return nil
        }
        return entries.firstIndex(where: { $0.key.rubyEquals(key) == true })
    }
}
