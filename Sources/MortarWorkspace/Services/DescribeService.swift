import MortarCore
import MortarFormats

/// `mortar describe FILE`: the model Mortar reads from one manifest of any kind.
public enum DescribeService {
    /// `--cache-dir` and `--run-manifests`.
    public struct Options: Hashable, Sendable {
        public var cacheDirectory: String?
        public var runManifests: Bool

        public init(cacheDirectory: String? = nil, runManifests: Bool = false) {
            self.cacheDirectory = cacheDirectory
            self.runManifests = runManifests
        }
    }

    /// The description of the manifest at `path` (as given), or nil with why in `messages`
    /// (exit 2). Its read warnings are in `messages` too.
    public static func run(path: String, options: Options, _ context: ServiceContext, messages: inout [ServiceMessage]) -> ManifestDescription? {
        guard let kind = ManifestKind(fileName: path) else {
            messages.append(.usage("cannot tell which kind of manifest '\(path)' is; name it NAME.podspec, NAME.podspec.json, Package.swift, Podfile or mortar.json"))
            return nil
        }
        // As bytes: a Ruby podspec is read from them as the loader reads it (`readUTF8`).
        let text: UTF8Text
        do {
            text = try context.fileSystem.readUTF8(context.absolute(path))
        } catch {
            messages.append(.diagnostics([Diagnostic(
                .invalidManifest, .error, "cannot read '\(path)': \(error.reason)", at: [SourceLocation(file: path)],
                help: error.fix ?? "check the path and the file's permissions")]))
            return nil
        }
        let layout = WorkspaceLayout(manifest: path, currentDirectory: context.currentDirectory, cacheDirectory: options.cacheDirectory)
        var loader = context.loader(cacheDirectory: layout.cache)
        if options.runManifests { loader.runManifests = true }
        switch loader.describe(kind, text: text, path: path) {
        case let .success(description):
            messages.append(.diagnostics(description.warnings))
            return description
        case let .failure(failure):
            messages.append(.diagnostics(failure.diagnostics))
            return nil
        }
    }
}
