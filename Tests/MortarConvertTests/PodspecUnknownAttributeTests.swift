import MortarConvert
import MortarCore
import Testing

/// An attribute built with Ruby that needs the disk (`Dir[...]`, `Dir.glob`) is a located
/// finding with the `pod ipc spec` way on, never an empty selection without a word.
@Suite struct PodspecUnknownAttributeTests {
    @Test func dirInSourceFilesIsAFindingNamingTheAttributeAndLine() throws {
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.subspec 'Core' do |ss|
            ss.source_files = Dir['Sources/*.swift'] - ['Sources/Old.swift']
          end
          s.ios.resources = Dir.glob('Assets/*.png')
        end
        """, files: ["Sources/Kit.swift", "Sources/Old.swift", "Assets/a.png"])
        #expect(ConversionHarness.text(conversion.findings) == [
            """
            Pod.podspec:1:1: warning[swiftpm-conversion]: 'Kit' selects no source file on ios, so it becomes no SwiftPM target
              help: check source_files against the files of the module's folder
            """,
            """
            Pod.podspec:4:5: warning[swiftpm-conversion]: 'Kit/Core' source_files cannot be read statically (it comes from 'Dir.[]', which mortar never runs (at Pod.podspec:4:23)); it is converted as if not set
              help: write source_files as plain values, or convert the podspec with 'pod ipc spec Pod.podspec > Pod.podspec.json' and point mortar at the JSON
            """,
            """
            Pod.podspec:6:3: warning[swiftpm-conversion]: 'Kit' ios.resources cannot be read statically (it comes from 'Dir.glob', which mortar never runs (at Pod.podspec:6:21)); it is converted as if not set
              help: write ios.resources as plain values, or convert the podspec with 'pod ipc spec Pod.podspec > Pod.podspec.json' and point mortar at the JSON
            """,
        ])
    }
}
