import Foundation
import Testing

/// A Podfile app's composite Package.swift: a pod the Podfile uses with no package recorded is
/// left out with an `unmapped-pod` finding at its `pod` line, never silently; a recorded one
/// (the sidecar pin's git and products) is a package the umbrella depends on.
@Suite struct PodfilePodsPackageTests {
    @Test func aPodWithNoPackageIsAFindingAndARecordedOneIsAPackage() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("""
            platform :ios, '13.0'
            target 'Shop' do
              pod 'Alamofire', '5.9.1'
              pod 'SnapKit', '5.7.1'
            end

            """, to: folder + "/Podfile")
        try FileManager.default.createDirectory(atPath: folder + "/Shop.xcodeproj", withIntermediateDirectories: true)
        let run = CLIHarness.run(["generate", "--swiftpm", "Package.swift"], in: folder)
        #expect(run.stderr == """
            Podfile: note[package-name]: the package is named 'Shop' after 'Shop.xcodeproj'; set "name" in mortar.json to change it
            Podfile:3:3: warning[unmapped-pod]: the Podfile uses pod 'Alamofire', and no SwiftPM package is recorded for it, so the generated Package.swift leaves it out
              help: run 'mortar migrate --write' to find its package, or pin it in the mortar.json beside the Podfile: "Alamofire": {"version": "5.9.1", "git": "https://…", "products": ["Alamofire"]}
            Podfile:4:3: warning[unmapped-pod]: the Podfile uses pod 'SnapKit', and no SwiftPM package is recorded for it, so the generated Package.swift leaves it out
              help: run 'mortar migrate --write' to find its package, or pin it in the mortar.json beside the Podfile: "SnapKit": {"version": "5.7.1", "git": "https://…", "products": ["SnapKit"]}

            """)
        #expect(run.exitCode == .success)

        // Recorded in the sidecar (as `migrate --write` does): a package, and no finding.
        CLIHarness.write("""
            { "pins": { "Alamofire": { "version": "5.9.1", "git": "https://github.com/Alamofire/Alamofire.git", "products": ["Alamofire"] } } }

            """, to: folder + "/mortar.json")
        let again = CLIHarness.run(["generate", "--swiftpm", "Package.swift"], in: folder)
        #expect(!again.stderr.contains("'Alamofire'"))
        #expect(again.stderr.contains("Podfile:4:3: warning[unmapped-pod]: the Podfile uses pod 'SnapKit'"))
        let package = try String(contentsOfFile: folder + "/Package.swift", encoding: .utf8)
        #expect(package.contains(#".package(url: "https://github.com/Alamofire/Alamofire.git", exact: "5.9.1"),"#))
        #expect(package.contains(#".product(name: "Alamofire", package: "Alamofire"),"#))
        #expect(!package.contains("SnapKit"))
    }

    /// A pod the Podfile gives a range and the lock the version: the finding is at the `pod`
    /// line, not the lock's.
    @Test func aLockedPodIsReportedAtItsPodLine() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("platform :ios, '13.0'\ntarget 'Shop' do\n  pod 'Kingfisher', '~> 7.0'\nend\n", to: folder + "/Podfile")
        CLIHarness.write("PODS:\n  - Kingfisher (7.2.3)\n\nDEPENDENCIES:\n  - Kingfisher (~> 7.0)\n\nCOCOAPODS: 1.15.2\n", to: folder + "/Podfile.lock")
        let run = CLIHarness.run(["generate", "--swiftpm", "Package.swift"], in: folder)
        #expect(run.stderr.contains("""
            Podfile:3:3: warning[unmapped-pod]: the Podfile uses pod 'Kingfisher', and no SwiftPM package is recorded for it, so the generated Package.swift leaves it out
              help: run 'mortar migrate --write' to find its package, or pin it in the mortar.json beside the Podfile: "Kingfisher": {"version": "7.2.3", "git": "https://…", "products": ["Kingfisher"]}

            """))
    }
}
