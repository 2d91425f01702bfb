import MortarCore
import MortarFormats

/// Writes chosen pins back into the integrator manifest, changing only those values: the
/// version strings of `mortar.json` (comments, order and spacing kept) or the Podfile's pod
/// lines. What `mortar resolve` calls after resolving; tests drive it without the CLI.
public struct PinWriter: Sendable {
    public var fileSystem: FileSysteming

    public init(fileSystem: FileSysteming = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// Applies `changes` to the manifest of `integrator`, found at the absolute `path`, and
    /// writes it atomically; false when the text did not change (nothing is written then).
    /// - Throws: `ManifestError` when the `mortar.json` cannot be edited, `FileSystemError`
    ///   when it cannot be read or written.
    public func write(_ changes: [PinChange], integrator: IntegratorManifest, path: String) throws -> Bool {
        let text = try fileSystem.readText(path)
        let edited: String
        switch integrator.kind {
        case .mortarJSON: edited = try MortarJSONPinEditor.apply(changes, to: text, file: integrator.path)
        case .podfile: edited = PodfilePinEditor.apply(changes, to: text)
        }
        guard edited != text else { return false }
        try fileSystem.writeAtomically(Array(edited.utf8), to: path)
        return true
    }
}
