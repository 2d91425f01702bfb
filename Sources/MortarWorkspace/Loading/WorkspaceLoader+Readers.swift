import MortarCore
import MortarFormats

// The Ruby DSL readers (podspecs, Podfiles) and SwiftPM's dump-package, plugged into loading.
extension WorkspaceLoader {
    /// A Ruby podspec, read statically (`ENV` is this loader's environment).
    func readRubyPodspec(text: String, displayPath: String, buildSpec: Bool = true) -> Result<Component, ReadFailure> {
        readRubyPodspec(text: UTF8Text(text), displayPath: displayPath, buildSpec: buildSpec)
    }

    /// `readRubyPodspec` of the file's bytes (`FileSysteming.readUTF8`).
    func readRubyPodspec(text: UTF8Text, displayPath: String, buildSpec: Bool = true) -> Result<Component, ReadFailure> {
        do {
            return .success(try RubyPodspecReader.read(text, file: displayPath, environment: environment, buildSpec: buildSpec))
        } catch {
            return .failure(ReadFailure([Diagnostic(.invalidManifest, .error, error.message, at: [error.location], help: error.help)]))
        }
    }

    /// A `Package.swift`: read as text, else through `swift package dump-package` and its cache
    /// when `runManifests` allows.
    func readPackageSwift(displayPath: String, module: Module) -> Result<Component, ReadFailure> {
        let dumper = PackageDumper(
            fileSystem: fileSystem, processRunner: processRunner,
            cacheDirectory: layout(of: displayPath).cache,
            toolchain: toolchain, runManifests: runManifests)
        return dumper.read(packageDirectory: absolute(PathText.directory(of: displayPath)), displayPath: displayPath)
            .map { $0.component(path: displayPath) }
    }

    /// The Podfile at `displayPath` alone, without the `mortar.json` beside it.
    public func loadPodfileAlone(at displayPath: String) throws(ManifestError) -> IntegratorManifest {
        let text: String
        do {
            text = try fileSystem.readText(absolute(displayPath))
        } catch {
            throw ManifestError("cannot read the Podfile: \(error.reason)", at: SourceLocation(file: displayPath), help: error.fix ?? "name the app's Podfile: 'mortar init --from-podfile PATH'")
        }
        if ManifestKind.isYAMLPodfile(displayPath) { throw Self.yamlPodfileRefusal(displayPath) }
        let manifest: IntegratorManifest
        do {
            manifest = named(try PodfileReader.read(text, file: displayPath, environment: environment).manifest, podfileAt: displayPath)
        } catch {
            throw ManifestError(error.message, at: error.location, help: error.help)
        }
        return try Self.refusingGitInputs(manifest)
    }

    /// A Podfile in YAML (`CocoaPods.podfile.yaml`), which CocoaPods reads and Mortar does not:
    /// refused where it is, saying what to do.
    static func yamlPodfileRefusal(_ displayPath: String) -> ManifestError {
        let name = PathText.lastComponent(of: displayPath)
        return ManifestError(
            "'\(name)' is a Podfile in YAML, which CocoaPods reads before any Ruby Podfile beside it and mortar does not read",
            at: SourceLocation(file: displayPath),
            help: "write the app's Podfile in Ruby as 'Podfile' and remove '\(name)', or pass --manifest PATH to a mortar.json")
    }

    /// The Podfile app `manifest` named after its workspace, project or folder (`PodfileAppName`),
    /// from what is beside the Podfile at `displayPath`.
    func named(_ manifest: IntegratorManifest, podfileAt displayPath: String) -> IntegratorManifest {
        let folder = absolute(PathText.directory(of: displayPath))
        let entries = (try? fileSystem.contentsOfDirectory(folder)) ?? []
        let derived = PodfileAppName.derive(manifest.podfile, podfile: displayPath, folderName: PathText.lastComponent(of: folder), entries: entries.sorted())
        var result = manifest
        result.name = derived.name
        result.podfile.derivedName = derived
        return result
    }

    /// A Podfile as the integrator manifest, with what the `mortar.json` beside it says when
    /// there is one (`PodfileSidecarReader`).
    func loadPodfile(text: String, displayPath: String) throws(ManifestError) -> IntegratorManifest {
        var manifest: IntegratorManifest
        // Read first, for what `pod install` made of a requirement mortar cannot evaluate; a
        // lock that cannot be read stops the command after the Podfile's own errors, as before.
        let readLock = Result { () throws(ManifestError) in try podfileLock(podfileAt: displayPath) }
        do {
            let description = try PodfileReader.read(text, file: displayPath, environment: environment, lock: (try? readLock.get())??.lock)
            manifest = named(description.manifest, podfileAt: displayPath)
            // What the reader warns of (typographic quotes read as straight ones, as CocoaPods
            // does; a requirement taken from the lock), printed by every command like the
            // sidecar's warnings.
            manifest.readWarnings += description.warnings
        } catch {
            throw ManifestError(error.message, at: error.location, help: error.help)
        }
        let lock = try readLock.get()
        let besidePath = layout(of: displayPath).sidecar
        if fileSystem.fileExists(absolute(besidePath)) {
            let besideText: String
            do {
                besideText = try fileSystem.readText(absolute(besidePath))
            } catch {
                throw ManifestError("cannot read '\(besidePath)': \(error.reason)", at: SourceLocation(file: besidePath), help: error.fix ?? "check the file's permissions")
            }
            // A pin with no version for a pod only the lock names takes the lock's version.
            let locked = lock.map { Set(PodfileLock.Index($0.lock).rootNames) } ?? []
            let applied = PodfileSidecarReader.apply(try PodfileSidecarReader.read(besideText, file: besidePath), to: manifest, lockedPods: locked)
            manifest = applied.manifest
            manifest.readWarnings += applied.warnings
        }
        guard let (lock, checksum) = lock else { return manifest }
        return PodfileLockPins.apply(lock, to: manifest, podfileChecksum: checksum)
    }
}
