/// One token of the Swift subset a literal `Package.swift` is written in.
struct PackageSwiftToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A name or keyword (`let`, `Package`, `` `default` `` without its backticks).
        case identifier
        /// A string literal's value, escapes decoded.
        case string
        /// Digits, `.` and `_` as written (`5`, `1_000`, `2.5`).
        case number
        /// One of `( ) [ ] { } , : ; . = @ #` or an operator (`..<`, `+`, `==`…).
        case punctuation
        case end
    }

    var kind: Kind
    var text: String
    var line: Int
    var column: Int
}
