/// What to tell the user to write, and where: a Podfile app says pods and modules in its
/// Podfile and everything else in the `mortar.json` beside it.
extension IntegratorManifest {
    /// `mortar.json`, or `the mortar.json beside Podfile`.
    public var settingsFile: String {
        let name = PathText.lastComponent(of: path)
        return kind == .podfile ? "the mortar.json beside \(name)" : name
    }

    /// How to pin `name` at one version.
    public func pinHelp(_ name: String) -> String {
        if kind == .podfile {
            return "pin it in \(PathText.lastComponent(of: path)): pod '\(name)', 'X.Y.Z' (or in \(settingsFile): \"pins\": { \"\(name)\": \"X.Y.Z\" })"
        }
        return "pin it once in \(PathText.lastComponent(of: path)): \"pins\": { \"\(name)\": \"X.Y.Z\" }"
    }

    /// How to declare `name` as a module or a pin.
    public func moduleOrPinHelp(_ name: String) -> String {
        if kind == .podfile {
            return "add pod '\(name)' with :git or :path to \(PathText.lastComponent(of: path)) if it is one of yours, or pin it there with a version"
        }
        return "add '\(name)' to \"modules\" if it is one of yours, or pin it in \"pins\" of \(PathText.lastComponent(of: path))"
    }

    /// `set "outputs": {"KEY": VALUE} in FILE`, VALUE written as JSON (`null`, `"Out/Podfile"`).
    public func outputsHelp(_ key: String, _ value: String) -> String {
        "set \"outputs\": {\"\(key)\": \(value)} in \(settingsFile)"
    }
}
