import Foundation

/// Prints rows as an aligned table or as one JSON document:
/// `{"results": [{"suite": "check", "modules": 5000, "edges": …, "median_s": …, "min_s": …,
/// "max_s": …, "peak_memory_mb": …}, …], "fits": […], "comparisons": […], "unavailable": […]}`.
enum ReportRenderer {
    static func text(_ rows: [BenchRow], notes: SuiteNotes) -> String {
        let header = ["suite", "case", "size", "runs", "median", "min", "max", "cpu median", "peak memory"]
        var table = [header]
        for row in rows {
            table.append(cells(row))
        }
        if rows.isEmpty { table = [] }
        let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        let rightAligned: Set<Int> = [3, 4, 5, 6, 7, 8]
        var out = ""
        for (index, cells) in table.enumerated() {
            let padded = cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? pad + cell : cell + pad
            }
            out += padded.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
            if index == 0 { out += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n" }
        }
        for line in noteLines(notes) {
            out += line + "\n"
        }
        return out
    }

    /// One row's cells, in the order of the table's header.
    static func cells(_ row: BenchRow) -> [String] {
        [
            row.suite, row.variant ?? "", row.sizes.map { "\($0.key)=\($0.value)" }.joined(separator: " "), "\(row.samples.count)",
            duration(row.median), duration(row.min), duration(row.max), row.cpuMedian.map(duration) ?? "-",
            row.peakMemoryMB.map { String(format: "%.1f MB", $0) } ?? "-",
        ]
    }

    /// The notes below the table, one line each: the fits, the comparisons, the ratios, then what was not available.
    static func noteLines(_ notes: SuiteNotes) -> [String] {
        notes.fits.map { "\($0.suite): time grows as (\($0.over))^\(String(format: "%.2f", $0.exponent)) (least squares on log-log medians)" }
            + notes.comparisons.map { "\($0.suite): \(comparisonText($0))" }
            + notes.ratios.map { "\($0.suite): \(ratioText($0))" }
            + notes.unavailable.map { "\($0.suite): not available: \($0.reason)" }
    }

    /// `mortar fetch, cold against xargs -P 8 git clone, cold over 15 interleaved rounds:
    /// median difference -12.34 ms (-1.8%); not slower in 9 of 15 rounds`.
    static func comparisonText(_ compared: (suite: String, subject: String, baseline: String, comparison: PairedComparison)) -> String {
        let result = compared.comparison
        let sign = result.medianDifference < 0 ? "-" : "+"
        return "\(compared.subject) against \(compared.baseline) over \(result.rounds) interleaved rounds: "
            + "median difference \(sign)\(duration(abs(result.medianDifference))) (\(sign)\(String(format: "%.1f", abs(result.relative) * 100))%); "
            + "not slower in \(result.notSlower) of \(result.rounds) rounds"
    }

    /// `real Ruby podspecs: 6.2× as fast as real Ruby podspecs, in Ruby (…) by median wall
    /// time, 5.8× by median CPU time`.
    static func ratioText(_ ratio: (suite: String, subject: String, anchor: String, wall: Double, cpu: Double)) -> String {
        "\(ratio.subject): \(String(format: "%.1f", ratio.wall))× as fast as \(ratio.anchor) by median wall time, \(String(format: "%.1f", ratio.cpu))× by median CPU time"
    }

    /// A Markdown table (what the reference's Performance.md pastes), then the notes.
    static func markdown(_ rows: [BenchRow], notes: SuiteNotes) -> String {
        var out = "| suite | case | size | runs | median | min | max | CPU median | peak memory |\n"
        out += "|---|---|---|--:|--:|--:|--:|--:|--:|\n"
        for row in rows {
            out += "| " + cells(row).map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
        }
        let lines = noteLines(notes)
        if !lines.isEmpty { out += "\n" }
        for line in lines {
            out += "- " + line + "\n"
        }
        return out
    }

    static func json(_ rows: [BenchRow], notes: SuiteNotes) -> String {
        let results = rows.map { row -> String in
            var fields = ["\"suite\": \(quoted(row.suite))"]
            if let variant = row.variant { fields.append("\"case\": \(quoted(variant))") }
            fields += row.sizes.map { "\(quoted($0.key)): \($0.value)" }
            fields += [
                "\"median_s\": \(seconds(row.median))", "\"min_s\": \(seconds(row.min))", "\"max_s\": \(seconds(row.max))",
                "\"peak_memory_mb\": \(row.peakMemoryMB.map { String(format: "%.1f", $0) } ?? "null")",
            ]
            if let cpu = row.cpuMedian { fields.append("\"cpu_median_s\": \(seconds(cpu))") }
            return "    {" + fields.joined(separator: ", ") + "}"
        }
        let fits = notes.fits.map { "    {\"suite\": \(quoted($0.suite)), \"over\": \(quoted($0.over)), \"exponent\": \(String(format: "%.3f", $0.exponent))}" }
        let comparisons = notes.comparisons.map { compared in
            let result = compared.comparison
            return "    {\"suite\": \(quoted(compared.suite)), \"case\": \(quoted(compared.subject)), \"baseline\": \(quoted(compared.baseline)), "
                + "\"rounds\": \(result.rounds), \"median_difference_s\": \(seconds(result.medianDifference)), "
                + "\"relative\": \(String(format: "%.4f", result.relative)), \"not_slower_rounds\": \(result.notSlower)}"
        }
        let ratios = notes.ratios.map { ratio in
            "    {\"suite\": \(quoted(ratio.suite)), \"case\": \(quoted(ratio.subject)), \"anchor\": \(quoted(ratio.anchor)), "
                + "\"times_faster_wall\": \(String(format: "%.2f", ratio.wall)), \"times_faster_cpu\": \(String(format: "%.2f", ratio.cpu))}"
        }
        let unavailable = notes.unavailable.map { "    {\"suite\": \(quoted($0.suite)), \"reason\": \(quoted($0.reason))}" }
        func list(_ items: [String]) -> String { items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n  ]" }
        return "{\n  \"results\": \(list(results)),\n  \"fits\": \(list(fits)),\n  \"comparisons\": \(list(comparisons)),\n  \"ratios\": \(list(ratios)),\n  \"unavailable\": \(list(unavailable))\n}\n"
    }

    /// `12.34 ms` below a second, `1.234 s` above.
    static func duration(_ seconds: Double) -> String {
        seconds < 1 ? String(format: "%.2f ms", seconds * 1000) : String(format: "%.3f s", seconds)
    }

    static func seconds(_ value: Double) -> String { String(format: "%.6f", value) }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04X", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
