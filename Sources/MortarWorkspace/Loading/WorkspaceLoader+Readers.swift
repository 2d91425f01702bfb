import MortarCore
import MortarFormats

// Hook points for the Ruby DSL reader (podspecs, Podfiles) and SwiftPM's dump-package.
extension WorkspaceLoader {
    func readRubyPodspec(text: String, displayPath: String) -> Result<Component, ReadFailure> {
        .failure(ReadFailure([Diagnostic(
            .invalidManifest, .error, "Ruby podspecs are not readable by this build of mortar", at: [SourceLocation(file: displayPath)],
            help: "convert it with 'pod ipc spec \(PathText.lastComponent(of: displayPath)) > \(PathText.lastComponent(of: displayPath)).json'")]))
    }

    func readPackageSwift(displayPath: String, module: Module) -> Result<Component, ReadFailure> {
        .failure(ReadFailure([Diagnostic(
            .invalidManifest, .error, "Package.swift manifests are not readable by this build of mortar", at: [SourceLocation(file: displayPath)],
            help: "add a .podspec.json beside it")]))
    }

    func loadPodfile(text: String, displayPath: String) throws(ManifestError) -> IntegratorManifest {
        throw ManifestError(
            "Podfiles are not readable by this build of mortar", at: SourceLocation(file: displayPath),
            help: "write a mortar.json instead ('mortar init')")
    }
}
