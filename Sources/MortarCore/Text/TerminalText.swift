/// Text made safe for a terminal. Names, refs, paths and messages that Mortar prints come from
/// files and remotes it does not control; a control character among them could move the cursor,
/// clear the screen, set the window title or hide text. Every such character is written visibly
/// as `\u{…}` instead, except line feeds and tabs, and except the few exact sequences Mortar's
/// own output uses: its colours (`ESC[…m` with the codes `Paint` writes) and the progress line's
/// carriage return and erase (`CR ESC[K`). JSON, SARIF and GitHub outputs escape for their
/// formats before they get here, so this changes nothing in them.
public enum TerminalText {
    /// The exact sequences Mortar itself writes, kept as they are.
    static let ownSequences: [[Unicode.Scalar]] = [
        "\r\u{1B}[K", "\u{1B}[0m", "\u{1B}[1m", "\u{1B}[32m", "\u{1B}[36m", "\u{1B}[1;31m", "\u{1B}[1;33m", "\u{1B}[1;36m",
    ].map { Array($0.unicodeScalars) }

    /// `text` with every control, bidirectional-override and line-separator scalar written as
    /// `\u{…}`, except `\n`, `\t` and Mortar's own sequences.
    /// - Complexity: O(n) in the text's scalars.
    public static func sanitized(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { $0 != "\n" && $0 != "\t" && Escaper.isHazardous($0) }) else { return text }
        var out = String.UnicodeScalarView()
        var index = 0
        outer: while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\t" || !Escaper.isHazardous(scalar) {
                out.append(scalar)
                index += 1
                continue
            }
            if scalar == "\u{1B}" || scalar == "\r" {
                for sequence in ownSequences where scalars.count - index >= sequence.count
                    && scalars[index..<(index + sequence.count)].elementsEqual(sequence) {
                    out.append(contentsOf: sequence)
                    index += sequence.count
                    continue outer
                }
            }
            out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            index += 1
        }
        return String(out)
    }
}
