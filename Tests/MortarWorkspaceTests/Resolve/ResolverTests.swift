import Testing
@testable import MortarCore
@testable import MortarWorkspace

@Suite struct ResolverTests {
    @Test func picksTheNewestVersionsThatSatisfyEveryRequirement() throws {
        let table: [String: [String: [ResolverDependency]]] = [
            "Alamofire": ["4.9.1": [], "5.8.0": [], "5.9.1": []],
            "Kingfisher": ["7.0.0": [], "7.10.2": [], "8.0.0": []],
        ]
        let result = try solveTable(table, [appNeeds("Alamofire"), appNeeds("Kingfisher", "~> 7.0")])
        #expect(result == ["Alamofire": "5.9.1", "Kingfisher": "7.10.2"])
    }

    @Test func followsTransitiveRequirements() throws {
        let table: [String: [String: [ResolverDependency]]] = [
            "Moya": ["15.0.0": [needs("Alamofire", "~> 5.0")]],
            "Alamofire": ["4.9.1": [], "5.9.1": [], "6.0.0": []],
        ]
        #expect(try solveTable(table, [appNeeds("Moya")]) == ["Moya": "15.0.0", "Alamofire": "5.9.1"])
    }

    @Test func backtracksToAnOlderVersionWhoseRequirementFitsAnotherPackage() throws {
        // Network 2.x needs Core 1.x, Auth needs Core 2.x: only Network 1.x can stay.
        let table: [String: [String: [ResolverDependency]]] = [
            "Network": [
                "1.0.0": [needs("Core", ">= 1.0")],
                "1.5.0": [needs("Core", ">= 1.0")],
                "2.0.0": [needs("Core", ">= 1.0, < 2.0")],
                "2.1.0": [needs("Core", ">= 1.0, < 2.0")],
            ],
            "Auth": ["1.0.0": [needs("Core", ">= 2.0, < 3.0")]],
            "Core": ["1.0.0": [], "1.5.0": [], "2.0.0": [], "2.1.0": [], "3.0.0": []],
        ]
        let result = try solveTable(table, [appNeeds("Network"), appNeeds("Auth")])
        #expect(result == ["Network": "1.5.0", "Auth": "1.0.0", "Core": "2.1.0"])
    }

    @Test func explainsAClashWithTheChainToEachRequirement() {
        let table: [String: [String: [ResolverDependency]]] = [
            "Auth": ["1.0.0": [needs("Core", ">= 2.0, < 3.0", file: "Auth/Package.swift", line: 12)]],
            "Network": [
                "1.0.0": [needs("Core", ">= 1.0, < 2.0", file: "Network/Network.podspec", line: 9)],
                "1.1.0": [needs("Core", ">= 1.0, < 2.0", file: "Network/Network.podspec", line: 9)],
            ],
            "Core": ["1.0.0": [], "1.1.0": [], "2.0.0": []],
        ]
        let message = failureText(table, [
            appNeeds("Auth", module: "Login", file: "Modules/Login/Login.podspec.json", line: 10),
            appNeeds("Network", module: "Feed", file: "Modules/Feed/Feed.podspec.json", line: 8),
        ])
        #expect(message == """
            no versions satisfy every requirement:
              App → Login → Auth 1.0.0 needs Core '>= 2.0, < 3.0' (Auth/Package.swift:12)
              App → Feed → Network 1.0.0 to 1.1.0 needs Core '>= 1.0, < 2.0' (Network/Network.podspec:9)
              no version of Core satisfies both
            help: change one of the requirements on 'Core' so that they overlap (by a release of 'Auth' or 'Network' that accepts the others' range)
            """)
    }

    @Test func explainsARequirementOfTheAppNoVersionMatches() {
        let table: [String: [String: [ResolverDependency]]] = ["Core": ["1.0.0": [], "2.0.0": []]]
        let message = failureText(table, [appNeeds("Core", ">= 3.0", module: "Login", file: "Login/Login.podspec.json", line: 4)])
        #expect(message == """
            no versions satisfy every requirement:
              App → Login needs Core '>= 3.0' (Login/Login.podspec.json:4)
              no version of Core matches '>= 3.0' (available: 1.0.0, 2.0.0)
              so no version of Core can be chosen
            help: tag a version of 'Core' that matches '>= 3.0', or relax that requirement
            """)
    }

    @Test func explainsAKeptPinAndHowToMoveIt() {
        let table: [String: [String: [ResolverDependency]]] = [
            "Auth": ["1.0.0": [needs("Core", "~> 2.0", file: "Auth/Auth.podspec.json", line: 20)]],
            "Core": ["1.0.0": [], "2.0.0": []],
        ]
        let message = failureText(table, [appNeeds("Auth", module: "Login"), appNeeds("Core", module: "Login")], pins: ["Core": "1.0.0"])
        #expect(message == """
            no versions satisfy every requirement:
              App → Login → Auth 1.0.0 needs Core '~> 2.0' (Auth/Auth.podspec.json:20)
              App pins Core 1.0.0 (mortar.json:7)
              no version of Core satisfies both
            help: the pin of 'Core' is kept; run 'mortar resolve --update=Core' to let it move, or change the requirements above
            """)
    }

    @Test(arguments: [
        ("", "1.1.0"),
        (">= 1.0", "1.1.0"),
        (">= 2.0.0-beta.1", "2.0.0-beta.2"),
        ("= 2.0.0-beta.1", "2.0.0-beta.1"),
    ])
    func skipsPrereleasesUnlessARequirementNamesOne(requirement: String, expected: String) throws {
        let table: [String: [String: [ResolverDependency]]] = [
            "Core": ["1.0.0": [], "1.1.0": [], "2.0.0-beta.1": [], "2.0.0-beta.2": []],
        ]
        #expect(try solveTable(table, [appNeeds("Core", requirement)]) == ["Core": expected])
    }

    @Test(arguments: [
        (UpdatePolicy.none, ["Core": "1.0.0", "Log": "1.0.0"]),
        (UpdatePolicy.all, ["Core": "1.2.0", "Log": "2.0.0"]),
        (UpdatePolicy.only(["Log"]), ["Core": "1.0.0", "Log": "2.0.0"]),
    ])
    func keepsExistingPinsUnlessAskedToUpdate(update: UpdatePolicy, expected: [String: String]) throws {
        let table: [String: [String: [ResolverDependency]]] = [
            "Core": ["1.0.0": [], "1.2.0": []],
            "Log": ["1.0.0": [], "2.0.0": []],
            "Fresh": ["0.9.0": [], "1.0.0": []],
        ]
        var expected = expected
        expected["Fresh"] = "1.0.0"
        let result = try solveTable(table, [appNeeds("Core"), appNeeds("Fresh")], pins: ["Core": "1.0.0", "Log": "1.0.0"], update: update)
        #expect(result == expected)
    }

    @Test func reportsAPackageWhoseVersionsCannotBeListed() {
        let message = failureText(["Core": ["1.0.0": [needs("Ghost")]]], [appNeeds("Core")])
        #expect(message == "cannot read the versions of 'Ghost': no package named 'Ghost' is known")
    }
}
