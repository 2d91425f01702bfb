import MortarCore
import MortarRuby

/// One spec's attributes as the podspec host records them (`s.license = …`, `s.ios.frameworks
/// = …`): each name once, with the value last set and where, in the order first set. A spec
/// sets a few (a subspec two or three, a root a dozen or two), so a name is found by comparing
/// names (the lexer keeps one `String` per name of a file, most of them small strings compared
/// as two words) instead of hashing it into a table made, grown and freed for every spec and
/// platform scope; past `indexedFrom` names, an index finds them (a podspec of thousands of
/// made-up attributes stays linear). A name set or looked up with its id among the file's names
/// (`RubyNode.name` of the assignment: `RubyNameTable` gives each name of a file one id, so two
/// names are equal exactly when their ids are) is compared with the names recorded with one by
/// id; a name without one (a setter's name made by dropping its `=`) by its length and bytes.
///
/// The entries of every table of a file are kept in one list, the host's (`PodspecHost.attributeEntries`,
/// the `store` each method is given), each table chaining its own through `Entry.next` in the
/// order first set: a table is a few indices, not a list of its own allocated, grown and freed
/// for every spec and platform scope (≈230 lists a pass over the real podspecs).
struct PodspecHostAttributes {
    struct Entry {
        /// `var`, so that the spec tree's builder can move it out (`RubyPodspecReader.take`).
        var name: String
        var value: RubyLocatedValue
        /// `name`'s UTF-8 length, kept beside it: `position(of:)` passes over the names of
        /// another length by one load each (a `String`'s length is read through its small or
        /// large form, ≈10 instructions an entry, for every set).
        let length: Int
        /// `name`'s id among the file's names, -1 when it was set without one.
        let id: Int32
        /// The position in the store of the same table's next entry, -1 after its last.
        var next: Int32 = -1
    }

    /// The position in the store of the first entry set, -1 when none is.
    private(set) var first: Int32 = -1
    /// The position in the store of the last entry first set, -1 when none is.
    private var last: Int32 = -1
    /// How many names are set.
    private(set) var count = 0
    /// Name → position in the store, once there are `indexedFrom` of them.
    private var index: [String: Int]?
    /// A bit for each id recorded (`id & 63`): a name whose id's bit is clear is none of the
    /// names recorded with an id, found so with no scan (most names set are new ones).
    private var idBits: UInt64 = 0
    /// How many names were recorded without an id (compared by their bytes, whatever the id asked).
    private var unidentified = 0

    /// How many names are compared one by one before an index is made.
    static let indexedFrom = 24

    var isEmpty: Bool { count == 0 }

    /// Where `name` is in `store`. Names of another length are passed over by their
    /// length, kept beside each name (`==` of two different names is a call).
    func position(of name: String, in store: [Entry]) -> Int? {
        position(of: name, length: name.utf8.count, in: store)
    }

    /// `idBits`' bit for `id`.
    @inline(__always)
    private static func bit(of id: Int32) -> UInt64 {
        1 << UInt64(id & 63)
    }

    /// `position(of:in:)` of `name`, whose UTF-8 length is `length` and id `id` (-1: none). Inlined
    /// in `set`, its caller for each attribute set: most answer at the id's bit, and the call's
    /// own entry and exit cost more than that.
    @inline(__always)
    private func position(of name: String, length: Int, id: Int32 = -1, in store: [Entry]) -> Int? {
        if let index { return index[name] }
        if id >= 0, unidentified == 0, idBits & PodspecHostAttributes.bit(of: id) == 0 { return nil }
        var i = Int(first)
        while i >= 0 {
            let entryID = store[i].id
            if id >= 0, entryID >= 0 {
                if entryID == id { return i }
            } else if store[i].length == length, store[i].name == name {
                return i
            }
            i = Int(store[i].next)
        }
        return nil
    }

    /// The value of `name`; setting one replaces an earlier value in its place.
    subscript(name: String, in store: [Entry]) -> RubyLocatedValue? {
        guard let i = position(of: name, in: store) else { return nil }
        return store[i].value
    }

    /// `id` is `name`'s id among the file's names (`RubyNode.name`), -1 when not known. The name
    /// is taken (`consuming`): a new entry keeps the caller's copy, not one more retained here.
    mutating func set(_ name: consuming String, id: Int32 = -1, _ value: consuming RubyLocatedValue, in store: inout [Entry]) {
        let length = name.utf8.count
        if let i = position(of: name, length: length, id: id, in: store) {
            store[i].value = value
            return
        }
        let added = store.count
        if index != nil { index![copy name] = added }
        store.append(Entry(name: name, value: value, length: length, id: id))
        if last >= 0 { store[Int(last)].next = Int32(added) } else { first = Int32(added) }
        last = Int32(added)
        count += 1
        if id >= 0 { idBits |= PodspecHostAttributes.bit(of: id) } else { unidentified += 1 }
        if index == nil, count >= Self.indexedFrom {
            var made = [String: Int](minimumCapacity: count * 2)
            var i = Int(first)
            while i >= 0 {
                made[store[i].name] = i
                i = Int(store[i].next)
            }
            index = made
        }
    }

    /// Where the value of an attribute whose `spellings` (`PodspecAttribute.spellings`) are
    /// these is in `store`, by its name first, else its other spellings
    /// (`PodspecAttribute.value(in:)`'s order): read in place (a value returned was copied out
    /// of the table and destroyed by a reader that only looks at it; the attribute passed whole
    /// was copied too).
    func position(of spellings: [String], in store: [Entry]) -> Int? {
        for spelling in spellings { if let i = position(of: spelling, in: store) { return i } }
        return nil
    }
}
