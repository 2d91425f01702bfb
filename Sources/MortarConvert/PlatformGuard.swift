import MortarCore

/// Whether a source file guards itself: all of its code inside one top-level `#if` whose
/// condition names platforms (`#if os(macOS)`, `#if TARGET_OS_OSX`), so that compiled where the
/// condition is false it compiles to nothing — as a pod's own `Package.swift` compiles every
/// platform's files everywhere. Before the `#if`, only comments, and in the C family `#import`s
/// or `#include`s of `<TargetConditionals.h>` and `<Availability.h>` (SDK headers of every Apple
/// platform that define macros only) and of the pod's own headers that compile to nothing there
/// too (DTFoundation's `#import "DTScrollView.h"`); after its `#endif`, only comments and such
/// imports; no `#else` or `#elif` of it (that is code for the other platforms). Comments and
/// string literals are read as `SourceLexer` reads them. Anything else is not a guard. Pure.
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
        /// The quoted headers a C-family file imports outside its `#if` (`#import "Kit.h"`), as
        /// written, each with whether it comes before the `#if`: each must compile to nothing too.
        var imports: [(name: String, leading: Bool)] = []
    }

    /// How deep imported headers are followed (a header importing a header …): deeper is not a
    /// guard.
    static let importDepth = 8

    /// The guard of `text` (a file named `path`, whose extension gives its language), nil when
    /// the file is not wholly inside one top-level `#if`.
    static func wholeFileGuard(_ text: String, path: String) -> Guard? {
        guard let language = SourceLanguage(fileName: path) else { return nil }
        let source = SourceLexer.lex(text, language: language)
        return language == .swift ? swiftGuard(source) : cGuard(source)
    }

    /// True when `text` is wholly guarded and its condition is false on every build of each of
    /// `platforms` (CocoaPods' names, `ios`): compiled there, the file is nothing. A C-family
    /// file's quoted imports outside its `#if` are found as the compiler finds them first, in
    /// the importing file's folder: `header` gives the text of a file of the pod by its path
    /// (relative to the module's folder, as `path`), nil when the pod has no such file; each
    /// must be a header that compiles to nothing on `platforms` too, followed to
    /// `importDepth`, an import cycle not a guard.
    static func compilesToNothing(_ text: String, path: String, on platforms: [String], header: (String) -> String? = { _ in nil }) -> Bool {
        var builds: [PlatformConditions] = []
        for platform in platforms {
            let known = PlatformConditions.builds(of: platform)
            guard !known.isEmpty else { return false }
            builds += known
        }
        return nothing(text, path: path, builds: builds, header: header, chain: [path]) != nil
    }

    /// Nil when `text` may compile to something on `builds`; else whether it defines the
    /// `TARGET_OS_…` macros before its `#if` (imports `<TargetConditionals.h>`, itself or
    /// through a header it imports there), as they then are for a file importing it.
    /// `chain`: the files importing it, itself last.
    private static func nothing(_ text: String, path: String, builds: [PlatformConditions], header: (String) -> String?, chain: [String]) -> Bool? {
        guard let found = wholeFileGuard(text, path: path) else { return nil }
        var definesMacros = found.importsTargetConditionals
        var importedText: [(path: String, text: String, leading: Bool)] = []
        for (name, leading) in found.imports {
            guard chain.count < importDepth, let resolved = quotedImportPath(name, from: path), !chain.contains(resolved),
                  PodFileAccessor.headerExtensions.contains(PodFileAccessor.pathExtension(resolved)),
                  let text = header(resolved) else { return nil }
            importedText.append((resolved, text, leading))
        }
        for imported in importedText {
            guard let defines = nothing(imported.text, path: imported.path, builds: builds, header: header, chain: chain + [imported.path]) else { return nil }
            if imported.leading, defines { definesMacros = true }
        }
        var all = builds
        if found.language == .cFamily, !definesMacros {
            // The compiler may predefine the macros, or not: false either way.
            all += builds.map { var undefined = $0; undefined.macrosUndefined = true; return undefined }
        }
        guard all.allSatisfy({ $0.evaluator(found.language).evaluate(found.tokens, found.range) == .no }) else { return nil }
        return definesMacros
    }

    /// The file a quoted import `name` of the file `path` names in that file's folder, where
    /// the compiler looks first (`..` and `.` resolved); nil for an absolute name or one
    /// leaving the module's folder.
    static func quotedImportPath(_ name: String, from path: String) -> String? {
        guard !name.isEmpty, !name.hasPrefix("/") else { return nil }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        let resolved = PathText.join(folder, name)
        return resolved == "." || resolved == ".." || resolved.hasPrefix("../") ? nil : resolved
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
        var imports: [(name: String, leading: Bool)] = []
        while index < tokens.count, let allowed = allowedImport(source, index) {
            switch allowed {
            case .targetConditionals: importsTargetConditionals = true
            case .macrosOnly: break
            case .quoted(let name): imports.append((name, true))
            }
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
                for trailing in (after + 1)..<tokens.count {
                    guard let allowed = allowedImport(source, trailing) else { return nil }
                    if case .quoted(let name) = allowed { imports.append((name, false)) }
                }
                let lexed = SourceLexer.lex(condition, language: .cFamily)
                return Guard(language: .cFamily, tokens: lexed, range: 0..<lexed.tokens.count, importsTargetConditionals: importsTargetConditionals, imports: imports)
            case "else", "elif", "elifdef", "elifndef":
                if depth == 1 { return nil }
            default:
                continue
            }
        }
        return nil
    }

    /// An import a guarded C-family file may have outside its `#if`.
    enum AllowedImport: Equatable {
        /// `<TargetConditionals.h>`: defines the `TARGET_OS_…` macros.
        case targetConditionals
        /// `<Availability.h>`: an SDK header of every Apple platform defining macros only.
        case macrosOnly
        /// `"Name.h"`: a header that must compile to nothing too.
        case quoted(String)
    }

    /// Token `index` as an import a guard allows outside its `#if`; nil for anything else
    /// (another system header, `<AppKit/AppKit.h>`, `<Pod/Header.h>`, code).
    static func allowedImport(_ source: SourceTokens, _ index: Int) -> AllowedImport? {
        guard let (keyword, rest) = directive(source, index), keyword == "import" || keyword == "include" else { return nil }
        switch rest {
        case "<TargetConditionals.h>": return .targetConditionals
        case "<Availability.h>": return .macrosOnly
        default:
            guard rest.count > 2, rest.hasPrefix("\""), rest.hasSuffix("\""), rest.dropFirst().dropLast().allSatisfy({ $0 != "\"" && $0 != "\\" }) else { return nil }
            return .quoted(String(rest.dropFirst().dropLast()))
        }
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
