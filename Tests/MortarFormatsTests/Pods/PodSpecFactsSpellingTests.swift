import MortarCore
import MortarFormats
import Testing

/// The migration's facts read each attribute by every spelling CocoaPods' DSL accepts
/// (`PodspecAttribute`): `s.preserve_path = …` is `preserve_paths`, as in CocoaPods.
@Suite struct PodSpecFactsSpellingTests {
    @Test func singularWritersOfFilePatternAttributesAreTheirPlurals() throws {
        let text = """
            Pod::Spec.new do |s|
              s.name = 'SwiftLint'
              s.version = '0.50.3'
              s.source = { :http => 'https://example.com/swiftlint-0.50.3.zip' }
              s.preserve_path = 'swiftlint'
              s.vendored_framework = 'SwiftLintKit.xcframework'
            end
            """
        let facts = try PodSpecFactsReader.read(text, file: "SwiftLint.podspec")
        #expect(facts.preservePaths == ["SwiftLint": ["swiftlint"]])
        #expect(facts.xcframeworks == ["SwiftLintKit.xcframework"])
    }
}
