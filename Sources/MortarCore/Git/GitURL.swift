/// A module's repository location after validation: a URL git may fetch from, or a local path.
public struct GitURL: Hashable, Sendable, CustomStringConvertible {
    /// Which class of location it is. Only these are ever handed to git.
    public enum Kind: String, Hashable, Sendable {
        case https, http, ssh, git, file
        /// `user@host:path` (scp-like ssh).
        case scp
        /// A folder or `.bundle` file, relative to the manifest's folder or absolute.
        case localPath
    }

    public var kind: Kind
    /// As written in the manifest.
    public var text: String

    public init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }

    /// True for a path on this machine (read without any network).
    public var isLocalPath: Bool { kind == .localPath }

    /// What git is given: a local path joined onto the manifest's `folder` (absolute), any
    /// other URL as written. The one place a module's relative `"git"` is resolved.
    public func location(besideManifestIn folder: String) -> String {
        isLocalPath ? PathText.join(folder, text) : text
    }

    public var description: String { text }

    /// Validates and classifies `text`: see `GitInputValidator.url(_:)`.
    public static func parse(_ text: String) throws(GitInputError) -> GitURL {
        try GitInputValidator.url(text)
    }
}
