import MortarCore
import Testing

@Suite struct MD5Tests {
    /// RFC 1321 vectors and CocoaPods' trunk shards of real pods (python's hashlib agrees).
    @Test(arguments: [
        ("", "d41d8cd98f00b204e9800998ecf8427e"),
        ("abc", "900150983cd24fb0d6963f7d28e17f72"),
        ("The quick brown fox jumps over the lazy dog", "9e107d9d372bb6826bd81d3542a419d6"),
        (String(repeating: "a", count: 64), "014842d480b571495a4a0363793f7367"),
        ("12345678901234567890123456789012345678901234567890123456789012345678901234567890", "57edf4a22be3c955ac49da2e2107b67a"),
        ("AFNetworking", "a75d452377f3996bdc4b623a5df25820"),
    ])
    func knownVectors(input: String, digest: String) {
        #expect(MD5.hex(input) == digest)
    }

    @Test func trunkShardsSpecsByTheFirstThreeHexDigits() {
        #expect(SpecRepoLayout.candidatePaths(name: "AFNetworking", version: "4.0.1") == [
            "Specs/a/7/5/AFNetworking/4.0.1/AFNetworking.podspec.json", "Specs/a/7/5/AFNetworking/4.0.1/AFNetworking.podspec",
            "Specs/AFNetworking/4.0.1/AFNetworking.podspec.json", "Specs/AFNetworking/4.0.1/AFNetworking.podspec",
            "AFNetworking/4.0.1/AFNetworking.podspec.json", "AFNetworking/4.0.1/AFNetworking.podspec",
        ])
        #expect(SpecRepoLayout.candidatePaths(name: "..", version: "1.0") == [])
        #expect(SpecRepoLayout.candidatePaths(name: "A", version: "../../etc") == [])
    }
}

@Suite struct PodProductMapperTests {
    /// Moya's layout: one product per target, subspecs by folder.
    static let moya = PackageProducts(
        name: "Moya",
        products: [.init(name: "Moya", targets: ["Moya"]), .init(name: "RxMoya", targets: ["RxMoya"]), .init(name: "CombineMoya", targets: ["CombineMoya"])],
        targetPaths: ["Moya": "Sources/Moya", "RxMoya": "Sources/RxMoya", "CombineMoya": "Sources/CombineMoya"])
    static let moyaFacts = PodSpecFacts(
        name: "Moya", version: "15.0.0", moduleName: nil,
        sourceFiles: ["Moya/Core": ["Sources/Moya/", "Sources/Moya/Plugins/"], "Moya/RxSwift": ["Sources/RxMoya/*.swift"]],
        file: "Moya.podspec.json")

    @Test func subspecsMapBySourcePaths() {
        let result = PodProductMapper.map(pod: "Moya", specs: ["Moya/RxSwift", "Moya/Core"], explicit: [], facts: Self.moyaFacts, package: Self.moya)
        #expect(result.unmapped == [])
        #expect(result.choices == [
            .init(spec: "Moya/Core", products: ["Moya"], evidence: "its source_files 'Sources/Moya/', 'Sources/Moya/Plugins/' lie in 'Sources/Moya'"),
            .init(spec: "Moya/RxSwift", products: ["RxMoya"], evidence: "its source_files 'Sources/RxMoya/*.swift' lie in 'Sources/RxMoya'"),
        ])
    }

    @Test func thePodMapsByNameThenByModuleName() {
        let byName = PodProductMapper.map(pod: "Moya", specs: [], explicit: [], facts: nil, package: Self.moya)
        #expect(byName.choices == [.init(spec: "Moya", products: ["Moya"], evidence: "a product named 'Moya'")])
        let lumber = PackageProducts(name: "Lumber", products: [.init(name: "LumberKit", targets: ["LumberKit"])], targetPaths: ["LumberKit": "Sources/LumberKit"])
        let facts = PodSpecFacts(name: "Lumber", moduleName: "LumberKit", file: "Lumber.podspec.json")
        let byModule = PodProductMapper.map(pod: "Lumber", specs: [], explicit: [], facts: facts, package: lumber)
        #expect(byModule.choices == [.init(spec: "Lumber", products: ["LumberKit"], evidence: "a product named as its module_name 'LumberKit'")])
    }

    @Test func aSubspecMapsByItsNameWhenNoFilesSay() {
        let package = PackageProducts(
            name: "CocoaLumberjack", products: [.init(name: "CocoaLumberjack", targets: ["CocoaLumberjack"]), .init(name: "CocoaLumberjackSwift", targets: ["CocoaLumberjackSwift"])],
            targetPaths: [:])
        let result = PodProductMapper.map(pod: "CocoaLumberjack", specs: ["CocoaLumberjack/Swift"], explicit: [], facts: nil, package: package)
        #expect(result.choices == [.init(spec: "CocoaLumberjack/Swift", products: ["CocoaLumberjackSwift"], evidence: "a product named after the subspec: 'CocoaLumberjackSwift'")])
    }

    @Test func explicitProductsWinAndUnknownOnesListTheCandidates() {
        let explicit = PodProductMapper.map(pod: "Moya", specs: ["Moya/RxSwift"], explicit: ["CombineMoya"], facts: Self.moyaFacts, package: Self.moya)
        #expect(explicit.choices == [.init(spec: "Moya", products: ["CombineMoya"], evidence: "the pin's products")])
        let wrong = PodProductMapper.map(pod: "Moya", specs: [], explicit: ["ReactiveMoya"], facts: nil, package: Self.moya)
        #expect(wrong.choices == [])
        #expect(wrong.unmapped == [.init(spec: "Moya", candidates: ["CombineMoya", "Moya", "RxMoya"])])
    }

    @Test func aSpecNothingMatchesIsUnmappedWithEveryCandidate() {
        let result = PodProductMapper.map(pod: "Moya", specs: ["Moya/ReactiveSwift"], explicit: [], facts: Self.moyaFacts, package: Self.moya)
        #expect(result.choices == [])
        #expect(result.unmapped == [.init(spec: "Moya/ReactiveSwift", candidates: ["CombineMoya", "Moya", "RxMoya"])])
    }
}

@Suite struct PodMigrationReportTests {
    static func pod(_ name: String, _ url: String?, status: PodMigration.Status = .mapped, line: Int) -> PodMigration {
        PodMigration(
            name: name, version: "1.0.0", location: SourceLocation(file: "mortar.json", line: line, column: 5), status: status, url: url,
            urlOrigin: url.map { _ in "the pin's git, mortar.json:\(line):5" }, ref: url.map { _ in .tag("1.0.0") }, refOrigin: url.map { _ in "the tag of version 1.0.0" },
            choices: status == .mapped ? [.init(spec: name, products: [name], evidence: "a product named '\(name)'")] : [])
    }

    @Test func twoRepositoriesWithOneIdentityAreAFinding() {
        let report = PodMigrationReport(pods: [
            Self.pod("Utils", "https://github.com/a/Utils", line: 4),
            Self.pod("BUtils", "https://github.com/b/utils.git", line: 5),
            // The same repository twice is one package, not a clash.
            Self.pod("FirebaseCore", "https://github.com/firebase/firebase-ios-sdk", line: 6),
            Self.pod("FirebaseAuth", "https://github.com/firebase/firebase-ios-sdk.git", line: 7),
        ])
        #expect(report.findings == [Diagnostic(
            .packageIdentityClash, .error,
            "pods 'BUtils' (https://github.com/b/utils.git), 'Utils' (https://github.com/a/Utils) come from different repositories with the same package identity 'utils'; SwiftPM cannot depend on both",
            at: [SourceLocation(file: "mortar.json", line: 5, column: 5), SourceLocation(file: "mortar.json", line: 4, column: 5)],
            help: "use one repository for them, or a fork whose last URL segment differs, in the pins' \"git\"")])
        #expect(!report.allMapped)
    }

    @Test func theLookupGivesEachPodAndSubspecItsProducts() {
        var moya = Self.pod("Moya", "https://github.com/Moya/Moya.git", line: 4)
        moya.choices = [.init(spec: "Moya/Core", products: ["Moya"], evidence: ""), .init(spec: "Moya/RxSwift", products: ["RxMoya"], evidence: "")]
        var alpha = Self.pod("Alpha", "https://example.com/Alpha.git", line: 5)
        alpha.ref = .commit("0123abcd")
        let lookup = PodMigrationReport(pods: [moya, alpha, Self.pod("Ghost", nil, status: .noSource, line: 6)]).lookup
        #expect(lookup.pods == ["Alpha", "Moya"])
        #expect(lookup.productDependencies(for: "Moya/RxSwift") == [.init(product: "RxMoya", package: "Moya")])
        #expect(lookup.allProductDependencies(of: "Moya") == [.init(product: "Moya", package: "Moya"), .init(product: "RxMoya", package: "Moya")])
        #expect(lookup.package(of: "Alpha")?.requirement == .revision("0123abcd"))
        #expect(lookup.package(of: "Moya/Core")?.requirement == .versions([.init(.equal, Version("1.0.0")!)]))
        #expect(lookup.productDependencies(for: "Ghost") == [])
    }
}

@Suite struct PodMigrationReportFormatTests {
    static let report = PodMigrationReport(pods: [
        PodMigration(
            name: "SnapKit", version: "3.2.0", location: SourceLocation(file: "mortar.json", line: 5, column: 5), status: .noPackage,
            url: "https://github.com/SnapKit/SnapKit.git", urlOrigin: "the pin's git, mortar.json:5:5", ref: .tag("3.2.0"),
            refOrigin: "the tag of version 3.2.0", firstVersionWithPackage: "4.0.0"),
        PodMigration(
            name: "Moya", version: "15.0.0", specs: ["Moya/ReactiveSwift"], location: SourceLocation(file: "mortar.json", line: 4, column: 5), status: .unmapped,
            url: "https://github.com/Moya/Moya.git", urlOrigin: "the pin's git, mortar.json:4:5", ref: .tag("15.0.0"), refOrigin: "the tag of version 15.0.0",
            unmapped: [.init(spec: "Moya/ReactiveSwift", candidates: ["Moya", "RxMoya"])]),
    ])

    @Test func json() {
        #expect(Self.report.json(manifest: "mortar.json").rendered() == """
            {
              "manifest": "mortar.json",
              "pods": [
                {
                  "name": "Moya",
                  "version": "15.0.0",
                  "status": "unmapped",
                  "location": "mortar.json:4:5",
                  "url": "https://github.com/Moya/Moya.git",
                  "urlFrom": "the pin's git, mortar.json:4:5",
                  "ref": {
                    "kind": "tag",
                    "value": "15.0.0"
                  },
                  "refFrom": "the tag of version 15.0.0",
                  "products": [],
                  "unmapped": [
                    {
                      "spec": "Moya/ReactiveSwift",
                      "candidates": [
                        "Moya",
                        "RxMoya"
                      ]
                    }
                  ],
                  "firstVersionWithPackage": null,
                  "reason": null,
                  "fix": "\\"Moya\\": {\\"version\\": \\"15.0.0\\", \\"git\\": \\"https://github.com/Moya/Moya.git\\", \\"products\\": [\\"…\\"]}"
                },
                {
                  "name": "SnapKit",
                  "version": "3.2.0",
                  "status": "no-package",
                  "location": "mortar.json:5:5",
                  "url": "https://github.com/SnapKit/SnapKit.git",
                  "urlFrom": "the pin's git, mortar.json:5:5",
                  "ref": {
                    "kind": "tag",
                    "value": "3.2.0"
                  },
                  "refFrom": "the tag of version 3.2.0",
                  "products": [],
                  "unmapped": [],
                  "firstVersionWithPackage": "4.0.0",
                  "reason": null
                }
              ],
              "counts": {
                "total": 2,
                "mapped": 0,
                "unmapped": 1,
                "no-package": 1,
                "no-source": 0,
                "unavailable": 0
              },
              "findings": []
            }

            """)
    }

    @Test func textAndMarkdown() {
        #expect(Self.report.text(manifest: "mortar.json") == """
            Moya 15.0.0: a Package.swift, but no product for 'Moya/ReactiveSwift'
              package: https://github.com/Moya/Moya.git (the pin's git, mortar.json:4:5)
              tag: 15.0.0 (the tag of version 15.0.0)
              Moya/ReactiveSwift: no product matches; candidates: 'Moya', 'RxMoya'
              fix: pin it in mortar.json as "Moya": {"version": "15.0.0", "git": "https://github.com/Moya/Moya.git", "products": ["…"]}
            SnapKit 3.2.0: no Package.swift at tag '3.2.0'; SnapKit has a Package.swift from 4.0.0; you pin 3.2.0
              package: https://github.com/SnapKit/SnapKit.git (the pin's git, mortar.json:5:5)
              tag: 3.2.0 (the tag of version 3.2.0)
              --accept-later-versions maps 4.0.0 and --write records it
            2 pods: 0 mapped, 1 unmapped, 1 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(Self.report.markdown(app: "App", manifest: "mortar.json") == """
            # Moving App from CocoaPods to SwiftPM

            2 pods: 0 mapped, 1 unmapped, 1 without a Package.swift at that version, 0 with no source known, 0 unavailable

            - [ ] **Moya** 15.0.0: a Package.swift, but no product for 'Moya/ReactiveSwift'
              - `Moya/ReactiveSwift`: no product matches; candidates: `Moya`, `RxMoya`
              - fix: pin it in mortar.json as `"Moya": {"version": "15.0.0", "git": "https://github.com/Moya/Moya.git", "products": ["…"]}`
            - [ ] **SnapKit** 3.2.0: no Package.swift at tag '3.2.0'; SnapKit has a Package.swift from 4.0.0; you pin 3.2.0
              - --accept-later-versions maps 4.0.0 and --write records it

            """)
    }
}
