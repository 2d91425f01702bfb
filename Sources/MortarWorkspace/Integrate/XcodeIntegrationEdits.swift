import MortarCore
import MortarXcode

/// The edits of one `integrate` run on the project, through MortarXcode's edit API: CocoaPods'
/// integration removed from the Podfile's targets, the package references added, each target's
/// products linked. Adding what is there changes nothing, so a second run adds nothing.
enum XcodeIntegrationEdits {
    struct Applied {
        var removed: [String] = []
        var added: [String] = []
        /// What is left for people to do (phases `pod deintegrate` does not remove).
        var notes: [Diagnostic] = []
    }

    /// - Throws: `XcodeProjectError.refused` for what the project does not allow (a target it
    ///   lacks, the same URL referenced at another version, an unknown object kind in the way).
    static func apply(_ plan: TargetProductPlanner.Plan, to project: inout XcodeProject) throws -> Applied {
        var applied = Applied()
        applied.removed = try project.removeCocoaPodsIntegration(targets: plan.targets.map(\.name)).lines
        var packageIDs: [PackageReference: String] = [:]
        for package in plan.packages {
            let existed = Set(project.objects.keys)
            let id = try project.addPackageReference(reference(package))
            packageIDs[package] = id
            if !existed.contains(id) { applied.added.append("add package reference \(package.summary)") }
        }
        for target in plan.targets {
            for linked in target.products {
                guard let packageID = packageIDs[linked.package] else { continue }
                let existed = Set(project.objects.keys)
                let id = try project.addProductDependency(target: target.name, product: linked.product, package: packageID)
                if !existed.contains(id) { applied.added.append("link product '\(linked.product)' (\(linked.package.summary)) to target '\(target.name)'") }
            }
        }
        let names = Set(plan.targets.map(\.name))
        for left in project.remainingCocoaPodsPhases where names.contains(left.target) {
            let location = project.target(named: left.target).map { project.location(of: $0.id) } ?? SourceLocation(file: project.file)
            applied.notes.append(Diagnostic(
                .integrateProject, .warning,
                "target '\(left.target)' keeps the build phase '\(left.phase)', which pod deintegrate does not remove either",
                at: [location], help: "remove the phase in Xcode once the app builds with its packages"))
        }
        return applied
    }

    static func reference(_ package: PackageReference) -> SwiftPackageReference {
        switch package {
        case let .local(path): return .local(path: path)
        case let .remote(url, version): return .remote(url: url, exactVersion: version)
        }
    }
}
