import MortarConvert
import MortarCore
import Testing

/// A pod's own `module_map` in its target's tree: linked as `include/module.modulemap`, where
/// SwiftPM takes it instead of writing one, when it fits the tree; else a finding that says why.
@Suite struct PodModuleMapTests {
    static let podspec = """
    Pod::Spec.new do |s|
      s.name = 'Kit'
      s.source_files = 'Sources/*.{h,m}'
      s.public_header_files = 'Sources/Kit.h'
      s.module_map = 'Sources/module.modulemap'
    end
    """
    static let files = ["Sources/Kit.h", "Sources/Kit.m", "Sources/Inner.h", "Sources/module.modulemap"]

    @Test func aModuleMapNamingTheTreesHeadersIsLinkedIntoItsIncludeFolder() throws {
        let map = "module Kit {\n  umbrella header \"Kit/Kit.h\" // the public header, as <Kit/Kit.h>\n  export *\n}\n"
        let conversion = try ConversionHarness.convert(Self.podspec, files: Self.files, sources: ["Sources/module.modulemap": map])
        #expect(ConversionHarness.text(conversion.findings) == [])
        #expect(conversion.targets.map(\.headerLinks) == [[
            "include/Kit/Kit.h": "Sources/Kit.h", "include/module.modulemap": "Sources/module.modulemap",
            "private/Kit/Inner.h": "Sources/Inner.h", "private/Kit/Kit.h": "Sources/Kit.h",
        ]])
        #expect(TargetTree.links(of: conversion.targets[0], modulePath: "Modules/Kit").map { "\($0.path) -> \($0.destination)" } == [
            ".mortar/targets/Kit/module -> ../../../Modules/Kit",
            ".mortar/targets/Kit/include/Kit/Kit.h -> ../../module/Sources/Kit.h",
            ".mortar/targets/Kit/include/module.modulemap -> ../module/Sources/module.modulemap",
            ".mortar/targets/Kit/private/Kit/Inner.h -> ../../module/Sources/Inner.h",
            ".mortar/targets/Kit/private/Kit/Kit.h -> ../../module/Sources/Kit.h",
        ])
    }

    @Test func aFrameworkModuleMapIsNotUsedAndSaysWhy() throws {
        let map = "framework module Kit {\n  umbrella header \"Kit.h\"\n  export *\n}\n"
        let conversion = try ConversionHarness.convert(Self.podspec, files: Self.files, sources: ["Sources/module.modulemap": map])
        #expect(ConversionHarness.text(conversion.findings) == [
            """
            Pod.podspec:5:3: warning[swiftpm-conversion]: 'Kit' brings its own module map 'Sources/module.modulemap', which is not used: it declares no plain module (a 'framework module' is for Xcode frameworks only); SwiftPM writes the module map of its C-family target itself
              help: name the headers in 'Sources/module.modulemap' by their paths in the public headers folder, as '#import <…>' writes them, or remove module_map
            """,
        ])
        #expect(conversion.targets[0].headerLinks["include/module.modulemap"] == nil)
    }

    @Test func aModuleMapNamingHeadersTheTreeDoesNotHoldIsNotUsed() throws {
        let map = "module Kit {\n  header \"Kit/Kit.h\"\n  private header \"Kit/Inner.h\"\n}\n"
        let conversion = try ConversionHarness.convert(Self.podspec, files: Self.files, sources: ["Sources/module.modulemap": map])
        #expect(ConversionHarness.text(conversion.findings) == [
            """
            Pod.podspec:5:3: warning[swiftpm-conversion]: 'Kit' brings its own module map 'Sources/module.modulemap', which is not used: it names 'Kit/Inner.h', which the generated public headers folder does not hold (its headers are at include/<header_dir, else the pod's name>/…); SwiftPM writes the module map of its C-family target itself
              help: name the headers in 'Sources/module.modulemap' by their paths in the public headers folder, as '#import <…>' writes them, or remove module_map
            """,
        ])
    }
}
