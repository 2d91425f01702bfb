import MortarCore
import MortarFormats

/// Every path Mortar derives from the manifest, computed in one place (SwiftPM's
/// `Workspace.Location`): the manifest and the files beside it (the sidecar `mortar.json`,
/// `Podfile.lock`, `mortar.local.json`, `.gitignore`), the `.mortar` folder and its cache, and,
/// once the manifest is read, the checkouts folder, the lock file and every output. No other
/// code joins a path onto the manifest's folder.
///
/// Each path comes two ways: as shown to the user (relative to the current folder when the
/// manifest was given so) and absolute, for file access.
public struct WorkspaceLayout: Hashable, Sendable {
    /// The folder relative paths are resolved against.
    public var currentDirectory: String
    /// The integrator manifest as the user gave it (or the default found).
    public var manifest: String
    /// `--cache-dir` made absolute, when given.
    public var cacheOption: String?

    /// A layout for the manifest at `manifest` (as given), with `--cache-dir` when given.
    public init(manifest: String, currentDirectory: String, cacheDirectory: String? = nil) {
        self.manifest = manifest
        self.currentDirectory = currentDirectory
        self.cacheOption = cacheDirectory.map { PathText.absolute($0, from: currentDirectory) }
    }

    /// `path` made absolute against the current folder (for file access, not for display).
    public func absolute(_ path: String) -> String {
        PathText.absolute(path, from: currentDirectory)
    }

    /// `path` as the user should see it: relative to the current folder.
    public func display(_ path: String) -> String {
        PathText.relative(path, from: currentDirectory)
    }

    /// The manifest's file name (`mortar.json`, `Podfile`).
    public var manifestName: String { PathText.lastComponent(of: manifest) }
    /// The manifest's folder, as shown (empty for the current folder).
    public var folder: String { PathText.directory(of: manifest) }
    /// The manifest's folder, absolute.
    public var absoluteFolder: String { absolute(folder) }
    /// The manifest, absolute.
    public var absoluteManifest: String { absolute(manifest) }

    /// `relative` (a path the manifest names) beside the manifest, as shown.
    public func beside(_ relative: String) -> String { PathText.join(folder, relative) }

    /// `mortar.local.json` beside the manifest, as shown.
    public var localOverrides: String { beside(LocalOverridesReader.fileName) }
    /// The `mortar.json` beside a Podfile (the sidecar), as shown.
    public var sidecar: String { beside("mortar.json") }
    /// CocoaPods' `Podfile.lock` beside a Podfile, as shown.
    public var podfileLock: String { beside(PodfileLockReader.fileName) }
    /// CocoaPods' sandbox beside a Podfile, `Pods` (what `pod install` writes; integrate names it).
    public var podsFolder: String { beside("Pods") }
    /// The `.gitignore` beside the manifest, as shown.
    public var gitIgnore: String { beside(".gitignore") }
    /// The `.mortar` folder beside the manifest (caches; `mortar clean` removes it), as shown.
    public var stateFolder: String { beside(CacheFolder.stateFolder) }
    /// The cache folder, absolute: `--cache-dir`, else `.mortar/cache` beside the manifest.
    public var cache: String { cacheOption ?? absolute(beside(CacheFolder.relative)) }

    /// The checkouts folder of `integrator` (default `Modules`), as shown.
    public func checkouts(_ integrator: IntegratorManifest) -> String { beside(integrator.checkouts) }
    /// The folder `module` of `integrator` lives in, as shown: `checkouts/Name` for a git
    /// module, its `path` for a path module.
    public func moduleFolder(_ module: Module, of integrator: IntegratorManifest) -> String {
        beside(module.folder(checkouts: integrator.checkouts))
    }

    /// The lock file of `integrator` (`outputs.lock`, default `mortar.lock`), as shown.
    public func lockFile(_ integrator: IntegratorManifest) -> String { beside(integrator.outputs.lock) }

    /// The files `generate` writes, absolute and normalized: `--swiftpm` / `--podfile` (against
    /// the current folder) or the manifest's `outputs` (against the manifest's folder).
    public struct Outputs: Hashable, Sendable {
        public var swiftpm: String?
        public var podfile: String?
        public var registrySwift: String?
        public var registryPlist: String?

        /// Every named output, in a fixed order.
        public var all: [String] { [swiftpm, podfile, registrySwift, registryPlist].compactMap { $0 } }
    }

    /// The outputs of `integrator`, `swiftpm` and `podfile` (the command line's, as given)
    /// replacing the manifest's.
    public func outputs(_ integrator: IntegratorManifest, swiftpm: String? = nil, podfile: String? = nil) -> Outputs {
        let named = integrator.outputs
        func fromManifest(_ relative: String?) -> String? { relative.map { PathText.join(absoluteFolder, $0) } }
        func fromCommandLine(_ path: String?) -> String? { path.map { PathText.normalize(absolute($0)) } }
        return Outputs(
            swiftpm: fromCommandLine(swiftpm) ?? fromManifest(named.swiftpm),
            podfile: fromCommandLine(podfile) ?? fromManifest(named.podfile),
            registrySwift: fromManifest(named.registrySwift),
            registryPlist: fromManifest(named.registryPlist))
    }
}
