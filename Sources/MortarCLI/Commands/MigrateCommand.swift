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
        OptionSpec("--accept-later-versions", help: "Where the pinned version has no Package.swift SwiftPM reads, map (and --write record) the nearest later one that has"),
        OptionSpec("--accept-default-branch", help: "Where no version tag has a Package.swift but the default branch has one, map (and --write record) that branch's commit as \"revision\""),
        OptionSpec("--retry-failed", help: "Look again where an earlier run failed (kept in the cache with its reason)"),
        ManifestSession.cacheOption,
        ManifestSession.runManifestsOption,
    ]
    static let help = """
        Finds, for every pod the app pins, the SwiftPM package that replaces it: its repository,
        the tag of the pinned version, whether that tag has a Package.swift, and which of its
        library products stand for the pod and for each subspec in use (the modules', the
        Podfile's 'pod "A/B"' lines and :subspecs, and those Podfile.lock's other pods name).

        Where a pod comes from, first match wins: the pin's "git" in mortar.json; a :git pod; the
        pod's own .podspec.json when it is a module; the spec repositories the app names
        ("sources" / Podfile 'source'; CocoaPods' trunk when none), read from CocoaPods' copies
        in ~/.cocoapods/repos (CP_REPOS_DIR overrides), else from a CDN (trunk's, or a URL that
        serves CocoaPods-version.yml) into a copy in the cache as CocoaPods keeps one, else
        cloned once into the cache. MORTAR_TRUNK_URL reads trunk from a mirror, a CDN or a git
        spec repository ('none': never downloads it); a row then names the mirror it was read
        from. The tag is the podspec's source tag, else the tag whose version is the pin's.

        Products, by evidence: the pin's "products"; a product named as the pod or its
        module_name; for a pod used whole, the products of its (default) subspecs; the products
        whose targets' folders (path: and sources:) hold the spec's source_files; a product
        named after the subspec; a product named as a pod the subspec depends on. Never a
        guess: files several products hold alike list every candidate, and a subspec that
        selects a variant (the files of another spec built differently: GRDB.swift/SQLCipher)
        never maps to the base product. Two pods from different repositories with one package
        identity (the URL's last segment) are a finding; pods of one repository whose tags name
        different commits are too. Tool pods (no source_files; preserve_paths or an http
        archive: SwiftLint) are never linked: a tools section names what replaces each. An
        .xcframework in an http archive gets its .binaryTarget(name:url:checksum:).

        Without a Package.swift SwiftPM reads at that tag, the nearest later version tag with
        one is named; later tags whose Package.swift cannot be read (written for tools SwiftPM
        no longer supports, or not literal while manifests may not run) are passed over and
        listed. --accept-later-versions maps that later version instead (and --write records
        it); the report says which versions change. Where no version tag has one, the default
        branch is looked at and its commit named; --accept-default-branch maps the pod at that
        commit (revision:, never the moving branch; --write records it as "revision").

        Every :git pod (a Podfile's pod 'X', :git => …, a module from git) gets a row: with a
        Package.swift at its commit or tag it maps to that package (revision: for a commit,
        exact: for a semantic-version tag); without one it stays a module, converted from its
        podspec. For a Podfile's :git pod at a commit or tag, --write records that pin
        ("git", "revision" for a commit, "products") in the mortar.json beside the Podfile, and
        the pin takes the place of the module: the Podfile's line is left for CocoaPods.

        Before writing, the packages the pods map to are resolved together, each at its version
        with what its own Package.swift requires of the others, by Mortar's resolver: what
        SwiftPM would reject is a version-conflict error with the chain (as 'resolve' explains
        it), and --write then writes nothing.

        Each ref is fetched shallowly once and every answer is kept in the cache folder, so a
        second run spawns no git, no swift and no download; --offline answers from the caches
        only and says, pod by pod, what is missing. A look that failed (git, the network, a
        dump) makes the pod unavailable with the reason, which is kept too: the next run says it
        again without looking, --retry-failed looks again. migrate holds the workspace lock (as
        fetch and clean do): a second run waits for it (MORTAR_LOCK_WAIT seconds, default 10).

        A tag's Package.swift is third-party code. Mortar reads it as text, running nothing, when
        it is literal (constants and Package(...) made of strings, arrays and PackageDescription's
        own calls; of Package@swift-X.swift variants, the one SwiftPM would pick). One that is
        not (#if, a loop, a function, string interpolation) is read by 'swift package
        dump-package', which compiles and runs it: in SwiftPM's sandbox on macOS, unsandboxed on
        Linux, with your user's rights. That runs only when allowed — by default unless the
        environment sets CI; always with --run-manifests — and otherwise the pod's row says what
        is not literal and where.

        --write records each mapped pod's "git" and "products" in its pin (its version kept),
        editing mortar.json in place — for a Podfile app, the mortar.json beside the Podfile;
        when there is none, it writes the one 'init --from-podfile' would, with the pins in it,
        and adds the lines init adds to the .gitignore beside it (the checkouts, .mortar,
        mortar.local.json). 'mortar generate' reads only the manifest, never this cache: a pod is in the composite Package.swift once its pin has
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

        --format json prints one JSON document: "manifest", "pods", "counts", "findings" (and
        "modules", "moduleCounts" when there are podspec modules), then "diagnostics" and
        "messages", as every command's.

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
        guard let session = WorkspaceSession.open(arguments, context) else { return .usage }
        let options = MigrateService.Options(
            offline: arguments.flag("--offline"), jobs: jobs, retryFailed: arguments.flag("--retry-failed"),
            acceptLaterVersions: arguments.flag("--accept-later-versions"), write: arguments.flag("--write"),
            acceptDefaultBranch: arguments.flag("--accept-default-branch"))
        var messages: [ServiceMessage] = []
        let result = MigrateService.run(session, options: options, messages: &messages)
        context.render(messages)
        let outcome: MigrateService.Outcome
        switch result {
        case let .success(value): outcome = value
        case let .failure(stop): return context.stopped(messages, json: format == .json, stop == .failure ? .failure : .usage)
        }
        context.stderr.write(MigrateRenderer.written(outcome.written))
        switch format {
        case .text:
            context.stdout.write(outcome.report.text(manifest: outcome.fixPlace))
            if !outcome.report.findings.isEmpty {
                let summary = DiagnosticRenderer.Summary(modules: outcome.integrator.modules.count, edges: 0)
                context.stderr.writeStyled(DiagnosticRenderer.text(outcome.report.findings, summary: summary, color: context.useColor))
            }
        case .json: context.stdout.write(MigrateRenderer.json(outcome, messages: messages))
        case .markdown: context.stdout.write(outcome.report.markdown(app: outcome.integrator.name, manifest: outcome.fixPlace))
        }
        return outcome.succeeded ? .success : .failure
    }
}
