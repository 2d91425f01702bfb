import MortarCore
import MortarFormats

/// What `mortar describe` prints of one manifest: the model as JSON and as text, and what the
/// reader warns about (CocoaPods' own warnings, such as typographic quotes it replaced).
public struct ManifestDescription: Sendable {
    public var json: JSONValue
    public var text: String
    public var warnings: [Diagnostic] = []
}

extension ManifestDescription {
    /// A podspec's component (read from Ruby or JSON), described.
    init(_ component: Component) {
        self.init(json: ManifestDescriber.json(component), text: ManifestDescriber.text(component))
    }

    /// A `mortar.json`, described.
    init(_ manifest: IntegratorManifest) {
        self.init(json: ManifestDescriber.json(manifest), text: ManifestDescriber.text(manifest))
    }
}

extension WorkspaceLoader {

    /// Reads `text` (the manifest at `path`, of `kind`) with the reader for its kind and
    /// describes the model: what `mortar describe` prints. A `Package.swift` is read as text,
    /// else (when `runManifests` allows) through `swift package dump-package` and the cache folder.
    public func describe(_ kind: ManifestKind, text: UTF8Text, path: String) -> Result<ManifestDescription, ReadFailure> {
        kind == .podspec ? describe(podspec: text, path: path) : describe(kind, text: text.string, path: path)
    }

    /// A Ruby podspec's bytes (`FileSysteming.readUTF8`, as the loader reads one), described.
    func describe(podspec text: UTF8Text, path: String) -> Result<ManifestDescription, ReadFailure> {
        do {
            return .success(ManifestDescription(try RubyPodspecReader.read(text, file: path, environment: environment)))
        } catch {
            return .failure(ReadFailure([Diagnostic(.invalidManifest, .error, error.message, at: [error.location], help: error.help)]))
        }
    }

    /// `describe` of the manifest's text as a `String`.
    public func describe(_ kind: ManifestKind, text: String, path: String) -> Result<ManifestDescription, ReadFailure> {
        func failed(_ location: SourceLocation, _ message: String, _ help: String?) -> Result<ManifestDescription, ReadFailure> {
            .failure(ReadFailure([Diagnostic(.invalidManifest, .error, message, at: [location], help: help)]))
        }
        /// A manifest whose reader reports located `ManifestError`s (podspec JSON, `mortar.json`), described.
        func described(_ read: () throws(ManifestError) -> ManifestDescription) -> Result<ManifestDescription, ReadFailure> {
            do {
                return .success(try read())
            } catch {
                return .failure(ReadFailure(error.diagnostics))
            }
        }
        switch kind {
        case .podspec:
            return describe(podspec: UTF8Text(text), path: path)
        case .podspecJSON:
            return described { () throws(ManifestError) in ManifestDescription(try PodspecJSONReader.read(text, file: path)) }
        case .podfile:
            if ManifestKind.isYAMLPodfile(path) { return .failure(ReadFailure(Self.yamlPodfileRefusal(path).diagnostics)) }
            // The pins are the app's: a Podfile.lock beside the Podfile gives the exact versions
            // (and what `pod install` made of a requirement mortar cannot evaluate); a lock that
            // cannot be read fails the read after the Podfile's own errors.
            let readLock = Result { () throws(ManifestError) in try podfileLock(podfileAt: path) }
            do {
                var podfile = try PodfileReader.read(text, file: path, environment: environment, lock: (try? readLock.get())??.lock)
                switch readLock {
                case let .success(lock?): podfile.manifest = PodfileLockPins.apply(lock.lock, to: podfile.manifest, podfileChecksum: lock.podfileChecksum)
                case .success(nil): break
                case let .failure(error): return .failure(ReadFailure(podfile.warnings + error.diagnostics))
                }
                return .success(ManifestDescription(json: ManifestDescriber.json(podfile), text: ManifestDescriber.text(podfile), warnings: podfile.warnings))
            } catch {
                return failed(error.location, error.message, error.help)
            }
        case .mortarJSON:
            return described { () throws(ManifestError) in ManifestDescription(try MortarJSONReader.read(text, file: path)) }
        case .packageSwift:
            let dumper = PackageDumper(
                fileSystem: fileSystem, processRunner: processRunner, cacheDirectory: layout(of: path).cache, toolchain: toolchain,
                runManifests: runManifests)
            return dumper.read(packageDirectory: absolute(PathText.directory(of: path)), displayPath: path).map { package in
                ManifestDescription(json: ManifestDescriber.json(package, path: path), text: ManifestDescriber.text(package.component(path: path)))
            }
        }
    }
}
