import MortarCore

/// A test bundle links a product it only inherits from its parent's pods when its own sources
/// import one of that product's modules: a UI test runs outside the app's process, a hosted
/// unit test finds its host's code at run time, a test that compiles code using a pod imports
/// it, and a static product linked into both the app and a hosted bundle duplicates its classes.
/// The products of the pods on its own lines always stay. When what it imports is unknown (a
/// source that cannot be read), CocoaPods' rule stays: every inherited product is linked.
extension TargetProductPlanner {
    /// The names a source may import a product by: its own name, its targets in the composite
    /// package (`productModules`), and each pod's and module's it stands for, as CocoaPods names
    /// the module (`ModuleNaming.c99Identifier`) and as written.
    static func modules(of product: LinkedProduct, input: Input) -> Set<String> {
        var names: Set<String> = [product.product, ModuleNaming.c99Identifier(product.product)]
        for pod in product.pods {
            names.insert(pod)
            names.insert(ModuleNaming.c99Identifier(pod))
        }
        names.formUnion(input.productModules[product.product] ?? [])
        return names
    }

    /// The target's products without the inherited ones its sources import no module of, those
    /// left out (sorted), and the `test-products` note that names them (or says why all are
    /// kept); nil note when nothing is inherited or every inherited product is imported.
    static func testBundleProducts(
        _ products: [LinkedProduct], ownPods: Set<String>, target: ResolvedPodfileTarget, imports: TestBundleImports, input: Input
    ) -> (products: [LinkedProduct], leftOut: [LeftOutProduct], note: Diagnostic?) {
        let inherited = products.filter { ownPods.isDisjoint(with: $0.pods) }
        guard !inherited.isEmpty, let parent = target.inheritsPodsFrom else { return (products, [], nil) }
        // The implicit top level of a Podfile is CocoaPods' definition 'Pods'.
        let from = parent == "Pods" ? "the Podfile's top level" : "'\(parent)'"
        if !imports.unknown.isEmpty {
            let names = quoted(inherited.map(\.product))
            let why = imports.unknown.count == 1 ? imports.unknown[0] : "\(imports.unknown[0]), and \(imports.unknown.count - 1) more"
            return (products, [], Diagnostic(
                .testProducts, .note,
                "target '\(target.name)' is a test bundle that would link \(names) only because it inherits the pods of \(from) (inherit! :complete), "
                    + "and what its sources import is unknown (\(why)), so integrate links \(inherited.count == 1 ? "it" : "them") as CocoaPods does",
                at: [target.location],
                help: "make its sources readable and integrate again to link only the inherited products they import, or unlink in Xcode those its tests do not import"))
        }
        let dropped = Set(inherited.filter { imports.modules.isDisjoint(with: modules(of: $0, input: input)) }.map(\.product))
            .subtracting(products.filter { !ownPods.isDisjoint(with: $0.pods) }.map(\.product))
        guard !dropped.isEmpty else { return (products, [], nil) }
        let names = quoted(Array(dropped))
        let leftOut = products.filter { dropped.contains($0.product) }.map { LeftOutProduct($0, reason: .notImported) }.sorted()
        return (products.filter { !dropped.contains($0.product) }, leftOut, Diagnostic(
            .testProducts, .note,
            "target '\(target.name)' is a test bundle whose sources import no module of \(names), which it would link only because it inherits the pods of \(from) "
                + "(inherit! :complete), so integrate does not link \(dropped.count == 1 ? "it" : "them") there",
            at: [target.location],
            help: "a UI test runs outside the app's process and a hosted unit test finds its host's code at run time; should a test come to import one, link it to '\(target.name)' in Xcode"))
    }

    private static func quoted(_ names: [String]) -> String {
        Array(Set(names)).sorted().map { "'\($0)'" }.joined(separator: ", ")
    }
}
