import Foundation
import MortarCore
import Testing
@testable import MortarFormats

/// Every real manifest in `shared/fixtures/real` read as Ruby itself evaluates it.
@Suite(RealFixtures.present) struct RealManifestAgreementTests {
    /// Where the oracle guessed: Realm's version comes from `sh build.sh get-version`, which
    /// failed in the oracle's folder and left an empty version (and `= =` as RealmSwift's
    /// requirement on Realm). Mortar never runs commands, so it stops with a located error.
    static let knownDisagreements = [
        "realm_realm-swift__Realm.podspec",
        "realm_realm-swift__RealmSwift.podspec",
    ]

    @Test func fixturesArePresent() {
        #expect(RealFixtures.folder != nil, "shared/fixtures/real was not found beside the repository")
        #expect(RealFixtures.files("podspec-ruby").count >= 40)
        #expect(RealFixtures.files("podspec-json").count >= 40)
        #expect(RealFixtures.files("podfile").count >= 20)
    }

    @Test func everyFixtureWithAnExpectedValueAgrees() {
        var agreeing = 0
        var total = 0
        var disagreeing: [String] = []
        for subfolder in ["podspec-ruby", "podspec-json", "podfile"] {
            for name in RealFixtures.files(subfolder) {
                guard let expected = RealFixtures.expected(name) else { continue }
                total += 1
                switch RealFixtures.read(subfolder, name) {
                case let .value(value):
                    let got = RealFixtures.normalized(value, keys: RealFixtures.keys(for: subfolder))
                    if got == expected.sortedKeys {
                        agreeing += 1
                    } else {
                        disagreeing.append(name)
                        Issue.record("\(name): got \(got.renderedCompact()), expected \(expected.sortedKeys.renderedCompact())")
                    }
                case let .rubyError(error):
                    disagreeing.append(name)
                    if !Self.knownDisagreements.contains(name) { Issue.record("\(name): \(error)") }
                case let .manifestError(error):
                    disagreeing.append(name)
                    Issue.record("\(name): \(error)")
                }
            }
        }
        let percent = total == 0 ? 0 : Double(agreeing) * 100 / Double(total)
        print("real manifest agreement: \(agreeing)/\(total) (\(String(format: "%.1f", percent))%); known disagreements: \(disagreeing.joined(separator: ", "))")
        #expect(total >= 90)
        #expect(disagreeing == Self.knownDisagreements)
    }

    @Test func knownDisagreementsAreLocatedNotStaticErrors() {
        let expected = [
            "realm_realm-swift__Realm.podspec:5:3: the version of 'Realm' is not static: it comes from the output of the shell command `sh build.sh get-version`, which mortar never runs (at realm_realm-swift__Realm.podspec:4:31)",
            "realm_realm-swift__RealmSwift.podspec:26:25: the requirement of dependency 'Realm' is not static: it comes from the output of the shell command `sh build.sh get-version`, which mortar never runs (at realm_realm-swift__RealmSwift.podspec:4:33)",
        ]
        for (name, message) in zip(Self.knownDisagreements, expected) {
            guard case let .rubyError(error) = RealFixtures.read("podspec-ruby", name) else {
                Issue.record("\(name) should not be read")
                continue
            }
            #expect("\(error.location): \(error.message)" == message)
            #expect(error.help == "convert it with 'pod ipc spec \(name) > \(name).json' and point mortar at the JSON")
        }
    }

    /// Not plain Ruby, but CocoaPods reads it: `Podfile.from_ruby` replaces typographic quotes
    /// (`platform :ios, ‘8.0’`) and warns. Mortar does the same (see `cocoaPodsReadsSmartQuotes`).
    static let readByCocoaPods = ["alibaba_BeeHive__Example_Podfile"]

    @Test func everyNotStaticFileIsALocatedError() {
        let list = RealFixtures.notStatic
        #expect(list.count == 7)
        for name in list where !Self.readByCocoaPods.contains(name) {
            let subfolder = name.hasSuffix(".podspec") ? "podspec-ruby" : "podfile"
            guard case let .rubyError(error) = RealFixtures.read(subfolder, name) else {
                Issue.record("\(name) was read, but Ruby itself cannot evaluate it here")
                continue
            }
            #expect(error.location.file == name)
            #expect(error.location.line > 0, "\(name): \(error)")
        }
    }

    @Test(arguments: [
        ("Automattic_simplenote-ios__Podfile", "Automattic_simplenote-ios__Podfile:5:1: the manifest raises an error when evaluated: 'Please run CocoaPods via `bundle exec`'"),
        ("CocoaPods_CocoaPods__examples_MultiXcodeProject_Example_Podfile", "CocoaPods_CocoaPods__examples_MultiXcodeProject_Example_Podfile:8:16: the deployment target of 'ios' is not static: it comes from constant 'DEFAULT_IOS_DEPLOYMENT_TARGET', which is not defined in this file (it may come from '../defaults.rb')"),
        // The first step Mortar cannot follow: line 10 requires a file whose path `node` prints.
        ("mattermost_mattermost-mobile__ios_Podfile", "mattermost_mattermost-mobile__ios_Podfile:10:9: the file loaded by 'require' is not static: it comes from the output of the shell command `node --print \"require.resolve('expo/package.json')\"`, which mortar never runs (at mattermost_mattermost-mobile__ios_Podfile:10:32)"),
    ])
    func notStaticPodfileMessages(name: String, message: String) {
        guard case let .rubyError(error) = RealFixtures.read("podfile", name) else {
            Issue.record("\(name) should not be read")
            return
        }
        #expect("\(error.location): \(error.message)" == message)
    }

    /// CocoaPods' own reading (`cp-oracle.rb podfile`, recorded): platform ios 8.0, `BeeHive`
    /// from `../` in both targets, and the warning "Smart quotes were detected and ignored".
    @Test func cocoaPodsReadsSmartQuotes() throws {
        let name = "alibaba_BeeHive__Example_Podfile"
        let podfile = try PodfileReader.read(RealFixtures.text("podfile", name), file: name)
        #expect(podfile.manifest.platforms.map { "\($0.name) \($0.version ?? "-")" } == ["ios 8.0"])
        #expect(podfile.pods.map { "\($0.target): \($0.name) path \($0.path ?? "-")" } == [
            "BeeHive_Example: BeeHive path ../", "BeeHive_Tests: BeeHive path ../",
        ])
        #expect(podfile.warnings.map { "\($0.locations[0]): \($0.severity): \($0.message); \($0.help ?? "")" } == [
            "\(name):3:16: warning: typographic quotes (“ ” ‘ ’ ‛) were read as straight quotes, as CocoaPods does; write straight quotes (' or \") in the Podfile, and turn off smart quotes in your editor",
        ])
    }

    @Test func notStaticPodspecMessages() {
        let cases = [
            ("mattermost_mattermost-mobile__libraries_@mattermost_rnutils_mattermost-rnutils.podspec",
             "mattermost_mattermost-mobile__libraries_@mattermost_rnutils_mattermost-rnutils.podspec:21:3: calls 'install_modules_dependencies', which is not defined in this file; what it declares cannot be known without running it"),
            ("rainbow-me_rainbow__ios_Internals_Rainbow-Internals.podspec",
             "rainbow-me_rainbow__ios_Internals_Rainbow-Internals.podspec:7:3: the version of 'Rainbow-Internals' is not static: it comes from 'JSON.parse', which mortar never runs (at rainbow-me_rainbow__ios_Internals_Rainbow-Internals.podspec:3:11)"),
        ]
        for (name, message) in cases {
            guard case let .rubyError(error) = RealFixtures.read("podspec-ruby", name) else {
                Issue.record("\(name) should not be read")
                continue
            }
            #expect("\(error.location): \(error.message)" == message)
        }
    }
}
