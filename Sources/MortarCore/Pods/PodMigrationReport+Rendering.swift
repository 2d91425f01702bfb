/// The report as text, JSON and a Markdown checklist: byte-stable (pods sorted by name).
extension PodMigrationReport {
    /// `12 pods: 9 mapped, 1 unmapped, 1 without a Package.swift at that version, 1 with no source known, 0 unavailable`.
    public var summary: String {
        let total = "\(pods.count) pod\(pods.count == 1 ? "" : "s")"
        return "\(total): \(count(.mapped)) mapped, \(count(.unmapped)) unmapped, "
            + "\(count(.noPackage)) without a Package.swift at that version, \(count(.noSource)) with no source known, "
            + "\(count(.unavailable)) unavailable" + (count(.tool) == 0 ? "" : ", \(count(.tool)) tool\(count(.tool) == 1 ? "" : "s")")
            + (count(.binary) == 0 ? "" : ", \(count(.binary)) binar\(count(.binary) == 1 ? "y" : "ies")")
            + (modules.isEmpty ? "" : "; " + moduleSummary)
    }

    /// One paragraph per pod, then the findings' count and the summary. `manifest` is the file
    /// a fix is written in (`mortar.json`).
    public func text(manifest: String) -> String {
        var out = ""
        for pod in pods {
            out += "\(pod.name) \(pod.version): \(headline(pod))\n"
            if let url = pod.url { out += "  package: \(url)\(pod.urlOrigin.map { " (\($0))" } ?? "")\n" }
            if let ref = pod.ref { out += "  \(ref.kind): \(ref.value)\(pod.refOrigin.map { " (\($0))" } ?? "")\n" }
            if let revision = pod.revision { out += "  revision: \(revision)\(pod.revisionReason.map { " (\($0))" } ?? "")\n" }
            if !pod.targets.isEmpty { out += "  targets: \(pod.targets.joined(separator: ", "))\(testOnlyNote(pod))\n" }
            if let binary = pod.binaryTarget { out += "  binary target: \(binary)\n" }
            for choice in pod.choices {
                let products = choice.products.isEmpty ? "nothing of its own to link" : choice.products.joined(separator: ", ")
                out += "  \(choice.spec) → \(products) (\(choice.evidence))\n"
            }
            for missing in pod.unmapped {
                out += "  \(missing.spec): \(missing.reason ?? "no product matches"); candidates: \(quotedList(missing.candidates))\n"
            }
            if let note = credentialsNote(pod, manifest: manifest) { out += "  \(note)\n" }
            if let why = pod.unreadableManifest { out += "  \(oneLine(why))\n" }
            for skipped in pod.skippedVersions { out += "  passed over \(oneLine(skipped))\n" }
            if let later = laterNote(pod) { out += "  \(later)\n" }
            if let branch = defaultBranchNote(pod) { out += "  \(branch)\n" }
            if let note = gitPodNote(pod, manifest: manifest) { out += "  \(note)\n" }
            if let note = outsidePodfileNote(pod, manifest: manifest) { out += "  \(note)\n" }
            if let reason = pod.reason { out += "  \(oneLine(reason))\n" }
            if pod.status == .noSource || pod.status == .unmapped {
                out += "  fix: pin it in \(manifest) as \(pod.pinFix)\n"
            }
        }
        if let changes = versionChanges { out += changes + "\n" }
        out += toolsText
        out += modulesText
        out += summary + "\n"
        return out
    }

    /// `{"pods": [...], "counts": {...}, "findings": [...]}`.
    public func json(manifest: String) -> JSONValue {
        let entries: [JSONValue] = pods.map { pod in
            var members: [(String, JSONValue)] = [
                ("name", .string(pod.name)), ("version", .string(pod.version)), ("status", .string(pod.status.rawValue)),
                ("location", .string(pod.location.description)),
                ("url", .optional(pod.url)), ("urlFrom", .optional(pod.urlOrigin)),
                ("ref", pod.ref.map { .object([("kind", .string($0.kind)), ("value", .string($0.value))]) } ?? .null),
                ("refFrom", .optional(pod.refOrigin)),
                ("products", .array(pod.choices.map { choice in
                    .object([("spec", .string(choice.spec)), ("products", .array(choice.products.map(JSONValue.string))), ("from", .string(choice.evidence))])
                })),
                ("unmapped", .array(pod.unmapped.map { missing in
                    .object([("spec", .string(missing.spec)), ("candidates", .array(missing.candidates.map(JSONValue.string)))]
                        + (missing.reason.map { [("reason", JSONValue.string($0))] } ?? []))
                })),
                ("firstVersionWithPackage", .optional(pod.firstVersionWithPackage)),
                ("reason", .optional(pod.reason)),
            ]
            // Only a Podfile app's pods have targets; only a test-only one a test-support product.
            if !pod.targets.isEmpty {
                let at = members.firstIndex { $0.0 == "refFrom" }! + 1
                members.insert(contentsOf: [("targets", .array(pod.targets.map(JSONValue.string))), ("testSupport", .optional(pod.testSupport))], at: at)
            }
            // Only a pod pinned by the commit of its tag has these (the tag is no SwiftPM version).
            if let revision = pod.revision {
                let at = members.firstIndex { $0.0 == "refFrom" }! + 1
                members.insert(contentsOf: [("revision", .string(revision)), ("revisionFrom", .optional(pod.revisionReason))], at: at)
            }
            if pod.status == .noSource || pod.status == .unmapped { members.append(("fix", .string(pod.pinFix))) }
            // Only where a manifest could not be read, or a later version was taken.
            if let why = pod.unreadableManifest { members.append(("unreadableManifest", .string(why))) }
            if !pod.skippedVersions.isEmpty { members.append(("skippedVersions", .array(pod.skippedVersions.map(JSONValue.string)))) }
            if let pinned = pod.pinnedVersion { members.append(("pinnedVersion", .string(pinned))) }
            if let asked = pod.outsidePodfile { members.append(("outsidePodfile", .string(asked))) }
            if !pod.mappedThrough.isEmpty { members.append(("mappedThrough", .array(pod.mappedThrough.map(JSONValue.string)))) }
            if let id = pod.defaultBranchWithPackage { members.append(("defaultBranchWithPackage", .string(id))) }
            if pod.isGitModule { members.append(("gitPod", .bool(true))) }
            if let pin = pod.gitPodPin { members.append(("gitPodPin", .string(pin))) }
            if let tool = pod.tool { members.append(("replacedBy", .string(tool))) }
            if let binary = pod.binaryTarget { members.append(("binaryTarget", .string(binary))) }
            return .object(members)
        }
        // `tool` and `binary` only when there is one, as the text's summary says it.
        let counts: [(String, JSONValue)] = PodMigration.Status.allCases.filter { ![.tool, .binary].contains($0) || count($0) > 0 }.map { ($0.rawValue, .int(count($0))) }
        let findings: [JSONValue] = self.findings.map { finding in
            .object([
                ("code", .string(finding.code.rawValue)), ("severity", .string(finding.severity.rawValue)),
                ("message", .string(finding.message)), ("locations", .array(finding.locations.map { .string($0.description) })),
                ("help", .optional(finding.help)),
            ])
        }
        return .object([
            ("manifest", .string(manifest)), ("pods", .array(entries)),
            ("counts", .object([("total", .int(pods.count))] + counts)), ("findings", .array(findings)),
        ] + (modules.isEmpty ? [] : [("modules", modulesJSON), ("moduleCounts", moduleCountsJSON)]))
    }

    /// A checklist a team can paste into its tracker: a ticked box per mapped pod.
    public func markdown(app: String, manifest: String) -> String {
        var out = "# Moving \(app) from CocoaPods to SwiftPM\n\n\(summary)\n\n"
        for pod in pods {
            let box = pod.status == .mapped ? "[x]" : "[ ]"
            out += "- \(box) **\(pod.name)** \(pod.version): \(headline(pod))"
            if pod.status == .mapped, let url = pod.url, let ref = pod.ref {
                let argument = pod.revision.map { "revision: \"\($0)\"" }
                    ?? (ref.kind == "tag" ? "exact: \"\(pod.version)\"" : (ref.kind == "commit" ? "revision: \"\(ref.value)\"" : "branch: \"\(ref.value)\""))
                out += " — `.package(url: \"\(url)\", \(argument))`, \(pod.products.map { "`\($0)`" }.joined(separator: ", "))"
            }
            out += "\n"
            if let note = credentialsNote(pod, manifest: manifest) { out += "  - \(note)\n" }
            for missing in pod.unmapped {
                out += "  - `\(missing.spec)`: \(missing.reason ?? "no product matches"); candidates: \(missing.candidates.map { "`\($0)`" }.joined(separator: ", "))\n"
            }
            if let why = pod.unreadableManifest { out += "  - \(oneLine(why))\n" }
            for skipped in pod.skippedVersions { out += "  - passed over \(oneLine(skipped))\n" }
            if let later = laterNote(pod) { out += "  - \(later)\n" }
            if let branch = defaultBranchNote(pod) { out += "  - \(branch)\n" }
            if let note = outsidePodfileNote(pod, manifest: manifest) { out += "  - \(note)\n" }
            if let pin = pod.gitPodPin {
                out += pod.recordsGitPodPin
                    ? "  - --write records the pin `\(pin)` in \(manifest), which takes the place of its :git pod line\n"
                    : "  - to take the package, replace its :git pod line with the pin `\(pin)` in \(manifest)\n"
            }
            if let reason = pod.reason { out += "  - \(oneLine(reason))\n" }
            if let tool = pod.tool { out += "  - replace with \(tool)\n" }
            if let binary = pod.binaryTarget { out += "  - binary target: `\(binary)`\n" }
            if pod.status == .noSource || pod.status == .unmapped {
                out += "  - fix: pin it in \(manifest) as `\(pod.pinFix)`\n"
            }
        }
        if let changes = versionChanges { out += "\n" + changes + "\n" }
        out += modulesMarkdown
        for finding in findings { out += "\n> **\(finding.code.rawValue)**: \(finding.message)\n" }
        return out
    }

    /// The tools section: what replaces each tool pod; empty when the app has none.
    var toolsText: String {
        let tools = pods.filter { $0.status == .tool }
        guard !tools.isEmpty else { return "" }
        return "tools (never linked into an app target):\n" + tools.map { "  \($0.name) \($0.version) → \($0.tool ?? "")\n" }.joined()
    }

    /// ` (test targets only: …)` for a pod only the Podfile's test targets use.
    func testOnlyNote(_ pod: PodMigration) -> String {
        guard let support = pod.testSupport else { return "" }
        return " (test targets only: the generated Package.swift puts its products in \(support), never in \(pod.app ?? "the app"))"
    }

    func headline(_ pod: PodMigration) -> String {
        switch pod.status {
        case .mapped:
            if !pod.mappedThrough.isEmpty {
                return "mapped through the pods its specs depend on" + (pod.pinnedVersion.map { ", at their package's version; you pin \($0)" } ?? "")
            }
            if let later = pod.pinnedVersion { return "mapped at a later version; you pin \(later)" }
            if pod.isOnDefaultBranch { return "mapped at its default branch's commit: no version tag has a Package.swift" }
            return "mapped"
        case .unmapped: return "a Package.swift, but no product for \(quotedList(pod.unmapped.map(\.spec)))"
        case .noPackage:
            let tag = pod.ref.map { " at \($0.kind) '\($0.value)'" } ?? ""
            let none = pod.unreadableManifest == nil ? "no Package.swift" : "no Package.swift SwiftPM reads"
            if pod.isGitModule { return "\(none)\(tag); it stays a module, converted from its podspec" }
            let later = pod.skippedVersions.isEmpty && pod.unreadableManifest == nil ? "a Package.swift" : "a Package.swift SwiftPM reads"
            guard let first = pod.firstVersionWithPackage else { return "\(none)\(tag), nor at any later version tag" }
            return "\(none)\(tag); \(pod.name) has \(later) from \(first); you pin \(pod.version)"
        case .noSource: return "no source known"
        case .unavailable: return "unavailable"
        case .tool: return "a tool, never linked into an app target"
        case .binary: return "an .xcframework in an http archive: a binary target"
        }
    }

    /// For a pod with a later version that has a Package.swift, not taken: how to take it.
    func laterNote(_ pod: PodMigration) -> String? {
        guard pod.status == .noPackage, !pod.isGitModule, let first = pod.firstVersionWithPackage else { return nil }
        return "--accept-later-versions maps \(first) and --write records it"
    }

    /// For a pod mapped at a version the Podfile's requirement excludes: who uses which, and
    /// how to make the two agree.
    func outsidePodfileNote(_ pod: PodMigration, manifest: String) -> String? {
        guard let asked = pod.outsidePodfile else { return nil }
        return "\(pod.version) is outside the Podfile's \(asked): generate and integrate take \(pod.version) from the pin in \(manifest), "
            + "CocoaPods keeps reading the Podfile's; change the pod's requirement in the Podfile to admit \(pod.version)"
    }

    /// For a mapped `:git` pod: the pin that takes its package, and who writes it.
    func gitPodNote(_ pod: PodMigration, manifest: String) -> String? {
        guard let pin = pod.gitPodPin else { return nil }
        if pod.recordsGitPodPin { return "--write records the pin \(pin) in \(manifest), which takes the place of its :git pod line" }
        return "to take the package, replace its :git pod line with the pin \(pin) in \(manifest)"
    }

    /// For a pod whose package URL carries credentials: every line Mortar prints shows them as
    /// `***` (`URLCredentials`), so the `.package(url:)` shown is not the one written; where the
    /// URL is as written, and where credentials belong.
    func credentialsNote(_ pod: PodMigration, manifest: String) -> String? {
        guard let url = pod.url, URLCredentials.hidden(url) != url else { return nil }
        return "the URL's credentials are shown as ***; \(manifest) and the Package.swift generate writes have it as written: keep them in a git credential helper or ~/.netrc instead"
    }

    /// For a pod whose Package.swift is only on its default branch: the commit, and the choice.
    func defaultBranchNote(_ pod: PodMigration) -> String? {
        guard let id = pod.defaultBranchWithPackage, !pod.isOnDefaultBranch else { return nil }
        return "its default branch has a Package.swift at commit \(id), no version tag does: --accept-default-branch maps it at that commit (\"revision\": \"\(id)\") and --write records it, or ask its maintainers for a release"
    }

    /// `versions change: OldKit 1.0.0 → 2.1.0, …`: the pods mapped at a later version than
    /// pinned; nil when none.
    public var versionChanges: String? {
        let changed = pods.filter { $0.pinnedVersion != nil }
        guard !changed.isEmpty else { return nil }
        return "versions change: " + changed.map { "\($0.name) \($0.pinnedVersion!) → \($0.version)" }.joined(separator: ", ")
    }

    /// A reason on one line, as an item of the text report and of the checklist needs: a
    /// tool's multi-line error (git's, with its advice) has its lines joined with `; `.
    func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }.joined(separator: "; ")
    }

    func quotedList(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
