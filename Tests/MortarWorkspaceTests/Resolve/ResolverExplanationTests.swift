import Testing
@testable import MortarCore
@testable import MortarWorkspace

/// Explanations of deeper clashes: chains through third-party packages, runs of versions,
/// requirements no tag matches.
@Suite struct ResolverExplanationTests {
    @Test func showsTheChainThroughThirdPartyPackages() {
        let table: [String: [String: [ResolverDependency]]] = [
            "Moya": ["15.0.0": [needs("Alamofire", "~> 5.0", file: "Moya/Package.swift", line: 20)]],
            "Alamofire": [
                "5.0.0": [needs("Core", "~> 1.0", file: "Alamofire/Package.swift", line: 5)],
                "5.1.0": [needs("Core", "~> 1.0", file: "Alamofire/Package.swift", line: 5)],
            ],
            "Core": ["1.0.0": [], "2.0.0": []],
        ]
        let message = failureText(table, [appNeeds("Moya", module: "Feed"), appNeeds("Core", ">= 2.0", module: "Login", file: "Login/Login.podspec.json", line: 7)])
        #expect(message == """
            no versions satisfy every requirement:
              App → Feed → Moya 15.0.0 needs Alamofire '~> 5.0' (Moya/Package.swift:20)
              App → Login needs Core '>= 2.0' (Login/Login.podspec.json:7)
              App → Feed → Moya → Alamofire 5.0.0 to 5.1.0 needs Core '~> 1.0' (Alamofire/Package.swift:5)
              no version of Core satisfies both
            help: change one of the requirements on 'Core' so that they overlap (in the manifest of 'Login', or by a release of 'Alamofire' that accepts the others' range)
            """)
    }

    @Test func namesEveryVersionThatWasTried() {
        let table: [String: [String: [ResolverDependency]]] = [
            "Network": [
                "1.0.0": [needs("Core", "~> 1.0", file: "Network/Network.podspec", line: 9)],
                "2.0.0": [needs("Core", "~> 1.0", file: "Network/Network.podspec", line: 9), needs("Log", ">= 2.0", file: "Network/Network.podspec", line: 10)],
            ],
            "Auth": [
                "1.0.0": [needs("Core", "~> 2.0", file: "Auth/Package.swift", line: 12)],
                "2.0.0": [needs("Core", ">= 3.0", file: "Auth/Package.swift", line: 12)],
            ],
            "Core": ["1.0.0": [], "2.0.0": []],
            "Log": ["1.0.0": []],
        ]
        let message = failureText(table, [appNeeds("Network", module: "Feed"), appNeeds("Auth", module: "Login")])
        #expect(message == """
            no versions satisfy every requirement:
              App → Login → Auth 1.0.0 needs Core '~> 2.0' (Auth/Package.swift:12)
              App → Feed → Network 1.0.0 to 2.0.0 needs Core '~> 1.0' (Network/Network.podspec:9)
              App → Login → Auth 2.0.0 needs Core '>= 3.0' (Auth/Package.swift:12)
              no version of Core matches '>= 3.0' (available: 1.0.0, 2.0.0)
              no version of Core satisfies all of them
            help: change one of the requirements on 'Core' so that they overlap (by a release of 'Auth' or 'Network' that accepts the others' range)
            """)
    }

    @Test func namesAPackageWithoutReleases() {
        let table: [String: [String: [ResolverDependency]]] = [
            "Auth": ["1.0.0": [needs("Keychain", file: "Auth/Auth.podspec.json", line: 8)]],
            "Keychain": ["2.0.0-beta.1": []],
        ]
        let message = failureText(table, [appNeeds("Auth", module: "Login", file: "Login/Login.podspec.json", line: 3)])
        #expect(message == """
            no versions satisfy every requirement:
              App → Login → Auth 1.0.0 needs Keychain (Auth/Auth.podspec.json:8)
              no version of Keychain is a release (available: 2.0.0-beta.1)
              so no version of Keychain can be chosen
            help: tag a release of 'Keychain', or stop depending on it
            """)
    }
}
