import MortarCore

/// Whether a source file guards itself: all of its code inside one top-level `#if` whose
/// condition names platforms (`#if os(macOS)`, `#if TARGET_OS_OSX`), so that compiled where the
/// condition is false it compiles to nothing — as a pod's own `Package.swift` compiles every
/// platform's files everywhere. Before the `#if` only comments (and in the C family
/// `#import`/`#include <TargetConditionals.h>`), after its `#endif` only comments; no `#else` or
/// `#elif` of it (that is code for the other platforms). Comments and string literals are read
/// as `SourceLexer` reads them. Anything else is not a guard. Pure.
enum PlatformGuard {
    /// The one top-level condition of a wholly guarded file.
    struct Guard {
        let language: SourceLanguage
        /// The condition's tokens: `tokens.tokens[range]`.
        let tokens: SourceTokens
        let range: Range<Int>
        /// A C-family file that imports `<TargetConditionals.h>` before its `#if`: the
        /// `TARGET_OS_…` macros are defined there.
        let importsTargetConditionals: Bool
    }

    /// The guard of `text` (a file named `path`, whose extension gives its language), nil when
    /// the file is not wholly inside one top-level `#if`.
    static func wholeFileGuard(_ text: String, path: String) -> Guard? {
        guard let language = SourceLanguage(fileName: path) else { return nil }
        let source = SourceLexer.lex(text, language: language)
        return language == .swift ? swiftGuard(source) : cGuard(source)
    }

    /// True when `text` is wholly guarded and its condition is false on every build of each of
    /// `platforms` (CocoaPods' names, `ios`): compiled there, the file is nothing.
    static func compilesToNothing(_ text: String, path: String, on platforms: [String]) -> Bool {
        guard let found = wholeFileGuard(text, path: path) else { return false }
        var builds: [PlatformConditions] = []
        for platform in platforms {
            let known = PlatformConditions.builds(of: platform)
            guard !known.isEmpty else { return false }
            builds += known
        }
        if found.language == .cFamily, !found.importsTargetConditionals {
            // The compiler may predefine the macros, or not: false either way.
            builds += builds.map { var undefined = $0; undefined.macrosUndefined = true; return undefined }
        }
        return builds.allSatisfy { $0.evaluator(found.language).evaluate(found.tokens, found.range) == .no }
    }

    static func swiftGuard(_ source: SourceTokens) -> Guard? {
        let tokens = source.tokens
        guard let first = tokens.first, source.matches(first, .pound, "#if") else { return nil }
        var end = 1
        while end < tokens.count, tokens[end].line == first.line { end += 1 }
        guard end > 1 else { return nil }
        var depth = 1
        for index in end..<tokens.count where tokens[index].kind == .pound {
            let token = tokens[index]
            if source.matches(token, .pound, "#if") {
                depth += 1
            } else if source.matches(token, .pound, "#endif") {
                depth -= 1
                if depth == 0 {
                    return index == tokens.count - 1 ? Guard(language: .swift, tokens: source, range: 1..<end, importsTargetConditionals: false) : nil
                }
            } else if depth == 1, source.matches(token, .pound, "#else") || source.matches(token, .pound, "#elseif") {
                return nil
            }
        }
        return nil
    }

    static func cGuard(_ source: SourceTokens) -> Guard? {
        let tokens = source.tokens
        var index = 0
        var importsTargetConditionals = false
        while index < tokens.count, let (keyword, rest) = directive(source, index), keyword == "import" || keyword == "include",
              rest == "<TargetConditionals.h>" {
            importsTargetConditionals = true
            index += 1
        }
        guard index < tokens.count, let (keyword, condition) = directive(source, index), keyword == "if", !condition.isEmpty else { return nil }
        var depth = 1
        for after in (index + 1)..<tokens.count {
            guard let (keyword, _) = directive(source, after) else { continue }
            switch keyword {
            case "if", "ifdef", "ifndef":
                depth += 1
            case "endif":
                depth -= 1
                guard depth == 0 else { continue }
                guard after == tokens.count - 1 else { return nil }
                let lexed = SourceLexer.lex(condition, language: .cFamily)
                return Guard(language: .cFamily, tokens: lexed, range: 0..<lexed.tokens.count, importsTargetConditionals: importsTargetConditionals)
            case "else", "elif", "elifdef", "elifndef":
                if depth == 1 { return nil }
            default:
                continue
            }
        }
        return nil
    }

    /// A preprocessor line's keyword (`if`) and the rest of it, trimmed; nil for other tokens.
    static func directive(_ source: SourceTokens, _ index: Int) -> (keyword: String, rest: String)? {
        guard source.tokens[index].kind == .directive, let text = source.directiveText(index) else { return nil }
        let body = text.dropFirst().drop { $0 == " " }
        let keyword = body.prefix { $0.isLetter || $0 == "_" }
        var rest = body.dropFirst(keyword.count).drop { $0 == " " }
        while rest.last == " " { rest.removeLast() }
        return (String(keyword), String(rest))
    }
}
