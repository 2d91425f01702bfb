import MortarCore

/// The one check of a manifest's `"checkouts"` folder (mortar.json, and the sidecar beside a
/// Podfile): fetch clones into it, clean removes from it, so it is a relative folder inside the
/// manifest's folder — no absolute path, no `..`, each part a folder name (`ModuleNameGrammar`)
/// — and never in git's own files (a component named `.git`, in any case).
public enum CheckoutsFolderIssue {
    /// The issue when `checkouts` cannot be the checkouts folder; else nil.
    public static func issue(_ value: String, at location: SourceLocation) -> ManifestIssue? {
        let help = "name a folder inside the manifest's folder, like 'Modules'"
        let parts = value.split(separator: "/", omittingEmptySubsequences: false)
        if let git = parts.firstIndex(where: { $0.lowercased() == ".git" }) {
            return ManifestIssue(
                "checkouts folder '\(value)' is in git's own files ('\(parts[...git].joined(separator: "/"))'); Mortar never writes there",
                at: location, help: help)
        }
        // Each part a folder name (`ModuleNameGrammar`): the name reaches the `.gitignore` and
        // messages as written, so no blank, `;`, `#`, `*` or quote (a hidden `.deps` is fine).
        let named = parts.filter { !$0.isEmpty }.allSatisfy { part in
            part == "." || ModuleNameGrammar.accepts(String(part.hasPrefix(".") && part != ".." ? part.dropFirst() : part))
        }
        if value.isEmpty || value.hasPrefix("/") || parts.contains("..") || !named {
            return ManifestIssue("invalid checkouts folder '\(value)'", at: location, help: help)
        }
        return nil
    }
}
