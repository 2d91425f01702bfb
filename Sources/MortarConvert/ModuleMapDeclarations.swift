/// The top-level modules a `module.modulemap` declares (`module CZlib [system] { … }`), read as
/// Clang reads declarations: comments and string literals skipped, nested modules left out, and
/// `framework module`s left out too (an Xcode framework's map, which SwiftPM does not use).
/// Pure, one pass, no recursion.
public enum ModuleMapDeclarations {
    /// The names, in the order they are declared.
    public static func modules(in text: String) -> [String] {
        let qualifiers: Set<String> = ["explicit", "extern", "framework"]
        var words: [String] = []  // the words of the current top-level declaration
        var names: [String] = []
        var depth = 0
        func endDeclaration() {
            // `[explicit] [extern] [framework] module NAME …`: only a plain `module NAME`.
            if let index = words.firstIndex(of: "module"), index + 1 < words.count,
               !words[..<index].contains("framework"), !words[..<index].contains("extern") {
                names.append(words[index + 1])
            }
            words = []
        }
        for token in ModuleMapToken.tokens(in: text) {
            switch token {
            case let .word(word) where depth == 0:
                // A declaration without a body (`extern module A "a.modulemap"`) ends at the
                // next `module`: keep only the qualifiers written just before it.
                if word == "module", words.contains("module") {
                    words = Array(words.reversed().prefix { qualifiers.contains($0) }.reversed())
                }
                words.append(word)
            case .word, .string:
                break
            case .open:
                if depth == 0 { endDeclaration() }
                depth += 1
            case .close:
                depth = max(0, depth - 1)
            }
        }
        return names
    }
}
