/// Finds the names a module makes public, for the coupling report.
///
/// - Swift: types (`class`, `struct`, `enum`, `protocol`, `actor`, `typealias`, `macro`) declared
///   `public` or `open` at any depth, and `public` functions, variables and constants at the top
///   level (members are left out: their names, like `load` or `shared`, say little on their own).
/// - C-family headers: `@interface` classes and `@protocol`s (not forward declarations),
///   the methods and properties of categories as selectors with their sign and arity
///   (`-complete:`, `+shared`; a class's own methods are reached through the class's name),
///   `typedef` names (`NS_ENUM`/`NS_OPTIONS` included), tagged `struct`/`enum` definitions, enum
///   cases, function prototypes, `extern` constants and block or function pointers at file
///   level, and `#define` macros that have a body (include guards have none). Never a keyword,
///   qualifier, attribute or name the system frameworks declare (`SystemNames`): `void`,
///   `_Nullable`, `MAX`. Implementation files declare nothing.
public enum DeclarationScanner {
    /// The public declaration names of one lexed file.
    public static func declarations(_ source: SourceTokens, language: SourceLanguage, isHeader: Bool) -> Set<String> {
        switch language {
        case .swift: return swift(source)
        case .cFamily: return isHeader ? header(source) : []
        }
    }

    // MARK: Swift

    static let swiftModifiers: Set<String> = [
        "public", "open", "final", "static", "class", "override", "required", "convenience", "dynamic", "lazy",
        "weak", "unowned", "nonisolated", "mutating", "nonmutating", "indirect", "private", "fileprivate", "internal",
        "package", "distributed", "consuming", "borrowing", "isolated", "optional", "prefix", "postfix", "infix",
    ]
    static let swiftTypeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias", "macro"]
    static let swiftValueKeywords: Set<String> = ["func", "var", "let"]

    static func swift(_ source: SourceTokens) -> Set<String> {
        Set(swiftDeclarations(source).map(\.name))
    }

    /// The public Swift declarations Objective-C sees: classes and protocols (which may be
    /// `@objc` or `NSObject` subclasses) and anything marked `@objc`/`@objcMembers`; a Swift
    /// function, struct, enum or constant without `@objc` is invisible to Objective-C.
    public static func objectiveCVisibleSwift(_ source: SourceTokens) -> Set<String> {
        Set(swiftDeclarations(source).filter(\.objectiveCVisible).map(\.name))
    }

    static func swiftDeclarations(_ source: SourceTokens) -> [(name: String, objectiveCVisible: Bool)] {
        var names: [(name: String, objectiveCVisible: Bool)] = []
        let tokens = source.tokens
        var depth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                let byte = source.bytes[token.start]
                if byte == UInt8(ascii: "{") { depth += 1 } else if byte == UInt8(ascii: "}") { depth = max(0, depth - 1) }
                index += 1
                continue
            }
            guard source.isIdentifier(token, "public") || source.isIdentifier(token, "open") else { index += 1; continue }
            // Walk over further modifiers and attributes to the declaration keyword.
            var isObjC = hasObjCAttribute(source, before: index)
            var next = index + 1
            while next < tokens.count {
                let candidate = tokens[next]
                if candidate.kind == .at {
                    if source.text(candidate).hasPrefix("@objc") { isObjC = true }
                    next += 1
                    if next < tokens.count, source.isPunctuation(tokens[next], UInt8(ascii: "(")) { next = skipParentheses(source, from: next) }
                    continue
                }
                if source.isPunctuation(candidate, UInt8(ascii: "(")) {
                    next = skipParentheses(source, from: next)  // `private(set)`
                    continue
                }
                guard candidate.kind == .identifier else { break }
                let word = source.text(candidate)
                // `class` is a declaration when a name follows, a modifier before `func`/`var`.
                if word == "class", next + 1 < tokens.count, tokens[next + 1].kind == .identifier,
                   !swiftValueKeywords.contains(source.text(tokens[next + 1])), !swiftModifiers.contains(source.text(tokens[next + 1])) {
                    break
                }
                guard swiftModifiers.contains(word) else { break }
                next += 1
            }
            guard next + 1 < tokens.count, tokens[next].kind == .identifier, tokens[next + 1].kind == .identifier else {
                index += 1
                continue
            }
            let keyword = source.text(tokens[next])
            if swiftTypeKeywords.contains(keyword) || (depth == 0 && swiftValueKeywords.contains(keyword)) {
                let visible = isObjC || keyword == "class" || keyword == "protocol"
                names.append((source.text(tokens[next + 1]), visible))
            }
            index = next + 1
        }
        return names
    }

    /// Every name a Swift file declares, at any access level and depth: types, functions,
    /// variables and constants (`enum jsonKeys`, a method `serialize()`, a local `let client`).
    /// A use of one of them in the module is its own, whatever another module makes public.
    public static func swiftOwnDeclarations(_ source: SourceTokens) -> Set<String> {
        var names: Set<String> = []
        let tokens = source.tokens
        for index in tokens.indices.dropLast() where tokens[index].kind == .identifier && tokens[index + 1].kind == .identifier {
            let keyword = source.text(tokens[index])
            guard swiftTypeKeywords.contains(keyword) || swiftValueKeywords.contains(keyword) else { continue }
            if index > 0, source.isIdentifier(tokens[index - 1], "import") { continue }  // `import struct Core.Logger`
            let name = source.text(tokens[index + 1])
            // `class func`, `class var`: a modifier, not a class.
            if keyword == "class", swiftValueKeywords.contains(name) || swiftModifiers.contains(name) { continue }
            names.insert(name)
        }
        return names
    }

    /// True when an `@objc…` attribute stands among the attributes and modifiers before `index`.
    static func hasObjCAttribute(_ source: SourceTokens, before index: Int) -> Bool {
        var i = index - 1
        while i >= 0 {
            let token = source.tokens[i]
            if token.kind == .at {
                if source.text(token).hasPrefix("@objc") { return true }
            } else if token.kind == .identifier {
                guard swiftModifiers.contains(source.text(token)) || (i > 0 && source.tokens[i - 1].kind == .at) else { return false }
            } else if !source.isPunctuation(token, UInt8(ascii: "(")) && !source.isPunctuation(token, UInt8(ascii: ")")) {
                return false
            }
            i -= 1
        }
        return false
    }

    /// From an opening `(` at `index`, the index after its matching `)`.
    static func skipParentheses(_ source: SourceTokens, from index: Int) -> Int {
        var depth = 0
        var i = index
        while i < source.tokens.count {
            if source.isPunctuation(source.tokens[i], UInt8(ascii: "(")) { depth += 1 }
            if source.isPunctuation(source.tokens[i], UInt8(ascii: ")")) {
                depth -= 1
                if depth == 0 { return i + 1 }
            }
            i += 1
        }
        return i
    }

    // MARK: C-family headers

    static let cKeywords: Set<String> = [
        "if", "while", "for", "switch", "return", "sizeof", "alignof", "typeof", "__typeof__", "defined", "case", "do",
        "else", "goto", "_Static_assert", "static_assert", "decltype",
    ]
    static let enumMacros: Set<String> = ["NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM", "CF_ENUM", "CF_OPTIONS", "CF_CLOSED_ENUM"]

    static func header(_ source: SourceTokens) -> Set<String> {
        var names: Set<String> = []
        let tokens = source.tokens
        var depth = 0
        var inContainer = false
        var statementStart = true
        var index = 0
        func word(_ i: Int) -> String? { i < tokens.count && tokens[i].kind == .identifier ? source.text(tokens[i]) : nil }
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .directive:
                if let name = macroName(source.directiveText(index) ?? "") { names.insert(name) }
                statementStart = true
            case .at:
                if source.matches(token, .at, "@interface") || source.matches(token, .at, "@protocol") {
                    let isInterface = source.matches(token, .at, "@interface")
                    if let name = word(index + 1) {
                        let follower = index + 2 < tokens.count ? tokens[index + 2] : nil
                        let isCategory = isInterface && follower.map { source.isPunctuation($0, UInt8(ascii: "(")) } == true
                        let isForward = !isInterface && follower.map { source.isPunctuation($0, UInt8(ascii: ";")) || source.isPunctuation($0, UInt8(ascii: ",")) } == true
                        if !isCategory && !isForward {
                            names.insert(name)
                            inContainer = true
                        } else if isCategory {
                            inContainer = true
                        }
                    }
                } else if source.matches(token, .at, "@end") {
                    inContainer = false
                }
                statementStart = true
            case .punctuation:
                let byte = source.bytes[token.start]
                if byte == UInt8(ascii: "{") { depth += 1 }
                if byte == UInt8(ascii: "}") { depth = max(0, depth - 1) }
                // `extern void (^Handler)(void);`: a block or function pointer variable.
                if depth == 0, !inContainer, byte == UInt8(ascii: "^") || byte == UInt8(ascii: "*"), index > 0,
                   source.isPunctuation(tokens[index - 1], UInt8(ascii: "(")), let name = word(index + 1),
                   index + 2 < tokens.count, source.isPunctuation(tokens[index + 2], UInt8(ascii: ")")),
                   let first = statementFirstWord(source, before: index),
                   first == "extern" || first.hasSuffix("_EXTERN") || first.hasSuffix("_EXPORT") {
                    names.insert(name)
                }
                statementStart = byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "{")
            case .identifier:
                guard depth == 0, !inContainer else { break }
                if statementStart, source.isIdentifier(token, "typedef") {
                    let (name, end) = typedefName(source, from: index)
                    if let name { names.insert(name) }
                    index = end
                    statementStart = true
                    continue
                }
                if (source.isIdentifier(token, "struct") || source.isIdentifier(token, "enum") || source.isIdentifier(token, "union")),
                   let name = word(index + 1), index + 2 < tokens.count, source.isPunctuation(tokens[index + 2], UInt8(ascii: "{")) {
                    names.insert(name)
                }
                // A prototype: `Type Name(` after a type word or `*`, at file level.
                if index + 1 < tokens.count, source.isPunctuation(tokens[index + 1], UInt8(ascii: "(")), index > 0 {
                    let previous = tokens[index - 1]
                    let name = source.text(token)
                    let afterType = (previous.kind == .identifier && !cKeywords.contains(source.text(previous)))
                        || source.isPunctuation(previous, UInt8(ascii: "*"))
                    if afterType, !statementStart, !name.hasPrefix("__"), !cKeywords.contains(name), !isAllCaps(name),
                       !SystemNames.contains(name) {
                        names.insert(name)
                    }
                }
                // An extern constant: `extern NSString *const Name;`, `FOUNDATION_EXPORT double Name;`.
                if index + 1 < tokens.count, source.isPunctuation(tokens[index + 1], UInt8(ascii: ";")), !statementStart,
                   isExternStatement(source, endingAt: index) {
                    names.insert(source.text(token))
                }
                statementStart = false
            default:
                statementStart = false
            }
            index += 1
        }
        let selectors = categoryMethods(source).flatMap(\.selectors)
        return names.union(enumCases(source)).union(selectors).filter { !SystemNames.contains($0) }
    }

    /// `#define NAME body` → NAME; nil for other lines and for a define without a body.
    static func macroName(_ text: String) -> String? {
        var rest = Substring(text.dropFirst()).drop { $0 == " " }
        guard rest.hasPrefix("define") else { return nil }
        rest = rest.dropFirst("define".count)
        guard rest.first == " " else { return nil }
        rest = rest.drop { $0 == " " }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        var body = rest.dropFirst(name.count)
        if body.first == "(" , let close = body.firstIndex(of: ")") { body = body[body.index(after: close)...] }
        return body.contains { $0 != " " } ? String(name) : nil
    }

    /// The name a `typedef` starting at `index` declares, and the index after its `;`.
    static func typedefName(_ source: SourceTokens, from index: Int) -> (String?, Int) {
        let tokens = source.tokens
        var depth = 0
        var i = index + 1
        var lastAtTop: String?
        var pointerName: String?
        while i < tokens.count {
            let token = tokens[i]
            if token.kind == .identifier, enumMacros.contains(source.text(token)), i + 1 < tokens.count,
               source.isPunctuation(tokens[i + 1], UInt8(ascii: "(")) {
                // NS_ENUM(Type, Name): the name follows the comma.
                var j = i + 2
                while j < tokens.count, !source.isPunctuation(tokens[j], UInt8(ascii: ",")), !source.isPunctuation(tokens[j], UInt8(ascii: ")")) { j += 1 }
                if j + 1 < tokens.count, source.isPunctuation(tokens[j], UInt8(ascii: ",")), tokens[j + 1].kind == .identifier {
                    pointerName = pointerName ?? source.text(tokens[j + 1])
                }
            }
            if token.kind == .punctuation {
                let byte = source.bytes[token.start]
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") { depth -= 1 }
                if byte == UInt8(ascii: ";"), depth <= 0 { return (pointerName ?? lastAtTop, i + 1) }
                // `(^Name)` and `(*Name)`: a block or function pointer type.
                if (byte == UInt8(ascii: "^") || byte == UInt8(ascii: "*")), i > 0, source.isPunctuation(tokens[i - 1], UInt8(ascii: "(")),
                   i + 1 < tokens.count, tokens[i + 1].kind == .identifier, pointerName == nil {
                    pointerName = source.text(tokens[i + 1])
                }
            } else if token.kind == .identifier, depth == 0 {
                lastAtTop = source.text(token)
            } else if token.kind == .directive || token.kind == .at {
                return (nil, i)
            }
            i += 1
        }
        return (nil, i)
    }

    /// True when the statement holding `index` starts with `extern` or an `…_EXTERN`/`…_EXPORT`
    /// macro and has no parenthesis (then it is a prototype).
    static func isExternStatement(_ source: SourceTokens, endingAt index: Int) -> Bool {
        let start = statementStart(source, before: index)
        guard start < index else { return false }
        let hasParenthesis = source.tokens[start..<index].contains { token in
            token.kind == .punctuation && (source.bytes[token.start] == UInt8(ascii: "(") || source.bytes[token.start] == UInt8(ascii: ")"))
        }
        if hasParenthesis { return false }
        let first = source.text(source.tokens[start])
        return first == "extern" || first.hasSuffix("_EXTERN") || first.hasSuffix("_EXPORT")
    }

    /// `NS_ASSUME_NONNULL_BEGIN`, `API_AVAILABLE`: macro invocations, not functions.
    static func isAllCaps(_ name: String) -> Bool {
        name.contains { $0.isLetter } && !name.contains { $0.isLowercase }
    }
}
