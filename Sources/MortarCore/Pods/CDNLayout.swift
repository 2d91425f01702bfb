/// Where a CocoaPods CDN source (trunk: `https://cdn.cocoapods.org/`) keeps each file, as
/// CocoaPods' `Pod::CDNSource` reads it. The source's `CocoaPods-version.yml` gives
/// `prefix_lengths` (trunk: `[1, 1, 1]`); the pod's fragment is that many hex digits of the MD5 of
/// its name (`Moya` → `8/a/7`). The versions of every pod of a fragment are listed in
/// `all_pods_versions_8_a_7.txt`, one line per pod, `Name/1.0.0/1.1.0`; a spec is
/// `Specs/8/a/7/Moya/15.0.0/Moya.podspec.json`. A local copy keeps the same paths. Pure.
public struct CDNLayout: Hashable, Sendable {
    /// How many hex digits of the name's MD5 each shard folder takes.
    public var prefixLengths: [Int]

    public init(prefixLengths: [Int]) {
        self.prefixLengths = prefixLengths
    }

    /// The file whose answer makes a URL a CDN source (CocoaPods' `cdn_url?`).
    public static let metadataFile = "CocoaPods-version.yml"
    /// The file a CocoaPods CDN repository keeps its URL in.
    public static let urlFile = ".url"

    /// Where Mortar's copy remembers that the source answered 404 for `path` (a versions index:
    /// the source lists no pod of that fragment, as CocoaPods' `CDNSource` takes it), so
    /// `--offline` answers as the run that asked did. A name beside the file, as its `.etag`
    /// is: never read as the index itself, never written into CocoaPods' own copy.
    public static func notServedMarker(_ path: String) -> String { path + ".404" }

    /// The layout `CocoaPods-version.yml` describes, or nil when the text is not CocoaPods'
    /// metadata (it must name the latest CocoaPods version, `last:`, as CocoaPods requires).
    /// Reads the two keys CocoaPods reads here, in block or flow style; nothing else.
    public static func metadata(_ text: String) -> CDNLayout? {
        var last: String?
        var lengths: [Int] = []
        var inLengths = false
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = String(raw)
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed == "---" { continue }
            if inLengths, trimmed.hasPrefix("-") {
                guard let value = Int(String(trimmed.dropFirst()).trimmingWhitespace()) else { return nil }
                lengths.append(value)
                continue
            }
            inLengths = false
            guard !line.hasPrefix(" "), let colon = trimmed.firstIndex(of: ":") else { continue }
            let key = String(trimmed[..<colon]).trimmingWhitespace()
            let value = String(trimmed[trimmed.index(after: colon)...]).trimmingWhitespace()
            switch key {
            case "last":
                last = value.filter { $0 != "'" && $0 != "\"" }
            case "prefix_lengths":
                if value.isEmpty {
                    inLengths = true
                } else if value.hasPrefix("["), value.hasSuffix("]") {
                    let items = value.dropFirst().dropLast().split(separator: ",").map { String($0).trimmingWhitespace() }
                    for item in items where !item.isEmpty {
                        guard let number = Int(item) else { return nil }
                        lengths.append(number)
                    }
                } else {
                    return nil
                }
            default: continue
            }
        }
        guard let last, !last.isEmpty, lengths.allSatisfy({ (1...32).contains($0) }), lengths.reduce(0, +) <= 32 else { return nil }
        return CDNLayout(prefixLengths: lengths)
    }

    /// The shard folders of `name` (`["8", "a", "7"]` on trunk).
    public func fragment(_ name: String) -> [String] {
        var digits = Substring(MD5.hex(name))
        return prefixLengths.map { length in
            defer { digits = digits.dropFirst(length) }
            return String(digits.prefix(length))
        }
    }

    /// The versions index of `name`'s fragment: `all_pods_versions_8_a_7.txt`.
    public func versionsIndex(_ name: String) -> String {
        let fragment = fragment(name)
        return "all_pods_versions" + (fragment.isEmpty ? "" : "_" + fragment.joined(separator: "_")) + ".txt"
    }

    /// The spec of `name` at `version`, or nil when the name or version could leave the folder.
    public func specPath(name: String, version: String) -> String? {
        guard GenerationInput.isSafeName(name), GenerationInput.isSafeName(version) else { return nil }
        return (["Specs"] + fragment(name) + [name, version, "\(name).podspec.json"]).joined(separator: "/")
    }

    /// The versions of `name` a versions index lists, in its order, or nil when it lists no
    /// such pod.
    public static func versions(of name: String, inIndex text: String) -> [String]? {
        for raw in text.split(whereSeparator: \.isNewline) {
            let parts = raw.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            if parts.first == name { return Array(parts.dropFirst()).filter { !$0.isEmpty } }
        }
        return nil
    }
}
