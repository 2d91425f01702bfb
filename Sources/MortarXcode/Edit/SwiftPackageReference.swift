import MortarCore

/// A Swift package a project refers to: a local folder (relative to the project's folder), or a
/// remote repository at an exact version.
public enum SwiftPackageReference: Hashable, Sendable {
    /// `XCLocalSwiftPackageReference` with `relativePath`.
    case local(path: String)
    /// `XCRemoteSwiftPackageReference` with `repositoryURL` and `requirement = {kind = exactVersion; version = …;}`.
    case remote(url: String, exactVersion: String)

    var isa: String {
        switch self {
        case .local: return "XCLocalSwiftPackageReference"
        case .remote: return "XCRemoteSwiftPackageReference"
        }
    }

    /// The comment Xcode writes after the reference's ID: `XCRemoteSwiftPackageReference "Alamofire"`
    /// (the URL's last component without `.git`), `XCLocalSwiftPackageReference "../Packages/App"`
    /// (the whole relative path: what Xcode 16 writes; Xcodeproj writes only its last component).
    var comment: String {
        switch self {
        case .local(let path): return "XCLocalSwiftPackageReference \"\(path)\""
        case .remote(let url, _):
            var name = url.split(separator: "/").last.map(String.init) ?? url
            if name.hasSuffix(".git") { name.removeLast(4) }
            return "XCRemoteSwiftPackageReference \"\(name)\""
        }
    }

    /// What its new ID is derived from: its class and its path, or its URL as
    /// `RepositoryURL.identity` spells it (the same package, the same ID).
    var seed: String {
        switch self {
        case .local(let path): return "\(isa) \(path)"
        case .remote(let url, _): return "\(isa) \(RepositoryURL.identity(url))"
        }
    }

    var fields: PlistDictionary {
        switch self {
        case .local(let path):
            return PlistDictionary([.init(key: "isa", value: .string(isa)), .init(key: "relativePath", value: .string(path))])
        case .remote(let url, let version):
            let requirement = PlistDictionary([.init(key: "kind", value: .string("exactVersion")), .init(key: "version", value: .string(version))])
            return PlistDictionary([
                .init(key: "isa", value: .string(isa)), .init(key: "repositoryURL", value: .string(url)),
                .init(key: "requirement", value: .dictionary(requirement)),
            ])
        }
    }
}
