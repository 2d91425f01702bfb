extension String {
    /// The string without leading and trailing white space as Ruby's `\s` sees it (space, tab,
    /// newline, carriage return, form feed, vertical tab); Foundation-free. The one trimming
    /// every layer uses (option values, git output, cached files).
    public func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { [" ", "\t", "\n", "\r", "\u{0B}", "\u{0C}"].contains($0) }
        guard let start = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let end = scalars.lastIndex(where: { !isSpace($0) })!
        return String(scalars[start...end])
    }
}
