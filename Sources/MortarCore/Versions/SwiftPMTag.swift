/// Which git tags SwiftPM takes as versions: `MAJOR.MINOR.PATCH[-pre][+build]`, optionally
/// with a leading `v` (SwiftPM reads tags leniently: `1.2` is `1.2.0`). A package whose tag is not one (`0.3.9.7`, `Utilities-7.1.1`) cannot be
/// pinned with `exact:`; it is pinned by the tag's commit (`revision:`). Pure.
public enum SwiftPMTag {
    /// The version `tag` stands for in SwiftPM (`v1.2.3` → `1.2.3`, `1.2` → `1.2.0`), nil when it is none.
    public static func version(_ tag: String) -> String? {
        let text = tag.hasPrefix("v") ? String(tag.dropFirst()) : tag
        let build = text.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)
        let pre = build[0].split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let core = pre[0].split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(core.count), core.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(isDigit) }) else { return nil }
        for part in [pre.count == 2 ? pre[1] : nil, build.count == 2 ? build[1] : nil].compactMap({ $0 }) {
            let identifiers = part.split(separator: ".", omittingEmptySubsequences: false)
            guard identifiers.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { isDigit($0) || isLetter($0) || $0 == UInt8(ascii: "-") } }) else { return nil }
        }
        let padded = core.map(String.init) + Array(repeating: "0", count: 3 - core.count)
        return padded.joined(separator: ".") + text.dropFirst(pre[0].count)
    }

    /// Why `exact: "version"` cannot take the package at `tag`, nil when it can: the tag is no
    /// SwiftPM version, or another version than the pod's.
    public static func exactProblem(tag: String, version: String, pod: String) -> String? {
        guard let tagged = Self.version(tag) else {
            return "the tag '\(tag)' of '\(pod)' is not a semantic version SwiftPM can pin exactly; pinned by its commit"
        }
        guard let pinned = Version(version), PackageSwiftGenerator.semanticVersion(pinned) == tagged else {
            return "the tag '\(tag)' of '\(pod)' is version \(tagged), not \(version), so SwiftPM cannot pin \(version) exactly; pinned by its commit"
        }
        return nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte) || (97...122).contains(byte) }
}
