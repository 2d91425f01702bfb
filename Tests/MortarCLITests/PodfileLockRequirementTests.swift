import Foundation
import MortarCLI
import Testing

/// A Podfile requirement mortar cannot evaluate (Simplenote's `pod 'SwiftLint',
/// swiftlint_version`, read from `.swiftlint.yml` by `YAML.load_file`): with a `Podfile.lock`
/// beside it, the requirement is what DEPENDENCIES recorded when `pod install` evaluated it,
/// with a warning that says so; without one, the read stops where it did.
@Suite struct PodfileLockRequirementTests {
    static let podfile = """
        platform :ios, '13.0'

        def swiftlint_version
          require 'yaml'

          YAML.load_file('.swiftlint.yml')['swiftlint_version']
        end

        target 'App' do
          pod 'ZIPFoundation', '0.9.15'
          pod 'SwiftLint', swiftlint_version
        end

        """

    /// `sha1sum Podfile` of `podfile` above: what CocoaPods writes as PODFILE CHECKSUM.
    static let podfileSHA1 = "c1c27641f47afd390e3d332da1763ed720ae4629"

    static let lock = """
        PODS:
          - SwiftLint (0.54.0)
          - ZIPFoundation (0.9.15)

        DEPENDENCIES:
          - SwiftLint (= 0.54.0)
          - ZIPFoundation (= 0.9.15)

        SPEC REPOS:
          trunk:
            - SwiftLint
            - ZIPFoundation

        SPEC CHECKSUMS:
          SwiftLint: c1de071d9d08c8aba837545f6254315bc900e211
          ZIPFoundation: 063163dc828bf699c5be160eb4f58f676322d94f

        PODFILE CHECKSUM: \(podfileSHA1)

        COCOAPODS: 1.15.2

        """

    static func workspace(lock: String?) -> String {
        let folder = CLIHarness.makeTemporaryFolder()
        CLIHarness.write(podfile, to: folder + "/Podfile")
        CLIHarness.write("swiftlint_version: 0.54.0\n", to: folder + "/.swiftlint.yml")
        if let lock { CLIHarness.write(lock, to: folder + "/Podfile.lock") }
        return folder
    }

    static let warning = """
        Podfile:11:20: warning[locked-pin]: the requirement of pod 'SwiftLint' is not static: it comes from 'YAML.load_file', which mortar never runs (at Podfile:6:3); Podfile.lock records it as '= 0.54.0', which mortar takes
          Podfile.lock:6:5: note: recorded by 'pod install' here
          help: write the requirement in the Podfile, or run 'pod install' whenever what it comes from changes, so that Podfile.lock records it

        """

    @Test func theLockGivesTheRequirementWithAWarning() {
        let folder = Self.workspace(lock: Self.lock)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let check = CLIHarness.run(["check"], in: folder, environment: ["NO_COLOR": "1"])
        #expect(check.exitCode == .success, "\(check.stdout)\(check.stderr)")
        #expect(check.stderr == Self.warning)
        #expect(check.stdout == "no problems found (0 modules, 0 dependencies between them)\n")
        let describe = CLIHarness.run(["describe", "Podfile"], in: folder, environment: ["NO_COLOR": "1"])
        #expect(describe.exitCode == .success, "\(describe.stderr)")
        #expect(describe.stderr == Self.warning)
        #expect(describe.stdout.hasSuffix("""
            pins:
              SwiftLint = 0.54.0  (Podfile:11:3)
              ZIPFoundation = 0.9.15  (Podfile:10:3)

            """), "\(describe.stdout)")
    }

    @Test func withoutTheLockTheReadStopsWhereItDid() {
        let folder = Self.workspace(lock: nil)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let check = CLIHarness.run(["check"], in: folder, environment: ["NO_COLOR": "1"])
        #expect(check.exitCode == .usage)
        #expect(check.stdout + check.stderr == """
            Podfile:11:20: error[invalid-manifest]: the requirement of pod 'SwiftLint' is not static: it comes from 'YAML.load_file', which mortar never runs (at Podfile:6:3)
              help: declare the pods plainly in the Podfile, or describe the app in mortar.json ('mortar init' writes a starter)

            """)
    }
}
