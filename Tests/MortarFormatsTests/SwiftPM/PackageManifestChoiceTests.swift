import MortarFormats
import Testing

/// Which manifest SwiftPM reads when `Package@swift-X.swift` variants sit beside `Package.swift`.
@Suite struct PackageManifestChoiceTests {
    static let cases: [([String], String, [Int], String)] = [
        (["Package.swift"], "// swift-tools-version:5.9", [6, 3, 1], "Package.swift"),
        // A variant named for this version (major.minor.patch, major.minor or major) wins.
        (["Package.swift", "Package@swift-6.swift", "Package@swift-6.3.swift"], "// swift-tools-version:6.3", [6, 3, 1], "Package@swift-6.3.swift"),
        (["Package.swift", "Package@swift-6.swift"], "// swift-tools-version:6.3", [6, 3, 1], "Package@swift-6.swift"),
        // Else the newest variant not above this version, when above Package.swift's tools version.
        (["Package.swift", "Package@swift-5.9.swift", "Package@swift-5.10.swift"], "// swift-tools-version:5.7", [6, 3, 1], "Package@swift-5.10.swift"),
        (["Package.swift", "Package@swift-5.9.swift"], "// swift-tools-version:6.0", [6, 3, 1], "Package.swift"),
        (["Package.swift", "Package@swift-5.9.swift"], "// swift-tools-version:5.9", [6, 3, 1], "Package.swift"),
        (["Package.swift", "Package@swift-6.4.swift"], "// swift-tools-version:5.9", [6, 3, 1], "Package.swift"),
        (["Package.swift", "Package@swift-4.2.swift"], "import PackageDescription", [6, 3, 1], "Package@swift-4.2.swift"),
        (["Package.swift", "Package@swift-x.swift"], "// swift-tools-version:5.0", [6, 3, 1], "Package.swift"),
    ]

    @Test(arguments: cases) func theVariantSwiftPMReads(_ files: [String], _ text: String, _ version: [Int], _ expected: String) {
        #expect(PackageManifestChoice.manifest(files: files, packageSwiftText: text, swiftVersion: version) == expected)
    }

    @Test func theToolchainVersionIsReadFromSwiftVersion() {
        #expect(PackageManifestChoice.swiftVersion(fromVersionText: "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu") == [6, 3, 1])
        #expect(PackageManifestChoice.swiftVersion(fromVersionText: "Apple Swift version 6.0 (swiftlang-6.0.0.9.10 clang-1600.0.26.2)") == [6, 0, 0])
        #expect(PackageManifestChoice.swiftVersion(fromVersionText: "no version here") == nil)
    }
}
