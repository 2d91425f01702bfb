import Foundation
import MortarWorkspace
import Testing
import MortarTestSupport

/// Vendored binaries of a podspec module (issue 24, item 6): an `.xcframework` inside the
/// module is a binary target SwiftPM accepts, named apart from the pod's own target; every
/// other binary, and a path outside the module or matching nothing, is a located finding.
@Suite struct VendoredBinaryTests {
    static let podspec = """
    Pod::Spec.new do |s|
      s.name = 'Fast'
      s.version = '1.0'
      s.ios.deployment_target = '12.0'
      s.source_files = 'Src/*.swift'
      s.vendored_frameworks = 'Vendor/Fast.xcframework', 'Vendor/Old.framework', '../Shared/Outside.xcframework', 'Vendor/Missing.xcframework'
      s.vendored_libraries = 'Vendor/lib/libold.a'
      s.subspec 'Extra' do |e|
        e.source_files = 'Extra/*.swift'
        e.vendored_frameworks = 'Vendor/Fast.xcframework'
      end
    end
    """

    static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0"><dict><key>AvailableLibraries</key><array></array><key>CFBundlePackageType</key><string>XFWK</string><key>XCFrameworkFormatVersion</key><string>1.0</string></dict></plist>
    """

    /// An app with the module `Fast` as above; its root.
    static func makeApp() -> String {
        let root = CLIHarness.makeTemporaryFolder()
        let module = root + "/Modules/Fast"
        CLIHarness.write(podspec, to: module + "/Fast.podspec")
        CLIHarness.write("public let a = 1\n", to: module + "/Src/a.swift")
        CLIHarness.write("public let e = 1\n", to: module + "/Extra/e.swift")
        CLIHarness.write(infoPlist, to: module + "/Vendor/Fast.xcframework/Info.plist")
        CLIHarness.write("", to: module + "/Vendor/Old.framework/Old")
        CLIHarness.write("", to: module + "/Vendor/lib/libold.a")
        CLIHarness.write("", to: root + "/Shared/Outside.xcframework/Info.plist")
        CLIHarness.writePodApp(root, pod: "Fast")
        return root
    }

    @Test func anXCFrameworkIsABinaryTargetAndEveryOtherBinaryAFinding() throws {
        let root = Self.makeApp()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CLIHarness.run(["generate"], in: root)
        #expect(run.exitCode == .success)
        #expect(run.stderr == """
        Modules/Fast/Fast.podspec:6:3: warning[swiftpm-conversion]: 'Fast' vendored_frameworks names '../Shared/Outside.xcframework', outside the module's folder; SwiftPM takes a binary only from inside its package, so it is not linked
          help: move the binary into the module's folder (e.g. Frameworks/) and list that path in vendored_frameworks
        Modules/Fast/Fast.podspec:6:3: warning[swiftpm-conversion]: 'Fast' vendored_frameworks pattern 'Vendor/Missing.xcframework' matches no file in the module's folder, so nothing is linked for it
          help: check the path against the module's files, or remove it from vendored_frameworks
        Modules/Fast/Fast.podspec:6:3: warning[swiftpm-conversion]: 'Fast' vendors the framework 'Vendor/Old.framework'; SwiftPM links prebuilt binaries only as XCFrameworks
          help: in the module's folder run 'xcodebuild -create-xcframework -framework Vendor/Old.framework -output Vendor/Old.xcframework' and list 'Vendor/Old.xcframework' in vendored_frameworks
        Modules/Fast/Fast.podspec:7:3: warning[swiftpm-conversion]: 'Fast' vendors the library 'Vendor/lib/libold.a'; SwiftPM links prebuilt binaries only as XCFrameworks
          help: in the module's folder run 'xcodebuild -create-xcframework -library Vendor/lib/libold.a -headers <folder of its public headers> -output Vendor/lib/old.xcframework' and list 'Vendor/lib/old.xcframework' in vendored_frameworks

        """)
        let manifest = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains("""
                .binaryTarget(name: "Fast_Binary", path: "Modules/Fast/Vendor/Fast.xcframework"),
                .target(
                    name: "Fast",
                    dependencies: [
                        "Fast_Binary",
                    ],
                    path: "Modules/Fast/Src",
        """), "\(manifest)")
        #expect(manifest.components(separatedBy: ".binaryTarget(").count == 2, "one binary target for the XCFramework both specs vendor:\n\(manifest)")
        #expect(manifest.contains("""
                    name: "Fast_Extra",
                    dependencies: [
                        "Fast",
                        "Fast_Binary",
                    ],
        """), "\(manifest)")
    }

    /// SwiftPM accepts the generated package (`swift package describe`).
    @Test func swiftPMAcceptsTheBinaryTarget() throws {
        let root = Self.makeApp()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(CLIHarness.run(["generate"], in: root).exitCode == .success)
        let describe = try SwiftCommand.run(ProcessRequest(
            "swift", ["package", "--package-path", root, "--scratch-path", root + "/.build", "describe", "--type", "json"], timeout: 600))
        #expect(describe.status == 0, "\(describe.stderrText)")
        let json = try JSONSerialization.jsonObject(with: Data(describe.stdout)) as? [String: Any]
        let targets = (json?["targets"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }.sorted()
        #expect(targets == ["App", "Fast", "Fast_Binary", "Fast_Extra"])
    }
}
