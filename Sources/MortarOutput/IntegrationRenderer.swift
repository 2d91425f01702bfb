import MortarCore
import MortarWorkspace

/// Prints what `mortar integrate` did or would do. Pure: byte-stable text and JSON.
public enum IntegrationRenderer {
    public static func text(_ outcome: IntegrationOutcome) -> String {
        guard let project = outcome.project, !outcome.isRefused else { return "" }
        var out = ""
        if outcome.isUnchanged {
            out += "\(project) is integrated already: nothing to change\n"
        } else {
            out += "\(outcome.dryRun ? "would change" : "changed") \(project):\n"
            for line in outcome.removed + outcome.added { out += "  \(line)\n" }
        }
        out += "targets:\n"
        for target in outcome.targets {
            let products = target.products.map(\.product)
            out += "  \(target.name): \(products.isEmpty ? "no products" : products.joined(separator: ", "))\n"
        }
        for file in outcome.files { out += "\(outcome.dryRun ? "would write" : "wrote") \(file)\n" }
        out += "to finish:\n"
        for line in outcome.finish { out += "  \(line)\n" }
        return out
    }

    /// The outcome with its findings (`"diagnostics"`, listed as every JSON document lists them),
    /// as `bootstrap --integrate` embeds it.
    public static func json(_ outcome: IntegrationOutcome) -> JSONValue {
        guard case let .object(members) = body(outcome) else { return body(outcome) }
        return .object(members + [("diagnostics", DiagnosticRenderer.items(outcome.diagnostics))])
    }

    /// `mortar integrate --format json`: the outcome, then what reading the workspace said and
    /// the outcome's findings in `"diagnostics"` and `"messages"`, as every command's document.
    public static func document(_ outcome: IntegrationOutcome, _ messages: [ServiceMessage]) -> String {
        ServiceJSON.document(body(outcome), messages + [.diagnostics(outcome.diagnostics)])
    }

    /// Every member but the findings.
    static func body(_ outcome: IntegrationOutcome) -> JSONValue {
        .object([
            ("project", .optional(outcome.project)),
            ("dryRun", .bool(outcome.dryRun)),
            ("refused", .bool(outcome.isRefused)),
            ("removed", .array(outcome.removed.map(JSONValue.string))),
            ("added", .array(outcome.added.map(JSONValue.string))),
            ("packages", .array(outcome.packages.map(package))),
            ("targets", .array(outcome.targets.map { target in
                .object([
                    ("name", .string(target.name)),
                    ("label", .string(target.label)),
                    ("products", .array(target.products.map { linked in .object(members(linked)) })),
                    ("leftOut", .array(target.leftOut.map { left in .object(members(left.linked) + [("reason", .string(left.reason.rawValue))]) })),
                ])
            })),
            ("files", .array(outcome.files.map(JSONValue.string))),
            ("finish", .array(outcome.finish.map(JSONValue.string))),
        ])
    }

    /// A linked product's members: `product`, `package`, `pods`.
    static func members(_ linked: LinkedProduct) -> [(String, JSONValue)] {
        [("product", .string(linked.product)), ("package", package(linked.package)), ("pods", .array(linked.pods.map(JSONValue.string)))]
    }

    public static func package(_ reference: PackageReference) -> JSONValue {
        switch reference {
        case let .local(path): return .object([("path", .string(path))])
        case let .remote(url, version): return .object([("url", .string(url)), ("exactVersion", .string(version))])
        }
    }
}
