/// The folder the composite package owns for a C-family target whose public headers Mortar
/// lays out as CocoaPods does (`<Pod/Header.h>`, `header_dir`, `header_mappings_dir`): SwiftPM
/// takes one public headers folder, inside the target's folder, and refuses an umbrella header
/// with folders beside it — so the target's folder is `.mortar/targets/<Target>` (Mortar's
/// state folder beside the package, ignored by git), holding `module`, a relative symbolic
/// link to the module's folder its sources are read through, `include/…`, relative links to
/// each public header, `private/…`, to every header of the pod's specs, for the target's own
/// sources (a target whose public headers SwiftPM takes where they are has a tree of these
/// links only when it needs them, `publicHeadersPath` then below `module`), and
/// `public/TARGET`, to the `include/POD` folder of each tree it depends on; and the
/// files Mortar writes there (`PackageTarget.treeFiles`: a pod's module map rewritten for the
/// tree, or one that declares no module). `generate` writes it, `generate --check` compares it.
public enum TargetTree {
    /// The trees' folder relative to the package's folder.
    public static let folder = CacheFolder.stateFolder + "/targets"
    /// The link to the module's folder inside a tree.
    public static let moduleLink = "module"
    /// The public headers folder inside a tree.
    public static let include = "include"
    /// The folder of every header of the target and of the pod's other specs inside a tree,
    /// which its own sources search (CocoaPods' `Headers/Private`).
    public static let privateHeaders = "private"
    /// The folder of links to the public headers folders of the targets a target depends on
    /// (CocoaPods' `Headers/Public/POD` of each pod a pod depends on), searched after `private`.
    public static let dependencyPublicHeaders = "public"

    /// The source file Mortar writes in the tree of a spec of public headers and no source
    /// file: SwiftPM builds no C-family target without one; it compiles to nothing.
    public static let headersOnlySource = "headers-only.c"

    /// The tree of `target`, relative to the package's folder.
    public static func path(of target: String) -> String { folder + "/" + target }

    /// A tree's links, relative to the package's folder: the module link first, then each
    /// header link, each link to a dependency's public headers (`dependencyHeaders`) and each
    /// file Mortar writes there (`treeFiles`, with `contents`) by path.
    /// `modulePath`: the module's folder relative to the package's folder.
    public static func links(of target: PackageTarget, modulePath: String) -> [GeneratedLink] {
        guard target.isInTree else { return [] }
        let tree = path(of: target.name)
        let up = String(repeating: "../", count: tree.split(separator: "/").count)
        var entries: [GeneratedLink] = []
        for (link, header) in target.headerLinks where target.treeFiles[link] == nil {
            let depth = link.split(separator: "/").count - 1
            entries.append(GeneratedLink(path: tree + "/" + link, destination: String(repeating: "../", count: depth) + moduleLink + "/" + header, tree: tree))
        }
        for (link, folder) in target.dependencyHeaders {
            let depth = link.split(separator: "/").count
            entries.append(GeneratedLink(path: tree + "/" + link, destination: String(repeating: "../", count: depth) + folder, tree: tree))
        }
        for (file, contents) in target.treeFiles {
            entries.append(GeneratedLink(path: tree + "/" + file, destination: "", tree: tree, contents: contents))
        }
        // No link leaves its tree, whatever a podspec's folders say (`header_dir = '../..'`
        // would plant links anywhere on disk); the converter warns of such a folder.
        entries.removeAll { !PathText.normalize($0.path).hasPrefix(tree + "/") }
        entries.sort { Array($0.path.utf8).lexicographicallyPrecedes($1.path.utf8) }
        return [GeneratedLink(path: tree + "/" + moduleLink, destination: up + PathText.normalize(modulePath), tree: tree)] + entries
    }
}
