import MortarCore
import Testing

/// `mortar fetch --only` brings an existing lock up to date for the fetched modules only.
@Suite struct LockFileUpdatingTests {
    static let old = String(repeating: "1", count: 40)
    static let new = String(repeating: "2", count: 40)
    static let other = String(repeating: "3", count: 40)

    static func manifest(coreRef: GitReference = .branch("develop"), withUI: Bool = true, pin: String = "4.0.1") throws -> IntegratorManifest {
        let here = SourceLocation(file: "mortar.json", line: 1, column: 1)
        var modules = [Module(name: "Core", source: .git(url: "../Core", ref: coreRef), location: here)]
        if withUI { modules.append(Module(name: "UI", source: .git(url: "../UI", ref: .branch("develop")), location: here)) }
        modules.append(Module(name: "Local", source: .path("Local"), location: here))
        return IntegratorManifest(path: "mortar.json", name: "App", modules: modules, pins: [Pin(name: "Alamofire", requirement: try Requirement.parse("= \(pin)"), location: here)])
    }

    static let lock = LockFile(
        manifestDigest: "sha256:before",
        modules: [
            "Core": .init(url: "../Core", ref: .branch("develop"), commit: other),
            "UI": .init(url: "../UI", ref: .branch("develop"), commit: old),
            "Gone": .init(url: "../Gone", ref: .tag("1.0.0"), commit: other),
        ],
        pins: ["Alamofire": .init(requirement: ["= 4.0.0"])])

    @Test func replacesTheFetchedEntriesKeepsTheOthersAndTakesDigestAndPinsFromTheManifest() throws {
        let manifest = try Self.manifest()
        let (lock, stale) = Self.lock.updating(["UI": .init(url: "../UI", ref: .branch("develop"), commit: Self.new)], manifest: manifest, manifestDigest: "sha256:after")

        #expect(stale == [])
        #expect(lock == LockFile(
            manifestDigest: "sha256:after",
            modules: [
                "Core": .init(url: "../Core", ref: .branch("develop"), commit: Self.other),
                "UI": .init(url: "../UI", ref: .branch("develop"), commit: Self.new),
            ],
            pins: ["Alamofire": .init(requirement: ["= 4.0.1"])]))
        #expect(lock.mismatches(with: manifest) == [])
    }

    @Test func namesLeftOutModulesThatNoLongerMatch() throws {
        let manifest = try Self.manifest(coreRef: .branch("main"))
        let (_, stale) = Self.lock.updating(["UI": .init(url: "../UI", ref: .branch("develop"), commit: Self.new)], manifest: manifest, manifestDigest: "sha256:after")
        #expect(stale == ["Core"])

        // A module new to the manifest and not fetched has no entry at all.
        let (_, missing) = LockFile(manifestDigest: "sha256:before", modules: ["Core": Self.lock.modules["Core"]!])
            .updating([:], manifest: try Self.manifest(), manifestDigest: "sha256:after")
        #expect(missing == ["UI"])
    }
}
