import MortarCore

/// Which SwiftPM products each Xcode target of a Podfile links once CocoaPods is gone: the
/// Podfile's target definitions resolved as CocoaPods resolves them (`PodfileTargetResolver`),
/// each pod a target uses mapped to the products its pin records (`mortar migrate --write`),
/// each module to the products the composite package builds of it. Pure.
public enum TargetProductPlanner {
    /// What the plan is made of.
    public struct Input: Sendable {
        /// The Podfile's tree of target definitions.
        public var root: PodfileTarget
        public var pins: [Pin]
        /// Module name → the library products the composite package has for it, sorted.
        public var moduleProducts: [String: [String]]
        /// The composite package's folder relative to the Xcode project's folder (`.`).
        public var compositePath: String
        /// Every pod's package as a remote reference at its exact version, instead of through
        /// the composite package.
        public var remotePackages: Bool
        /// Root pod name → the root names of the pods it depends on (`Podfile.lock`'s PODS): a
        /// tool pod's runtime library (R.swift → R.swift.Library) is linked in the tool's place.
        public var podDependencies: [String: [String]]
        /// Test bundle's name → what its own sources import: the products it only inherits
        /// are linked where they import one of their modules (`testBundleProducts`).
        public var testBundles: [String: TestBundleImports]
        /// Library product → the targets (modules) the composite package builds into it.
        public var productModules: [String: [String]]

        public init(
            root: PodfileTarget, pins: [Pin], moduleProducts: [String: [String]], compositePath: String, remotePackages: Bool,
            podDependencies: [String: [String]] = [:], testBundles: [String: TestBundleImports] = [:], productModules: [String: [String]] = [:]
        ) {
            self.root = root
            self.pins = pins
            self.moduleProducts = moduleProducts
            self.compositePath = compositePath
            self.remotePackages = remotePackages
            self.podDependencies = podDependencies
            self.testBundles = testBundles
            self.productModules = productModules
        }
    }

    /// The plan: each concrete target's products in the Podfile's order, the package
    /// references they need (remote by URL, then the local one), and an `unmapped-pod` error
    /// for each pod or module no product stands for.
    public struct Plan: Hashable, Sendable {
        public var targets: [TargetProducts]
        public var packages: [PackageReference]
        public var diagnostics: [Diagnostic]
    }

    public static func plan(_ input: Input) -> Plan {
        let pins = Dictionary(input.pins.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let composite = PackageReference.local(path: input.compositePath)
        var targets: [TargetProducts] = []
        var unmapped: [String: (line: PodfilePodLine, targets: [String], why: String, help: String)] = [:]
        var tools: [String: (line: PodfilePodLine, targets: [String], libraries: [String])] = [:]
        var limited: [Diagnostic] = []
        var testNotes: [Diagnostic] = []
        var packages: Set<PackageReference> = input.remotePackages ? [] : [composite]
        for target in PodfileTargetResolver.concreteTargets(input.root) {
            var products: [LinkedProduct] = []
            var leftOut: [LeftOutProduct] = []
            var seen: Set<String> = []
            // A tool's runtime libraries (R.swift.Library for R.swift: the code it generates
            // imports them) come after the target's own pods, as CocoaPods links them with it.
            var libraries: [(pod: String, line: PodfilePodLine)] = []
            var pending = target.dependencies.map { (pod: $0.rootName, line: $0.line) }
            // The pods of its own lines (first in `dependencies`) and their tools' libraries.
            let ownLines = Set(target.dependencies.prefix(target.ownDependencyCount).map(\.line.location))
            var ownPods: Set<String> = []
            while !pending.isEmpty || !libraries.isEmpty {
                let (pod, line) = pending.isEmpty ? libraries.removeFirst() : pending.removeFirst()
                guard seen.insert(pod).inserted else { continue }
                if ownLines.contains(line.location) { ownPods.insert(pod) }
                let specs = target.dependencies.filter { $0.rootName == pod }.map(\.spec)
                let found = link(pod, line: line, specs: specs, pins: pins, input: input, composite: composite)
                switch found {
                case .tool:
                    let linked = (input.podDependencies[pod] ?? []).filter { pins[$0].map { !$0.products.isEmpty } ?? false }
                    var entry = tools[pod] ?? (line, [], linked)
                    entry.targets.append(target.name)
                    tools[pod] = entry
                    libraries += linked.map { ($0, line) }
                case let .failure(why, help):
                    var entry = unmapped[pod] ?? (line, [], why, help ?? Self.migrateHelp)
                    entry.targets.append(target.name)
                    unmapped[pod] = entry
                case let .success(links):
                    if let warning = configurationsWarning(line, pod: pod, target: target.name, products: links.map(\.product)) {
                        limited.append(warning)
                    }
                    for link in links {
                        packages.insert(link.package)
                        if let i = products.firstIndex(where: { $0.product == link.product && $0.package == link.package }) {
                            products[i].pods = Array(Set(products[i].pods + [pod])).sorted()
                        } else {
                            products.append(link)
                        }
                    }
                }
            }
            if let imports = input.testBundles[target.name] {
                let kept = testBundleProducts(products, ownPods: ownPods, target: target, imports: imports, input: input)
                products = kept.products
                leftOut = kept.leftOut
                if let note = kept.note { testNotes.append(note) }
            }
            var planned = TargetProducts(
                name: target.name, label: target.label, userProject: target.userProject, location: target.location,
                products: products.sorted())
            planned.inheritsPodsFrom = target.inheritsPodsFrom
            planned.leftOut = leftOut
            planned.inheritedProducts = Array(Set(products.filter { ownPods.isDisjoint(with: $0.pods) }.map(\.product))).sorted()
            targets.append(planned)
        }
        let diagnostics = unmapped.keys.sorted().map { pod in
            let entry = unmapped[pod]!
            let names = entry.targets.map { "'\($0)'" }.joined(separator: ", ")
            return Diagnostic(
                .unmappedPod, .error,
                "\(entry.targets.count == 1 ? "target" : "targets") \(names) \(entry.targets.count == 1 ? "uses" : "use") pod '\(pod)', and \(entry.why), so integrate cannot link \(entry.targets.count == 1 ? "it" : "them") to a SwiftPM product",
                at: [entry.line.location],
                help: entry.help)
        }
        // A tool (SwiftLint) ships an executable, nothing to link: left out, as generate leaves it out.
        let toolWarnings = tools.keys.sorted().map { pod in
            let entry = tools[pod]!
            let names = entry.targets.map { "'\($0)'" }.joined(separator: ", ")
            return Diagnostic(
                .unmappedPod, .warning,
                "\(entry.targets.count == 1 ? "target" : "targets") \(names) \(entry.targets.count == 1 ? "uses" : "use") pod '\(pod)', a tool, which integrate links to no target: "
                    + (entry.libraries.isEmpty ? "nothing of it is linked into the app"
                        : entry.libraries.count == 1 ? "its runtime library '\(entry.libraries[0])' (its dependency in Podfile.lock) is linked in its place"
                        : "its runtime libraries \(entry.libraries.map { "'\($0)'" }.joined(separator: ", ")) (its dependencies in Podfile.lock) are linked in its place"),
                at: [entry.line.location],
                help: "replace it with \(ToolReplacement.replacement(for: pod))")
        }
        // A package only a test bundle's left-out products came from is not referenced.
        let used = Set(targets.flatMap { $0.products.map(\.package) })
        packages = packages.filter { used.contains($0) || (!input.remotePackages && $0 == composite) }
        return Plan(
            targets: targets, packages: packages.sorted { $0.sortKey < $1.sortKey },
            diagnostics: (diagnostics + toolWarnings + limited + testNotes).sorted())
    }

    /// A pod line limited to some build configurations (`:configurations => ['Debug']`): Xcode
    /// links a package product in every configuration, so the limit is lost; said, never silent.
    static func configurationsWarning(_ line: PodfilePodLine, pod: String, target: String, products: [String]) -> Diagnostic? {
        let names = (line.option("configurations") ?? line.option("configuration"))?.texts ?? []
        guard !names.isEmpty else { return nil }
        let quoted = names.map { "'\($0)'" }.joined(separator: ", ")
        let linked = products.sorted().map { "'\($0)'" }.joined(separator: ", ")
        return Diagnostic(
            .podConfigurations, .warning,
            "target '\(target)' uses pod '\(pod)' only in the configuration\(names.count == 1 ? "" : "s") \(quoted) (its ':configurations'), and Xcode links a package product in every configuration, so integrate links \(linked) for all of them",
            at: [line.location],
            help: "guard its uses with '#if DEBUG' (or the configuration's own condition), or leave it out of the target and keep it out of release builds another way")
    }

    private enum Found {
        case success([LinkedProduct])
        case failure(String, help: String? = nil)
        /// A tool pod Mortar knows (`ToolReplacement`) with no products recorded: never linked.
        case tool
    }

    static let migrateHelp = "run 'mortar migrate --write' to record its package and products, then 'mortar generate', or pin it in the mortar.json beside the Podfile with \"git\" and \"products\""

    /// The products of one pod or module, and their package: of the specs the target's lines
    /// name (`specs`) when its pin records products by spec and knows each of them.
    private static func link(_ pod: String, line: PodfilePodLine, specs: [String], pins: [String: Pin], input: Input, composite: PackageReference) -> Found {
        if let products = input.moduleProducts[pod] {
            // A third-party `:git` pod is a module of the Podfile until a pin (`migrate --write`'s) takes its place.
            if products.isEmpty, line.options.contains(where: { $0.key.text == "git" }) {
                return .failure(
                    "the composite package builds no library product of module '\(pod)' (its ':git' pod line makes it one)",
                    help: "run 'mortar migrate --write' (it records the pin that takes the place of its ':git' pod line, \"git\", \"revision\" and \"products\", in the mortar.json beside the Podfile), then 'mortar generate'")
            }
            guard !products.isEmpty else { return .failure("the composite package builds no library product of module '\(pod)'") }
            return .success(products.map { LinkedProduct(product: $0, package: composite, pods: [pod]) })
        }
        guard let pin = pins[pod] else { return .failure("no pin or module of that name is known") }
        if pin.products.isEmpty, ToolReplacement.isKnown(pod) { return .tool }
        guard !pin.products.isEmpty, let url = pin.url else { return .failure("no SwiftPM package and products are recorded for it") }
        var package = composite
        if input.remotePackages {
            guard let version = exactVersion(pin) else {
                return .failure("its pin is taken at a revision or branch, not one exact version, which is all a remote reference of integrate takes (leave out --remote-packages to link it through the composite package)")
            }
            package = .remote(url: url, exactVersion: version)
        }
        return .success(products(of: pin, specs: specs).map { LinkedProduct(product: $0, package: package, pods: [pod]) })
    }

    /// The pin's products for a target whose lines name `specs` of it, sorted: those of the
    /// specs when the pin records each one's (`subspecProducts`) and they bring any; else all.
    static func products(of pin: Pin, specs: [String]) -> [String] {
        guard !pin.subspecProducts.isEmpty, !specs.isEmpty, specs.allSatisfy({ pin.subspecProducts[$0] != nil }) else { return pin.products.sorted() }
        let chosen = Set(specs.flatMap { pin.subspecProducts[$0] ?? [] })
        return chosen.isEmpty ? pin.products.sorted() : chosen.sorted()
    }

    /// The exact version a remote reference asks for a pin, as SwiftPM spells it (the
    /// composite `Package.swift` pins the same); nil for a pin taken at a revision or branch.
    static func exactVersion(_ pin: Pin) -> String? {
        guard pin.revision == nil, case .versions = pin.requirement, let version = pin.version else { return nil }
        return PackageSwiftGenerator.semanticVersion(version)
    }
}
