import MortarCore

/// Typographic quotes in a Podfile, as CocoaPods treats them: `Podfile.from_ruby` replaces
/// `“ ” ‘ ’ ‛` with straight quotes everywhere in the text (`contents.tr!('“”‘’‛', %(""'''))`)
/// before evaluating it, and warns. Podspecs get no such treatment.
enum RubySmartQuotes {
    static let replacements: [Unicode.Scalar: Unicode.Scalar] = ["“": "\"", "”": "\"", "‘": "'", "’": "'", "‛": "'"]

    /// The text with every typographic quote replaced, and where the first one was (nil when
    /// there was none). Each quote is one character, as is its replacement: locations are kept.
    static func replacing(in text: String, file: String) -> (text: String, first: SourceLocation?) {
        var scalars = String.UnicodeScalarView()
        var first: SourceLocation?
        var line = 1, column = 1
        for scalar in text.unicodeScalars {
            if let straight = replacements[scalar] {
                if first == nil { first = SourceLocation(file: file, line: line, column: column) }
                scalars.append(straight)
            } else {
                scalars.append(scalar)
            }
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return first == nil ? (text, nil) : (String(scalars), first)
    }

    /// The warning CocoaPods prints, located at the first quote.
    static func warning(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidManifest, .warning,
                   "typographic quotes (“ ” ‘ ’ ‛) were read as straight quotes, as CocoaPods does",
                   at: [location],
                   help: "write straight quotes (' or \") in the Podfile, and turn off smart quotes in your editor")
    }
}
