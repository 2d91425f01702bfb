extension Requirement {
    /// Parses CocoaPods requirement strings: each may hold several comma-separated terms
    /// (`">= 1.0, < 2.0"`), a bare version means `=`, and an empty list means any version.
    /// Operators: `=`, `!=`, `>`, `>=`, `<`, `<=`, `~>`, with or without a space before the version.
    /// - Throws: `RequirementError` naming the offending text and what to write instead.
    public static func parse(_ strings: [String]) throws(RequirementError) -> Requirement {
        var constraints: [Constraint] = []
        for string in strings {
            for piece in string.split(separator: ",", omittingEmptySubsequences: false) {
                constraints.append(try parseConstraint(String(piece), whole: string))
            }
        }
        return .versions(constraints)
    }

    /// Parses one requirement string (which may hold comma-separated terms).
    public static func parse(_ string: String) throws(RequirementError) -> Requirement {
        try parse([string])
    }

    /// The characters a term's operator is made of (made once: a set per term cost a tenth of
    /// reading a constraint).
    static let operatorCharacters: Set<Character> = ["=", "!", "<", ">", "~"]

    /// Reads one `op version` term of `whole`.
    static func parseConstraint(_ text: String, whole: String) throws(RequirementError) -> Constraint {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw RequirementError.empty(whole) }
        // The operator is the leading run of operator characters, so `==` or `=>` is named as
        // a wrong operator rather than reported as a strange version.
        let opText = String(trimmed.prefix(while: { operatorCharacters.contains($0) }))
        let op: Operator
        if opText.isEmpty {
            op = .equal
        } else if let known = Operator(rawValue: opText) {
            op = known
        } else {
            throw RequirementError.unknownOperator(opText, in: whole)
        }
        let versionText = String(trimmed.dropFirst(opText.count)).trimmingWhitespace()
        guard !versionText.isEmpty else { throw RequirementError.missingVersion(op.rawValue, in: whole) }
        switch Version.scan(versionText) {
        case let .success(version): return Constraint(op, version)
        case .failure: throw RequirementError.malformedVersion(versionText, in: whole)
        }
    }
}
