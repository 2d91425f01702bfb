import MortarCore

/// The one way a podspec module's files are chosen, for every command: CocoaPods' own
/// selection (`PodFileAccessor` over the folder's `PodPathList`), each spec with what its
/// parents pass down (`PodConsumer`), on the platform `platform(of:preferred:)` picks.
/// `generate` converts the files each spec selects (`PodspecConverter.convertSpec`); `check`'s
/// import audit reads the files the library's specs compile (`librarySources`). Pure.
public enum PodSourceSelection {
    /// The files one spec (`chain`: the spec, then its parents) selects on `platform`.
    public static func files(chain: [PodBuildSpec], platform: String, pathList: PodPathList) -> PodFileAccessor {
        PodFileAccessor(consumer: PodConsumer(chain: chain, platform: platform), pathList: pathList)
    }

    /// The platform whose attributes apply to the pod of `root` in an app built for `preferred`
    /// (`ios`): `preferred` when the pod supports it or names no platform, else the first
    /// platform it supports by name. Platforms with a version CocoaPods does not take are not
    /// supported ones (`PodspecConverter.checkedPlatforms`).
    public static func platform(of root: PodBuildSpec, preferred: String) -> String {
        platform(among: PodspecConverter.checkedPlatforms(of: root).platforms, preferred: preferred)
    }

    static func platform(among platforms: [String: String], preferred: String) -> String {
        platforms.isEmpty || platforms[preferred] != nil ? preferred : platforms.keys.sorted()[0]
    }

    /// The platforms of a pod that CocoaPods builds it for: those it names (`checkedPlatforms`),
    /// else every platform CocoaPods knows. A file only other platforms select is compiled when
    /// it compiles to nothing on the rest (`PodspecConverter.guardedOtherPlatformFiles`).
    static func podPlatforms(among platforms: [String: String]) -> [String] {
        platforms.isEmpty ? PodPlatform.podNames : platforms.keys.sorted()
    }

    /// The source files the library's specs (the root and its subspecs, not test or app specs)
    /// compile in a package converted for an app built for `preferred`, each once, sorted: what
    /// each spec selects on the platform converted, and the files only the pod's other platforms
    /// select that guard themselves, as `generate` compiles them (`PodspecConverter.convertSpec`
    /// with `guardedOtherPlatformFiles`). `sourceText` gives a file's text (path relative to the
    /// folder), read only for those other-platform files. A spec whose `source_files` the reader
    /// could not know (`Dir[…]` in Ruby) stands for every file of the folder: a superset, never
    /// a silent omission.
    public static func librarySources(of root: PodBuildSpec, preferred: String, pathList: PodPathList, sourceText: (String) -> String?) -> [String] {
        let platforms = PodspecConverter.checkedPlatforms(of: root).platforms
        let platform = platform(among: platforms, preferred: preferred)
        let podPlatforms = podPlatforms(among: platforms)
        var selected = Set<String>()
        func visit(_ spec: PodBuildSpec, parents: [PodBuildSpec]) {
            guard spec.kind == .root || spec.kind == .subspec else { return }
            let chain = [spec] + parents
            if spec.unknownAttributes.keys.contains(where: { $0 == "source_files" || $0.hasSuffix(".source_files") }) {
                selected.formUnion(pathList.files)
            } else {
                let files = files(chain: chain, platform: platform, pathList: pathList).sourceFiles
                selected.formUnion(files)
                selected.formUnion(PodspecConverter.guardedOtherPlatformFiles(
                    chain: chain, selected: files, pathList: pathList, platform: platform, podPlatforms: podPlatforms, sourceText: sourceText).guarded)
            }
            for child in spec.children { visit(child, parents: chain) }
        }
        visit(root, parents: [])
        return selected.sorted()
    }
}
