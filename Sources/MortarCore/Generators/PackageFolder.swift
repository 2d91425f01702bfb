/// Which modules the composite Package.swift can build: SwiftPM compiles only files inside a
/// package's folder. The one answer `generate` (which leaves such a module's targets out) and
/// `migrate` (which reports it not convertible) share, with the same finding and fix. Pure.
public enum PackageFolder {
    /// True when a module's folder `path`, relative to the Package.swift's folder (or
    /// absolute), is outside that folder.
    public static func isOutside(_ path: String) -> Bool {
        path.hasPrefix("/") || path == ".." || path.hasPrefix("../")
    }

    /// The `swiftpm-conversion` warning for `module`, whose folder is `path` relative to the
    /// Package.swift's folder, when that is outside it; nil when the package can build it.
    public static func outsideFinding(_ module: Module, path: String, integrator: IntegratorManifest) -> Diagnostic? {
        guard isOutside(path) else { return nil }
        let manifest = PathText.lastComponent(of: integrator.path)
        var help = "fetch it into the checkouts folder (a git source) or move it below the folder of \(manifest), or generate the Package.swift in a folder that holds every module"
        if let holding = holdingFolder(integrator) {
            let sidecar = integrator.kind == .podfile ? "the mortar.json beside \(manifest)" : manifest
            help += ": \"outputs\": {\"swiftpm\": \"\(PathText.join(holding, "Package.swift"))\"} in \(sidecar)"
        }
        return Diagnostic(
            .swiftPMConversion, .warning,
            "module '\(module.name)' is at '\(path)', outside the folder of the generated Package.swift; SwiftPM compiles only files inside a package's folder, so its targets are left out",
            at: [module.location], help: help)
    }

    /// The folder, relative to the integrator manifest's, that holds the manifest's folder and
    /// every module given by a relative path (`..`, `../..`); nil when a module's path is
    /// absolute, or none is above the manifest's folder.
    static func holdingFolder(_ integrator: IntegratorManifest) -> String? {
        var ups = 0
        for module in integrator.modules {
            let folder = GenerationInput.moduleFolder(module, checkouts: integrator.checkouts)
            if folder.hasPrefix("/") { return nil }
            ups = max(ups, folder.split(separator: "/").prefix { $0 == ".." }.count)
        }
        return ups == 0 ? nil : Array(repeating: "..", count: ups).joined(separator: "/")
    }
}
