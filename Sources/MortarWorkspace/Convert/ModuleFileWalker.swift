import MortarConvert

/// Lists a module's folder as CocoaPods' `PathList` does (hidden files included), for the
/// converter's globs and `check`'s import audit: the one effect of a selection. `.git` is not
/// walked: no podspec pattern selects git's own files. A symbolic link to a folder is listed
/// as a folder and not walked into, as Ruby's `Dir.glob('**/*')` under `PathList` does not:
/// a link to a parent folder cannot make the walk run away.
public enum ModuleFileWalker {
    /// Every file and folder under `folder`, relative to it; nil when `folder` is not a folder.
    /// Folders nested deeper than 64 levels are not walked.
    public static func pathList(_ folder: String, fileSystem: any FileSysteming) -> PodPathList? {
        guard fileSystem.kind(folder) == .directory else { return nil }
        var files: [String] = []
        var directories: [String] = []
        func walk(_ relative: String, depth: Int) {
            guard depth < 64 else { return }
            let absolute = relative.isEmpty ? folder : folder + "/" + relative
            guard let names = try? fileSystem.contentsOfDirectory(absolute) else { return }
            for name in names {
                if relative.isEmpty, name == ".git" { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                switch fileSystem.kind(folder + "/" + path) {
                case .directory?:
                    directories.append(path)
                    if fileSystem.linkDestination(folder + "/" + path) == nil { walk(path, depth: depth + 1) }
                case .file?:
                    files.append(path)
                case nil:
                    continue
                }
            }
        }
        walk("", depth: 0)
        return PodPathList(files: files, directories: directories)
    }
}
