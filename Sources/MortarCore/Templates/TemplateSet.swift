/// The templates generation uses: the compiled-in defaults (`DefaultTemplates`), each one
/// replaced by a file of the same name from `--template-dir` when the caller passes its text.
public struct TemplateSet: Hashable, Sendable {
    /// The template of the composite `Package.swift`.
    public static let packageSwift = "Package.swift.mustache"
    /// The source file of the umbrella target, beside the composite `Package.swift`.
    public static let umbrella = "Umbrella.swift.mustache"
    /// The template of the composite `Podfile`.
    public static let podfile = "Podfile.mustache"
    /// The module registry as Swift source (`outputs.registrySwift`).
    public static let registrySwift = "ModuleRegistry.swift.mustache"
    /// The module registry as a property list (`outputs.registryPlist`).
    public static let registryPlist = "ModuleRegistry.plist.mustache"
    /// Every template name generation uses, sorted.
    public static let names = [registryPlist, registrySwift, packageSwift, podfile, umbrella]

    /// Text by template name, after overrides.
    public var texts: [String: String]
    /// Where each template came from, for error messages (`Templates/Podfile.mustache`).
    public var files: [String: String]

    /// The defaults, with `overrides` (name → (file as shown, text)) replacing some of them.
    public init(overrides: [String: (file: String, text: String)] = [:]) {
        var texts = DefaultTemplates.texts
        var files = Dictionary(uniqueKeysWithValues: DefaultTemplates.texts.keys.map { ($0, "<built-in>/\($0)") })
        for (name, override) in overrides {
            texts[name] = override.text
            files[name] = override.file
        }
        self.texts = texts
        self.files = files
    }

    /// The parsed template `name`, escaping chosen by its name.
    public func template(_ name: String) throws(TemplateError) -> Template {
        try Template(texts[name] ?? "", file: files[name] ?? name, escaping: TemplateEscaping.forTemplate(named: name))
    }
}
