import Foundation
import MortarCore

/// A folder in the layout of CocoaPods' trunk CDN (`CDNLayout`, prefix lengths 1/1/1), for
/// `LoopbackHTTPServer` to serve: `CocoaPods-version.yml`, one `all_pods_versions_X_Y_Z.txt`
/// per fragment listing every pod's versions, and each `Specs/X/Y/Z/NAME/VERSION/NAME.podspec.json`.
public enum TrunkFolder {
    /// The metadata trunk serves (its keys as of 2026).
    public static let metadata = "---\nmin: 1.0.0\nlast: 1.16.2\nprefix_lengths:\n- 1\n- 1\n- 1\n"

    /// Writes `specs` (name, version, JSON text) into `folder`, adding to what is there.
    public static func write(_ specs: [(name: String, version: String, json: String)], to folder: String) throws {
        let layout = CDNLayout(prefixLengths: [1, 1, 1])
        try put(metadata, at: folder + "/" + CDNLayout.metadataFile)
        var indexes: [String: [String: [String]]] = [:]
        for (name, version, json) in specs {
            try put(json, at: folder + "/" + layout.specPath(name: name, version: version)!)
            indexes[layout.versionsIndex(name), default: [:]][name, default: []].append(version)
        }
        for (index, pods) in indexes {
            let path = folder + "/" + index
            var lines = ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            for (name, versions) in pods.sorted(by: { $0.key < $1.key }) {
                let old = lines.firstIndex { $0.hasPrefix(name + "/") || $0 == name }
                let known = old.map { lines[$0].split(separator: "/").dropFirst().map(String.init) } ?? []
                let line = ([name] + known + versions.filter { !known.contains($0) }).joined(separator: "/")
                if let old { lines[old] = line } else { lines.append(line) }
            }
            try put(lines.sorted().joined(separator: "\n") + "\n", at: path)
        }
    }

    static func put(_ text: String, at path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}
