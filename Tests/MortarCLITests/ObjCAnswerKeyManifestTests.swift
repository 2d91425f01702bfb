import Testing

/// The answer key reads each pod's own Package.swift as an iOS build does (ObjCAnswerKeyManifest).
@Suite struct ObjCAnswerKeyManifestTests {
    @Test func platformConditionsAreDecidedForIOS() {
        let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        import CoreImage
        @preconcurrency import UIKit
        import Foundation
        let runtime: [Target]
        #if os(Linux)
        runtime = []
        #elseif (os(macOS) || os(iOS)) && canImport(Darwin) && !targetEnvironment(macCatalyst)
          #if swift(>=5.7) && canImport(AppKit) || canImport(SomethingElse) || arch(arm64)
        runtime = [.target(name: "Mac")]
          #endif
        runtime = [.target(name: "Runtime")]
        #else
        runtime = []
        #endif
        """
        #expect(ObjCAnswerKeyManifest.forIOS(manifest) == """
        // swift-tools-version:5.9
        import PackageDescription
        // answer key, as on iOS: import CoreImage
        // answer key, as on iOS: @preconcurrency import UIKit
        import Foundation
        let runtime: [Target]
        #if false
        runtime = []
        #elseif (false || true) && true && !false
          #if swift(>=5.7) && false || canImport(SomethingElse) || arch(arm64)
        runtime = [.target(name: "Mac")]
          #endif
        runtime = [.target(name: "Runtime")]
        #else
        runtime = []
        #endif
        """)
    }

    @Test func aManifestWithoutPlatformTestsIsUnchanged() {
        let manifest = "// swift-tools-version:5.3\nimport PackageDescription\n#if swift(>=5.7)\nlet x = 1\n#endif\n"
        #expect(ObjCAnswerKeyManifest.forIOS(manifest) == manifest)
    }
}
