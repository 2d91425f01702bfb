import Foundation
import MortarCore
import Testing
@testable import MortarFormats
import MortarRuby

/// The shared real-manifest fixtures (`shared/fixtures/real`), found beside the repository
/// (`X/main` with `X/shared`, or a worktree one level deeper).
enum RealFixtures {
    static let folder: String? = {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }  // Support, MortarFormatsTests, Tests, repo
        for up in ["..", "../.."] {
            let candidate = root.appendingPathComponent(up).appendingPathComponent("shared/fixtures/real").standardized.path
            if FileManager.default.fileExists(atPath: candidate + "/README.md") { return candidate }
        }
        return nil
    }()

    /// Enables a test or suite only when `../shared/fixtures/real` is beside the clone; when it
    /// is not, the test is reported as skipped with this reason (never a crash, never a silent pass).
    static var present: Testing.ConditionTrait {
        .enabled(if: folder != nil, "../shared/fixtures/real is not beside this clone: the real-fixture tests do not run")
    }

    static func files(_ subfolder: String) -> [String] {
        guard let folder else { return [] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: "\(folder)/\(subfolder)")) ?? []).sorted()
    }

    static func text(_ subfolder: String, _ name: String) -> String {
        guard let folder, let data = FileManager.default.contents(atPath: "\(folder)/\(subfolder)/\(name)") else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    /// `expected/NAME.json`: the oracle's normalized value (lines it printed before the JSON
    /// itself, like a Podfile's `puts`, are skipped).
    static func expected(_ name: String) -> JSONValue? {
        guard let folder, let data = FileManager.default.contents(atPath: "\(folder)/expected/\(name).json") else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("{") }),
              let node = try? JSONParser.parse(String(line), file: name) else { return nil }
        return JSONValue(node)
    }

    static var notStatic: [String] {
        text("expected", "NOT-STATIC.txt").split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    /// The value `mortar describe --format json` compares: only the normalized keys.
    static func normalized(_ value: JSONValue, keys: [String]) -> JSONValue {
        guard case let .object(members) = value else { return value }
        return JSONValue.object(members.filter { keys.contains($0.0) }).sortedKeys
    }

    enum Outcome {
        case value(JSONValue)
        case rubyError(RubyError)
        case manifestError(ManifestError)
    }

    /// Reads one fixture with the reader for its folder.
    static func read(_ subfolder: String, _ name: String) -> Outcome {
        let text = self.text(subfolder, name)
        switch subfolder {
        case "podspec-json":
            do { return .value(ManifestDescriber.json(try PodspecJSONReader.read(text, file: name))) } catch { return .manifestError(error) }
        case "podfile":
            do { return .value(ManifestDescriber.json(try PodfileReader.read(text, file: name))) } catch { return .rubyError(error) }
        default:
            do { return .value(ManifestDescriber.json(try RubyPodspecReader.read(text, file: name))) } catch { return .rubyError(error) }
        }
    }

    static func keys(for subfolder: String) -> [String] {
        subfolder == "podfile" ? ["platform", "sources", "pods"] : ["name", "version", "dependencies"]
    }
}
