import MortarCore

/// A pod's own `module_map` in a target's `TargetTree`: linked into the tree's `include` folder
/// as `module.modulemap`, where SwiftPM takes it instead of writing one, when every header it
/// names (`header`, `umbrella header`, `umbrella` folder) is there relative to that folder and it
/// declares a module SwiftPM uses (not a `framework module`). Else why not.
enum PodModuleMap {
    /// The tree link of the map.
    static let link = TargetTree.include + "/module.modulemap"

    /// Nil when `text` fits a tree whose links are `links` (link path → module path); else why not.
    static func misfit(_ text: String, links: [String: String]) -> String? {
        if ModuleMapDeclarations.modules(in: text).isEmpty {
            return "it declares no plain module (a 'framework module' is for Xcode frameworks only)"
        }
        let missing = headerPaths(in: text).filter { path in
            let inTree = PathText.normalize(TargetTree.include + "/" + path)
            return links[inTree] == nil && !links.keys.contains { $0.hasPrefix(inTree + "/") }
        }
        guard !missing.isEmpty else { return nil }
        let list = missing.map { "'\($0)'" }.joined(separator: ", ")
        return "it names \(list), which the generated public headers folder does not hold (its headers are at \(TargetTree.include)/<header_dir, else the pod's name>/…)"
    }

    /// The paths the map names after `header` or `umbrella` (`umbrella header "A.h"`,
    /// `private header "B.h"`, `umbrella "Headers"`), comments skipped.
    static func headerPaths(in text: String) -> [String] {
        var paths: [String] = []
        var previous = ""
        for token in ModuleMapToken.tokens(in: text) {
            switch token {
            case let .word(word):
                previous = word
            case let .string(literal):
                if previous == "header" || previous == "umbrella" { paths.append(literal) }
                previous = "\"" + literal
            case .open:
                previous = "{"
            case .close:
                previous = "}"
            }
        }
        return paths
    }
}
