extension CouplingReport {
    /// The matrix for people: rows use columns; each cell is the number of the column's public
    /// declarations the row uses, marked `*` when the row declares the column, `~` when it only
    /// reaches it transitively, `!` when it does not reach it at all; `.` for nothing. Then the
    /// differences from the manifests, one line each.
    public func text() -> String {
        guard !modules.isEmpty else { return "no module has source files: nothing to measure\n" }
        let corner = "uses →"
        let rowWidth = max(corner.count, modules.map(\.count).max() ?? 0)
        let widths = modules.map { max($0.count, 4) }
        var out = rightPad(corner, rowWidth)
        for (column, width) in zip(modules, widths) { out += "  " + leftPad(column, width) }
        out += "\n"
        for row in modules {
            out += rightPad(row, rowWidth)
            for (column, width) in zip(modules, widths) {
                out += "  " + leftPad(cell(from: row, to: column), width)
            }
            out += "\n"
        }
        out += "\n* declared dependency, ~ reached only transitively, ! not declared at all, . nothing used\n"
        let differences = pairs.compactMap(difference)
        if differences.isEmpty {
            out += "\nthe code's coupling matches the manifests\n"
        } else {
            out += "\nwhere the code differs from the manifests:\n"
            for line in differences { out += "  \(line)\n" }
        }
        if !ambiguities.isEmpty {
            out += "\nnames several modules declare, not counted (an import of the module that declares it says which):\n"
            for ambiguity in ambiguities {
                let candidates = ambiguity.candidates.map { "'\($0)'" }.joined(separator: ", ")
                let users = ambiguity.users.map { "'\($0)'" }.joined(separator: ", ")
                out += "  '\(ambiguity.name)' (declared by \(candidates)), used by \(users)\n"
            }
        }
        return out
    }

    private func cell(from row: String, to column: String) -> String {
        if row == column { return "-" }
        guard let pair = pair(from: row, to: column) else { return "." }
        switch pair.declared {
        case .direct: return "\(pair.count)*"
        case .transitive: return "\(pair.count)~"
        case .none: return "\(pair.count)!"
        }
    }

    private func difference(_ pair: Pair) -> String? {
        let names = pair.declarations.prefix(5).joined(separator: ", ") + (pair.count > 5 ? ", …" : "")
        let uses = "'\(pair.from)' uses \(pair.count) declaration\(pair.count == 1 ? "" : "s") of '\(pair.to)' (\(names))"
        switch pair.declared {
        case .direct where pair.count == 0:
            return "'\(pair.from)' declares '\(pair.to)' but uses none of its public declarations"
        case .direct:
            return nil
        case .transitive:
            return "\(uses) but reaches it only transitively"
        case .none:
            return "\(uses) without depending on it"
        }
    }

    private func rightPad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private func leftPad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// `{"modules": [...], "pairs": [{"from", "to", "count", "declared", "declarations"}],
    /// "ambiguous": [{"name", "candidates", "users"}]}`.
    public func json() -> JSONValue {
        .object([
            ("modules", .array(modules.map(JSONValue.string))),
            ("pairs", .array(pairs.map { pair in
                .object([
                    ("from", .string(pair.from)),
                    ("to", .string(pair.to)),
                    ("count", .int(pair.count)),
                    ("declared", .string(pair.declared.rawValue)),
                    ("declarations", .array(pair.declarations.map(JSONValue.string))),
                ])
            })),
            ("ambiguous", .array(ambiguities.map { ambiguity in
                .object([
                    ("name", .string(ambiguity.name)),
                    ("candidates", .array(ambiguity.candidates.map(JSONValue.string))),
                    ("users", .array(ambiguity.users.map(JSONValue.string))),
                ])
            })),
        ])
    }

    /// `from,to,count,declared,declarations` (names separated by spaces), RFC 4180 quoting.
    public func csv() -> String {
        var out = "from,to,count,declared,declarations\n"
        for pair in pairs {
            let fields = [pair.from, pair.to, String(pair.count), pair.declared.rawValue, pair.declarations.joined(separator: " ")]
            out += fields.map(csvField).joined(separator: ",") + "\n"
        }
        return out
    }

    private func csvField(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}
