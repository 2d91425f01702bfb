/// Finds the imports of one source file: text and file name in, imports with locations out.
///
/// Swift: `import X`, with any of `@testable`, `@_exported`, `@_implementationOnly`,
/// `@preconcurrency`, `@_spi(…)`, access modifiers (`public import X`), kinds
/// (`import struct X.Y`) and submodules (`import X.Sub`, module `X`). C family: `@import X;`,
/// `#import`/`#include` `<X/Y.h>` (module `X`) and `"Y.h"` (resolved later by `HeaderIndex`).
/// Comments and string literals are never read as imports; neither are imports in a branch of
/// `#if` that `ConditionEvaluator` proves inactive.
///
/// Two readings of every condition: *this build* (`canImport` of a system module is true, flags
/// are as the manifest defines them) decides what is checked; *any build* (a system module may be
/// missing on another platform, undefined flags unknown) decides what is seen at all. An import
/// only another build compiles (`#elseif canImport(Glibc)` after `#if canImport(Darwin)`) is kept
/// with `isOtherConfiguration`: it shows a dependency is used, and is never reported.
public struct ImportScanner: Sendable {
    /// Modules that `canImport(X)` / `__has_include(<X/…>)` should find (system modules are added).
    public var knownModules: Set<String>
    /// Header file names that `__has_include("Y.h")` should find.
    public var knownHeaders: Set<String>
    /// Swift compilation conditions the manifest defines, when known (see `ConditionEvaluator`):
    /// imports under a flag it does not define are marked `isOtherConfiguration`.
    public var definedFlags: Set<String>?
    /// Whether `definedFlags` decide what *any* build sees too (a converted podspec's target is
    /// built with exactly its own flags; only the platform varies): an import in a branch the
    /// flags rule out is not seen at all.
    public var flagsAreExhaustive: Bool

    public init(knownModules: Set<String> = [], knownHeaders: Set<String> = [], definedFlags: Set<String>? = nil, flagsAreExhaustive: Bool = false) {
        self.knownModules = knownModules
        self.knownHeaders = knownHeaders
        self.definedFlags = definedFlags
        self.flagsAreExhaustive = flagsAreExhaustive
    }

    /// Scans a file; its language comes from its extension (nil when the scan does not read it).
    public func scan(_ bytes: [UInt8], file: String) -> [SourceImport]? {
        guard let language = SourceLanguage(fileName: file) else { return nil }
        return scan(SourceLexer.lex(bytes, language: language), file: file, language: language)
    }

    /// Scans text in `language` (for tests and callers holding a `String`).
    public func scan(_ text: String, file: String, language: SourceLanguage) -> [SourceImport] {
        scan(SourceLexer.lex(text, language: language), file: file, language: language)
    }

    /// Scans already lexed tokens (the coupling report lexes once for both).
    public func scan(_ source: SourceTokens, file: String, language: SourceLanguage) -> [SourceImport] {
        var configured = thisBuild
        configured.definedFlags = language == .swift ? definedFlags : nil
        var anyBuild = evaluator
        if flagsAreExhaustive { anyBuild.definedFlags = configured.definedFlags }
        var walker = Walker(source: source, file: file, language: language, evaluator: anyBuild, configured: configured)
        walker.run()
        return walker.imports
    }

    /// Any build: a system module may be missing (another platform).
    private var evaluator: ConditionEvaluator {
        let modules = knownModules, headers = knownHeaders
        return ConditionEvaluator(
            canImport: { modules.contains($0) ? .yes : (SystemModules.contains($0) ? .unknown : .no) },
            isKnownHeader: { headers.contains($0) }
        )
    }

    /// This build: system modules are there.
    private var thisBuild: ConditionEvaluator {
        let modules = knownModules, headers = knownHeaders
        return ConditionEvaluator(
            canImport: { modules.contains($0) || SystemModules.contains($0) ? .yes : .no },
            isKnownHeader: { headers.contains($0) }
        )
    }

    /// One pass over the tokens with the stack of open conditional blocks.
    private struct Walker {
        let source: SourceTokens
        let file: String
        let language: SourceLanguage
        /// Flags unknown: decides what any configuration may compile.
        let evaluator: ConditionEvaluator
        /// Flags as the manifest defines them: decides what this configuration compiles.
        let configured: ConditionEvaluator
        var imports: [SourceImport] = []
        var conditions = ConditionStacks()

        mutating func run() {
            let tokens = source.tokens
            var index = 0
            while index < tokens.count {
                let token = tokens[index]
                switch token.kind {
                case .pound where language == .swift:
                    index = swiftCondition(at: index)
                    continue
                case .directive:
                    directive(at: index)
                case .identifier where language == .swift && conditions.isActive:
                    if source.isIdentifier(token, "import") { swiftImport(at: index) }
                case .at where language == .cFamily && conditions.isActive:
                    if source.matches(token, .at, "@import") { moduleImport(at: index) }
                default:
                    break
                }
                index += 1
            }
        }

        func location(_ token: SourceToken) -> SourceLocation {
            SourceLocation(file: file, line: token.line, column: token.column)
        }

        mutating func append(_ item: SourceImport) {
            var item = item
            item.isOtherConfiguration = !conditions.isActiveHere
            imports.append(item)
        }

        // MARK: Swift

        /// Handles `#if`/`#elseif`/`#else`/`#endif`; returns the index after the condition.
        mutating func swiftCondition(at index: Int) -> Int {
            let token = source.tokens[index]
            var end = index + 1
            while end < source.tokens.count, source.tokens[end].line == token.line { end += 1 }
            if source.matches(token, .pound, "#if") {
                conditions.push(evaluate(source, (index + 1)..<end))
            } else if source.matches(token, .pound, "#elseif") {
                conditions.elseIf(evaluate(source, (index + 1)..<end))
            } else if source.matches(token, .pound, "#else") {
                conditions.else()
                return index + 1
            } else if source.matches(token, .pound, "#endif") {
                conditions.pop()
                return index + 1
            } else {
                return index + 1
            }
            return end
        }

        static let modifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]
        static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func", "actor", "macro"]

        /// `import` at `index`: an import declaration when only attributes and modifiers precede
        /// it on its line (or since a `;`), and a module path follows.
        mutating func swiftImport(at index: Int) {
            let tokens = source.tokens
            var isExported = false, isTestable = false, isImplementationOnly = false
            var back = index - 1
            while back >= 0 {
                let token = tokens[back]
                if token.kind == .identifier, Walker.modifiers.contains(source.text(token)) {
                    let word = source.text(token)
                    if word == "internal" || word == "private" || word == "fileprivate" { isImplementationOnly = true }
                    back -= 1
                } else if token.kind == .at {
                    switch source.text(token) {
                    case "@_exported": isExported = true
                    case "@testable": isTestable = true
                    case "@_implementationOnly": isImplementationOnly = true
                    default: break
                    }
                    back -= 1
                } else if source.isPunctuation(token, UInt8(ascii: ")")) {
                    // `@_spi(Name)`: skip the parenthesised part; an `@` word must come before it.
                    var depth = 0, j = back
                    while j >= 0 {
                        if source.isPunctuation(tokens[j], UInt8(ascii: ")")) { depth += 1 }
                        if source.isPunctuation(tokens[j], UInt8(ascii: "(")) { depth -= 1; if depth == 0 { break } }
                        j -= 1
                    }
                    guard j > 0, tokens[j - 1].kind == .at else { break }
                    back = j - 1
                } else {
                    break
                }
            }
            if back >= 0 {
                let previous = tokens[back]
                let first = tokens[back + 1]
                guard previous.line < first.line || source.isPunctuation(previous, UInt8(ascii: ";")) else { return }
            }
            var next = index + 1
            if next < tokens.count, tokens[next].kind == .identifier, Walker.importKinds.contains(source.text(tokens[next])) {
                next += 1
            }
            guard next < tokens.count, tokens[next].kind == .identifier else { return }
            append(SourceImport(
                kind: .swift, module: source.text(tokens[next]), isExported: isExported, isTestable: isTestable,
                isImplementationOnly: isImplementationOnly, location: location(tokens[index])
            ))
        }

        // MARK: C family

        /// `@import X.Sub;` at `index`.
        mutating func moduleImport(at index: Int) {
            let next = index + 1
            guard next < source.tokens.count, source.tokens[next].kind == .identifier else { return }
            append(SourceImport(kind: .module, module: source.text(source.tokens[next]), location: location(source.tokens[index])))
        }

        /// A preprocessor line: conditionals update the stack; `#import`/`#include` add imports.
        mutating func directive(at index: Int) {
            guard let text = source.directiveText(index) else { return }
            let token = source.tokens[index]
            var body = Substring(text.dropFirst()).drop { $0 == " " }
            let keyword = body.prefix { $0.isLetter || $0 == "_" }
            body = body.dropFirst(keyword.count)
            switch keyword {
            case "if":
                conditions.push(evaluate(body))
            case "ifdef", "ifndef":
                conditions.push(ConditionStacks.unknown)
            case "elif":
                conditions.elseIf(evaluate(body))
            case "elifdef", "elifndef":
                conditions.elseIf(ConditionStacks.unknown)
            case "else":
                conditions.else()
            case "endif":
                conditions.pop()
            case "import", "include", "include_next":
                guard conditions.isActive else { return }
                headerImport(body.drop { $0 == " " }, at: token)
            default:
                break
            }
        }

        /// The condition of a preprocessor line, read for any build and for this one.
        func evaluate(_ condition: Substring) -> ConditionStacks.Truths {
            let lexed = SourceLexer.lex(String(condition), language: .cFamily)
            return evaluate(lexed, 0..<lexed.tokens.count)
        }

        /// The condition in `range` of `tokens`, read for any build and for this one.
        func evaluate(_ tokens: SourceTokens, _ range: Range<Int>) -> ConditionStacks.Truths {
            (evaluator.evaluate(tokens, range), configured.evaluate(tokens, range))
        }

        mutating func headerImport(_ argument: Substring, at token: SourceToken) {
            guard let open = argument.first, open == "<" || open == "\"" else { return }
            let close: Character = open == "<" ? ">" : "\""
            let rest = argument.dropFirst()
            guard let end = rest.firstIndex(of: close) else { return }
            let header = String(rest[..<end])
            guard !header.isEmpty else { return }
            if open == "<", let slash = header.firstIndex(of: "/") {
                append(SourceImport(kind: .angledHeader, module: String(header[..<slash]), header: header, location: location(token)))
            } else {
                append(SourceImport(kind: open == "<" ? .angledHeader : .quotedHeader, module: nil, header: header, location: location(token)))
            }
        }
    }
}
