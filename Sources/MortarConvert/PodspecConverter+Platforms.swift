import MortarCore

extension PodspecConverter {
    /// A finding for each of the app's other platforms on which the spec of `chain` selects
    /// other source files than on the platform converted (`osx.source_files`,
    /// `ios.exclude_files`): CocoaPods compiles each platform's files for that platform, SwiftPM
    /// has one list of sources for every platform, so the package compiles the converted
    /// platform's files everywhere.
    static func platformFiles(chain: [PodBuildSpec], selected: [String], context: SpecContext) -> [Diagnostic] {
        let spec = chain[0]
        let converted = Set(selected)
        var result: [Diagnostic] = []
        for other in context.otherPlatforms {
            let files = Set(PodFileAccessor(consumer: PodConsumer(chain: chain, platform: other), pathList: context.input.pathList).sourceFiles)
            let onlyOther = files.subtracting(converted).sorted(), onlyConverted = converted.subtracting(files).sorted()
            guard !onlyOther.isEmpty || !onlyConverted.isEmpty else { continue }
            let location = ["source_files", "exclude_files"].lazy.compactMap { attribute in
                [other, context.platform].lazy.compactMap { spec.platformAttributes[$0]?[attribute]?.location }.first
            }.first ?? spec.location
            result.append(Findings.platformFiles(spec, converted: context.platform, other: other, onlyOther: onlyOther, onlyConverted: onlyConverted, at: location))
        }
        return result
    }
}
