import MortarCore

/// How `generate` prints its findings: `file:line:col: warning[code]: message` and a help line.
enum GenerateReport {
    static func text(_ diagnostic: Diagnostic) -> String {
        let place = diagnostic.primaryLocation.map { "\($0): " } ?? ""
        var text = "\(place)\(diagnostic.severity.rawValue)[\(diagnostic.code.rawValue)]: \(diagnostic.message)\n"
        if let help = diagnostic.help { text += "  help: \(help)\n" }
        return text
    }
}
