import MortarCore

/// Reads what the migration needs of a `.podspec.json` (the form trunk keeps) or a Ruby
/// `.podspec`: its spec tree (`PodspecTreeReader`), seen as `PodSpecFacts`. Pure.
public enum PodSpecFactsReader {
    /// - Throws: `ManifestError` as `PodspecTreeReader.read` does.
    public static func read(_ text: String, file: String, environment: [String: String] = [:]) throws(ManifestError) -> PodSpecFacts {
        PodSpecFacts(try PodspecTreeReader.read(text, file: file, environment: environment), file: file)
    }
}
