import MortarCore

/// A `Podfile.lock` as `pod install` wrote it, every value with where it is.
public struct PodfileLock: Hashable, Sendable {
    /// The path shown in locations.
    public var file: String
    /// PODS: every pod installed (subspecs separately: `Moya/Core (11.0.0)`), the requirement
    /// being its exact version, with its dependencies.
    public var pods: [PodfileLockEntry]
    /// DEPENDENCIES: what the Podfile asked, as CocoaPods recorded it.
    public var dependencies: [PodfileLockEntry]
    /// SPEC REPOS: a spec repository's URL → the pods that came from it.
    public var specRepos: [String: [Located<String>]]
    /// EXTERNAL SOURCES by pod name (`:git`, `:path`, `:podspec` and their options).
    public var externalSources: [String: PodfileLockSource]
    /// CHECKOUT OPTIONS by pod name: what was checked out (`:git` with `:commit` or `:tag`).
    public var checkoutOptions: [String: PodfileLockSource]
    /// SPEC CHECKSUMS by pod name.
    public var specChecksums: [String: Located<String>]
    /// PODFILE CHECKSUM: the SHA-1 of the Podfile's contents as CocoaPods saw them.
    public var podfileChecksum: Located<String>?
    /// COCOAPODS: the version of CocoaPods that wrote the lock.
    public var cocoapodsVersion: Located<String>?

    public init(
        file: String, pods: [PodfileLockEntry] = [], dependencies: [PodfileLockEntry] = [], specRepos: [String: [Located<String>]] = [:],
        externalSources: [String: PodfileLockSource] = [:], checkoutOptions: [String: PodfileLockSource] = [:],
        specChecksums: [String: Located<String>] = [:], podfileChecksum: Located<String>? = nil, cocoapodsVersion: Located<String>? = nil
    ) {
        self.file = file
        self.pods = pods
        self.dependencies = dependencies
        self.specRepos = specRepos
        self.externalSources = externalSources
        self.checkoutOptions = checkoutOptions
        self.specChecksums = specChecksums
        self.podfileChecksum = podfileChecksum
        self.cocoapodsVersion = cocoapodsVersion
    }

    /// The locked version of pod `rootName` (any of its subspecs' entries gives it) and the
    /// first line that says so. For many questions, build one `Index`.
    public func version(of rootName: String) -> Located<String>? { Index(self).versions[rootName] }

    /// The pods and modules whose dependencies name `rootName` (or one of its subspecs), sorted.
    public func requirers(of rootName: String) -> [String] { Index(self).requirers[rootName] ?? [] }
}
