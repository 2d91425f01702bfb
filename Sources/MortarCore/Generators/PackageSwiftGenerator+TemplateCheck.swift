extension PackageSwiftGenerator {
    /// A custom `Package.swift.mustache` that writes converted targets but not `declaration`
    /// (one written before test specs became test targets) writes every test target as a
    /// `.target`: said once, at the template, with the targets it concerns.
    static func testTargetsWithoutDeclaration(_ templates: TemplateSet, conversions: [String: ModuleConversion]) -> [Diagnostic] {
        let text = templates.texts[TemplateSet.packageSwift] ?? ""
        guard text.contains("convertedTargets"), !text.contains("declaration") else { return [] }
        let tests = conversions.values.flatMap { $0.targets.filter { $0.kind == .test }.map(\.name) }.sorted()
        guard !tests.isEmpty else { return [] }
        let shown = tests.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (tests.count > 3 ? " and \(tests.count - 3) more" : "")
        let file = templates.files[TemplateSet.packageSwift] ?? TemplateSet.packageSwift
        return [Diagnostic(
            .swiftPMConversion, .warning,
            "the template does not write 'declaration' for converted targets, so the test targets of test specs (\(shown)) are written as regular targets",
            at: [SourceLocation(file: file)],
            help: "write '.{{{declaration}}}(' where the template writes '.target(' inside convertedTargets (the built-in template does; see the template variables in Sources/MortarCLI/Mortar.docc/Templates.md)")]
    }
}
