/// The podspec modules' rows of the migration report: each module converted to SwiftPM targets
/// of the composite package, converted with findings, or not convertible, with every finding.
extension PodMigrationReport {
    /// The report with these module conversions, sorted by module name.
    public func with(modules: some Sequence<ModuleConversion>) -> PodMigrationReport {
        var report = self
        report.modules = modules.sorted { $0.module < $1.module }
        return report
    }

    /// True when every podspec module converts with no finding. A finding is something SwiftPM
    /// cannot express as written, so "converted with findings" is not done: exit 1, as for a
    /// pod that does not map.
    public var allConverted: Bool { modules.allSatisfy { $0.status == .converted } }

    /// How many podspec modules have each status.
    public func count(_ status: ModuleConversion.Status) -> Int { modules.filter { $0.status == status }.count }

    /// `2 podspec modules: 1 converted, 1 converted with findings, 0 not convertible`.
    public var moduleSummary: String {
        "\(modules.count) podspec module\(modules.count == 1 ? "" : "s"): \(count(.converted)) converted, "
            + "\(count(.convertedWithFindings)) converted with findings, \(count(.notConvertible)) not convertible"
    }

    /// One paragraph per module: its status, then each finding as the compiler prints one.
    var modulesText: String {
        var out = ""
        for module in modules {
            out += "module \(module.module): \(module.status.rawValue)\n"
            for finding in module.findings {
                let place = finding.primaryLocation.map { "\($0): " } ?? ""
                out += "  \(place)\(finding.severity.rawValue)[\(finding.code.rawValue)]: \(finding.message)\n"
                if let help = finding.help { out += "    help: \(help)\n" }
            }
        }
        return out
    }

    /// `[{"name", "status", "findings": [{"code", "severity", "location", "message", "help"}]}]`.
    var modulesJSON: JSONValue {
        .array(modules.map { module in
            .object([
                ("name", .string(module.module)), ("status", .string(Self.key(module.status))),
                ("findings", .array(module.findings.map { finding in
                    .object([
                        ("code", .string(finding.code.rawValue)), ("severity", .string(finding.severity.rawValue)),
                        ("location", .optional(finding.primaryLocation?.description)), ("message", .string(finding.message)),
                        ("help", .optional(finding.help)),
                    ])
                })),
            ])
        })
    }

    /// `{"total", "converted", "converted-with-findings", "not-convertible"}`.
    var moduleCountsJSON: JSONValue {
        let statuses: [ModuleConversion.Status] = [.converted, .convertedWithFindings, .notConvertible]
        return .object([("total", .int(modules.count))] + statuses.map { (Self.key($0), .int(count($0))) })
    }

    /// A ticked box per module converted with no finding, each finding beneath.
    var modulesMarkdown: String {
        var out = ""
        for module in modules {
            out += "- \(module.status == .converted ? "[x]" : "[ ]") **\(module.module)** (podspec module): \(module.status.rawValue)\n"
            for finding in module.findings {
                let place = finding.primaryLocation.map { " at `\($0)`" } ?? ""
                out += "  - `\(finding.code.rawValue)`\(place): \(finding.message)\(finding.help.map { " — \($0)" } ?? "")\n"
            }
        }
        return out
    }

    /// A status as a JSON word: `converted-with-findings`.
    static func key(_ status: ModuleConversion.Status) -> String {
        switch status {
        case .converted: return "converted"
        case .convertedWithFindings: return "converted-with-findings"
        case .notConvertible: return "not-convertible"
        }
    }
}
