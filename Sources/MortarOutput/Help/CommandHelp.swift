import MortarCore

/// The prose of `mortar help COMMAND`, after its usage line and summary and before its option
/// table (which the command line declares beside its parser): what the command does, what it
/// writes, and its exit status. The reference's `Commands.md` holds the same text
/// (`CommandsArticleTests` compares them).
public enum CommandHelp {
    /// A command as `mortar help` lists it.
    public struct Entry: Sendable {
        public var name: String
        public var summary: String
        public init(name: String, summary: String) {
            self.name = name
            self.summary = summary
        }
    }

    /// `mortar help --format json`: `{"commands": [{"name", "summary"}], "diagnostics", "messages"}`.
    public static func json(commands: [Entry]) -> String {
        ServiceJSON.document(.object([
            ("commands", .array(commands.map { .object([("name", .string($0.name)), ("summary", .string($0.summary))]) })),
        ]), [])
    }

    /// `mortar help COMMAND --format json`: `{"command", "help", "diagnostics", "messages"}`.
    public static func json(command: String, help: String) -> String {
        ServiceJSON.document(.object([("command", .string(command)), ("help", .string(help))]), [])
    }

    /// `mortar bootstrap`.
    public static let bootstrap = """
        First refuses (exit 2) any output that 'mortar generate' or 'mortar fetch' would
        refuse (one naming a file Mortar reads or another output's file, in git's own files,
        or replacing a file Mortar did not write), before anything is fetched or written;
        --force does not replace such a file ('mortar generate --force' does, once). Then
        makes sure the .gitignore beside the manifest ignores the checkouts folder (or only
        each cloned module's folder in it, when the app keeps anything of its own there, such
        as :path modules), .mortar (caches) and mortar.local.json, and for a Podfile app its
        CocoaPods.podfile:
        missing entries are appended once, under one comment line, and the
        file's own lines are never changed or reordered (--no-gitignore skips this).
        Then runs 'mortar fetch' (see 'mortar help fetch' for what it does to each checkout and for
        the lock file), then 'mortar check' on the fetched workspace, then 'mortar generate'
        (see 'mortar help generate'), and prints each report. The check runs even when some
        modules could not be fetched, so every problem shows at once; generation is skipped,
        and said so, when the check found errors, unless --force. --format json prints one
        JSON document instead of the reports: "gitignore", "fetch" (as 'mortar fetch --format
        json'), "check" (as 'mortar check --format json'), "generate" ("skipped", or each file's
        "path" and "status" and the "findings"), "integrate" (with --integrate, as 'mortar
        integrate --format json'), and the "diagnostics" and "messages" said.

        --integrate, for a Podfile app, ends the move from CocoaPods: once generate wrote or
        found current every file, it runs 'mortar integrate' on the app's Xcode project (see
        'mortar help integrate': CocoaPods' integration out, the packages in, each target
        linked to its products; the Podfile, Podfile.lock and Pods/ stay). Without it the Xcode
        project is never touched.

        EXIT STATUS: 0 every module in place, no errors, files written or current (and with
        --integrate, the project integrated); 1 a module skipped or failed, a finding at error
        level (or a warning with --strict), a file that could not be written, or integrate
        refused; 2 unusable input.
        """

    /// `mortar check`.
    public static let check = """
        Reads the integrator manifest and every module's component manifest, then reports every
        finding at once, sorted by place: unknown-dependency, unpinned-dependency,
        component-requirement, version-conflict, cycle, layer-violation, duplicate-module,
        unused-pin, missing-manifest, invalid-manifest. When modules have source files, it also
        scans their imports: undeclared-import, implicit-import, unused-dependency (turn that off
        with --no-imports). A podspec's files are the ones generate compiles (CocoaPods'
        selection of source_files, exclude_files and platform scopes; test specs aside); a
        Package.swift's, those below its targets' folders. Every code is described in the reference:
        Sources/MortarCLI/Mortar.docc/ChecksAndDiagnostics.md.

        In a Podfile app, a :git pod the mortar.json beside the Podfile does not list under
        "modules" is a third-party pod: a finding inside its podspec or sources is a note that
        says whose podspec it is, never an error or a warning; the app's own modules (:path
        pods, those the mortar.json lists) are checked in full.

        Text output is `path:line:col: error[code]: message` with notes and a help line; colour
        only on a terminal and never with NO_COLOR. --format json, sarif (2.1.0) and github
        (workflow annotations) are for programs and CI. Text and github print at most 100
        findings of each code, then one line '… and N more error[code]'; the summary counts
        every finding, and json and sarif keep every one.

        EXIT STATUS: 0 no errors (warnings allowed unless --strict), 1 findings at error level,
        2 unusable input (a manifest that cannot be read, a bad option).
        """

    /// `mortar clean`.
    public static let clean = """
        Removes the git modules' checkouts (in the checkouts folder, default Modules), the
        checkouts folder once it is empty, the .mortar folder beside the manifest (caches) and
        temporary folders of interrupted clones.

        A checkout is removed only when it could be cloned again as it is: nothing differs in
        its index or work tree (edits hidden by assume-unchanged or skip-worktree included), no
        untracked files, no changed submodule (whatever .gitmodules says to ignore) nor one
        holding work of its own (each is asked the same questions), no stash, no linked
        worktree, no operation in progress (rebase, merge, cherry-pick, revert, bisect, am),
        and every commit reachable from any of its refs (branches, tags, HEAD, notes,
        refs/wip/...) is on its remote now, as 'git ls-remote' on the origin URL says (a
        branch deleted on the remote does not count; remote tips the checkout lacks are
        fetched by id, no ref moves). A local tag the remote lacks, or has elsewhere, keeps it
        too. When the remote cannot be reached, the checkout is kept. Everything kept is
        reported with what it holds; its files, index and refs are left as they were.

        Files git ignores and hooks installed in .git/hooks go with a removed checkout and are
        named on its line; --keep-ignored keeps such a checkout instead. A folder in the
        checkouts folder that is not a git module of the manifest is kept, and so is
        everything of a 'path' module. Git runs with hooks and fsmonitor off. --format json
        prints one JSON document: "items" (each "path", "status" removed, would-remove, kept or
        failed, "reasons", "removedWith", "error"), "removed", "kept" and "diagnostics".

        --repository-cache removes the repository cache fetch clones through instead
        (MORTAR_REPOSITORY_CACHE, else ~/.cache/mortar/repositories, or
        ~/Library/Caches/mortar/repositories on macOS), and nothing beside the manifest: each
        entry once no fetch is using it (waiting up to MORTAR_LOCK_WAIT seconds, default 60),
        temporary folders of interrupted entries, and the folder once empty. A folder without
        Mortar's .mortar-repository-cache marker is refused whole; anything else in the cache
        is kept and named. Plain 'mortar clean' never touches the repository cache.

        EXIT STATUS: 0 everything removed (or, with --dry-run, removable); 1 something kept or
        a removal failed; 2 unusable input.
        """

    /// `mortar coupling`.
    public static let coupling = """
        Reads every module's sources and counts, for each ordered pair of modules, how many of
        one's public declarations the other uses: type, function, constant, enum case and macro
        names from public headers, category methods as selectors (-complete:), and Swift
        public/open declarations; never a C/Objective-C keyword, qualifier or SDK macro (void,
        _Nullable, MAX). Uses are identifiers outside comments and strings; Objective-C method
        names match only as selectors of the same arity, in message sends and @selector (not
        dot syntax); Objective-C files see only headers and @objc-visible Swift. A name the
        module declares itself, in any file and at any access level, is its own. A name counts
        for the one module that declares it; when several do, only an import of one of them
        (or Module.Name in Swift) says which, else it is listed as ambiguous and counted for
        none. Each count stands next to what the manifests say: declared directly, reached only
        transitively, or not at all.
        text is a matrix followed by the differences and the ambiguous names; json and csv list
        every pair that uses something or is declared (json also the ambiguous names).

        EXIT STATUS: 0 printed, 2 unusable input.
        """

    /// `mortar describe`.
    public static let describe = """
        Reads FILE by its name and prints what Mortar understands of it: a podspec
        (NAME.podspec, read statically without Ruby), a NAME.podspec.json, a Package.swift
        (read as text when it is literal; else see below), a Podfile (any file whose name
        contains 'Podfile', or ends in .podfile; a YAML one, CocoaPods.podfile.yaml, is
        refused), or a mortar.json (any other .json).

        A Package.swift is read without running it when it is literal: imports of
        PackageDescription and Foundation only, constants and Package(...) made of strings,
        arrays and PackageDescription's own calls (of Package@swift-X.swift variants beside it,
        the one SwiftPM would pick). One that is not (#if, a loop, a function, string
        interpolation, a change to 'package' after it is made) is run by 'swift package
        dump-package', which compiles and runs its code — in SwiftPM's sandbox on macOS,
        unsandboxed on Linux — and cached by content in .mortar/cache beside it. That happens
        only when allowed: by default unless the environment sets CI, or always with
        --run-manifests; otherwise the error names what is not literal and where.

        --format json starts with the normalized keys: "name", "version", "dependencies" for a
        component; "platform", "sources", "pods" for a Podfile; more keys follow. Output is
        byte-stable.

        ENV[...] in Ruby manifests reads this process's environment, as CocoaPods would.

        EXIT STATUS: 0 read, 2 unreadable (a located error says why and what to do).
        """

    /// `mortar fetch`.
    public static let fetch = """
        Clones each git module of the integrator manifest into the checkouts folder (default
        Modules/ beside the manifest) at its branch, tag or commit, and brings existing
        checkouts forward:

          - a missing checkout is cloned into a temporary folder (.NAME.mortar-tmp-PID) and
            renamed into place; a temporary folder left by an interrupted run is removed;
          - a clean checkout on its branch is fetched and fast-forwarded (never merged or
            reset); at a tag or commit it is fetched if needed and checked out detached;
          - a checkout with uncommitted or untracked changes, local commits, another branch
            or another origin is left exactly as it is and reported as skipped;
          - path modules are never touched.

        A clone is one 'git clone' per module. It skips git's stock template folder (inert
        *.sample hooks) unless GIT_TEMPLATE_DIR or init.templateDir names one, which is then
        copied as usual.

        A missing checkout is cloned through the repository cache, one bare repository per
        URL shared by every app of this user (--repository-cache DIR, else
        MORTAR_REPOSITORY_CACHE, else ~/.cache/mortar/repositories, or
        ~/Library/Caches/mortar/repositories on macOS): the cache asks the origin only for a
        branch (branches move) or a tag or commit it lacks, and the checkout is a local clone
        of it that borrows nothing, with the real URL as its origin. A half-written or damaged
        entry (the clone reads every object it checks out; when it fails, git fsck decides) is
        removed and cloned again, with a note. --offline clones what the cache holds. --depth,
        --no-repository-cache or MORTAR_REPOSITORY_CACHE=off clone from
        the origins; 'mortar clean --repository-cache' removes the cache.

        Results are printed in manifest order with a summary. When every module is in place
        the lock file (outputs.lock, default mortar.lock) records each module's URL, ref and
        commit, the pins and the manifest's SHA-256; with --only, only the fetched modules'
        entries of an existing lock change (and only while the rest still matches the
        manifest); --locked checks the locked commits out instead. The lock is never written
        over a file Mortar reads or did not write (a lock starts with "manifestDigest"), into
        git's own files or a checkout, or out of the project folder: exit 2 before anything
        is fetched.

        Git never prompts, runs with a timeout, and gets '--' before every URL and path;
        ext::, fd:: and URLs starting with '-' are refused.

        EXIT STATUS: 0 every module in place, 1 any module skipped or failed (or the lock no
        longer matches the manifest under --locked), 2 unusable input (unreadable manifest,
        unsafe URL, ref or name, bad option).
        """

    /// `mortar generate`.
    public static let generate = """
        Reads the integrator manifest and every module's manifest, then writes the files named
        in mortar.json "outputs" (or by --swiftpm / --podfile): a Package.swift with every
        SwiftPM module by .package(path:) and every pin at its exact version, plus the source of
        its umbrella target (Sources/NAME/NAME.swift beside it), and a Podfile with every podspec
        module by :path and every pod at its pin. For a Podfile app, the pods only its test
        targets use (a target named *Tests or *UITests, nested or not) go to a test-only
        product NAMETestSupport (Sources/NAMETestSupport/NAMETestSupport.swift), never to the
        app's. Output is byte-stable; a file whose content would not change is not touched.
        Modules left out of an output are reported
        (not-swiftpm, not-cocoapods), as are pins with no package URL (unknown-pin-url).

        No output may name a file Mortar reads (the manifest, the mortar.json and Podfile.lock
        beside a Podfile, a module's manifest, the lock, a template) or another output's file,
        land in git's own files (any .git, or a git directory of another name) or in a module's
        checkout, or replace a file Mortar did not write (one without its "Generated by mortar
        from" header; --force replaces it): each is exit 2, before anything is written. A path
        the manifest names stays inside the project folder. Writing keeps the file the user
        has: a symbolic link is written through, the file's mode is kept, and a hard-linked
        file is rewritten in place. For a Podfile app the composite Podfile is CocoaPods.podfile
        beside it, which 'pod install' there reads instead of the Podfile; the Podfile itself
        is never written. A Podfile app's package is named after its "name" in the mortar.json
        beside the Podfile, else the Podfile's workspace or project line, else the single
        .xcworkspace or .xcodeproj beside it, else that folder (never its first target), kept
        to letters, digits and '_'; a note (package-name) says after what.

        Generated files are committed, so they come from the manifest alone: with a
        mortar.local.json, each module it overrides is written from the manifest's own source,
        its manifest read at the manifest's place for it (a note says so, and another when the
        module is not there); --use-local writes the local sources instead.

        A podspec module's C-family target whose public headers SwiftPM cannot take
        where they are (an umbrella header beside other folders, headers in several
        folders or in one named after the pod, header_dir, header_mappings_dir), or that
        has none, is rooted in a header tree, .mortar/targets/TARGET beside the
        Package.swift (ignored by git, as all of .mortar): a link 'module' to the
        module's folder, include/POD/... links to its public headers and beside them
        include/... (a second link to each), private/POD/... to the headers of every
        spec of the pod and public/TARGET to the public headers of each tree it depends
        on, laid out as CocoaPods lays them out, so <POD/Header.h>, <Header.h>,
        <header_dir/Header.h>, a subspec's "Header.h" and a dependency's "Header.h" find
        them; a target whose headers SwiftPM takes where they are gets a tree of these
        links only when it needs them. generate makes and removes links there
        (and the emptied folders of a tree no longer needed), never anything else: a
        file where a link goes is an error.
        Run it again after 'mortar clean' or a fresh clone, before 'swift build'.

        Podspecs of one repository compile each file they share once: the first module to
        select it keeps it (the one another depends on, else the one whose every file the
        other selects too) and the others depend on its targets, keeping their products. That
        holds for modules of one folder (a warning says which files overlap) and for git
        modules whose checkouts are at one commit (each module has its own checkout of the
        same files, so a note, not a warning, says which targets compile them; a shared file
        that differs between them is built from one only, and a warning says which).
        Checkouts of one repository at different commits each compile their copy: a warning
        says what is then defined twice.

        --check compares instead of writing, for CI: it prints a unified diff of every file
        that differs from what would be written, and each link of a header tree to make (+)
        or remove (-). A header tree not made yet (a fresh clone) is a note, not out of
        date: the trees live in .mortar/, which git ignores, and are never committed.

        --format json, sarif (2.1.0) or github prints the findings on standard output in that
        format, as 'mortar check' does; the lines naming written files (and --check's diffs) then
        go to standard error.

        Templates (Package.swift.mustache, Umbrella.swift.mustache, Podfile.mustache) are built
        in; --template-dir DIR replaces those present in DIR, each writing {{header}} in its
        first 5 lines (how Mortar knows its files). The template variables are in the
        reference: Sources/MortarCLI/Mortar.docc/Templates.md.

        EXIT STATUS: 0 written or up to date, 1 out of date (--check), a file could not be
        written, or an error among the findings (pins of one package that disagree: the files
        are written all the same), 2 unusable input (a manifest or template that cannot be read).
        """

    /// `mortar graph`.
    public static let graph = """
        Prints the dependency graph of the integrator's modules and the third-party pins they use.
        Layers are clusters (dot) or subgraphs (mermaid), top layer first, the bottom layer drawn
        at the bottom; edges point from a module to what it depends on; edges on a cycle and
        edges that break a layer rule are red (the same findings as 'mortar check'); third-party
        pins are dashed. json lists every node once and every edge once, with the manifest
        location that declares it. Output is byte-stable.

        Render with Graphviz: mortar graph | dot -Tsvg -o graph.svg. Mermaid renders on GitHub
        inside a ```mermaid block.

        EXIT STATUS: 0 printed, 2 unusable input (unknown --focus module, bad option, manifest
        that cannot be read).
        """

    /// `mortar help`.
    public static let help = """
        Shows the list of commands, or the options and exit codes of one command. --format json
        prints one JSON document: "commands" (each "name" and "summary"), or one command's
        "command" and "help" (the text above), then "diagnostics" and "messages".
        """

    /// `mortar init`.
    public static let initManifest = """
        Writes a commented starter integrator manifest to edit: layers, a git module, a path
        module, a pin. With --from-podfile, writes instead the mortar.json that sits beside a
        Podfile (PODFILE, default the one 'pod install' reads here: the first of
        CocoaPods.podfile.yaml, CocoaPods.podfile, Podfile and Podfile.rb, passing over a
        CocoaPods.podfile Mortar generated; a YAML Podfile is refused): each of its modules by
        name with the layer left to fill, and each pod whose git URL is known as a pin. Refuses
        to overwrite an existing file. Adds what Mortar makes to the .gitignore beside it (once;
        its own lines stay): .mortar, mortar.local.json and the checkouts folder, or only each
        cloned module's folder in it when the app keeps anything of its own there (its :path
        modules in Modules/, say).
        --format json prints one JSON document: "written", "next", "manifest", "gitignore"
        ("added", "file"), "diagnostics" and "messages".

        EXIT STATUS: 0 written, 1 the file already exists, 2 bad options or the file cannot be written.
        """

    /// `mortar integrate`.
    public static let integrate = """
        The last step of a move from CocoaPods (after 'mortar migrate --write' and 'mortar
        generate'): for every Xcode target the Podfile names, its target definitions resolved
        as CocoaPods resolves them (abstract targets, inherit! :complete / :search_paths /
        :none, nested test targets), it

        - removes CocoaPods' integration as 'pod deintegrate' does: the [CP] check, embed and
          resources phases and [CP-User] phases, the libPods-*.a / Pods_*.framework build files
          and references, the Pods base configurations, the then-empty Pods and Frameworks
          groups;
        - references the packages: the composite package 'generate' wrote as one local package
          (default), or with --remote-packages each pod's package at its exact version (modules
          still through the composite package);
        - links each target to exactly the products of the pods and modules it uses (a unit
          test target with inherit! :search_paths gets its own pods only): the products the
          pins record ("products"), and those generate builds of each module. A tool pod
          (SwiftLint, SwiftGen, SwiftFormat, R.swift) is linked nowhere, with a warning, and
          its runtime libraries (its dependencies in Podfile.lock with products recorded) in
          its place; a pod a target uses only in some configurations (:configurations) is
          linked for all of them, with a warning (pod-configurations). A test bundle (unit or
          UI tests) that inherits its app's pods gets an inherited product only when its own
          sources (its Sources build phase, read from disk) import one of that product's
          modules; its own pod lines' products always; a note names those left out, or says
          why all are kept when a source cannot be read (test-products). With --format json,
          each target lists its "products" and, in "leftOut", those it is not given, each with
          its "reason" ("not-imported").

        The project is --project, else the Podfile's project (or xcodeproj) line, else the one
        .xcodeproj beside the Podfile. Everything is planned first; it refuses, writing nothing,
        when a pod has no product recorded (unmapped-pod), a target of the Podfile is not in the
        project, the composite package is not generated, the project does not read
        (xcodeproj-syntax, xcodeproj-model), or an edit would have to change what it does not
        understand or undo a choice (the same package URL referenced at another version:
        xcodeproj-refused). A real run writes project.pbxproj (and the workspace) atomically,
        keeping every object it does not change byte for byte; a second run changes nothing. --dry-run prints the same
        plan and writes nothing.

        CocoaPods' workspace (the Podfile's workspace line, else PROJECT.xcworkspace beside
        the Podfile) loses its Pods/Pods.xcodeproj entry and keeps the rest. It never deletes
        or edits the Podfile, Podfile.lock or Pods/: the report ends with how to finish (build
        and test with the packages, then delete those).

        EXIT STATUS: 0 integrated (or nothing to change); 1 refused (nothing written); 2 unusable
        input (a manifest, project or workspace that cannot be read) or a bad option.
        """

    /// `mortar migrate`.
    public static let migrate = """
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
        from. The tag is the podspec's source tag, else the tag whose version is the pin's. An
        umbrella whose own source is no repository (an http archive: Firebase 6) maps where the
        pods its specs in use depend on all map, one package at one version (its pin takes that
        version); else it stays "no source known", the row listing what each of them says.

        Products, by evidence: the pin's "products"; a product named as the pod or its
        module_name; for a pod used whole, the products of its (default) subspecs; the products
        whose targets' folders (path: and sources:) hold the spec's source_files; a product
        named after the subspec; a product named as a pod the subspec depends on; for a
        subspec with no files, the products of its subspecs, else of the specs of its pod it
        depends on (a product another of them builds whole left out: Appboy-iOS-SDK/UI →
        AppboyUI). default_subspecs :none installs the root spec alone. Never a guess: files
        several products hold alike list every candidate, and a subspec that selects a variant
        (the files of another spec built differently: GRDB.swift/SQLCipher) never maps to the
        base product. Two pods from different repositories with one package identity (the
        URL's last segment) are a finding; pods of one repository whose tags name different
        commits are too. Tool pods (no source_files; preserve_paths or an http
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

        Each ref is fetched shallowly once, its commit and trees only, then just its
        Package.swift files (a partial fetch); every answer is kept in the cache folder, so a
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
        pods), or --write could not add its .gitignore lines; 2 unusable input or a bad option.
        """

    /// `mortar resolve`.
    public static let resolve = """
        Chooses a version for every third-party package the app's components need, directly or
        through other packages: the highest version that satisfies every requirement on it
        (PubGrub, as in SwiftPM and Dart's pub). Existing pins are kept unless --update lets
        them move; packages without a pin get one. Prereleases are chosen only when a
        requirement names one.

        Versions are the tags of each package's git repository (pins' "git", or the
        .package(url:) of a component); the requirements of a version come from its manifest at
        that tag, fetched shallowly into the cache folder. --offline uses only that cache.

        Prints each pin (old → new), then writes the changed ones into mortar.json, changing only
        those values (comments, order and formatting kept), or into the Podfile's pod lines.
        When no versions work, explains why: each clashing requirement with the chain from the
        app to it and its file:line, and what would fix it.

        EXIT STATUS: 0 pins chosen (and written unless --dry-run), 1 no versions satisfy every
        requirement, 2 unusable input (a manifest that cannot be read, a package whose tags or
        manifest cannot be fetched, a bad option).
        """

    /// `mortar satisfies`.
    public static let satisfies = """
        Prints one line per VERSION, in the order given: 'VERSION yes' when it satisfies
        REQUIREMENT, 'VERSION no' when it does not.

        REQUIREMENT takes CocoaPods' operators =, !=, >, >=, <, <= and ~> (a bare version
        means =). Join several terms with commas in one argument; all must hold. '~> 1.2.3'
        means '>= 1.2.3, < 1.3' and '~> 1.2' means '>= 1.2, < 2.0'. Trailing zeros do not
        count ('1.0' is '1.0.0'), build metadata ('+build') is ignored, and a prerelease
        version ('2.0.0-beta') satisfies only a requirement that names a prerelease.
        --format json prints one JSON document: "answers", each "version" and "satisfies".

        EXAMPLES:
          mortar satisfies '~> 1.2' 1.2.9 1.3 2.0        # 1.2.9 yes, 1.3 yes, 2.0 no
          mortar satisfies '>= 1.0, < 2.0' 1.0.0 2.0.0-beta
          mortar satisfies '> 1.0' 1.0.0                 # no: 1.0.0 is 1.0

        EXIT CODES:
          0  every answer was printed, yes or no
          2  a malformed requirement or version, or no version given (nothing is printed)
        """

    /// `mortar why`.
    public static let why = """
        Lists the dependency paths from the app's roots to NAME (a module or a third-party
        package: a pin, a pod of the Podfile or of its Podfile.lock, or a dependency pinned
        nowhere), shortest first, each edge with the manifest line that declares it (edges between
        pods come from Podfile.lock). For a package, a first line says where its version is pinned.
        The roots are the modules no other module depends on (when every module is depended on,
        every module) and the Podfile's own pods nothing depends on. Paths never visit a node
        twice, so cycles are safe. --format json prints the same as one JSON document: "target",
        "package", "pin", "isRoot", "truncated" and "paths", each a list of edges with "from",
        "to" and "location".

        EXIT STATUS: 0 printed (also when nothing depends on NAME), 2 unusable input (no NAME, an
        unknown NAME, a bad option, a manifest that cannot be read).
        """
}
