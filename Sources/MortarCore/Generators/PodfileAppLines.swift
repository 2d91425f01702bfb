/// The lines of the composite Podfile of a Podfile app: the app's own Podfile said again, every
/// target definition with its own pods and calls in order, every option, subspec and hook,
/// except what Mortar changes on purpose — a module's pod line (`:git`, `:path`, a local
/// `:podspec`) becomes `:path => "<its folder>"` with its other options kept. Each line is a
/// list of tokens: fixed Ruby text Mortar writes from a closed set (punctuation, symbols,
/// `true`, numbers), and strings the template escapes inside `"…"`. Pure.
public enum PodfileAppLines {
    /// Calls whose first argument is a path relative to the Podfile's folder.
    static let pathCalls: Set<String> = ["project", "xcodeproj", "workspace"]

    /// The options that say where a module comes from; the generated line says `:path` instead.
    static let sourceOptions: Set<String> = ["git", "branch", "tag", "commit", "path"]

    /// The lines of `root` for `input`, and a finding for each pod line left out.
    public static func lines(_ root: PodfileTarget, _ input: GenerationInput) -> (lines: [TemplateValue], diagnostics: [Diagnostic]) {
        var builder = Builder(input: input)
        builder.statements(root.statements, depth: 0)
        return (builder.lines, builder.diagnostics)
    }

    /// A symbol Ruby reads bare (`:static`, `:search_paths`).
    static func isBareSymbol(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || ("a"..."z").contains(first) || ("A"..."Z").contains(first) else { return false }
        var body = Substring(name)
        if let last = body.last, "!?".contains(last) { body.removeLast() }
        return body.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }

    /// A number as Ruby writes it: digits, one optional `.` between digits, an optional `-`.
    static func isNumber(_ text: String) -> Bool {
        let body = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    struct Builder {
        let input: GenerationInput
        var lines: [TemplateValue] = []
        var diagnostics: [Diagnostic] = []
        var tokens: [TemplateValue] = []

        mutating func text(_ text: String) { tokens.append(["text": .verbatim(text), "isString": .bool(false), "value": .string("")]) }
        mutating func string(_ value: String) { tokens.append(["text": .verbatim(""), "isString": .bool(true), "value": .string(value)]) }

        mutating func endLine(depth: Int, comment: String = "") {
            lines.append(["indent": .verbatim(String(repeating: "  ", count: depth)), "tokens": .list(tokens), "comment": .string(comment)])
            tokens = []
        }

        mutating func blankLine() {
            if let last = lines.last, case let .object(fields) = last, case let .list(items)? = fields["tokens"], items.isEmpty { return }
            endLine(depth: 0)
        }

        mutating func statements(_ list: [PodfileStatement], depth: Int) {
            for statement in list {
                switch statement {
                case let .pod(line): pod(line, depth: depth)
                case let .call(call):
                    text(call.name)
                    arguments(rebased(call), leading: " ")
                    endLine(depth: depth)
                case let .target(target):
                    blankLine()
                    text(target.isAbstractTarget ? "abstract_target " : "target ")
                    string(target.name)
                    text(" do")
                    endLine(depth: depth)
                    statements(target.statements, depth: depth + 1)
                    text("end")
                    endLine(depth: depth)
                    if depth == 0 { blankLine() }
                case let .hook(body):
                    if input.manifestFolderFromOutput != ".", !diagnostics.contains(where: { $0.message.hasPrefix("a hook is copied") }) {
                        let integrator = input.workspace.integrator
                        diagnostics.append(Diagnostic(
                            .notCocoaPods, .warning,
                            "a hook is copied as written into a Podfile in another folder: relative paths in it are now seen from there, '\(input.manifestFolderFromOutput)' away from \(PathText.lastComponent(of: integrator.path))",
                            at: [SourceLocation(file: integrator.path)],
                            help: "write the composite Podfile beside \(PathText.lastComponent(of: integrator.path)) (the default), or make the hook's paths absolute from __dir__"))
                    }
                    blankLine()
                    var body = Substring(body)
                    while body.last == "\n" || body.last == "\r" { body.removeLast() }
                    // A hook is code: it passes through as written, never re-quoted.
                    lines.append(["indent": .verbatim(String(repeating: "  ", count: depth)), "tokens": .list([
                        ["text": .verbatim(String(body)), "isString": .bool(false), "value": .string("")],
                    ]), "comment": .string("")])
                    blankLine()
                }
            }
        }

        /// `pod "Name", "req", :option => value`; a module's line says its folder by `:path`.
        mutating func pod(_ line: PodfilePodLine, depth: Int) {
            let integrator = input.workspace.integrator
            let isModuleLine = line.options.contains { entry in
                guard let key = entry.key.text else { return false }
                if Self.isSource(key) { return true }
                return key == "podspec" && !(entry.value.text ?? "").contains("://")
            }
            if isModuleLine, input.otherSideModules.contains(line.rootName) { return }
            let module = isModuleLine ? integrator.modules.first { $0.name == line.rootName } : nil
            if let module, let component = input.workspace.components[module.name], component.format == .swiftpm {
                diagnostics.append(Diagnostic(
                    .notCocoaPods, .warning,
                    "pod '\(line.name)' is left out of the generated Podfile: module '\(module.name)' has no podspec, its manifest '\(component.path)' is a Package.swift",
                    at: [line.location], help: "add a podspec to the module, or remove the pod from \(PathText.lastComponent(of: integrator.path))"))
                return
            }
            text("pod ")
            string(line.name)
            var options = line.options
            if let module {
                options.removeAll { entry in
                    guard let key = entry.key.text else { return false }
                    return Self.isSource(key) || key == "podspec"
                }
                let path = input.modulePaths[module.name] ?? GenerationInput.moduleFolder(module, checkouts: integrator.checkouts)
                options.insert(PodfileHashEntry(.symbol("path"), .string(path)), at: 0)
            } else {
                for requirement in line.requirements {
                    text(", ")
                    string(requirement)
                }
            }
            if !options.isEmpty {
                text(", ")
                hashEntries(options)
            }
            endLine(depth: depth, comment: module.flatMap { module in input.lockCommits[module.name].map { "\(module.name) at \($0)" } } ?? "")
        }

        /// A `project`/`workspace` path rebased to the generated file's folder.
        func rebased(_ call: PodfileCall) -> [PodfileValue] {
            let hop = input.manifestFolderFromOutput
            guard hop != ".", PodfileAppLines.pathCalls.contains(call.name), case let .string(path)? = call.arguments.first, !path.hasPrefix("/") else {
                return call.arguments
            }
            return [.string(PathText.normalize(PathText.join(hop, path)))] + call.arguments.dropFirst()
        }

        static func isSource(_ key: String) -> Bool { PodfileAppLines.sourceOptions.contains(key) }

        /// Arguments of a call; a trailing hash is written without braces, as Podfiles do.
        mutating func arguments(_ values: [PodfileValue], leading: String) {
            for (index, value) in values.enumerated() {
                text(index == 0 ? leading : ", ")
                if index == values.count - 1, case let .hash(entries) = value, !entries.isEmpty {
                    hashEntries(entries)
                } else {
                    self.value(value)
                }
            }
        }

        mutating func hashEntries(_ entries: [PodfileHashEntry]) {
            for (index, entry) in entries.enumerated() {
                if index > 0 { text(", ") }
                value(entry.key)
                text(" => ")
                value(entry.value)
            }
        }

        mutating func value(_ value: PodfileValue) {
            switch value {
            case let .string(text): string(text)
            case let .symbol(name):
                if PodfileAppLines.isBareSymbol(name) {
                    text(":" + name)
                } else {
                    text(":")
                    string(name)
                }
            case let .bool(flag): text(flag ? "true" : "false")
            case let .number(number):
                if PodfileAppLines.isNumber(number) { text(number) } else { string(number) }
            case .nilValue: text("nil")
            case let .array(items):
                text("[")
                for (index, item) in items.enumerated() {
                    if index > 0 { text(", ") }
                    self.value(item)
                }
                text("]")
            case let .hash(entries):
                text("{")
                if !entries.isEmpty {
                    text(" ")
                    hashEntries(entries)
                    text(" ")
                }
                text("}")
            }
        }
    }
}
