import MortarCore
import Testing

/// Each question the commands share has one answer in one place: which kind of manifest a file
/// is, where a module's folder is, where the cache is, how a path is made absolute.
@Suite struct OneAnswerTests {
    @Test(arguments: [
        ("Core.podspec", ManifestKind?.some(.podspec)),
        ("Modules/Core/Core.podspec.json", .podspecJSON),
        ("Package.swift", .packageSwift),
        ("Vendor/Log/Package@swift-5.9.swift", .packageSwift),
        ("Podfile", .podfile),
        ("ios/Podfile.ios", .podfile),
        ("CocoaPods.podfile.yaml", .podfile),
        ("CocoaPods.podfile", .podfile),
        ("Podfile.rb", .podfile),
        ("mortar.json", .mortarJSON),
        ("app.json", .mortarJSON),
        ("Podfile.lock", nil),
        ("Package.resolved", nil),
        ("README.md", nil),
        ("Sources/Core/Core.swift", nil),
    ])
    func manifestKindByFileName(_ file: String, _ kind: ManifestKind?) {
        #expect(ManifestKind(fileName: file) == kind)
        #expect(ManifestKind.isPodspec(file) == (kind == .podspec || kind == .podspecJSON))
        #expect(ManifestKind.isPackageSwift(file) == (kind == .packageSwift))
    }

    @Test func componentAndJSONKinds() {
        #expect(ManifestKind.allCases.filter(\.isComponent) == [.podspecJSON, .podspec, .packageSwift])
        #expect(ManifestKind.allCases.filter(\.isJSON) == [.podspecJSON, .mortarJSON])
    }

    @Test func aModulesFolder() {
        let git = Module(name: "Core", source: .git(url: "https://example.com/Core.git", ref: .tag("1.0.0")), location: SourceLocation(file: "mortar.json"))
        let local = Module(name: "UI", source: .path("./Local/../Modules/UI/"), location: SourceLocation(file: "mortar.json"))
        let absolute = Module(name: "Pay", source: .path("/src/Pay"), location: SourceLocation(file: "mortar.json"))
        #expect(git.folder(checkouts: "Modules") == "Modules/Core")
        #expect(git.folder(checkouts: "/app/Modules") == "/app/Modules/Core")
        #expect(local.folder(checkouts: "Modules") == "Modules/UI")
        #expect(absolute.folder(checkouts: "Modules") == "/src/Pay")
    }

    /// One answer to "the same repository?" (`RepositoryURL`), which migrate, generate, the
    /// spec repositories and the Xcode package references all ask.
    @Test func oneRepositoryHoweverItsURLIsSpelled() {
        #expect(RepositoryURL.identity("https://GitHub.com/Alamofire/Alamofire.git/") == "https://github.com/alamofire/alamofire")
        #expect(RepositoryURL.same("git@github.com:firebase/firebase-ios-sdk.git", "git@github.com:Firebase/firebase-ios-sdk"))
        #expect(!RepositoryURL.same("https://github.com/a/Kit.git", "https://github.com/b/Kit.git"))
    }

    @Test func theCacheFolderIsBesideTheManifest() {
        #expect(CacheFolder.stateFolder == ".mortar")
    }

    @Test(arguments: [
        ("mortar.json", "/work/app", "/work/app/mortar.json"),
        ("../shared/Podfile", "/work/app", "/work/shared/Podfile"),
        ("./a/./b/../c", "/work/app/", "/work/app/a/c"),
        ("/etc/../srv//x", "/work/app", "/srv/x"),
    ])
    func aPathMadeAbsoluteIsNormalized(_ path: String, _ directory: String, _ expected: String) {
        #expect(PathText.absolute(path, from: directory) == expected)
    }

    @Test func trimmingWhitespaceIsRubysSpaceSet() {
        #expect(" \t\n\r\u{0B}\u{0C}Core \n".trimmingWhitespace() == "Core")
        #expect("  ".trimmingWhitespace() == "")
        #expect("\u{A0}x\u{A0}".trimmingWhitespace() == "\u{A0}x\u{A0}")
    }
}
