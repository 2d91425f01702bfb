import Foundation
import MortarCore
import MortarFormats
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an output may go, beyond not being an input (`OutputGuard`): a regular file or
/// nothing (never a device, FIFO, socket or folder), never inside git's own files (any `.git`,
/// or a git directory of another name), never inside a module's checkout, and —
/// for a path the manifest chooses (`outputs`, or a default) — inside the project (the
/// manifest's folder), with no symbolic link on the way that leads out of it. A path given on
/// the command line is the user's own choice of place, so only the first three rules apply to it.
/// Last, for every path: an existing file there is one Mortar wrote (its generated header), unless
/// the user asks to replace it (`--force`).
public struct OutputPlacement: Sendable {
    /// The manifest's folder, absolute and normalized.
    public var project: String
    /// Each git module's checkout folder, absolute and normalized.
    public var checkouts: [(module: String, folder: String)]

    public init(project: String, checkouts: [(module: String, folder: String)]) {
        self.project = project
        self.checkouts = checkouts
    }

    /// The placement of the outputs of `integrator` laid out by `layout`: each git module's
    /// folder is `Module.folder(checkouts:)`, the one answer fetch uses.
    public init(integrator: IntegratorManifest, layout: WorkspaceLayout) {
        let checkouts = PathText.normalize(layout.absolute(layout.checkouts(integrator)))
        self.init(project: PathText.normalize(layout.absoluteFolder), checkouts: integrator.modules.compactMap { module in
            guard case .git = module.source else { return nil }
            return (module.name, module.folder(checkouts: checkouts))
        })
    }

    /// Every misplaced output, located where its path is chosen, with the fix.
    /// - Parameters:
    ///   - resolve: an absolute path with the symbolic links of its existing folders followed.
    ///   - special: what a path names when it exists and is not a regular file (`a FIFO`), else nil.
    ///   - mayReplace: false for an existing file Mortar did not write (`GeneratedFileWriter.mayReplace`);
    ///     always true with `--force`.
    public func issues(_ outputs: [PlannedOutput], resolve: (String) -> String, special: (String) -> String?,
                       mayReplace: (String) -> Bool = { _ in true }) -> [ManifestIssue] {
        let realProject = resolve(project)
        var issues: [ManifestIssue] = []
        var blockedReported: Set<String> = []
        for output in outputs {
            let path = PathText.normalize(output.path)
            let real = resolve(path)
            let at = output.location ?? SourceLocation(file: output.shown)
            if let what = special(real) {
                issues.append(ManifestIssue("\(output.origin) '\(output.shown)' is \(what); Mortar writes only regular files", at: at, help: output.help))
                continue
            }
            if let blocked = OutputPlacement.blockedFolder(of: path) {
                // One issue per blocking folder: the umbrella source below the Package.swift would repeat it.
                if blockedReported.insert(blocked.folder).inserted {
                    let levels = PathText.relative(path, from: blocked.folder).split(separator: "/").count
                    let shownParts = PathText.normalize(output.shown).split(separator: "/", omittingEmptySubsequences: false)
                    let folder = shownParts.count > levels ? shownParts.dropLast(levels).joined(separator: "/") : blocked.folder
                    issues.append(ManifestIssue(
                        "\(output.origin) '\(output.shown)' cannot be written: '\(folder.isEmpty ? "/" : folder)' is \(blocked.what)",
                        at: at, help: output.help))
                }
                continue
            }
            if let git = OutputPlacement.gitInternals(shown: output.shown, path: path, real: real) {
                issues.append(ManifestIssue(
                    "\(output.origin) '\(output.shown)' is in git's own files (\(git)); Mortar never writes there",
                    at: at, help: output.help))
                continue
            }
            if let checkout = checkouts.first(where: { OutputPlacement.isInside(real, resolve($0.folder)) || OutputPlacement.isInside(path, $0.folder) }) {
                issues.append(ManifestIssue(
                    "\(output.origin) '\(output.shown)' is inside the checkout of module '\(checkout.module)'; Mortar never writes into a module's files",
                    at: at, help: output.help))
                continue
            }
            if !output.chosenOnCommandLine, !OutputPlacement.isInside(path, project) {
                issues.append(ManifestIssue(
                    "\(output.origin) '\(output.shown)' is outside the project folder; outputs the manifest names stay inside it",
                    at: at, help: output.help + " (a path relative to the manifest's folder, without '..' leading out)"))
            } else if !output.chosenOnCommandLine, !OutputPlacement.isInside(real, realProject) {
                issues.append(ManifestIssue(
                    "\(output.origin) '\(output.shown)' leads out of the project folder through a symbolic link (to '\(real)')",
                    at: at, help: output.help + " (a folder that is not a link out of the project)"))
            } else if !mayReplace(path) {
                issues.append(ManifestIssue(
                    "\(output.origin) '\(output.shown)' is a file Mortar did not write (no \(output.mark) in its first lines); Mortar never replaces it",
                    at: at, help: output.help + (output.forceHint.map { ", move the file aside, or \($0)" } ?? ", or move the file aside")))
            }
        }
        return issues
    }

    /// Where `path` (`real` once links are followed) lands in git's own files, for messages:
    /// a component named `.git` in any case (a repository's folder, or the `.git` file of a
    /// linked worktree or submodule), as written or once links are followed, or an existing
    /// folder that is a git directory by another name (`HEAD`, `objects/` and `refs/`: a bare
    /// repository, a `--separate-git-dir`). Nil when it does not.
    static func gitInternals(shown: String, path: String, real: String) -> String? {
        func gitComponent(_ path: String) -> String? {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard let index = parts.firstIndex(where: { $0.lowercased() == ".git" }) else { return nil }
            return parts[...index].joined(separator: "/")
        }
        if let written = gitComponent(PathText.normalize(shown)) ?? gitComponent(path) { return "'\(written)'" }
        if let linked = gitComponent(real) { return "'\(linked)', through a symbolic link" }
        var folder = PathText.directory(of: real)
        while folder != "/", !folder.isEmpty {
            if isGitDirectory(folder) { return "the git directory '\(folder)'" }
            folder = PathText.directory(of: folder)
        }
        return nil
    }

    /// The nearest existing folder on the way to `path` (absolute, normalized) when it is none:
    /// a file (`a file, not a folder`), or a symbolic link to nothing (`a symbolic link to '/gone', which
    /// does not exist`) — the file could never be written there (writing failed with `File
    /// exists`). Nil when the nearest existing one is a folder (through links).
    static func blockedFolder(of path: String) -> (folder: String, what: String)? {
        var folder = PathText.directory(of: path)
        while !folder.isEmpty, folder != "/" {
            var info = stat()
            if lstat(folder, &info) == 0 {
                if stat(folder, &info) == 0 {
                    return info.st_mode & S_IFMT == S_IFDIR ? nil : (folder, "a file, not a folder")
                }
                let destination = LocalFileSystem().linkDestination(folder) ?? ""
                return (folder, "a symbolic link to '\(destination)', which does not exist")
            }
            folder = PathText.directory(of: folder)
        }
        return nil
    }

    /// The first symbolic link on the way from `project` to `folder` (both absolute,
    /// normalized; `folder` inside `project`) that leads out of the project, with what it points
    /// to as written; nil when none does. A link that stays in the project is the user's layout.
    static func linkLeadingOut(to folder: String, project: String) -> (link: String, destination: String)? {
        guard isInside(folder, project), folder != project else { return nil }
        let realProject = OutputGuard.resolvingLinks(project)
        var path = project
        for part in PathText.relative(folder, from: project).split(separator: "/") {
            path = PathText.join(path, String(part))
            guard let destination = LocalFileSystem().linkDestination(path) else { continue }
            if !isInside(OutputGuard.resolvingLinks(path), realProject) { return (path, destination) }
        }
        return nil
    }

    /// True when `folder` holds what git needs of a repository's own folder: `HEAD`, `objects/`, `refs/`.
    static func isGitDirectory(_ folder: String) -> Bool {
        var info = stat()
        guard stat(folder + "/HEAD", &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        return ["objects", "refs"].allSatisfy { stat(folder + "/" + $0, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR }
    }

    /// True when `path` is `folder` itself or below it (both normalized).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// What `path` names when it exists and is not a regular file, followed through links:
    /// `a folder`, `a character device`, `a block device`, `a FIFO`, `a socket`; else nil.
    public static func specialKind(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }
}
