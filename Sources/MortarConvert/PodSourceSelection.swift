import MortarCore

/// The one way a podspec module's files are chosen, for every command: CocoaPods' own
/// selection (`PodFileAccessor` over the folder's `PodPathList`), each spec with what its
/// parents pass down (`PodConsumer`), on the platform `platform(of:preferred:)` picks.
/// `generate` converts the files each spec selects (`PodspecConverter.convertSpec`); `check`'s
/// import audit reads the files the library's specs select (`librarySources`). Pure.
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

    /// The source files the library's specs (the root and its subspecs, not test or app specs)
    /// select in an app built for `preferred`, each once, sorted. A spec whose `source_files`
    /// the reader could not know (`Dir[…]` in Ruby) stands for every file of the folder: a
    /// superset, never a silent omission.
    public static func librarySources(of root: PodBuildSpec, preferred: String, pathList: PodPathList) -> [String] {
        let platform = platform(of: root, preferred: preferred)
        var selected = Set<String>()
        func visit(_ spec: PodBuildSpec, parents: [PodBuildSpec]) {
            guard spec.kind == .root || spec.kind == .subspec else { return }
            let chain = [spec] + parents
            if spec.unknownAttributes.keys.contains(where: { $0 == "source_files" || $0.hasSuffix(".source_files") }) {
                selected.formUnion(pathList.files)
            } else {
                selected.formUnion(files(chain: chain, platform: platform, pathList: pathList).sourceFiles)
            }
            for child in spec.children { visit(child, parents: chain) }
        }
        visit(root, parents: [])
        return selected.sorted()
    }
}
