extension PackageSwiftGenerator {
    /// A custom `Package.swift.mustache` that writes converted targets but not `declaration`
    /// (one written before test specs became test targets) writes every test target as a
    /// `.target`: said once, at the template, with the targets it concerns.
    static func testTargetsWithoutDeclaration(_ templates: TemplateSet, conversions: [String: ModuleConversion]) -> [Diagnostic] {
        unwritten("declaration", templates, targets: conversions.values.flatMap { $0.targets.filter { $0.kind == .test }.map(\.name) }, message: { shown in
            "the template does not write 'declaration' for converted targets, so the test targets of test specs (\(shown)) are written as regular targets"
        }, help: "write '.{{{declaration}}}(' where the template writes '.target(' inside convertedTargets (the built-in template does; see the template variables in Sources/MortarCLI/Mortar.docc/Templates.md)")
    }

    /// A custom `Package.swift.mustache` that writes converted targets but not
    /// `applePlatformsOnly` (one written before mixed test specs depended on their C-family test
    /// target on Apple platforms only) writes that dependency for every platform, where SwiftPM on
    /// Linux stops `swift build --build-tests` with an internal error: said once, at the template,
    /// with the test targets it concerns.
    static func applePlatformsOnlyDependenciesUnwritten(_ templates: TemplateSet, conversions: [String: ModuleConversion]) -> [Diagnostic] {
        unwritten("applePlatformsOnly", templates, targets: conversions.values.flatMap { $0.targets.filter { !$0.applePlatformsOnlyDependencies.isEmpty }.map(\.name) }, message: { shown in
            "the template does not write 'applePlatformsOnly' for converted targets' dependencies, so test targets of mixed test specs (\(shown)) depend on their C-family test target on every platform; SwiftPM on Linux builds no C-family test target and stops 'swift build --build-tests' there with an internal error ('No build description for module')"
        }, help: "inside '{{#target}}' write '.target(name: \"{{target}}\", condition: .when(platforms: [.iOS, .macCatalyst, .macOS, .tvOS, .visionOS, .watchOS])),' when '{{#applePlatformsOnly}}' and '\"{{target}}\",' when '{{^applePlatformsOnly}}' (the built-in template does; see the template variables in Sources/MortarCLI/Mortar.docc/Templates.md)")
    }

    /// The one warning of a custom `Package.swift.mustache` that writes converted targets but not
    /// `variable`, when `targets` are concerned: at the template, naming the first three.
    private static func unwritten(_ variable: String, _ templates: TemplateSet, targets: [String], message: (String) -> String, help: String) -> [Diagnostic] {
        let text = templates.texts[TemplateSet.packageSwift] ?? ""
        guard text.contains("convertedTargets"), !text.contains(variable), !targets.isEmpty else { return [] }
        let sorted = targets.sorted()
        let shown = sorted.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (sorted.count > 3 ? " and \(sorted.count - 3) more" : "")
        let file = templates.files[TemplateSet.packageSwift] ?? TemplateSet.packageSwift
        return [Diagnostic(.swiftPMConversion, .warning, message(shown), at: [SourceLocation(file: file)], help: help)]
    }
}
