import MortarConvert
import MortarCore
import Testing

/// A pod's `module_map` on the trees of its subspecs: each subspec is a target (a module) of
/// its own, so the map CocoaPods' consumer gives a subspec (its own `module_map`, else the
/// root's) goes into the subspec's tree when it declares that target's module; a subspec's own
/// map that does not fit is a finding, as the root's is.
@Suite struct PodSubspecModuleMapTests {
    static func podspec(root: String = "", subspec: String) -> String {
        """
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = 'Sources/Core/*.{h,m}'\(root)
          s.subspec 'Extra' do |e|
            e.source_files = 'Sources/Extra/*.{h,m}'
            e.public_header_files = 'Sources/Extra/Extra.h'\(subspec)
          end
        end
        """
    }
    static let files = ["Sources/Core/Kit.h", "Sources/Core/Kit.m", "Sources/Extra/Extra.h", "Sources/Extra/Extra.m",
                        "Sources/Extra/module.modulemap", "Kit.modulemap"]

    @Test func aSubspecsOwnModuleMapDeclaringItsTargetIsLinkedIntoItsTree() throws {
        let map = "module Kit_Extra {\n  umbrella header \"Kit/Extra.h\"\n  export *\n}\n"
        let conversion = try ConversionHarness.convert(Self.podspec(subspec: "\n    e.module_map = 'Sources/Extra/module.modulemap'"),
                                                       files: Self.files, sources: ["Sources/Extra/module.modulemap": map])
        #expect(ConversionHarness.text(conversion.findings) == [])
        #expect(conversion.targets.map(\.name) == ["Kit", "Kit_Extra"])
        #expect(conversion.targets[1].headerLinks == [
            "include/Extra.h": "Sources/Extra/Extra.h", "include/Kit/Extra.h": "Sources/Extra/Extra.h", "include/module.modulemap": "Sources/Extra/module.modulemap",
            "private/Kit/Extra.h": "Sources/Extra/Extra.h", "private/Kit/Kit.h": "Sources/Core/Kit.h",
        ])
        #expect(conversion.targets[0].headerLinks["include/module.modulemap"] == nil)
    }

    @Test func aSubspecsOwnModuleMapThatDoesNotFitIsAFinding() throws {
        let map = "module Kit {\n  umbrella header \"Kit/Extra.h\"\n}\n"
        let conversion = try ConversionHarness.convert(Self.podspec(subspec: "\n    e.module_map = 'Sources/Extra/module.modulemap'"),
                                                       files: Self.files, sources: ["Sources/Extra/module.modulemap": map])
        #expect(ConversionHarness.text(conversion.findings) == [
            """
            Pod.podspec:7:5: warning[swiftpm-conversion]: 'Kit/Extra' brings its own module map 'Sources/Extra/module.modulemap', which is not used: it declares the module 'Kit', where SwiftPM names the module of the target 'Kit_Extra' after the target; its C-family target gets the module map SwiftPM makes of its public headers
              help: declare 'module Kit_Extra' in 'Sources/Extra/module.modulemap' and name its headers by their paths in the public headers folder, as '#import <…>' writes them, or remove module_map
            """,
        ])
        #expect(conversion.targets[1].headerLinks["include/module.modulemap"] == nil)
    }

    /// The root's map, which every subspec inherits in CocoaPods, goes into the tree of the
    /// subspec whose module it declares.
    @Test func theRootsModuleMapDeclaringASubspecsTargetIsLinkedIntoThatTree() throws {
        let map = "module Kit_Extra {\n  umbrella header \"Kit/Extra.h\"\n  export *\n}\n"
        let podspec = Self.podspec(root: "\n  s.module_map = 'Sources/Extra/module.modulemap'", subspec: "")
            .replacingOccurrences(of: "  s.source_files = 'Sources/Core/*.{h,m}'\n", with: "")
        let conversion = try ConversionHarness.convert(podspec, files: Self.files, sources: ["Sources/Extra/module.modulemap": map])
        #expect(ConversionHarness.text(conversion.findings) == [])
        #expect(conversion.targets.map(\.name) == ["Kit_Extra"])
        #expect(conversion.targets[0].headerLinks["include/module.modulemap"] == "Sources/Extra/module.modulemap")
    }

    /// A root without files of its own whose map no subspec's target takes: the subspecs are
    /// modules of their own.
    @Test func theRootsModuleMapThatNoSubspecTakesIsAFindingNamingTheSubspecsTargets() throws {
        let map = "module Kit {\n  umbrella header \"Kit/Extra.h\"\n}\n"
        let podspec = Self.podspec(root: "\n  s.module_map = 'Kit.modulemap'", subspec: "")
            .replacingOccurrences(of: "  s.source_files = 'Sources/Core/*.{h,m}'\n", with: "")
        let conversion = try ConversionHarness.convert(podspec, files: Self.files, sources: ["Kit.modulemap": map])
        #expect(ConversionHarness.text(conversion.findings) == [
            """
            Pod.podspec:3:3: warning[swiftpm-conversion]: 'Kit' brings its own module map 'Kit.modulemap', which is not used: 'Kit' compiles no file of its own, and its subspecs are targets of their own ('Kit_Extra'), each a module whose map SwiftPM writes
              help: import the subspecs' modules ('Kit_Extra') where the pod's module was imported, or keep this module on CocoaPods
            """,
        ])
        #expect(conversion.targets[0].headerLinks["include/module.modulemap"] == nil)
    }
}
