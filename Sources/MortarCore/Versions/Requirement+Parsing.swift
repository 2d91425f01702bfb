extension Requirement {
    /// Parses CocoaPods requirement strings: each may hold several comma-separated terms
    /// (`">= 1.0, < 2.0"`), a bare version means `=`, and an empty list means any version.
    /// Operators: `=`, `!=`, `>`, `>=`, `<`, `<=`, `~>`, with or without a space before the version.
    /// - Throws: `RequirementError` naming the offending text and what to write instead.
    public static func parse(_ strings: [String]) throws(RequirementError) -> Requirement {
        // No version (most dependencies), or one common term: answered with no list grown
        // (`reserveCapacity` of an empty list made a new one even for no term).
        if strings.isEmpty { return .versions([]) }
        if strings.count == 1, let constraint = asciiConstraint(strings[0]) { return .versions([constraint]) }
        var constraints: [Constraint] = []
        constraints.reserveCapacity(strings.count)
        for string in strings {
            // The common term (`'~> 1.2'`): one ASCII term read over its bytes, without splitting
            // it or breaking it into characters; anything else (and every error) below.
            if let constraint = asciiConstraint(string) {
                constraints.append(constraint)
                continue
            }
            for piece in string.split(separator: ",", omittingEmptySubsequences: false) {
                constraints.append(try parseConstraint(String(piece), whole: string))
            }
        }
        return .versions(constraints)
    }

    /// `parseConstraint` of a `text` that is one ASCII term (no `,`) with a known operator and a
    /// version `Version.scan` accepts; nil for anything else, which `parseConstraint` reads
    /// (and reports). The same answer: in ASCII every character is one byte but `\r\n`, which
    /// is whitespace, never part of an operator.
    static func asciiConstraint(_ text: String) -> Constraint? {
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes -> Constraint? in
            func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }
            func isOperator(_ b: UInt8) -> Bool {
                b == UInt8(ascii: "=") || b == UInt8(ascii: "!") || b == UInt8(ascii: "<") || b == UInt8(ascii: ">") || b == UInt8(ascii: "~")
            }
            var start = 0, end = bytes.count
            for b in bytes where b >= 0x80 || b == UInt8(ascii: ",") { return nil }
            while start < end, isSpace(bytes[start]) { start += 1 }
            while end > start, isSpace(bytes[end - 1]) { end -= 1 }
            var opEnd = start
            while opEnd < end, isOperator(bytes[opEnd]) { opEnd += 1 }
            let op: Operator
            switch opEnd - start {
            case 0: op = .equal
            case 1:
                switch bytes[start] {
                case UInt8(ascii: "="): op = .equal
                case UInt8(ascii: ">"): op = .greater
                case UInt8(ascii: "<"): op = .less
                default: return nil
                }
            case 2:
                guard bytes[start + 1] == UInt8(ascii: "=") || bytes[start] == UInt8(ascii: "~") else { return nil }
                switch (bytes[start], bytes[start + 1]) {
                case (UInt8(ascii: "!"), UInt8(ascii: "=")): op = .notEqual
                case (UInt8(ascii: ">"), UInt8(ascii: "=")): op = .greaterOrEqual
                case (UInt8(ascii: "<"), UInt8(ascii: "=")): op = .lessOrEqual
                case (UInt8(ascii: "~"), UInt8(ascii: ">")): op = .pessimistic
                default: return nil
                }
            default: return nil
            }
            var versionStart = opEnd
            while versionStart < end, isSpace(bytes[versionStart]) { versionStart += 1 }
            guard versionStart < end else { return nil }
            let versionText = String(decoding: UnsafeBufferPointer(rebasing: bytes[versionStart..<end]), as: UTF8.self)
            guard case let .success(version) = Version.scan(versionText) else { return nil }
            return Constraint(op, version)
        }
        return answer ?? nil
    }

    /// Parses one requirement string (which may hold comma-separated terms): `parse([string])`,
    /// the common term read without a list made for the one string.
    public static func parse(_ string: String) throws(RequirementError) -> Requirement {
        if let constraint = asciiConstraint(string) { return .versions([constraint]) }
        return try parse([string])
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
