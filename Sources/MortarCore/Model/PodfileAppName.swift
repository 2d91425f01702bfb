/// The name of a Podfile app's generated package: the app's, not its first target's (which is
/// often an extension, a shared framework or a name with spaces). Taken from the Podfile's
/// `workspace` line, else its `project` line, else the single `*.xcworkspace`, else the single
/// `*.xcodeproj` beside the Podfile, else that folder's name; sanitised to a package name. A
/// `"name"` in the `mortar.json` beside the Podfile wins over all of these. Pure.
public struct PodfileAppName: Hashable, Sendable {
    /// The package name.
    public var name: String
    /// What it is named after, as the note shows it: `'Sequel Ace.xcodeproj'`, `the folder 'App'`.
    public var origin: String
    /// Where the Podfile says it (its `workspace` or `project` line), or the Podfile itself.
    public var location: SourceLocation

    /// The name for the Podfile at `podfile` (as shown) whose settings are `settings`, in the
    /// folder named `folderName` that holds `entries`.
    public static func derive(_ settings: PodfileSettings, podfile: String, folderName: String, entries: [String]) -> PodfileAppName {
        let podfileFile = SourceLocation(file: podfile)
        if let workspace = settings.workspaceLine {
            let file = withExtension(workspace.value, "xcworkspace")
            return PodfileAppName(name: sanitized(stem(file)), origin: "'\(file)'", location: workspace.location)
        }
        if let project = settings.projectLine {
            let file = withExtension(project.value, "xcodeproj")
            return PodfileAppName(name: sanitized(stem(file)), origin: "'\(file)'", location: project.location)
        }
        for suffix in [".xcworkspace", ".xcodeproj"] {
            let found = entries.filter { $0.hasSuffix(suffix) && $0.count > suffix.count }
            if found.count == 1 { return PodfileAppName(name: sanitized(stem(found[0])), origin: "'\(found[0])'", location: podfileFile) }
        }
        return PodfileAppName(name: sanitized(folderName), origin: "the folder '\(folderName)'", location: podfileFile)
    }

    /// `text` as a package name: letters, digits and `_` kept; any other character dropped,
    /// the letter after it capitalised (`Sequel Ace` → `SequelAce`, `Rocket.Chat` →
    /// `RocketChat`); `App` when nothing is left.
    public static func sanitized(_ text: String) -> String {
        var result = ""
        var capitalizeNext = false
        for scalar in text.unicodeScalars {
            let isWord = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9") || scalar == "_"
            guard isWord else {
                capitalizeNext = !result.isEmpty
                continue
            }
            result += capitalizeNext ? String(scalar).uppercased() : String(scalar)
            capitalizeNext = false
        }
        return result.isEmpty ? "App" : result
    }

    /// The last component of `path` without its extension.
    static func stem(_ path: String) -> String {
        let last = PathText.lastComponent(of: path)
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }

    /// `path` ending in `.ext` (CocoaPods adds it when the Podfile leaves it out).
    static func withExtension(_ path: String, _ ext: String) -> String {
        path.hasSuffix("." + ext) ? path : path + "." + ext
    }
}
