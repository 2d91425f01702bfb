import MortarConvert
import MortarCore

/// Podspecs of one repository as git modules, each with its own checkout: checkouts of one
/// commit share their files (compiled once), checkouts of different commits do not, and a
/// finding says where that is not what the build sees.
extension PodspecConversionService {
    /// What a module's files are, for sharing them: a git module's checkout is its commit
    /// (`HEAD`, read from git's files), so two checkouts of one commit — two podspecs of one
    /// repository as two git modules — hold the same files and compile them once; any other
    /// module (a path, a local override, a checkout whose `HEAD` the files do not say for
    /// certain) is its folder.
    static func sourceKey(of module: Module, relative: String, manifestFolder: String, fileSystem: any FileSysteming) -> String {
        let folder = PathText.normalize(PathText.join(manifestFolder, relative))
        guard case .git = module.source, module.sourceLocation == nil,
              let commit = GitHeadFiles(fileSystem: fileSystem).headCommit(of: folder) else { return "folder " + folder }
        return "commit " + commit
    }

    /// Checkouts of one repository at different commits compile their shared files once each:
    /// linked into one app, what those files define is defined twice. A warning at the later
    /// module for each such pair (module index → finding) — unless the two are converted to a
    /// target or product of one name: the generated package then leaves one of them out (its
    /// warning says so), and nothing is compiled twice.
    static func twiceCompiled(_ modules: [Module], sources: [String], compiled: [Int: Set<String>], conversions: [String: ModuleConversion]) -> [(Int, Diagnostic)] {
        let names = { (module: Module) in
            Set(conversions[module.name].map { $0.targets.map(\.name) + $0.products.map(\.name) } ?? [])
        }
        var findings: [(Int, Diagnostic)] = []
        for later in modules.indices {
            guard case let .git(url, _) = modules[later].source, sources[later].hasPrefix("commit "), let mine = compiled[later] else { continue }
            for earlier in modules.indices where earlier < later {
                guard case let .git(otherURL, _) = modules[earlier].source, sources[earlier].hasPrefix("commit "), sources[earlier] != sources[later],
                      RepositoryURL.same(url, otherURL), let theirs = compiled[earlier],
                      names(modules[earlier]).isDisjoint(with: names(modules[later])) else { continue }
                let both = mine.intersection(theirs).filter { implementationExtensions.contains(PodFileAccessor.pathExtension($0)) }.sorted()
                guard let first = both.first else { continue }
                let commit = { (key: String) in String(key.dropFirst("commit ".count).prefix(7)) }
                let more = both.count > 1 ? " (and \(both.count - 1) more)" : ""
                findings.append((later, Diagnostic(
                    .swiftPMConversion, .warning,
                    "'\(modules[earlier].name)' and '\(modules[later].name)' are checkouts of one repository at different commits (\(commit(sources[earlier])), \(commit(sources[later]))), and both compile '\(first)'\(more); linked into one app, what those files define is defined twice",
                    at: [modules[later].location],
                    help: "check out '\(modules[earlier].name)' and '\(modules[later].name)' at one tag or commit (their shared files are then compiled once), or keep one of them on CocoaPods")))
            }
        }
        return findings
    }

    /// The extensions of the C-family files that define symbols (a header declares them).
    static let implementationExtensions: Set<String> = ["c", "c++", "cc", "cpp", "cxx", "m", "mm"]

    /// A shared file that differs between checkouts of one commit (an uncommitted change in
    /// one of them) is compiled once, from the module that keeps it: a warning at each other
    /// module selecting it says which copy is not built (module index → finding).
    static func editedCopies(
        _ modules: [(module: Module, folder: String)], sources: [String], selected: [Int: Set<String>], compiled: [Int: Set<String>],
        manifestFolder: String, fileSystem: any FileSysteming
    ) -> [(Int, Diagnostic)] {
        var findings: [(Int, Diagnostic)] = []
        for index in modules.indices where sources[index].hasPrefix("commit ") {
            guard let mine = selected[index] else { continue }
            for owner in modules.indices where owner != index && sources[owner] == sources[index] {
                let folder = modules[index].folder, ownerFolder = modules[owner].folder
                guard PathText.normalize(folder) != PathText.normalize(ownerFolder), let theirs = compiled[owner] else { continue }
                let differing = mine.intersection(theirs).sorted().filter { path in
                    let read = { (base: String) in try? fileSystem.readBytes(PathText.join(PathText.join(manifestFolder, base), path)) }
                    return read(folder) != read(ownerFolder)
                }
                guard let first = differing.first else { continue }
                let more = differing.count > 1 ? " (and \(differing.count - 1) more)" : ""
                let name = modules[index].module.name, ownerName = modules[owner].module.name
                findings.append((index, Diagnostic(
                    .swiftPMConversion, .warning,
                    "'\(first)'\(more) differs between the checkouts of '\(ownerName)' and '\(name)', which are at one commit; it is compiled once, from \(PathText.join(ownerFolder, first)), so \(PathText.join(folder, first)) is not built",
                    at: [modules[index].module.location],
                    help: "make the change in \(PathText.join(ownerFolder, first)) (the copy that is built), or commit it and check out '\(ownerName)' and '\(name)' at that commit")))
            }
        }
        return findings
    }
}
