/// Malformed JSON, located at the offending character.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    /// Lowercase, says what was found and what was expected.
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): \(message)" }
}
