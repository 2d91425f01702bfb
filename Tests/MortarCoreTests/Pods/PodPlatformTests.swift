import MortarCore
import Testing

@Suite struct PodPlatformTests {
    @Test func oneTableAnswersEveryNameOfAPlatform() {
        #expect(PodPlatform.podspecScopes == ["ios", "osx", "macos", "tvos", "watchos", "visionos"])
        #expect(PodPlatform.named("macOS")?.podName == "osx")
        #expect(PodPlatform.named("osx")?.swiftPMName == "macOS")
        #expect(PodPlatform.named("macos")?.packageKey == "macos")
        #expect(PodPlatform.named("maccatalyst")?.podName == nil)
        #expect(PodPlatform.named("maccatalyst")?.swiftPMName == "macCatalyst")
        #expect(PodPlatform.named("android") == nil)
        #expect(PodPlatform.podName("macos") == "osx")
        #expect(PodPlatform.podName("tvos") == "tvos")
        #expect(PodPlatform.podName("linux") == "linux")
        #expect(PodPlatform.podName("osx") == "osx")
        #expect(PodPlatform.podName("macOS") == "macOS")
        #expect(PodPlatform.podName("mac") == "mac")
        #expect(PodPlatform.podNames == ["ios", "osx", "tvos", "watchos", "visionos"])
        #expect(PodPlatform.packageKey("osx") == "macos")
        #expect(PodPlatform.packageKey("ios") == "ios")
        #expect(PodPlatform.swiftPM("visionOS")?.packageKey == "visionos")
        #expect(PodPlatform.swiftPM("macos") == nil)
    }

    @Test func cocoaPodsDefaultDeploymentTargetsByItsOwnNamesOnly() {
        let targets = PodPlatform.all.compactMap { platform in platform.podName.map { "\($0) \(platform.defaultDeploymentTarget ?? "-")" } }
        #expect(targets == ["ios 4.3", "osx 10.6", "tvos 9.0", "watchos 2.0", "visionos 1.0"])
        #expect(PodPlatform.pod("macos") == nil)
    }
}
