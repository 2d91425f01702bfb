import MortarCore

/// Adding Swift packages as Xcode does when one clicks "Add Package Dependencies…": a package
/// reference on the project, and per target a product dependency linked in its Frameworks phase.
/// Both are idempotent: adding what is there changes nothing.
extension XcodeProject {
    /// The ID of the project's reference to `package`, adding it (to `packageReferences`) if it
    /// is not there. A reference to the same URL or path (compared normalized) is the same reference.
    /// - Throws: `.refused` when the project already refers to the same URL with another
    ///   requirement (Mortar pins exactly; it does not overwrite a pin someone chose).
    @discardableResult
    public mutating func addPackageReference(_ package: SwiftPackageReference) throws -> String {
        for existing in packageReferences where existing.isa == package.isa {
            switch package {
            // A path spelt another way (`./Packages/App`, a trailing `/`, as a developer who
            // added it by hand may have it) is the same folder, so the same reference.
            case .local(let path) where existing.string("relativePath").map(PathText.normalize) == PathText.normalize(path):
                return existing.id
            case .remote(let url, let version) where Self.sameRepository(existing.string("repositoryURL"), url):
                let requirement = existing["requirement"]?.dictionary
                guard requirement?["kind"]?.string == "exactVersion", requirement?["version"]?.string == version else {
                    let current = requirement.map { r in r.entries.map { "\($0.key) = \($0.value.string ?? "…")" }.joined(separator: ", ") } ?? "none"
                    throw XcodeProjectError.refused(
                        location(of: existing.id),
                        message: "the project already refers to package '\(url)' with requirement {\(current)}, not exactly \(version)",
                        help: "remove that package reference in Xcode (or set it to exactly \(version)) and run again")
                }
                return existing.id
            default: continue
            }
        }
        let id = XcodeObjectID.make(seed: package.seed, avoiding: objects)
        objects[id] = PBXObject(id: id, comment: package.comment, fields: package.fields)
        var list = rootObject["packageReferences"]?.array ?? []
        list.append(.string(id, comment: package.comment))
        objects[rootObjectID]?["packageReferences"] = .array(list)
        return id
    }

    /// Links `product` of the package referenced by `packageID` into target `targetName`: an
    /// `XCSwiftPackageProductDependency` in its `packageProductDependencies` (with no `package`
    /// field for a local package, as Xcode writes it) and a `PBXBuildFile`
    /// with that `productRef` in its Frameworks phase (created after its Sources phase if it has
    /// none). Returns the product dependency's ID.
    /// - Throws: `.refused` for a target the project does not have or a package ID that is no
    ///   package reference.
    @discardableResult
    public mutating func addProductDependency(target targetName: String, product: String, package packageID: String) throws -> String {
        guard let target = targets.first(where: { $0.string("name") == targetName }) else {
            let known = targets.compactMap { $0.string("name") }.sorted().map { "'\($0)'" }.joined(separator: ", ")
            throw XcodeProjectError.refused(
                location(of: rootObjectID), message: "the project has no target '\(targetName)' (its targets: \(known))",
                help: "name one of the project's targets")
        }
        guard let package = objects[packageID], package.isa.hasSuffix("SwiftPackageReference") else {
            throw XcodeProjectError.refused(
                location(of: rootObjectID), message: "'\(packageID)' is not a Swift package reference of this project",
                help: "add the package with addPackageReference first and pass the ID it returns")
        }
        guard target.isa == "PBXNativeTarget" else {
            throw XcodeProjectError.refused(
                location(of: target.id), message: "target '\(targetName)' is a \(target.isa); only native targets link Swift package products",
                help: "link '\(product)' to a native target")
        }
        let dependencyID = productDependency(of: target, product: product, package: package)
        let phaseID = frameworksPhaseID(of: target.id)
        try linkProduct(dependencyID, product: product, in: phaseID, target: target.id)
        return dependencyID
    }

    /// The target's product dependency on `product` of `package`, added if missing. For a local
    /// package it has no `package` field, as Xcode 16 writes it (appauth-swift-spm): Xcode finds
    /// the product among the local packages.
    private mutating func productDependency(of target: PBXObject, product: String, package: PBXObject) -> String {
        let local = package.isa == "XCLocalSwiftPackageReference"
        let existing = productDependencies(of: target).first { dependency in
            dependency.string("productName") == product
                && (dependency.string("package") == package.id || (local && dependency.string("package") == nil))
        }
        if let existing { return existing.id }
        let id = XcodeObjectID.make(seed: "XCSwiftPackageProductDependency \(target.id) \(package.id) \(product)", avoiding: objects)
        var fields = PlistDictionary([.init(key: "isa", value: .string("XCSwiftPackageProductDependency"))])
        if !local { fields["package"] = .string(package.id, comment: package.comment) }
        fields["productName"] = .string(product)
        objects[id] = PBXObject(id: id, comment: product, fields: fields)
        var list = target["packageProductDependencies"]?.array ?? []
        list.append(.string(id, comment: product))
        objects[target.id]?["packageProductDependencies"] = .array(list)
        return id
    }

    /// The target's first Frameworks phase, added after its Sources phase (else last) if it has none.
    private mutating func frameworksPhaseID(of targetID: String) -> String {
        guard let target = objects[targetID] else { return "" }
        if let phase = frameworksPhase(of: target) { return phase.id }
        let id = XcodeObjectID.make(seed: "PBXFrameworksBuildPhase \(targetID)", avoiding: objects)
        objects[id] = PBXObject(id: id, comment: "Frameworks", fields: PlistDictionary([
            .init(key: "isa", value: .string("PBXFrameworksBuildPhase")),
            .init(key: "buildActionMask", value: .string("2147483647")),
            .init(key: "files", value: .array([])),
            .init(key: "runOnlyForDeploymentPostprocessing", value: .string("0")),
        ]))
        var phases = target["buildPhases"]?.array ?? []
        let sources = phases.firstIndex { objects[$0.string ?? ""]?.isa == "PBXSourcesBuildPhase" }
        phases.insert(.string(id, comment: "Frameworks"), at: sources.map { $0 + 1 } ?? phases.count)
        objects[targetID]?["buildPhases"] = .array(phases)
        return id
    }

    private mutating func linkProduct(_ dependencyID: String, product: String, in phaseID: String, target targetID: String) throws {
        guard let phase = objects[phaseID] else { return }
        if phase.ids("files").contains(where: { objects[$0]?.string("productRef") == dependencyID }) { return }
        let phaseName = phase.string("name") ?? "Frameworks"
        let id = XcodeObjectID.make(seed: "PBXBuildFile \(phaseID) \(dependencyID)", avoiding: objects)
        let comment = "\(product) in \(phaseName)"
        objects[id] = PBXObject(id: id, comment: comment, fields: PlistDictionary([
            .init(key: "isa", value: .string("PBXBuildFile")),
            .init(key: "productRef", value: .string(dependencyID, comment: product)),
        ]))
        var files = phase["files"]?.array ?? []
        files.append(.string(id, comment: comment))
        objects[phaseID]?["files"] = .array(files)
    }

    /// Two repository URLs are the same package when they name one repository (`RepositoryURL`).
    static func sameRepository(_ a: String?, _ b: String) -> Bool {
        guard let a else { return false }
        return RepositoryURL.same(a, b)
    }
}
