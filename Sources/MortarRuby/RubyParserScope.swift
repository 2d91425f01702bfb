/// The local variables of one scope of the parser (a file, a `def`, a block). A scope holds a
/// few names: they are kept in order and found by comparing them (a name the lexer met before
/// is its same `String`), with no hashing; past `indexedPast` names a set finds them too, so a
/// file of many locals stays linear to parse.
package struct RubyParserScope {
    package static let indexedPast = 8

    package private(set) var names: [String] = []
    private var index: Set<String>?
    /// A `def` (or the file): the scopes outside it are hidden.
    package let isDefinition: Bool

    package init(isDefinition: Bool) {
        self.isDefinition = isDefinition
    }

    package func contains(_ name: String) -> Bool {
        if let index { return index.contains(name) }
        for known in names where known == name { return true }
        return false
    }

    package mutating func insert(_ name: String) {
        guard !contains(name) else { return }
        names.append(name)
        if index != nil {
            index?.insert(name)
        } else if names.count > RubyParserScope.indexedPast {
            index = Set(names)
        }
    }
}
