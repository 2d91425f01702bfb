/// Why the composite manifests cannot be generated at all (findings are diagnostics instead).
public enum GenerateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A template that does not parse or render.
    case template(TemplateError)
    /// The app's name, used as a folder of the umbrella target, is not a safe folder name.
    case unsafeName(String, at: SourceLocation)
    /// The same for a Podfile app, whose name is its first target's unless the `mortar.json`
    /// beside it says `name`.
    case unsafePodfileAppName(String, at: SourceLocation)
    /// `--template-dir` names a folder that does not exist.
    case missingTemplateFolder(String)
    /// A template file in `--template-dir` that cannot be read.
    case unreadableTemplate(String, reason: String)
    /// A `config` key or value (`what`, shown escaped) with a control character that the
    /// generated property list (`file`) cannot hold, at the place it is written.
    case configNotInPropertyList(key: String, what: String, file: String, at: SourceLocation)
    /// A template in `--template-dir` that writes no generated header in its first lines: the
    /// next run could not tell the file it wrote from a hand-written one.
    case headerlessTemplate(String)

    public var description: String {
        switch self {
        case let .template(error): return error.description
        case let .unsafeName(name, at):
            return "\(at): the app name '\(name)' cannot name the umbrella target's folder; use letters, digits, '_', '.', '+' and '-' only, not starting with '.', '+' or '-', at most 255 characters"
        case let .unsafePodfileAppName(name, at):
            return "\(at): the app name '\(name)' (the Podfile's first target) cannot name the umbrella target's folder of the generated Package.swift; set \"name\" (letters, digits, '_', '.', '+' and '-') in the mortar.json beside \(PathText.lastComponent(of: at.file)), or \"outputs\": {\"swiftpm\": null} there if the app builds with CocoaPods only"
        case let .missingTemplateFolder(folder):
            return "template folder '\(folder)' does not exist; pass a folder holding \(TemplateSet.names.joined(separator: ", ")) (any of them)"
        case let .unreadableTemplate(file, reason):
            return "template '\(file)' cannot be read: \(reason)"
        case let .configNotInPropertyList(key, what, file, at):
            return "\(at): \(what) of config '\(TerminalText.escaped(key))' has a control character or U+FFFE/U+FFFF, which the generated property list '\(file)' cannot hold; remove it from the config"
        case let .headerlessTemplate(file):
            return "template '\(file)' writes no generated header in its first \(GenerationInput.headerLines) lines, so Mortar could not tell the file it writes from a hand-written one, which it never replaces; add a comment line holding {{header}} at its top, like '// {{header}}'"
        }
    }
}
