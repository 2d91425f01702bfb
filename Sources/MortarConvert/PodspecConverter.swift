import MortarCore

/// Turns a podspec module into SwiftPM targets of the composite package. Pure: the spec model,
/// the file listing and a way to read a source file's text in; targets, products and findings
/// out. One target per spec and language (a spec mixing Swift and C-family sources becomes a
/// C-family target `<Name>_ObjC` and a Swift target `<Name>` depending on it), a binary target
/// per `.xcframework`; each subspec's targets depend on its parent's, as CocoaPods always
/// builds a subspec with its parent; a test spec's targets are test targets depending on what
/// its parent provides. App specs are left to CocoaPods, with a note.
public enum PodspecConverter {
    /// Converts `input`; `sourceText` gives a source file's text (path relative to the module's
    /// folder), read only to find what needs a finding (`#import "X-Swift.h"`, a bundle looked
    /// up by name).
    public static func draft(_ input: PodspecConversionInput, sourceText: (String) -> String?) -> PodspecConversionDraft {
        var claimed = ClaimedSources()
        return draft(input, claimed: &claimed, sourceText: sourceText)
    }

    /// Converts `input` after the modules whose specs claimed files of the same folder:
    /// a file one of them compiles already is theirs (`claimed`), and `input`'s targets depend on
    /// theirs for it; the files `input` compiles are added to `claimed`.
    public static func draft(_ input: PodspecConversionInput, claimed: inout ClaimedSources, sourceText: (String) -> String?) -> PodspecConversionDraft {
        var conversion = ModuleConversion(module: input.module)
        var provides: [String: [String]] = [:]
        var pending: [PodspecConversionDraft.Pending] = []
        guard let root = input.component.buildSpec else {
            conversion.findings.append(Findings.noBuildDescription(input))
            return PodspecConversionDraft(conversion: conversion, provides: [:], pending: [])
        }
        let (platforms, platformFindings) = checkedPlatforms(of: root)
        conversion.platforms = platforms
        conversion.findings += platformFindings
        conversion.swiftLanguageModes = swiftLanguageModes(root)
        let platform = PodSourceSelection.platform(among: platforms, preferred: input.platform)
        let rootModule = c99Name(PodConsumer(chain: [root], platform: platform).value("module_name")?.value.text.flatMap { $0.isEmpty ? nil : $0 } ?? root.name)

        var ownTargets: [String: [String]] = [:]
        // Test spec → its parent and its own (test) targets: they depend on what a dependency
        // on the parent means, known once every spec is converted.
        var testSpecs: [(parent: String, targets: [String])] = []
        var treeExclusions: [String: [String]] = [:]
        var context = SpecContext(input: input, platform: platform, rootModule: rootModule, rootName: root.name, claimed: claimed)
        context.otherPlatforms = input.otherPlatforms.filter { $0 != platform && (platforms.isEmpty || platforms[$0] != nil) }
        context.podPlatforms = PodSourceSelection.podPlatforms(among: platforms)
        context.selected = selectedSpecs(root, asked: input.subspecs, whole: input.wholePod, platform: platform)
        context.archive = PodConsumer(chain: [root], platform: "").value("source")?.value.entries["http"]?.text
        var noTarget = Set<String>()
        defer { claimed = context.claimed }
        func visit(_ spec: PodBuildSpec, parents: [PodBuildSpec]) {
            guard spec.kind != .app else {
                conversion.findings.append(Findings.notConvertedSpec(spec))
                return
            }
            if let unread = spec.unread {
                conversion.findings.append(Findings.unreadTestSpec(spec, unread))
                return
            }
            for attribute in spec.unknownAttributes.keys.sorted() {
                conversion.findings.append(Findings.unknownAttribute(spec, attribute, spec.unknownAttributes[attribute]!))
            }
            let chain = [spec] + parents
            var result = convertSpec(chain: chain, context: &context, sourceText: sourceText)
            if spec.kind == .test {
                result = testTargets(result, spec: spec)
                testSpecs.append((parents.first?.name ?? root.name, result.ownTargets))
            } else {
                ownTargets[spec.name] = result.ownTargets
            }
            if result.targets.isEmpty { noTarget.insert(spec.name) }
            conversion.targets += result.targets
            conversion.findings += result.findings
            treeExclusions.merge(result.treeExclusions) { first, _ in first }
            pending += result.pending
            // A subspec is built with its parent: the targets it makes depend on the parent's
            // (not those it uses for files the parent compiles already: they are the parent's).
            if spec.kind != .test, let parent = parents.first, let parentTargets = ownTargets[parent.name] {
                let made = Set(result.targets.map(\.name))
                for index in conversion.targets.indices where made.contains(conversion.targets[index].name) {
                    conversion.targets[index].addTargetDependencies(parentTargets)
                }
            }
            for dependency in dependencies(chain, platform: platform) {
                for target in result.dependingTargets {
                    pending.append(.init(target: target, spec: spec.name, dependency: dependency.name, location: dependency.location))
                }
            }
            for child in spec.children { visit(child, parents: chain) }
        }
        visit(root, parents: [])
        addSystemLibraries(&conversion, input: input, sourceText: sourceText)
        conversion.localizations = localizations(conversion.targets, pathList: input.pathList)
        if let finding = localizationFinding(conversion.localizations, root: root, platform: platform) { conversion.findings.append(finding) }

        // What a dependency on each spec name means: its own targets, else its subspecs'. A
        // spec with no files of its own also stands for the specs of the pod it depends on
        // (OHHTTPStubs' 'Default', FMDB's 'standard': `dependency 'FMDB/Core'`), which no
        // target of its carries.
        let specs = Dictionary(root.allSpecs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func provided(_ spec: PodBuildSpec, isRoot: Bool, visiting: Set<String> = []) -> [String] {
            let own = ownTargets[spec.name] ?? []
            var children = spec.children.filter { $0.kind == .subspec }
            if isRoot {
                let defaults = spec.defaultSubspecs
                children = children.filter { defaults.selects($0.baseName) }
            }
            var result = own
            if own.isEmpty {
                for dependency in dependencies([spec], platform: platform) where !visiting.contains(dependency.name) {
                    guard let other = specs[dependency.name], other.kind == .subspec || other.kind == .root else { continue }
                    result += provided(other, isRoot: other.kind == .root, visiting: visiting.union([spec.name]))
                }
            }
            for child in children { result += provided(child, isRoot: false, visiting: visiting.union([spec.name])) }
            var seen = Set<String>()
            return result.filter { seen.insert($0).inserted }
        }
        for spec in root.allSpecs where spec.kind == .root || spec.kind == .subspec {
            provides[spec.name] = provided(spec, isRoot: spec.kind == .root)
        }
        if let (map, location) = context.rootModuleMap, !context.moduleMapTaken {
            let targets = provides[root.name] ?? []
            conversion.findings.append(targets.isEmpty ? Findings.moduleMap(root, map, at: location)
                                                       : Findings.moduleMapOfNoTarget(root, map, subspecTargets: targets, at: location))
        }
        for spec in root.allSpecs where spec.kind == .root || spec.kind == .subspec {
            guard let targets = provides[spec.name], !targets.isEmpty else { continue }
            conversion.products.append(.init(name: productName(spec.name), targets: targets))
        }
        applyPodWideSettings(&conversion, root: root, selected: context.selected, noTarget: noTarget, provides: provides, context: context)
        // A test spec tests its parent as a user of it gets it (the root: its default subspecs).
        for test in testSpecs {
            for index in conversion.targets.indices where test.targets.contains(conversion.targets[index].name) {
                conversion.targets[index].addTargetDependencies(provides[test.parent] ?? [])
            }
        }
        // Once every target depends on what it will: a header of a tree a target reaches needs no
        // other way to it.
        context.podHeaders.link(&conversion.targets, treeExclusions: treeExclusions)
        // A pod whose every file another module compiles already (a podspec of the same
        // repository, as a variant) has a product of that module's targets, and that finding.
        let vendors = root.allSpecs.contains { setsItself($0, "vendored_frameworks") || setsItself($0, "vendored_libraries") }
        if !conversion.targets.contains(where: { $0.kind != .test }), conversion.products.isEmpty, !vendors {
            conversion.findings.append(Findings.noSources(root, platform: platform))
        }
        conversion.findings.sort()
        return PodspecConversionDraft(conversion: conversion, provides: provides, pending: pending, treeExclusions: treeExclusions)
    }

    /// The library product standing for a spec: the spec's own name (`Name`, `Name/Sub`), so
    /// whoever wrote `dependency 'Name/Sub'` finds it.
    public static func productName(_ specName: String) -> String { specName }

    /// The name of the target of `specName` (`Name/Sub/Leaf` → `<Module>_Sub_Leaf`).
    static func targetBase(_ specName: String, rootModule: String) -> String {
        let parts = specName.split(separator: "/").dropFirst()
        return ([rootModule] + parts.map { c99Name(String($0)) }).joined(separator: "_")
    }

    /// A C99 identifier as SwiftPM makes one: every character outside `[A-Za-z0-9_]` becomes
    /// `_`, and a leading digit gets a `_` in front.
    public static func c99Name(_ name: String) -> String {
        var result = String(name.unicodeScalars.map { s -> Character in
            let ok = (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") || s == "_"
            return ok ? Character(s) : "_"
        })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result.isEmpty ? "_" : result
    }

    /// `swift_versions` as SwiftPM language modes: `4`, `4.2`, `5`, `6`, ascending.
    static func swiftLanguageModes(_ root: PodBuildSpec) -> [String] {
        let consumer = PodConsumer(chain: [root], platform: "")
        var modes = Set<String>()
        for version in consumer.strings("swift_versions") {
            let parts = version.split(separator: ".")
            guard let major = parts.first.flatMap({ Int($0) }) else { continue }
            if major == 4, parts.count > 1, parts[1] == "2" { modes.insert("4.2") } else { modes.insert(String(major)) }
        }
        return modes.sorted { (Double($0) ?? 0) < (Double($1) ?? 0) }
    }

    /// The dependencies a spec declares that apply on `platform` (its parents' reach it through
    /// the parent's targets).
    static func dependencies(_ chain: [PodBuildSpec], platform: String) -> [Dependency] {
        var seen = Set<String>()
        return chain[0].dependencies.filter { ($0.platform == nil || $0.platform == platform) && seen.insert($0.name).inserted }
    }
}
