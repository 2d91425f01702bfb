/// A Swift package the project refers to, as read: `XCRemoteSwiftPackageReference` (URL and
/// requirement as written) or `XCLocalSwiftPackageReference` (a folder).
public struct XcodePackageReference: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `requirement` as written: `{kind = exactVersion; version = 5.8.1;}`, `upToNextMajorVersion`, `branch`, …
        case remote(url: String, requirement: PlistDictionary)
        case local(relativePath: String)
    }

    public let id: String
    public let kind: Kind

    /// Nil when `object` is not a package reference (or lacks its URL or path).
    public init?(_ object: PBXObject) {
        id = object.id
        switch object.isa {
        case "XCRemoteSwiftPackageReference":
            guard let url = object.string("repositoryURL") else { return nil }
            kind = .remote(url: url, requirement: object["requirement"]?.dictionary ?? PlistDictionary())
        case "XCLocalSwiftPackageReference":
            guard let path = object.string("relativePath") ?? object.string("path") else { return nil }
            kind = .local(relativePath: path)
        default:
            return nil
        }
    }
}
