import MortarCore
import Testing
@testable import MortarFormats

/// The podspec host asks whether a call without arguments names a platform scope only when the
/// name ends in `s` or `x` (`PodspecHost.mayNameScope`): every scope a podspec may write must pass
/// that filter, and each one still scopes what it sets.
@Suite struct PodspecHostScopeTests {
    @Test func everyScopePassesTheFilter() {
        #expect(PodPlatform.podspecScopes == ["ios", "osx", "macos", "tvos", "watchos", "visionos"])
        #expect(PodPlatform.podspecScopes.filter { !PodspecHost.mayNameScope($0) } == [])
        #expect(["version", "name", "root", "module_name", "license"].filter(PodspecHost.mayNameScope) == [])
        #expect(PodPlatform.podspecScopes.filter { !PodspecHost.isScope($0) } == [])
        #expect(["frameworks", "tvOS", "iOS", "ioss", "os", "maccatalyst", "dependencies", ""].filter(PodspecHost.isScope) == [])
    }

    @Test func eachScopeScopesWhatItSets() throws {
        var text = "Pod::Spec.new do |s|\n  s.name = 'A'\n  s.version = '1.0'\n"
        for scope in PodPlatform.podspecScopes { text += "  s.\(scope).frameworks = '\(scope)Kit'\n" }
        text += "  s.ios.deployment_target = '12.0'\n  s.visionos.deployment_target = '1.0'\nend\n"
        let component = try RubyPodspecReader.read(text, file: "A.podspec")
        let tree = try #require(component.buildSpec)
        #expect(tree.platformAttributes.keys.sorted() == ["ios", "osx", "tvos", "visionos", "watchos"])
        #expect(tree.platformAttributes.mapValues { $0["frameworks"]?.value }
            == ["ios": .string("iosKit"), "osx": .string("macosKit"), "tvos": .string("tvosKit"), "watchos": .string("watchosKit"),
                "visionos": .string("visionosKit")])
        #expect(tree.platformAttributes["osx"]?["frameworks"]?.location.description == "A.podspec:6:3")
        #expect(component.platforms == ["ios": "12.0", "visionos": "1.0"])
    }
}
