/// The tokens a `RubyTreeParser` reads, as the base and count of their array's storage, valid
/// while the parse that made it runs (`parseProgram`, `parseInterpolation`: made inside the
/// array's `withUnsafeBufferPointer`). An array read through the parser struct loaded its buffer
/// and count and checked the index on every read — the parser reads a token ≈5 times; the
/// parser never reads past the end of file token (`advance`, `token(at:)` and the looks ahead
/// stop there), checked in debug builds.
package struct RubyTreeParserTokens {
    private let base: UnsafePointer<RubyToken>?
    package let count: Int

    /// No tokens (a parser before `parseProgram`).
    package init() {
        base = nil
        count = 0
    }

    /// The tokens of `buffer`, for as long as `buffer` is valid.
    package init(_ buffer: UnsafeBufferPointer<RubyToken>) {
        base = buffer.baseAddress
        count = buffer.count
    }

    @inline(__always)
    package subscript(index: Int) -> RubyToken {
        assert(UInt(bitPattern: index) < UInt(bitPattern: count), "token index out of range")
        return base.unsafelyUnwrapped[index]
    }
}
