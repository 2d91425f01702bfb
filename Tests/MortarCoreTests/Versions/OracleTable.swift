import Foundation

/// A recorded RubyGems answer: `Gem::Requirement.new(*terms).satisfied_by?(Gem::Version.new(version))`.
struct OracleRow: Sendable {
    var line: Int
    var requirement: String
    var version: String
    var satisfied: Bool
}

/// Reads the TSV files `Oracle/gem-requirement-oracle.rb` wrote beside this test target
/// (committed, so the tests never need Ruby).
enum OracleTable {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Oracle")

    static func load(_ name: String) throws -> [OracleRow] {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        var rows: [OracleRow] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // A comment, the column names, or the final newline.
            if line.hasPrefix("#") || line.hasPrefix("requirement\t") || line.isEmpty { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, fields[2] == "yes" || fields[2] == "no" else {
                throw OracleError(message: "\(name):\(index + 1): expected 'requirement<TAB>version<TAB>yes|no', got '\(line)'")
            }
            rows.append(OracleRow(line: index + 1, requirement: fields[0], version: fields[1], satisfied: fields[2] == "yes"))
        }
        return rows
    }
}

struct OracleError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
