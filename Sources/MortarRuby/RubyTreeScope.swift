/// The local variables of one scope of `RubyTreeParser` (a file, a `def`, a block, a lambda),
/// as interned name ids in the order declared — the order a slot per local will follow (issue
/// 27, `REWRITE.md`). A scope holds a few names, found by comparing integers; past
/// `indexedPast` a set finds them too, so a scope of many locals stays linear to parse.
package struct RubyTreeScope: Sendable {
    package static let indexedPast = 8

    package private(set) var ids: [Int32] = []
    private var index: Set<Int32>?
    /// A `def` (or the file): the scopes outside it are hidden.
    package let isDefinition: Bool

    package init(isDefinition: Bool) {
        self.isDefinition = isDefinition
    }

    package func contains(_ id: Int32) -> Bool {
        if let index { return index.contains(id) }
        for known in ids where known == id { return true }
        return false
    }

    package mutating func insert(_ id: Int32) {
        guard !contains(id) else { return }
        ids.append(id)
        if index != nil {
            index?.insert(id)
        } else if ids.count > RubyTreeScope.indexedPast {
            index = Set(ids)
        }
    }
}
