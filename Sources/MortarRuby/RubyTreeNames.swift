/// A file's names by id (`RubyTree.names`, `RubyNameTable.names`): `RubyName.wellKnown` at the
/// first ids, then the file's own names in the order interned. The well-known names are shared
/// by every file, not copied into each file's array: copying and then destroying them one by
/// one (28 `String`s a file) cost ≈0.08 M instructions a pass over the 40 real podspecs.
package struct RubyTreeNames: RandomAccessCollection, Sendable {
    /// `RubyName.wellKnown` (one array shared by every file).
    private let wellKnown: [String]
    /// The names past the well-known ones.
    private var own: [String] = []

    package init() {
        wellKnown = RubyName.wellKnown
    }

    /// How many names are well-known ones (the first ids) and how many past them.
    package var wellKnownCount: Int { wellKnown.count }
    package var ownCount: Int { own.count }

    package var startIndex: Int { 0 }
    package var endIndex: Int { wellKnown.count + own.count }

    @inline(__always)
    package subscript(position: Int) -> String {
        position < wellKnown.count ? wellKnown[position] : own[position - wellKnown.count]
    }

    package mutating func append(_ name: String) {
        own.append(name)
    }

    /// Room for `count` names past the well-known ones.
    package mutating func reserveCapacity(_ count: Int) {
        own.reserveCapacity(count)
    }
}
