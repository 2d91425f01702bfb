import MortarCore
import MortarFormats
import MortarWorkspace

/// `mortar describe FILE`: reads any supported manifest and prints the model Mortar sees.
struct DescribeCommand: Command {
    static let name = "describe"
    static let summary = "Print the model Mortar reads from one manifest"
    static let positionals: String? = "FILE"
    static let options: [OptionSpec] = [
        OptionSpec("--format", value: "FORMAT", help: "text (default) or json"),
        ManifestSession.cacheOption,
    ]
    static let help = """
        Reads FILE by its name and prints what Mortar understands of it: a podspec
        (NAME.podspec, read statically without Ruby), a NAME.podspec.json, a Package.swift
        (through 'swift package dump-package', cached by content in .mortar/cache beside it),
        a Podfile (any file whose name contains 'Podfile'), or a mortar.json (any other .json).

        --format json starts with the normalized keys: "name", "version", "dependencies" for a
        component; "platform", "sources", "pods" for a Podfile; more keys follow. Output is
        byte-stable.

        ENV[...] in Ruby manifests reads this process's environment, as CocoaPods would.

        EXIT STATUS: 0 read, 2 unreadable (a located error says why and what to do).
        """

    enum Kind {
        case podspec, podspecJSON, packageSwift, podfile, mortarJSON
    }

    static func kind(of path: String) -> Kind? {
        let file = PathText.lastComponent(of: path)
        if file.hasSuffix(".podspec.json") { return .podspecJSON }
        if file.hasSuffix(".podspec") { return .podspec }
        if file == "Package.swift" || (file.hasPrefix("Package@swift") && file.hasSuffix(".swift")) { return .packageSwift }
        if file.contains("Podfile"), !file.hasSuffix(".lock") { return .podfile }
        if file.hasSuffix(".json") { return .mortarJSON }
        return nil
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        let json: Bool
        switch arguments.value("--format") ?? "text" {
        case "text": json = false
        case "json": json = true
        case let other:
            context.stderr.write("error: unknown format '\(other)' for 'mortar describe'; use text or json\n")
            return .usage
        }
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            context.stderr.write("error: 'mortar describe' takes exactly one FILE; run 'mortar help describe'\n")
            return .usage
        }
        guard let kind = kind(of: path) else {
            context.stderr.write("error: cannot tell which kind of manifest '\(path)' is; name it NAME.podspec, NAME.podspec.json, Package.swift, Podfile or mortar.json\n")
            return .usage
        }
        let text: String
        do {
            text = try context.fileSystem.readText(context.absolute(path))
        } catch {
            context.stderr.write("error: cannot read '\(path)': \(error)\n")
            return .usage
        }
        switch describe(kind, text: text, path: path, arguments: arguments, context) {
        case let .success((value, plain)):
            context.stdout.write(json ? value.rendered() : plain)
            return .success
        case let .failure(failure):
            for diagnostic in failure.diagnostics {
                let location = diagnostic.primaryLocation.map { "\($0): " } ?? ""
                context.stderr.write("\(location)error: \(diagnostic.message)\n")
                if let help = diagnostic.help { context.stderr.write("  help: \(help)\n") }
            }
            return .usage
        }
    }

    typealias Described = Result<(JSONValue, String), WorkspaceLoader.ReadFailure>

    /// The Podfile's manifest with the Podfile.lock beside it applied, when there is one.
    static func withLock(_ manifest: IntegratorManifest, path: String, _ context: CommandContext) -> Result<IntegratorManifest, WorkspaceLoader.ReadFailure> {
        let loader = WorkspaceLoader(fileSystem: context.fileSystem, environment: context.environment, currentDirectory: context.currentDirectory)
        do {
            return .success(try loader.applyingPodfileLock(manifest, podfileAt: path))
        } catch {
            return .failure(WorkspaceLoader.ReadFailure(error.issues.map { Diagnostic(.invalidManifest, .error, $0.message, at: [$0.location], help: $0.help) }))
        }
    }

    static func describe(_ kind: Kind, text: String, path: String, arguments: ParsedArguments, _ context: CommandContext) -> Described {
        func failed(_ location: SourceLocation, _ message: String, _ help: String?) -> Described {
            .failure(WorkspaceLoader.ReadFailure([Diagnostic(.invalidManifest, .error, message, at: [location], help: help)]))
        }
        switch kind {
        case .podspec:
            do {
                let component = try RubyPodspecReader.read(text, file: path, environment: context.environment)
                return .success((ManifestDescriber.json(component), ManifestDescriber.text(component)))
            } catch {
                return failed(error.location, error.message, error.help)
            }
        case .podspecJSON:
            do {
                let component = try PodspecJSONReader.read(text, file: path)
                return .success((ManifestDescriber.json(component), ManifestDescriber.text(component)))
            } catch {
                return .failure(WorkspaceLoader.ReadFailure(error.issues.map { Diagnostic(.invalidManifest, .error, $0.message, at: [$0.location], help: $0.help) }))
            }
        case .podfile:
            do {
                var podfile = try PodfileReader.read(text, file: path, environment: context.environment)
                // What CocoaPods would warn about (typographic quotes it reads as straight ones).
                for warning in podfile.warnings {
                    context.stderr.write("\(warning.primaryLocation.map { "\($0): " } ?? "")warning: \(warning.message)\n")
                    if let help = warning.help { context.stderr.write("  help: \(help)\n") }
                }
                // The pins are the app's: a Podfile.lock beside the Podfile gives the exact versions.
                switch withLock(podfile.manifest, path: path, context) {
                case let .success(manifest): podfile.manifest = manifest
                case let .failure(failure): return .failure(failure)
                }
                return .success((ManifestDescriber.json(podfile), ManifestDescriber.text(podfile)))
            } catch {
                return failed(error.location, error.message, error.help)
            }
        case .mortarJSON:
            do {
                let manifest = try MortarJSONReader.read(text, file: path)
                return .success((ManifestDescriber.json(manifest), ManifestDescriber.text(manifest)))
            } catch {
                return .failure(WorkspaceLoader.ReadFailure(error.issues.map { Diagnostic(.invalidManifest, .error, $0.message, at: [$0.location], help: $0.help) }))
            }
        case .packageSwift:
            let folder = context.absolute(PathText.directory(of: path))
            let cache = arguments.value("--cache-dir").map(context.absolute) ?? PathText.join(folder, ".mortar/cache")
            let dumper = PackageDumper(fileSystem: context.fileSystem, processRunner: context.processRunner, cacheDirectory: cache)
            return dumper.read(packageDirectory: PathText.normalize(folder), displayPath: path).map { package in
                let component = package.component(path: path)
                return (ManifestDescriber.json(package, path: path), ManifestDescriber.text(component))
            }
        }
    }
}
