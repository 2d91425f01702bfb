import Foundation
import MortarConvert
import MortarCore
import MortarFormats

/// Compares what `PodFileAccessor` selects with what CocoaPods' own `PathList` and
/// `FileAccessor` selected (`Oracle/record.sh`, recorded JSON), attribute by attribute.
enum CocoaPodsFilesOracle {
    static let oracleFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Oracle")

    /// The attributes compared, as cp-files.rb names them.
    static let attributes = ["source_files", "public_headers", "private_header_files", "resources", "vendored_frameworks", "vendored_libraries"]

    /// Files and folders from a list of file paths (folders: every ancestor, and lines ending in `/`).
    static func pathList(_ lines: [String]) -> PodPathList {
        var files: [String] = []
        var directories = Set<String>()
        for line in lines where !line.isEmpty {
            var path = line
            if path.hasSuffix("/") {
                path.removeLast()
                directories.insert(path)
            } else {
                files.append(path)
            }
            var parts = path.split(separator: "/").dropLast()
            while !parts.isEmpty {
                directories.insert(parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
        }
        return PodPathList(files: files, directories: Array(directories))
    }

    /// Every difference between our selection and CocoaPods', as `Spec ios attribute: ours ≠ theirs`.
    static func differences(component: Component, pathList: PodPathList, expected: Data) throws -> [String] {
        let json = try JSONSerialization.jsonObject(with: expected) as? [String: Any] ?? [:]
        let specs = json["specs"] as? [String: [String: [String: Any]]] ?? [:]
        guard let root = component.buildSpec else { return ["no build spec"] }
        var chains: [String: [PodBuildSpec]] = [:]
        func walk(_ spec: PodBuildSpec, _ parents: [PodBuildSpec]) {
            chains[spec.name] = [spec] + parents
            for child in spec.children { walk(child, [spec] + parents) }
        }
        walk(root, [])
        var differences: [String] = []
        for name in specs.keys.sorted() {
            guard let chain = chains[name] else {
                differences.append("\(name): not read")
                continue
            }
            // App specs' bodies are not evaluated: not part of the conversion.
            guard chain[0].kind != .app else { continue }
            for platform in (specs[name] ?? [:]).keys.sorted() {
                let theirs = specs[name]?[platform] ?? [:]
                let accessor = PodFileAccessor(consumer: PodConsumer(chain: chain, platform: platform), pathList: pathList)
                let ours: [String: [String]] = [
                    "source_files": accessor.sourceFiles, "public_headers": accessor.publicHeaders,
                    "private_header_files": accessor.privateHeaderFiles, "resources": accessor.resources,
                    "vendored_frameworks": accessor.vendoredFrameworks, "vendored_libraries": accessor.vendoredLibraries,
                ]
                for attribute in attributes {
                    let expected = theirs[attribute] as? [String] ?? []
                    if ours[attribute] != expected {
                        differences.append("\(name) \(platform) \(attribute): \(ours[attribute] ?? []) ≠ \(expected)")
                    }
                }
                let expectedBundles = theirs["resource_bundles"] as? [String: [String]] ?? [:]
                if accessor.resourceBundles.filter({ !$0.value.isEmpty }) != expectedBundles.filter({ !$0.value.isEmpty }) {
                    differences.append("\(name) \(platform) resource_bundles: \(accessor.resourceBundles) ≠ \(expectedBundles)")
                }
            }
        }
        return differences
    }

    /// Reads a Ruby podspec or a `.podspec.json`.
    static func component(_ text: String, file: String) throws -> Component {
        file.hasSuffix(".json") ? try PodspecJSONReader.read(text, file: file) : try RubyPodspecReader.read(text, file: file)
    }
}
