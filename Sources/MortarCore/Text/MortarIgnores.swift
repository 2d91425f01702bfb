/// What Mortar makes beside a manifest, as `.gitignore` entries: the cloned modules and
/// `.mortar` (caches). Never a folder holding the app's own code: the checkouts
/// folder is ignored whole only while nothing but clones lives in it; when one of the app's
/// `path` modules, or any other file or folder, is in it (a Podfile app keeping its `:path`
/// modules in `Modules/`), each clone's own folder is ignored instead. Pure.
public enum MortarIgnores {
    /// The clones' entries for `manifest`, whose checkouts folder currently holds
    /// `checkoutsContents` (names; nil when it does not exist), and `.mortar/`: the checkouts
    /// folder alone when it holds only clones, else each clone's folder (in the manifest's
    /// order, once each). A git module's folder named in `notCheckouts` (it is there and is no
    /// git checkout: the app's own, which fetch skips) is the app's and is never ignored.
    /// Folders end with `/`.
    public static func entries(_ manifest: IntegratorManifest, checkoutsContents: [String]?, notCheckouts: Set<String> = []) -> [String] {
        clonedFolders(manifest, checkoutsContents: checkoutsContents, notCheckouts: notCheckouts).map { $0 + "/" } + [CacheFolder.stateFolder + "/"]
    }

    static func clonedFolders(_ manifest: IntegratorManifest, checkoutsContents: [String]?, notCheckouts: Set<String> = []) -> [String] {
        let checkouts = PathText.normalize(manifest.checkouts)
        let cloned = manifest.modules.filter { if case .git = $0.source { true } else { false } }
        let clonedNames = Set(cloned.map(\.name))
        let appCodeInside = manifest.modules.contains { module in
            guard case .path = module.source else { return false }
            let folder = module.folder(checkouts: checkouts)
            return folder == "." || folder == checkouts || folder.hasPrefix(checkouts + "/") || checkouts.hasPrefix(folder + "/")
        }
        let othersOnDisk = (checkoutsContents ?? []).contains { !clonedNames.contains($0) || notCheckouts.contains($0) }
        if checkouts != ".", !appCodeInside, !othersOnDisk { return [checkouts] }
        var folders: [String] = []
        for module in cloned where !notCheckouts.contains(module.name) && !folders.contains(module.folder(checkouts: checkouts)) {
            folders.append(module.folder(checkouts: checkouts))
        }
        return folders
    }

    /// The lines (1-based) of the `.gitignore` `text` that ignore the checkouts folder of
    /// `manifest` whole although `entries` ignore each clone on its own because the folder
    /// holds the app's code (an older Mortar wrote such a line): the app's files there are
    /// hidden from git until the line goes, which Mortar never does itself.
    public static func linesHidingAppCode(_ text: String, manifest: IntegratorManifest, entries: [String]) -> [Int] {
        let checkouts = PathText.normalize(manifest.checkouts)
        guard checkouts != ".", !entries.contains(checkouts + "/") else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            GitIgnoreEdit.normalized(String(line)) == checkouts ? index + 1 : nil
        }
    }
}
