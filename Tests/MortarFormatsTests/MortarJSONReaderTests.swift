import MortarCore
import MortarFormats
import Testing

@Suite struct MortarJSONReaderTests {
    func issues(_ text: String) -> [String] {
        do {
            _ = try MortarJSONReader.read(text, file: "mortar.json")
            return []
        } catch {
            return error.issues.map(\.description)
        }
    }

    @Test func readsEveryPartWithLocations() throws {
        let text = """
            {
              // comment
              "name": "Metro",
              "platforms": { "ios": "13.0" },
              "checkouts": "Deps",
              "layers": [ { "name": "base" }, { "name": "features", "isolated": true } ],
              "modules": [
                { "name": "Core", "git": "https://example.com/Core.git", "branch": "develop", "layer": "base" },
                { "name": "Pay", "path": "../Pay", "layer": "features", "manifest": "Specs/Pay.podspec" },
                { "name": "Tag", "git": "git@example.com:ios/Tag.git", "tag": "1.2.0", "layer": "base" },
                /* block */ { "name": "Rev", "git": "file:///repos/Rev", "commit": "9f1c2e0", "layer": "base" }
              ],
              "pins": { "Zed": "2.0", "AFNetworking": { "version": "4.0.1", "git": "https://github.com/AFNetworking/AFNetworking.git", "products": ["AFNetworking"] } },
              "policy": { "componentRequirements": "warning" },
              "config": { "baseURL": "https://api.example.com", "retries": 3 },
              "outputs": { "swiftpm": "App/Package.swift", "podfile": null }
            }
            """
        let manifest = try MortarJSONReader.read(text, file: "mortar.json")
        #expect(manifest.name == "Metro")
        #expect(manifest.checkouts == "Deps")
        #expect(manifest.platforms.map { "\($0.name) \($0.version ?? "")" } == ["ios 13.0"])
        #expect(manifest.layers.map(\.name) == ["base", "features"])
        #expect(manifest.layers.map(\.isolated) == [false, true])
        #expect(manifest.modules.map(\.name) == ["Core", "Pay", "Tag", "Rev"])
        #expect(manifest.modules[0].source == .git(url: "https://example.com/Core.git", ref: .branch("develop")))
        #expect(manifest.modules[0].location == SourceLocation(file: "mortar.json", line: 8, column: 15))
        #expect(manifest.modules[0].layerLocation == SourceLocation(file: "mortar.json", line: 8, column: 92))
        #expect(manifest.modules[1].source == .path("../Pay"))
        #expect(manifest.modules[1].manifest == "Specs/Pay.podspec")
        #expect(manifest.modules[2].source == .git(url: "git@example.com:ios/Tag.git", ref: .tag("1.2.0")))
        #expect(manifest.modules[3].source == .git(url: "file:///repos/Rev", ref: .commit("9f1c2e0")))
        #expect(manifest.pins.map(\.name) == ["AFNetworking", "Zed"])
        #expect(manifest.pins[0].url == "https://github.com/AFNetworking/AFNetworking.git")
        #expect(manifest.pins[0].products == ["AFNetworking"])
        #expect(manifest.pins[1].version == Version("2.0"))
        #expect(manifest.pins[1].location == SourceLocation(file: "mortar.json", line: 13, column: 13))
        #expect(manifest.policy.componentRequirements == .warning)
        #expect(manifest.config == ["baseURL": "https://api.example.com", "retries": "3"])
        #expect(manifest.outputs.swiftpm == "App/Package.swift")
        #expect(manifest.outputs.podfile == nil)
        #expect(manifest.outputs.lock == "mortar.lock")
    }

    /// 20,000 layers and a module in each: each module's layer is looked up, not searched for
    /// in the list (which took about a second in a release build, far more in a debug one).
    @Test func twentyThousandLayersAndModulesReadLinearly() throws {
        let n = 20_000
        let layers = (0..<n).map { #"{ "name": "L\#($0)" }"# }.joined(separator: ", ")
        let modules = (0..<n).map { #"{ "name": "M\#($0)", "path": "M\#($0)", "layer": "L\#($0)" }"# }.joined(separator: ", ")
        let manifest = try MortarJSONReader.read(#"{ "name": "App", "layers": [\#(layers)], "modules": [\#(modules)] }"#, file: "mortar.json")
        #expect(manifest.layers.count == n && manifest.modules.count == n)
        #expect(manifest.modules.last?.layer == "L\(n - 1)")
        #expect(issues(#"{ "name": "App", "layers": [\#(layers)], "modules": [{ "name": "X", "path": "X", "layer": "L19999x" }] }"#)
                == ["mortar.json:1:\(28 + layers.utf8.count + 52 + 1): error[invalid-manifest]: module 'X' names layer 'L19999x', which does not exist\n  help: did you mean 'L19999'?"])
    }

    @Test func defaultsWhenOmitted() throws {
        let manifest = try MortarJSONReader.read("{}", file: "Apps/Metro/mortar.json")
        #expect(manifest.name == "Metro")
        #expect(manifest.checkouts == "Modules")
        #expect(manifest.outputs == Outputs())
        #expect(manifest.policy == Policy())
    }

    @Test func malformedJSON() {
        #expect(issues("{\n  \"name\": \"A\",,\n}") == [
            "mortar.json:2:15: error[invalid-manifest]: unexpected ',' in place of a key; expected a key in double quotes\n  help: fix the JSON syntax at that place",
        ] || issues("{\n  \"name\": \"A\",,\n}") == [
            "mortar.json:2:15: error[invalid-manifest]: unexpected ','; expected a key in double quotes\n  help: fix the JSON syntax at that place",
        ])
        #expect(issues("{ \"name\": 'App' }") == [
            "mortar.json:1:11: error[invalid-manifest]: strings must use double quotes, not single quotes\n  help: fix the JSON syntax at that place",
        ])
        #expect(issues("") == ["mortar.json:1:1: error[invalid-manifest]: the file is empty; expected a JSON value\n  help: fix the JSON syntax at that place"])
        #expect(issues("{ /* open") == ["mortar.json:1:3: error[invalid-manifest]: comment opened here is never closed with '*/'\n  help: fix the JSON syntax at that place"])
    }

    @Test func collectsEveryProblemSorted() {
        let text = """
            {
              "nmae": "App",
              "layers": [ { "name": "base" } ],
              "modules": [
                { "name": "../evil", "path": "x" },
                { "name": "NoSource" },
                { "name": "Both", "git": "https://e.com/b.git", "branch": "main", "path": "b" },
                { "name": "NoRef", "git": "https://e.com/n.git" },
                { "name": "TwoRefs", "git": "https://e.com/t.git", "branch": "main", "tag": "1.0" },
                { "name": "BadLayer", "path": "l", "layer": "bsae" },
                { "name": "-dash", "path": "d" },
                { "name": "Opt", "git": "https://e.com/o.git", "branch": "--upload-pack=evil" }
              ],
              "pins": { "Range": "~> 1.0", "Num": 1 },
              "policy": { "componentRequirements": "loud" }
            }
            """
        #expect(issues(text) == [
            "mortar.json:2:3: error[invalid-manifest]: unknown key 'nmae' in the manifest\n  help: did you mean 'name'?",
            "mortar.json:5:15: error[invalid-manifest]: invalid module name '../evil'\n  help: a module name is a folder name: letters, digits, '_', '.', '+' or '-', not starting with '.' or '-', no '/'",
            "mortar.json:6:15: error[invalid-manifest]: module 'NoSource' has no source\n  help: add \"git\" with \"branch\", \"tag\" or \"commit\", or \"path\"",
            "mortar.json:7:79: error[invalid-manifest]: module 'Both' has two sources, 'git' and 'path'\n  help: keep one of them",
            "mortar.json:8:31: error[invalid-manifest]: module 'NoRef' has a 'git' source but no 'branch', 'tag' or 'commit'\n  help: add \"branch\": \"develop\" (or a tag or commit)",
            "mortar.json:9:81: error[invalid-manifest]: module 'TwoRefs' names both 'branch' and 'tag'\n  help: keep exactly one of 'branch', 'tag' and 'commit'",
            "mortar.json:10:49: error[invalid-manifest]: module 'BadLayer' names layer 'bsae', which does not exist\n  help: did you mean 'base'?",
            "mortar.json:11:15: error[invalid-manifest]: invalid module name '-dash'\n  help: a module name is a folder name: letters, digits, '_', '.', '+' or '-', not starting with '.' or '-', no '/'",
            "mortar.json:12:62: error[invalid-manifest]: Opt: branch '--upload-pack=evil' starts with '-'\n  help: write a valid git branch name",
            "mortar.json:14:22: error[invalid-manifest]: pin 'Range' is '~> 1.0', which is not a version\n  help: pin an exact version like \"1.2.3\"; the integrator pins versions, it does not constrain them",
            "mortar.json:14:39: error[invalid-manifest]: pin 'Num' must be a version string or an object with \"version\", not a number",
            "mortar.json:15:40: error[invalid-manifest]: policy 'componentRequirements' is 'loud'\n  help: use \"error\", \"warning\" or \"off\"",
        ])
    }

    @Test(arguments: [
        ("Core", true), ("Core.iOS", true), ("lib+extra", true), ("_x", true), ("9lives", true),
        ("", false), (".hidden", false), ("-opt", false), ("a/b", false), ("..", false), ("a b", false), ("é", false),
    ])
    func moduleNames(name: String, valid: Bool) {
        #expect(MortarJSONReader.isValidModuleName(name) == valid)
    }
}

@Suite struct ModuleKindReadingTests {
    @Test func kindsAreReadWithTheirPlaces() throws {
        let manifest = try MortarJSONReader.read("""
            {
              "modules": [
                { "name": "Basic", "path": "Basic", "kind": "basic" },
                { "name": "Main", "path": "Main", "kind": "main" },
                { "name": "Plain", "path": "Plain" }
              ]
            }
            """, file: "mortar.json")
        #expect(manifest.modules.map(\.kind) == [.basic, .main, nil])
        #expect(manifest.modules[1].kindLocation?.description == "mortar.json:4:47")
    }

    @Test func anUnknownKindIsLocatedWithASuggestion() {
        do {
            _ = try MortarJSONReader.read(#"{ "modules": [ { "name": "A", "path": "A", "kind": "featur" }, { "name": "B", "path": "B", "kind": "x" } ] }"#, file: "mortar.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.issues.map(\.description) == [
                "mortar.json:1:52: error[invalid-manifest]: module 'A' has an unknown kind 'featur'\n  help: did you mean 'feature'?",
                "mortar.json:1:100: error[invalid-manifest]: module 'B' has an unknown kind 'x'\n  help: use one of 'main', 'basic', 'service', 'feature'",
            ])
        }
    }

    @Test func subspecProductsNameSpecsOfThePinAndHoldArraysOfStrings() {
        #expect(MortarJSONReaderTests().issues(#"{ "pins": { "K": { "version": "1.0.0", "subspecProducts": { "K/A": ["KA"], "Other/B": ["X"], "K/C": "KC", "K/": [] } }, "L": { "version": "1.0.0", "subspecProducts": ["L"] } } }"#) == [
            "mortar.json:1:76: error[invalid-manifest]: 'subspecProducts' of pin 'K' names 'Other/B', which is no spec of 'K'\n  help: name a spec of the pod as the Podfile does: \"K/Sub\"",
            "mortar.json:1:101: error[invalid-manifest]: the products of 'K/C' in pin 'K' must be an array of strings",
            "mortar.json:1:107: error[invalid-manifest]: 'subspecProducts' of pin 'K' names 'K/', which is no spec of 'K'\n  help: name a spec of the pod as the Podfile does: \"K/Sub\"",
            "mortar.json:1:167: error[invalid-manifest]: 'subspecProducts' of pin 'L' must be an object, not an array\n  help: write \"subspecProducts\": { \"L/Sub\": [\"Product\"] }",
        ])
    }
}

@Suite struct GitBaseTests {
    @Test func shortEntriesTakeTheirURLFromGitBase() throws {
        let manifest = try MortarJSONReader.read("""
            {
              "gitBase": "https://git.example.com/ios/",
              "modules": [
                { "name": "Core", "tag": "1.0.0" },
                { "name": "Pay", "git": "https://other.example.com/Pay.git", "branch": "main" },
                { "name": "Local", "path": "../Local" }
              ]
            }
            """, file: "mortar.json")
        #expect(manifest.modules.map(\.source) == [
            .git(url: "https://git.example.com/ios/Core.git", ref: .tag("1.0.0")),
            .git(url: "https://other.example.com/Pay.git", ref: .branch("main")),
            .path("../Local"),
        ])
        let template = try MortarJSONReader.read(#"{ "gitBase": "git@git.example.com:ios/{name}-ios.git", "modules": [ { "name": "Core", "commit": "9f1c2e0" } ] }"#, file: "mortar.json")
        #expect(template.modules.map(\.source) == [.git(url: "git@git.example.com:ios/Core-ios.git", ref: .commit("9f1c2e0"))])
        #expect(MortarJSONReader.gitURL(base: "https://git.example.com/ios", name: "UI") == "https://git.example.com/ios/UI.git")
    }

    @Test func aRefWithoutAURLOrABadBaseIsLocated() {
        do {
            _ = try MortarJSONReader.read(#"{ "modules": [ { "name": "Core", "tag": "1.0.0" } ] }"#, file: "mortar.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.issues.map(\.description) == [
                "mortar.json:1:41: error[invalid-manifest]: module 'Core' has a 'tag' but no 'git' URL\n  help: add \"git\": \"https://…/Core.git\", or a top-level \"gitBase\" that module URLs share",
            ])
        }
        do {
            _ = try MortarJSONReader.read(#"{ "gitBase": "--upload-pack=x", "modules": [ { "name": "Core", "tag": "1.0.0" } ] }"#, file: "mortar.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.issues.map(\.description) == [
                "mortar.json:1:14: error[invalid-manifest]: invalid 'gitBase' '--upload-pack=x'\n  help: give the URL modules' repositories share, like \"https://git.example.com/ios/\" or \"https://git.example.com/ios/{name}.git\"",
                "mortar.json:1:71: error[invalid-manifest]: module 'Core' has a 'tag' but no 'git' URL\n  help: add \"git\": \"https://…/Core.git\", or a top-level \"gitBase\" that module URLs share",
            ])
        }
    }
}
