import MortarCore
import MortarFormats
import MortarOutput
import MortarWorkspace

/// `mortar migrate`: every pinned pod mapped to a SwiftPM package, as a report.
struct MigrateCommand: Command {
    static let name = "migrate"
    static let summary = "Map every pinned pod to a SwiftPM package (URL, exact version, products)"
    static let positionals: String? = nil
    static let options: [OptionSpec] = [
        ManifestSession.manifestOption,
        OptionSpec("--format", value: "FORMAT", help: "text (default), json or markdown (a checklist for a tracker)"),
        OptionSpec("--jobs", value: "N", help: "Look at N repositories at once (default 8)"),
        OptionSpec("--offline", help: "Answer from the cache of an earlier run only; say what is missing"),
        OptionSpec("--write", help: "Record each mapped pod's git and products in its pin (the manifest 'generate' reads)"),
        ManifestSession.cacheOption,
        ManifestSession.runManifestsOption,
    ]
    static let help = """
        Finds, for every pod the app pins, the SwiftPM package that replaces it: its repository,
        the tag of the pinned version, whether that tag has a Package.swift, and which of its
        library products stand for the pod and for each subspec the app's modules use.

        Where a pod comes from, first match wins: the pin's "git" in mortar.json; a :git pod; the
        pod's own .podspec.json when it is a module; the spec repositories the app names
        ("sources" / Podfile 'source'; CocoaPods' trunk when none), read from CocoaPods' clones
        in ~/.cocoapods/repos (CP_REPOS_DIR overrides) or cloned once into the cache. The tag is
        the podspec's source tag, else the tag whose version is the pin's.

        Products, by evidence: the pin's "products"; a product named as the pod or its
        module_name; a product whose targets' folders hold the subspec's source_files; a product
        named after the subspec. Two pods from different repositories with one package identity
        (the URL's last segment) are a finding. Without a Package.swift at that tag, the first
        later version tag that has one is named.

        Each ref is fetched shallowly once and every answer is kept in the cache folder, so a
        second run spawns no git and no swift; --offline answers from that cache only.

        A tag's Package.swift is third-party code. Mortar reads it as text, running nothing, when
        it is literal (constants and Package(...) made of strings, arrays and PackageDescription's
        own calls; of Package@swift-X.swift variants, the one SwiftPM would pick). One that is
        not (#if, a loop, a function, string interpolation) is read by 'swift package
        dump-package', which compiles and runs it: in SwiftPM's sandbox on macOS, unsandboxed on
        Linux, with your user's rights. That runs only when allowed — by default unless the
        environment sets CI; always with --run-manifests — and otherwise the pod's row says what
        is not literal and where.

        --write records each mapped pod's "git" and "products" in its pin (its version kept),
        editing mortar.json in place — for a Podfile app, the mortar.json beside the Podfile
        when there is one, else it prints what to write. 'mortar generate' reads only the
        manifest, never this cache: a pod is in the composite Package.swift once its pin has
        "git" and "products", so the output is the same on every machine. When the tag of
        a pod's version is not a semantic version SwiftPM can pin with exact: (nanopb 2.30907.0
        is tag 0.3.9.7), its row says so and --write records the tag's commit as "revision":
        generate then writes .package(url:revision:) with a note. For a Podfile app each row
        names the Podfile targets that use the pod; a pod only test targets use (named *Tests
        or *UITests) says so: generate puts it in NAMETestSupport, never in the app's product.

        Each podspec module on disk is converted as 'mortar generate' converts it (its targets
        in the composite Package.swift) and gets a row: converted, converted with findings, or
        not convertible, with each finding (code, location, message, help). A module outside
        the folder of the Package.swift that "outputs" names is not convertible, with the
        finding generate gives it (SwiftPM builds only files inside a package's folder).

        EXIT STATUS: 0 every pod maps and every podspec module converts with no finding; 1 some
        pod does not map, a module has a finding or is not convertible (or a finding between
        pods); 2 unusable input or a bad option.
        """

    enum Format: String, CaseIterable {
        case text, json, markdown
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let format = context.option({ try arguments.choice("--format", default: Format.text) }),
              let jobs = context.option({ try arguments.wholeNumber("--jobs", from: 1, to: 10_000) ?? 8 })
        else { return .usage }
        guard let session = ManifestSession.open(arguments, context), let integrator = session.integrator(context) else { return .usage }
        let workspace = session.loader.load(integrator)
        let service = PodMigrationService(
            loader: session.loader, cacheDirectory: session.cacheDirectory,
            options: .init(offline: arguments.flag("--offline"), jobs: jobs, timeout: context.git.networkTimeout))
        let pods = service.run(workspace)
        let lookup = pods.lookup
        let manifestFolder = session.loader.absolute(PathText.directory(of: session.manifestPath))
        let conversions = PodspecConversionService.convert(
            workspace, manifestFolder: manifestFolder,
            packageFolder: integrator.outputs.swiftpm.map { PathText.directory(of: PathText.join(manifestFolder, $0)) }, fileSystem: context.fileSystem
        ) { pod in lookup.productDependencies(for: pod, pins: integrator.pins).map { .product(name: $0.product, package: $0.package) } }
        let report = pods.with(modules: conversions.values)
        let manifest = PodMigrationReport.fixPlace(for: integrator)
        if arguments.flag("--write"), let failed = write(report, integrator: integrator, session: session, context) { return failed }
        switch format {
        case .text:
            context.stdout.write(report.text(manifest: manifest))
            if !report.findings.isEmpty {
                context.stderr.writeStyled(DiagnosticRenderer.text(report.findings, summary: .init(modules: integrator.modules.count, edges: 0), color: context.useColor))
            }
        case .json: context.stdout.write(report.json(manifest: PathText.lastComponent(of: integrator.path)).rendered())
        case .markdown: context.stdout.write(report.markdown(app: integrator.name, manifest: manifest))
        }
        return report.allMapped && report.allConverted ? .success : .failure
    }
}
