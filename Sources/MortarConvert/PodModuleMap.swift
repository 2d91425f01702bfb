import MortarCore

/// A pod's own `module_map` in a target's `TargetTree`: linked into the tree's `include` folder
/// as `module.modulemap`, where SwiftPM takes it instead of writing one, when every header it
/// names (`header`, `umbrella header`, `umbrella` folder) is there relative to that folder and it
/// declares a module SwiftPM uses (not a `framework module`); written there with each path
/// rewritten when they are named relative to the map's own folder in the module and each is in
/// `include`, or when it is an Xcode framework's map (`framework module`, paths below the
/// framework's `Headers`) whose headers `include/<POD>` holds; else why not. With `module_map = false` (CocoaPods makes no module of the pod),
/// a map that declares no module, so SwiftPM writes none either.
enum PodModuleMap {
    /// What becomes of a pod's map in its tree.
    enum Use: Hashable, Sendable {
        /// Linked as it is.
        case link
        /// Written into the tree with this text.
        case file(String)
        /// Not used, because of this.
        case misfit(String)
    }

    /// The tree link of the map.
    static let link = TargetTree.include + "/module.modulemap"

    /// How the map at `path` (relative to the module's folder) with `text` goes into a tree
    /// whose links are `links` (link path → module path): linked when it names the tree's
    /// headers as `include/` holds them, else rewritten when it names them relative to its
    /// own folder, else why not (as for the first reading).
    /// A `framework module` (an Xcode framework's map, its paths below the framework's
    /// `Headers`) is written as a plain module, its paths below `headers` (`include/<the pod's
    /// name>[/<header_dir>]`, the tree's counterpart of `Headers`).
    /// `module`: the target's module name, which the map must declare (a mixed pod's C-family
    /// target is `NAME_ObjC`, where the pod's map declares `NAME`).
    static func use(_ text: String, path: String, headers: String, links: [String: String], module: String) -> Use {
        let use = use(text, path: path, headers: headers, links: links)
        let final: String
        switch use {
        case .link: final = text
        case let .file(written): final = written
        case .misfit: return use
        }
        let declared = ModuleMapDeclarations.modules(in: final)
        guard declared.contains(module) else {
            let list = declared.map { "'\($0)'" }.joined(separator: ", ")
            return .misfit("it declares the module \(list), where SwiftPM names the module of the target '\(module)' after the target")
        }
        return use
    }

    static func use(_ text: String, path: String, headers: String, links: [String: String]) -> Use {
        if ModuleMapDeclarations.modules(in: text).isEmpty, let framework = plainFromFramework(text, path: path, headers: headers, links: links) {
            switch framework {
            case let .success(plain): return .file(plain)
            case let .failure(missing):
                let list = missing.paths.map { "'\($0)'" }.joined(separator: ", ")
                return .misfit("it declares a 'framework module' naming \(list), which the generated public headers folder does not hold below \(headers)/ (a framework's Headers)")
            }
        }
        if let why = misfit(text, links: links) {
            return rewritten(text, path: path, links: links).map(Use.file) ?? .misfit(why)
        }
        return .link
    }

    /// The paths a framework map names that the tree does not hold.
    struct Missing: Error { var paths: [String] }

    /// `text` with `framework` dropped before each top-level `module` and each path read below
    /// `headers`, after Mortar's generated header; the paths the tree does not hold; nil when
    /// `text` declares no top-level `framework module`.
    static func plainFromFramework(_ text: String, path: String, headers: String, links: [String: String]) -> Result<String, Missing>? {
        let tokens = ModuleMapToken.located(in: text)
        var edits: [(range: Range<String.Index>, text: String)] = []
        var depth = 0
        for (index, (token, range)) in tokens.enumerated() {
            switch token {
            case .word("framework") where depth == 0 && index + 1 < tokens.count && tokens[index + 1].token == .word("module"):
                edits.append((range.lowerBound..<tokens[index + 1].range.lowerBound, ""))
            case .open: depth += 1
            case .close: depth = max(0, depth - 1)
            default: break
            }
        }
        guard !edits.isEmpty else { return nil }
        let prefix = TargetTree.include + "/"
        var missing: [String] = []
        for (named, range) in headerLiterals(in: text) {
            let inTree = PathText.normalize(headers + "/" + named)
            if links[inTree] != nil || links.keys.contains(where: { $0.hasPrefix(inTree + "/") }) {
                edits.append((range, String(inTree.dropFirst(prefix.count))))
            } else {
                missing.append(named)
            }
        }
        guard missing.isEmpty else { return .failure(Missing(paths: missing)) }
        var result = text
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) { result.replaceSubrange(edit.range, with: edit.text) }
        return .success("// \(GenerationInput.headerMark)\(path) — do not edit\n// A framework's map made a plain module, its paths below the public headers folder of the generated tree.\n" + result)
    }

    /// Nil when `text` fits a tree whose links are `links` (link path → module path); else why not.
    static func misfit(_ text: String, links: [String: String]) -> String? {
        if ModuleMapDeclarations.modules(in: text).isEmpty {
            return "it declares no module of its own (only 'extern module' references, or nothing)"
        }
        let missing = headerPaths(in: text).filter { path in
            let inTree = PathText.normalize(TargetTree.include + "/" + path)
            return links[inTree] == nil && !links.keys.contains { $0.hasPrefix(inTree + "/") }
        }
        guard !missing.isEmpty else { return nil }
        let list = missing.map { "'\($0)'" }.joined(separator: ", ")
        return "it names \(list), which the generated public headers folder does not hold (its headers are at \(TargetTree.include)/<the pod's name>/<header_dir, if set>/…)"
    }

    /// `text` with each path it names, read relative to the map's folder (`path` relative to
    /// the module's folder), replaced by where that header (or folder of headers) is below the
    /// tree's `include`, after Mortar's generated header; nil when it declares no plain module
    /// or a path names nothing `include` holds.
    static func rewritten(_ text: String, path: String, links: [String: String]) -> String? {
        guard !ModuleMapDeclarations.modules(in: text).isEmpty else { return nil }
        let folder = PathText.directory(of: path)
        let prefix = TargetTree.include + "/"
        let publicLinks = links.filter { $0.key.hasPrefix(prefix) && $0.key != link }
        var result = text
        for (named, range) in headerLiterals(in: text).reversed() {
            let inModule = PathText.normalize(folder + "/" + named)
            guard let inTree = place(of: inModule, in: publicLinks) else { return nil }
            result.replaceSubrange(range, with: String(inTree.dropFirst(prefix.count)))
        }
        return "// \(GenerationInput.headerMark)\(path) — do not edit\n// Its paths rewritten for the public headers folder of the generated tree.\n" + result
    }

    /// The link of `publicLinks` (link → module path) to the header at `inModule`, or the folder of
    /// `publicLinks` whose links are the headers below the folder `inModule`, each by its path below
    /// it; the first by path when several are. Nil when neither.
    static func place(of inModule: String, in publicLinks: [String: String]) -> String? {
        let sorted = publicLinks.keys.sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }
        if let header = sorted.first(where: { publicLinks[$0] == inModule }) { return header }
        let below = sorted.filter { publicLinks[$0]?.hasPrefix(inModule + "/") == true }
        guard let first = below.first, let header = publicLinks[first] else { return nil }
        let rest = String(header.dropFirst(inModule.count))
        guard first.hasSuffix(rest) else { return nil }
        let candidate = String(first.dropLast(rest.count))
        guard candidate != String(TargetTree.include) else { return nil }
        let same = below.allSatisfy { link in publicLinks[link].map { link == candidate + $0.dropFirst(inModule.count) } ?? false }
        return same ? candidate : nil
    }

    /// The paths the map names after `header` or `umbrella` (`umbrella header "A.h"`,
    /// `private header "B.h"`, `umbrella "Headers"`), comments skipped.
    static func headerPaths(in text: String) -> [String] {
        headerLiterals(in: text).map(\.path)
    }

    /// `headerPaths` with where each literal's text is in `text`.
    static func headerLiterals(in text: String) -> [(path: String, range: Range<String.Index>)] {
        var paths: [(path: String, range: Range<String.Index>)] = []
        var previous = ""
        for (token, range) in ModuleMapToken.located(in: text) {
            switch token {
            case let .word(word):
                previous = word
            case let .string(literal):
                if previous == "header" || previous == "umbrella" { paths.append((literal, range)) }
                previous = "\"" + literal
            case .open:
                previous = "{"
            case .close:
                previous = "}"
            }
        }
        return paths
    }

    /// The map of a C-family target with no public headers: SwiftPM needs its public headers
    /// folder to exist, and finding this `module.modulemap` there writes no map of its own.
    static func noPublicHeaders(_ spec: String) -> String {
        """
        // \(GenerationInput.headerMark)'\(spec)', which has no public headers — do not edit
        // SwiftPM needs the public headers folder of a C-family library target to exist, so
        // this map declares no module and SwiftPM writes none: '\(spec)' has no header to import.

        """
    }

    /// The map of a tree whose `include` holds each public header twice, `POD/Header.h` and
    /// its flat twin `Header.h` (links to one file): the module SwiftPM would make of `include`
    /// without the twins — the umbrella header `POD/MODULE.h` when the pod's folder is named
    /// after the module and holds it, else the folder `POD` — so each header is declared once.
    /// SwiftPM refuses an umbrella header `include/MODULE.h` with folders beside it, and an
    /// umbrella of `include` would name each header twice.
    static func umbrella(_ spec: String, module: String, folder: String, links: [String: String]) -> String {
        let header = TargetTree.include + "/" + folder + "/" + module + ".h"
        let umbrella = folder == module && links[header] != nil ? "umbrella header \"\(folder)/\(module).h\"" : "umbrella \"\(folder)\""
        return """
        // \(GenerationInput.headerMark)the public headers of '\(spec)' — do not edit
        // Each public header is here as <\(folder)/Header.h> and as <Header.h>, two links to one file, as
        // CocoaPods' search paths reach it; the module declares it once, below '\(folder)/'.
        module \(module) {
            \(umbrella)
            export *
        }

        """
    }

    /// The source file of a target of public headers only (`TargetTree.headersOnlySource`):
    /// comments, so it compiles to nothing.
    static func headersOnlySource(_ spec: String) -> String {
        """
        // \(GenerationInput.headerMark)'\(spec)', which has public headers and no source file — do not edit
        // SwiftPM builds no C-family target without a source file, so this one, which compiles to
        // nothing, lets the target expose the headers of '\(spec)' as CocoaPods does.

        """
    }

    /// The map of a pod with `module_map = false`: it declares no module, so SwiftPM, finding
    /// a `module.modulemap` in the public headers folder, writes none either.
    static func noModule(_ spec: String) -> String {
        """
        // \(GenerationInput.headerMark)module_map = false of '\(spec)' — do not edit
        // CocoaPods makes no module of '\(spec)', so this map declares none and SwiftPM writes none:
        // its headers are included as '#import <…>' names them, never imported as a module.

        """
    }
}
