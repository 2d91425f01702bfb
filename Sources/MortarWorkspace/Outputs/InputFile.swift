/// A file Mortar reads for a command, which no output may name.
public struct InputFile: Hashable, Sendable {
    /// Absolute and normalized.
    public var path: String
    /// As the user should see it (relative to the current folder where possible).
    public var shown: String
    /// What it is, for messages: `the integrator manifest`, `the manifest of module 'Core'`.
    public var what: String
}
