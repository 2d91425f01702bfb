/// Text made safe for a terminal. Names, refs, paths and messages that Mortar prints come from
/// files and remotes it does not control; a control character among them could move the cursor,
/// clear the screen, set the window title, erase a line or hide text. Two layers keep them out:
///
/// - `escaped(_:)`, for one value read from input (a name, a path, a message): every control,
///   bidirectional-override and line-separator scalar is written visibly (`\r`, `\n`, `\t`,
///   `\u{1B}`), line feeds too, so a value stays on its line. `Diagnostic.text`, the one text
///   shape of findings, escapes each of its parts with it before any colour is added.
/// - `sanitized(_:)`, for everything written to a terminal or a buffer: the same, except line
///   feeds and tabs. With `keepingOwnSequences`, Mortar's own colours (`ESC[…m` with the codes
///   `Paint` writes) and the progress line's carriage return and erase (`CR ESC[K`) stay; only
///   text whose values a renderer has already escaped is written that way
///   (`TextOutput.writeStyled`), so input can never bring one of those sequences along.
///
/// JSON, SARIF and GitHub outputs escape for their formats before they get here.
public enum TerminalText {
    /// The exact sequences Mortar itself writes, kept as they are in styled text.
    static let ownSequences: [[Unicode.Scalar]] = [
        "\r\u{1B}[K", "\u{1B}[0m", "\u{1B}[1m", "\u{1B}[32m", "\u{1B}[36m", "\u{1B}[1;31m", "\u{1B}[1;33m", "\u{1B}[1;36m",
    ].map { Array($0.unicodeScalars) }

    /// One value from input, for inside a line: every hazardous scalar written visibly, line
    /// feeds and tabs included (`a\r\u{1B}[K` for `a`, CR, ESC, `[K`).
    /// - Complexity: O(n) in the text's scalars.
    public static func escaped(_ value: String) -> String {
        guard value.unicodeScalars.contains(where: Escaper.isHazardous) else { return value }
        var out = String.UnicodeScalarView()
        for scalar in value.unicodeScalars {
            if Escaper.isHazardous(scalar) { out.append(contentsOf: visible(scalar).unicodeScalars) } else { out.append(scalar) }
        }
        return String(out)
    }

    /// Whether `value` holds no control, bidirectional-override or line-separator scalar (no
    /// line feed or tab either): what a name read from input must be to be a name.
    public static func isPlain(_ value: String) -> Bool {
        !value.unicodeScalars.contains(where: Escaper.isHazardous)
    }

    /// `text` with every control, bidirectional-override and line-separator scalar written
    /// visibly, except `\n` and `\t` and, with `keepingOwnSequences`, Mortar's own sequences.
    /// - Complexity: O(n) in the text's scalars.
    public static func sanitized(_ text: String, keepingOwnSequences: Bool = false) -> String {
        // Most output has nothing to escape: it is returned without a copy (a scalar array of
        // a large report would take four bytes per character).
        guard text.unicodeScalars.contains(where: { $0 != "\n" && $0 != "\t" && Escaper.isHazardous($0) }) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        outer: while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\t" || !Escaper.isHazardous(scalar) {
                out.append(scalar)
                index += 1
                continue
            }
            if keepingOwnSequences, scalar == "\u{1B}" || scalar == "\r" {
                for sequence in ownSequences where scalars.count - index >= sequence.count
                    && scalars[index..<(index + sequence.count)].elementsEqual(sequence) {
                    out.append(contentsOf: sequence)
                    index += sequence.count
                    continue outer
                }
            }
            out.append(contentsOf: visible(scalar).unicodeScalars)
            index += 1
        }
        return String(out)
    }

    /// How a hazardous scalar is shown: Swift's escapes for the common ones, `\u{…}` otherwise.
    static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }
}
