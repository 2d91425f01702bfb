import MortarCore

extension PodspecConverter {
    /// A spec's vendored binaries: a binary target per `.xcframework` inside the module (one
    /// per XCFramework, whichever specs vendor it; named apart from the spec's own targets),
    /// a finding for each other binary (with the command that makes an XCFramework of it), for
    /// a pattern that reaches outside the module's folder, and for one that selects nothing.
    static func binaryTargets(files: PodFileAccessor, consumer: PodConsumer, spec: PodBuildSpec, base: String,
                              context: inout SpecContext) -> (targets: [PackageTarget], names: [String], findings: [Diagnostic]) {
        var targets: [PackageTarget] = [], names: [String] = [], findings: [Diagnostic] = []
        let frameworksLocation = consumer.value("vendored_frameworks")?.location ?? spec.location
        for framework in files.vendoredFrameworks {
            guard framework.lowercased().hasSuffix(".xcframework") else {
                findings.append(Findings.vendoredFramework(spec, framework, at: frameworksLocation))
                continue
            }
            if let made = context.binaries[framework] {
                names.append(made)
                continue
            }
            var name = c99Name(String(PathText.lastComponent(of: framework).dropLast(".xcframework".count)))
            let taken = Set([base, base + "_ObjC", context.rootModule]).union(context.binaries.values)
            if taken.contains(name) { name += "_Binary" }
            context.binaries[framework] = name
            names.append(name)
            targets.append(PackageTarget(name: name, kind: .binary, path: framework))
        }
        for library in files.vendoredLibraries {
            findings.append(Findings.vendoredLibrary(spec, library, at: consumer.value("vendored_libraries")?.location ?? spec.location))
        }
        for attribute in ["vendored_frameworks", "vendored_libraries"] where setsItself(spec, attribute) {
            for pattern in consumer.locatedStrings(attribute) {
                let normal = PathText.normalize(pattern.value)
                if pattern.value.hasPrefix("/") || normal == ".." || normal.hasPrefix("../") {
                    findings.append(Findings.vendoredOutside(spec, pattern.value, attribute: attribute, at: pattern.location))
                } else if files.pathList.glob([pattern.value], folderPattern: nil, excluding: files.excludes,
                                              includeDirectories: attribute == "vendored_frameworks").isEmpty {
                    findings.append(Findings.vendoredNothing(spec, pattern.value, attribute: attribute, archive: context.archive, at: pattern.location))
                }
            }
        }
        return (targets, names, findings)
    }
}
