import MortarCore

/// Reads many podspecs (Ruby or JSON, by file name) in one call: the hook `mortar-bench` times.
public enum PodspecBatch {
    /// What a batch read gives: the components read, and each file that could not be read
    /// with its first problem.
    public struct Outcome: Sendable {
        /// In input order, one per file read.
        public var components: [Component]
        /// Files that could not be read, with their located message.
        public var failures: [(file: String, message: String)]
    }

    /// Reads each `(file, text)`: `*.podspec.json` with `PodspecJSONReader`, anything else as a
    /// Ruby podspec (`ENV` reads `environment`).
    public static func read(_ files: [(file: String, text: String)], environment: [String: String] = [:]) -> Outcome {
        var outcome = Outcome(components: [], failures: [])
        for (file, text) in files {
            if file.hasSuffix(".json") {
                do {
                    outcome.components.append(try PodspecJSONReader.read(text, file: file))
                } catch {
                    outcome.failures.append((file, error.issues.first?.description ?? "\(error)"))
                }
            } else {
                do {
                    outcome.components.append(try RubyPodspecReader.read(text, file: file, environment: environment))
                } catch {
                    outcome.failures.append((file, error.description))
                }
            }
        }
        return outcome
    }
}
