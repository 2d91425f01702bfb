import MortarCore

extension PodspecConverter {
    /// What the spec of one chain selects on the pod's other platforms, next to the platform
    /// converted: the files that guard themselves (compiled everywhere) and the findings.
    struct OtherPlatformFiles {
        /// Source files (headers too) that only other platforms select and that compile to
        /// nothing wherever the spec does not select them (`PlatformGuard`), in the listing's order.
        var guarded: [String] = []
        /// Those of `guarded` that are public headers on a platform selecting them.
        var publicHeaders: [String] = []
        var findings: [Diagnostic] = []
    }

    /// The files of `chain`'s spec that CocoaPods compiles only for other platforms of the pod
    /// (`osx.source_files`, `ios.exclude_files`): SwiftPM has one list of sources for every
    /// platform, and the package is converted for `context.platform`. A file whose whole code is
    /// inside one `#if` of its platforms, false wherever the spec does not select it, is safe to
    /// compile everywhere, as the pod's own `Package.swift` does: it is compiled. For each of
    /// the app's other platforms on which the spec still selects other files than those
    /// compiled, a finding.
    static func otherPlatformFiles(chain: [PodBuildSpec], selected: [String], context: SpecContext, sourceText: (String) -> String?) -> OtherPlatformFiles {
        var result = OtherPlatformFiles()
        guard isPlatformScoped(chain) else { return result }
        let spec = chain[0]
        let converted = Set(selected)
        (result.guarded, result.publicHeaders) = guardedOtherPlatformFiles(
            chain: chain, selected: selected, pathList: context.input.pathList, platform: context.platform,
            podPlatforms: context.podPlatforms, sourceText: sourceText)
        let guarded = Set(result.guarded)
        func selection(_ platform: String) -> Set<String> {
            Set(PodFileAccessor(consumer: PodConsumer(chain: chain, platform: platform), pathList: context.input.pathList).sourceFiles)
        }

        for other in context.otherPlatforms {
            let files = selection(other)
            let onlyOther = files.subtracting(converted).subtracting(guarded).sorted(), onlyConverted = converted.subtracting(files).sorted()
            guard !onlyOther.isEmpty || !onlyConverted.isEmpty else { continue }
            let location = ["source_files", "exclude_files"].lazy.compactMap { attribute in
                [other, context.platform].lazy.compactMap { spec.platformAttributes[$0]?[attribute]?.location }.first
            }.first ?? spec.location
            result.findings.append(Findings.platformFiles(spec, converted: context.platform, other: other, onlyOther: onlyOther, onlyConverted: onlyConverted, at: location))
        }
        return result
    }

    /// Whether a spec of `chain` scopes its files by platform (`ios.source_files`,
    /// `osx.exclude_files`): else every platform selects the same files.
    static func isPlatformScoped(_ chain: [PodBuildSpec]) -> Bool {
        chain.contains { spec in
            spec.platformAttributes.values.contains { $0["source_files"] != nil || $0["exclude_files"] != nil }
        }
    }

    /// The files of `chain`'s spec that only other platforms of the pod (`podPlatforms`) select,
    /// next to `selected` (what it selects on `platform`), whose whole code is inside one `#if`
    /// false wherever the spec does not select them (`PlatformGuard`; the pod's headers it
    /// imports outside the `#if` wholly inside one too), in the listing's order;
    /// and those of them a platform selecting them makes public. The one answer `generate`'s
    /// conversion and `check`'s import audit (`PodSourceSelection`) share. Pure but for
    /// `sourceText`, asked only for those files.
    static func guardedOtherPlatformFiles(chain: [PodBuildSpec], selected: [String], pathList: PodPathList, platform: String,
                                          podPlatforms: [String], sourceText: (String) -> String?) -> (guarded: [String], publicHeaders: [String]) {
        guard isPlatformScoped(chain) else { return ([], []) }
        let converted = Set(selected)
        var accessors: [String: PodFileAccessor] = [:], selections: [String: Set<String>] = [:]
        func selection(_ other: String) -> Set<String> {
            if let known = selections[other] { return known }
            let accessor = PodFileAccessor(consumer: PodConsumer(chain: chain, platform: other), pathList: pathList)
            accessors[other] = accessor
            let files = Set(accessor.sourceFiles)
            selections[other] = files
            return files
        }
        let others = podPlatforms.filter { $0 != platform }
        var candidates = Set<String>()
        for other in others { candidates.formUnion(selection(other).subtracting(converted)) }
        var guarded = Set<String>(), publicHeaders = Set<String>()
        // A header a guarded file imports is one of the pod's files, as the compiler finds it.
        let podFiles = candidates.isEmpty ? [] : Set(pathList.files)
        let header = { (path: String) in podFiles.contains(path) ? sourceText(path) : nil }
        for file in candidates {
            let selecting = others.filter { selection($0).contains(file) }
            let elsewhere = [platform] + podPlatforms.filter { $0 != platform && !selecting.contains($0) }
            guard let text = sourceText(file), PlatformGuard.compilesToNothing(text, path: file, on: elsewhere, header: header) else { continue }
            guarded.insert(file)
            if isHeader(file), selecting.contains(where: { accessors[$0]?.publicHeaders.contains(file) == true }) {
                publicHeaders.insert(file)
            }
        }
        guard !guarded.isEmpty else { return ([], []) }
        let ordered = pathList.files.filter { guarded.contains($0) }
        return (ordered, ordered.filter { publicHeaders.contains($0) })
    }
}
