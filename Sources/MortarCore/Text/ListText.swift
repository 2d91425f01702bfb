/// Lists as people read them in messages.
public enum ListText {
    /// `A`, `A and B`, `A, B and C` (or with another `conjunction`: `A, B or C`).
    public static func joined(_ items: [String], conjunction: String = "and") -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
