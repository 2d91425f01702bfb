/// Where a spec repository keeps a pod's spec at a version. CocoaPods' trunk shards its
/// `Specs` folder by the first three hex digits of the MD5 of the pod's name
/// (`Specs/1/3/f/Moya/15.0.0/Moya.podspec.json`); older and private repositories keep
/// `Specs/Name/Version/…` or `Name/Version/…`. Pure.
public enum SpecRepoLayout {
    /// The trunk shard folders of `name`: `["1", "3", "f"]`.
    public static func shard(_ name: String) -> [String] {
        MD5.hex(name).prefix(3).map(String.init)
    }

    /// Every relative path the spec of `name` at `version` may have, most likely first; empty
    /// when the name or version could leave the repository folder.
    public static func candidatePaths(name: String, version: String) -> [String] {
        guard GenerationInput.isSafeName(name), GenerationInput.isSafeName(version) else { return [] }
        let folders = [
            (["Specs"] + shard(name) + [name, version]).joined(separator: "/"),
            "Specs/\(name)/\(version)",
            "\(name)/\(version)",
        ]
        return folders.flatMap { ["\($0)/\(name).podspec.json", "\($0)/\(name).podspec"] }
    }
}
