@testable import MortarFormats
import MortarRuby
import Testing

/// `PodspecHost.callSpec` tells the spec's own methods apart by the call's name id
/// (`RubyNode.name`): each id of a well-known name gives what the name's `String` gives, and a
/// node of no name (-1) or of a file's own name falls back to the `String`.
@Suite struct PodspecHostSpecMethodTests {
    @Test(arguments: ["dependency", "subspec", "test_spec", "app_spec", "name", "to_s", "version", "root", "[]", "[]=",
                      "source_files", "ios", "module_name", "homepage"])
    func aNamesIDGivesWhatItsStringGives(_ name: String) {
        let id = RubyName.wellKnown.firstIndex(of: name).map(Int32.init) ?? -1
        #expect(PodspecHost.specMethod(name, id: id) == PodspecHost.SpecMethod(name))
        #expect(PodspecHost.specMethod(name, id: -1) == PodspecHost.SpecMethod(name))
    }

    @Test func theSpecsMethodsAreWellKnown() {
        for name in ["dependency", "subspec", "test_spec", "app_spec", "name", "to_s", "version", "root", "[]"] {
            #expect(RubyName.wellKnown.contains(name), "\(name)")
            #expect(PodspecHost.SpecMethod(name) != .other, "\(name)")
        }
    }
}
