/// A place in a file: what every value read from a manifest keeps, so a diagnostic can point at it.
///
/// `file` is the path as the user should see it (relative to the working folder where possible,
/// never made absolute by Mortar itself). Lines and columns are 1-based; `0` means "unknown"
/// (a whole-file location).
public struct SourceLocation: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, `file:line`, or `file`, depending on what is known.
    public var description: String {
        if line <= 0 { return file }
        if column <= 0 { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
