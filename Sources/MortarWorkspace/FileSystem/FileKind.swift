/// What a path names, as `FileSysteming.kind(_:)` answers.
public enum FileKind: Hashable, Sendable {
    /// Anything that is not a folder (as `fileExists` counts it).
    case file
    case directory
}
