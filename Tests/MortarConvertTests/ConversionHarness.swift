import MortarConvert
import MortarCore
import MortarFormats

/// Converts a podspec written in a test over a file listing written in the test.
enum ConversionHarness {
    /// Reads `podspec` (Ruby, or JSON when it starts with `{`) as `Pod.podspec`, lists `files`
    /// (`name/` lines are empty folders), converts it on `platform`.
    static func convert(
        _ podspec: String, files: [String], sources: [String: String] = [:], platform: String = "ios",
        others: [PodspecConversionDraft] = [], podProducts: (String) -> [PackageTargetDependency] = { _ in [] }
    ) throws -> ModuleConversion {
        let draft = try draft(podspec, files: files, sources: sources, platform: platform)
        return PodspecWorkspaceConverter.resolve([draft] + others, podProducts: podProducts)[draft.conversion.module]!
    }

    static func draft(_ podspec: String, files: [String], sources: [String: String] = [:], platform: String = "ios", module: String? = nil,
                      otherPlatforms: [String] = []) throws -> PodspecConversionDraft {
        var claimed = ClaimedSources()
        return try draft(podspec, files: files, sources: sources, platform: platform, module: module, otherPlatforms: otherPlatforms, claimed: &claimed)
    }

    /// `draft` after the podspecs that claimed `claimed` (modules of one folder).
    static func draft(
        _ podspec: String, files: [String], sources: [String: String] = [:], platform: String = "ios", module: String? = nil,
        otherPlatforms: [String] = [], claimed: inout ClaimedSources
    ) throws -> PodspecConversionDraft {
        let isJSON = podspec.hasPrefix("{")
        let file = isJSON ? "Pod.podspec.json" : "Pod.podspec"
        let component = isJSON ? try PodspecJSONReader.read(podspec, file: file) : try RubyPodspecReader.read(podspec, file: file)
        let input = PodspecConversionInput(
            module: module ?? component.name, component: component, pathList: CocoaPodsFilesOracle.pathList(files),
            platform: platform, displayFolder: "Modules/\(component.name)", otherPlatforms: otherPlatforms)
        return PodspecConverter.draft(input, claimed: &claimed) { sources[$0] }
    }

    /// `file:line:col: warning[code]: message` and `  help: …`, as the CLI prints a finding.
    static func text(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { d in
            let location = d.primaryLocation.map { "\($0): " } ?? ""
            return "\(location)\(d.severity.rawValue)[\(d.code.rawValue)]: \(d.message)" + (d.help.map { "\n  help: \($0)" } ?? "")
        }
    }
}
