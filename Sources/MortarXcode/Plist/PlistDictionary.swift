/// A dictionary of an old-style property list, in the order it was written (Xcode sorts keys,
/// `isa` first; a hand-edited file may not, and what it wrote is kept).
public struct PlistDictionary: Hashable, Sendable {
    /// One `key = value;` pair; the key's comment is what Xcode writes after an object's ID.
    public struct Entry: Hashable, Sendable {
        public var key: String
        public var keyComment: String?
        public var value: PlistValue

        public init(key: String, keyComment: String? = nil, value: PlistValue) {
            self.key = key
            self.keyComment = keyComment
            self.value = value
        }
    }

    public var entries: [Entry]

    public init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    /// The value of `key` (the first, should a hand-edited file repeat it). Setting nil removes
    /// the key; setting a new key inserts it where Xcode would: `isa` first, then sorted.
    public subscript(key: String) -> PlistValue? {
        get { entries.first { $0.key == key }?.value }
        set {
            guard let index = entries.firstIndex(where: { $0.key == key }) else {
                if let newValue { insertSorted(Entry(key: key, value: newValue)) }
                return
            }
            if let newValue {
                entries[index].value = newValue
            } else {
                entries.remove(at: index)
            }
        }
    }

    public var keys: [String] { entries.map(\.key) }

    public var isEmpty: Bool { entries.isEmpty }

    private mutating func insertSorted(_ entry: Entry) {
        func rank(_ key: String) -> (Int, String) { key == "isa" ? (0, "") : (1, key) }
        let index = entries.firstIndex { rank($0.key) > rank(entry.key) } ?? entries.count
        entries.insert(entry, at: index)
    }
}
