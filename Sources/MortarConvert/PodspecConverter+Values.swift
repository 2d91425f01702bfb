import MortarCore

extension PodspecConverter {
    /// The root's platforms whose versions SwiftPM takes, and a finding for each it does not
    /// (that platform is left out rather than written into a manifest that no longer loads).
    static func checkedPlatforms(of root: PodBuildSpec) -> (platforms: [String: String], findings: [Diagnostic]) {
        var platforms = root.declaredPlatforms
        var findings: [Diagnostic] = []
        for name in platforms.keys.sorted() {
            guard let version = platforms[name], !isPlatformVersion(version) else { continue }
            let scoped = root.platformAttributes[name]?["deployment_target"]?.location
            let location = scoped ?? root.attributes["platforms"]?.location ?? root.location
            findings.append(Findings.platformVersion(root, platform: name, version: version, at: location))
            platforms[name] = nil
        }
        return (platforms, findings)
    }

    /// Whether `spec` writes `attribute` itself (for every platform or one), not only inherits
    /// it: a finding about the value is made once, for the spec that wrote it.
    static func setsItself(_ spec: PodBuildSpec, _ attribute: String) -> Bool {
        // Every spelling CocoaPods reads it by: BranchSDK writes `s.weak_framework = …`.
        !PodConsumer.lookup(spec.attributes, attribute).isEmpty || spec.platformAttributes.values.contains { !PodConsumer.lookup($0, attribute).isEmpty }
    }

    /// A version `.iOS("…")` takes: one to three dot-separated integers (`12`, `12.0`, `12.0.1`),
    /// or none at all (`platform :ios` without a version).
    static func isPlatformVersion(_ version: String) -> Bool {
        if version.isEmpty { return true }
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count <= 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// A C macro or Swift condition name: `[A-Za-z_][A-Za-z0-9_]*`.
    static func isMacroName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// A framework or library name the linker takes after `-framework` / `-l`: not empty, not a
    /// flag, not a path, no blanks or quotes.
    static func isLinkName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("-") && !name.contains { $0 == "/" || $0 == "\"" || $0 == "'" || $0.isWhitespace }
    }

    /// Words of a flag or build setting as a POSIX shell splits them: blanks outside quotes
    /// separate words; `'…'` keeps everything, `"…"` keeps all but `\"`, `\\`, and a backslash
    /// outside quotes keeps the next character; the quotes themselves are removed
    /// (`-DBAR='c d'` is the one word `-DBAR=c d`).
    static func words(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                if quote == "\"", character != "\"", character != "\\", character != "$", character != "`" { current.append("\\") }
                current.append(character)
                escaped = false
                continue
            }
            switch (quote, character) {
            case (nil, " "), (nil, "\t"), (nil, "\n"):
                if inWord { result.append(current) }
                current = ""
                inWord = false
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case (nil, "\\"), ("\"", "\\"):
                escaped = true
                inWord = true
            default:
                current.append(character)
                inWord = true
            }
        }
        if escaped { current.append("\\") }
        if inWord { result.append(current) }
        return result
    }

    /// The file-pattern attributes whose patterns CocoaPods expands.
    static let patternAttributes = ["source_files", "exclude_files", "public_header_files", "private_header_files", "project_header_files",
                                    "resources", "preserve_paths", "vendored_frameworks", "vendored_libraries"]

    /// A finding for each pattern the spec writes with a set inside a set (`{a,{b,K}}`):
    /// CocoaPods does not expand nested sets, so it selects other files than `Dir.glob` would.
    static func nestedSetFindings(_ spec: PodBuildSpec, consumer: PodConsumer) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for attribute in patternAttributes where setsItself(spec, attribute) {
            for pattern in consumer.locatedStrings(attribute) {
                guard let flat = flattenedSets(pattern.value) else { continue }
                findings.append(Findings.nestedSet(spec, attribute: attribute, pattern: pattern.value, flat: flat, at: pattern.location))
            }
        }
        return findings
    }

    /// `{a,{b,K}}` → `{a,b,K}`: the pattern with the braces of inner sets removed, or nil when no
    /// set nests.
    static func flattenedSets(_ pattern: String) -> String? {
        var depth = 0, nested = false, result = ""
        for character in pattern {
            switch character {
            case "{":
                depth += 1
                if depth > 1 { nested = true; continue }
            case "}":
                depth -= 1
                if depth > 0 { continue }
            default: break
            }
            result.append(character)
        }
        return nested ? result : nil
    }
}
