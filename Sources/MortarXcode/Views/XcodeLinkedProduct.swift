/// A Swift package product a target links, and how: through its `packageProductDependencies`,
/// through a build file with a `productRef` in one of its build phases, or both (some projects
/// have only one of the two).
public struct XcodeLinkedProduct: Hashable, Sendable {
    /// The `XCSwiftPackageProductDependency`.
    public let dependencyID: String
    public let productName: String?
    /// Its package reference, nil when it names none (a local package, as Xcode writes it).
    public let packageID: String?
    public let inPackageProductDependencies: Bool
    /// The isas of the build phases whose build files link it (`PBXFrameworksBuildPhase`, …).
    public let buildPhaseKinds: [String]
}

extension XcodeProject {
    /// The package products `target` links, in the order Xcodeproj lists them: its
    /// `packageProductDependencies` first, then products reached only through build phases.
    public func linkedProducts(of target: PBXObject) -> [XcodeLinkedProduct] {
        var order: [String] = []
        var listed: Set<String> = []
        var phases: [String: [String]] = [:]
        for id in target.ids("packageProductDependencies") where objects[id] != nil {
            if listed.insert(id).inserted { order.append(id) }
        }
        for phase in buildPhases(of: target) {
            for file in objects(phase.ids("files")) {
                guard let product = file.string("productRef"), objects[product] != nil else { continue }
                if !order.contains(product) { order.append(product) }
                if !(phases[product] ?? []).contains(phase.isa) { phases[product, default: []].append(phase.isa) }
            }
        }
        return order.compactMap { id in
            guard let dependency = objects[id] else { return nil }
            return XcodeLinkedProduct(
                dependencyID: id, productName: dependency.string("productName"), packageID: dependency.string("package"),
                inPackageProductDependencies: listed.contains(id), buildPhaseKinds: phases[id] ?? [])
        }
    }
}
