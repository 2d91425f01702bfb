extension GenerateError {
    /// The error in the one shape every error prints in: `file:line:col: error[code]: message`
    /// and a help line. A template's error is `template` at the tag (or the template file);
    /// an app name or config value that cannot be written is `invalid-manifest` where the
    /// manifest gives it.
    public var diagnostic: Diagnostic {
        let code: DiagnosticCode
        let location: SourceLocation?
        switch self {
        case let .template(error): (code, location) = (.template, error.location)
        case let .unsafeName(_, at), let .unsafePodfileAppName(_, at), let .configNotInPropertyList(_, _, _, at): (code, location) = (.invalidManifest, at)
        case .missingTemplateFolder: (code, location) = (.template, nil)
        case let .unreadableTemplate(file, _), let .headerlessTemplate(file): (code, location) = (.template, SourceLocation(file: file))
        }
        var text = description
        if let location, text.hasPrefix("\(location): ") { text.removeFirst("\(location): ".count) }
        guard text.contains("; ") else {
            return Diagnostic(code, .error, text, at: location.map { [$0] } ?? [], help: "check the file and its permissions")
        }
        return Diagnostic(code, .error, splitting: text, at: location.map { [$0] } ?? [])
    }
}
