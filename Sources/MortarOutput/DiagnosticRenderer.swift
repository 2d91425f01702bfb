import MortarCore

/// Prints findings in each output format. Pure: values in, text out, byte-stable.
public enum DiagnosticRenderer {
    /// What the report is about, for summaries (`17 modules, 42 dependencies`).
    public struct Summary: Sendable {
        public var modules: Int
        public var edges: Int
        public init(modules: Int, edges: Int) {
            self.modules = modules
            self.edges = edges
        }
    }

    public static func render(_ diagnostics: [Diagnostic], format: DiagnosticFormat, summary: Summary, color: Bool = false) -> String {
        switch format {
        case .text: return text(diagnostics, summary: summary, color: color)
        case .json: return json(diagnostics, summary: summary).rendered()
        case .sarif: return sarif(diagnostics).rendered()
        case .github: return github(diagnostics, summary: summary)
        }
    }

    // MARK: text

    /// Each diagnostic in the one text shape (`Diagnostic.text`), then a count.
    public static func text(_ diagnostics: [Diagnostic], summary: Summary, color: Bool) -> String {
        entries(diagnostics, color: color) + summaryLine(diagnostics, summary: summary) + "\n"
    }

    /// Each diagnostic in the one text shape, without a count: what every command that reports
    /// a manifest problem or a finding on the way prints. At most `perCodeLimit` of each code
    /// are printed, then one `… and N more error[code]` line per code past it.
    public static func entries(_ diagnostics: [Diagnostic], color: Bool = false) -> String {
        let style = Paint(enabled: color).diagnosticStyle
        let (shown, more) = capped(diagnostics)
        return shown.map { $0.text(style) }.joined() + more.map { $0 + "\n" }.joined()
    }

    /// How many findings of one code and severity the text and GitHub formats print: a broken
    /// or generated manifest can make millions, which no one reads and which cost gigabytes to
    /// print. The summary line still counts every one, and errors decide the exit status;
    /// JSON and SARIF keep every finding, for programs.
    public static let perCodeLimit = 100

    /// The first `perCodeLimit` diagnostics of each code and severity, in their order, and for
    /// each code past the limit a line `… and 39,800 more error[unknown-dependency]`, sorted.
    /// - Complexity: O(n).
    static func capped(_ diagnostics: [Diagnostic]) -> (shown: [Diagnostic], more: [String]) {
        struct Key: Hashable, Comparable {
            var code: DiagnosticCode
            var severity: Severity
            static func < (l: Key, r: Key) -> Bool { (l.code, l.severity) < (r.code, r.severity) }
        }
        var counts: [Key: Int] = [:]
        var shown: [Diagnostic] = []
        for diagnostic in diagnostics {
            let key = Key(code: diagnostic.code, severity: diagnostic.severity)
            let count = counts[key, default: 0] + 1
            counts[key] = count
            if count <= perCodeLimit { shown.append(diagnostic) }
        }
        let more = counts.filter { $0.value > perCodeLimit }.keys.sorted().map { key in
            "… and \(NumberText.grouped(counts[key]! - perCodeLimit)) more \(key.severity.rawValue)[\(key.code.rawValue)]"
        }
        return (shown, more)
    }

    /// `2 errors, 1 warning (17 modules, 42 dependencies)` or `no problems (…)`.
    public static func summaryLine(_ diagnostics: [Diagnostic], summary: Summary) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let scope = "\(summary.modules) module\(summary.modules == 1 ? "" : "s"), \(summary.edges) dependenc\(summary.edges == 1 ? "y" : "ies") between them"
        if errors == 0, warnings == 0 { return "no problems found (\(scope))" }
        var parts: [String] = []
        if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        return "\(parts.joined(separator: ", ")) (\(scope))"
    }

    // MARK: json

    static func locationJSON(_ location: SourceLocation) -> JSONValue {
        .object([("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column))])
    }

    /// `{"version": 1, "diagnostics": [{code, severity, message, locations, notes, help}], "summary": …}`
    public static func json(_ diagnostics: [Diagnostic], summary: Summary) -> JSONValue {
        .object([
            ("version", .int(1)),
            ("diagnostics", items(diagnostics)),
            ("summary", .object([
                ("errors", .int(diagnostics.filter { $0.severity == .error }.count)),
                ("warnings", .int(diagnostics.filter { $0.severity == .warning }.count)),
                ("modules", .int(summary.modules)),
                ("dependencies", .int(summary.edges)),
            ])),
        ])
    }

    /// `[{code, severity, message, locations, notes, help}]`: each diagnostic as every JSON
    /// document of Mortar lists it.
    public static func items(_ diagnostics: [Diagnostic]) -> JSONValue {
        .array(diagnostics.map { diagnostic in
            .object([
                ("code", .string(diagnostic.code.rawValue)),
                ("severity", .string(diagnostic.severity.rawValue)),
                ("message", .string(diagnostic.message)),
                ("locations", .array(diagnostic.locations.map(locationJSON))),
                ("notes", .array(diagnostic.notes.map { note in
                    .object([("message", .string(note.message)), ("location", note.location.map(locationJSON) ?? .null)])
                })),
                ("help", .optional(diagnostic.help)),
            ])
        })
    }

    // MARK: sarif

    /// SARIF 2.1.0: one run, every rule mortar has, one result per finding.
    public static func sarif(_ diagnostics: [Diagnostic]) -> JSONValue {
        let rules = DiagnosticCode.allCases
        let rulesJSON: [JSONValue] = rules.map { code in
            .object([
                ("id", .string(code.rawValue)),
                ("name", .string(code.rawValue)),
                ("shortDescription", .object([("text", .string(code.summary))])),
            ])
        }
        func physical(_ location: SourceLocation) -> JSONValue {
            var members: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(location.file))]))]
            if location.line > 0 {
                var region: [(String, JSONValue)] = [("startLine", .int(location.line))]
                if location.column > 0 { region.append(("startColumn", .int(location.column))) }
                members.append(("region", .object(region)))
            }
            return .object([("physicalLocation", .object(members))])
        }
        let results: [JSONValue] = diagnostics.map { diagnostic in
            var text = diagnostic.message
            if let help = diagnostic.help { text += "\nhelp: \(help)" }
            var members: [(String, JSONValue)] = [
                ("ruleId", .string(diagnostic.code.rawValue)),
                ("ruleIndex", .int(rules.firstIndex(of: diagnostic.code) ?? 0)),
                ("level", .string(diagnostic.severity == .note ? "note" : diagnostic.severity.rawValue)),
                ("message", .object([("text", .string(text))])),
                ("locations", .array(diagnostic.locations.prefix(1).map(physical))),
            ]
            let related = diagnostic.notes.compactMap { note -> JSONValue? in
                guard let location = note.location, case let .object(inner) = physical(location) else { return nil }
                return .object(inner + [("message", .object([("text", .string(note.message))]))])
            }
            if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
            return .object(members)
        }
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("mortar")),
                    ("version", .string(MortarVersion.current)),
                    ("rules", .array(rulesJSON)),
                ]))])),
                ("results", .array(results)),
            ])])),
        ])
    }

    // MARK: github

    /// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`.
    public static func github(_ diagnostics: [Diagnostic], summary: Summary) -> String {
        var out = ""
        let (shown, more) = capped(diagnostics)
        for diagnostic in shown {
            let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
            var properties: [String] = []
            if let location = diagnostic.primaryLocation {
                properties.append("file=\(escapeProperty(location.file))")
                if location.line > 0 { properties.append("line=\(location.line)") }
                if location.column > 0 { properties.append("col=\(location.column)") }
            }
            properties.append("title=\(escapeProperty("mortar \(diagnostic.code.rawValue)"))")
            var message = diagnostic.message
            for note in diagnostic.notes {
                message += "\n" + (note.location.map { "\($0): " } ?? "") + "note: \(note.message)"
            }
            if let help = diagnostic.help { message += "\nhelp: \(help)" }
            out += "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
        }
        out += more.map { $0 + "\n" }.joined()
        out += summaryLine(diagnostics, summary: summary) + "\n"
        return out
    }

    static func escapeData(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    /// Every occurrence of `target` replaced (Foundation-free).
    func replacingAll(_ target: String, _ replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
