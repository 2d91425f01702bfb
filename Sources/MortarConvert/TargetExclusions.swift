import MortarCore

/// What a target's folder holds that its spec does not select, as SwiftPM's `exclude:` takes it.
/// SwiftPM adds every file of a target's folder it knows as a resource (`.xib`, `.storyboard`,
/// `*.lproj`, `.xcassets`, …) even when `sources:` lists the files to compile, so a target whose
/// folder is a repository's root would take in its demo app's storyboards. Pure: it reads the
/// module's listing only.
public enum TargetExclusions {
    /// The fewest paths below `folder` (relative to it, sorted) that hold nothing of `kept`: each
    /// entry of the folder that neither is a kept path nor holds one, a folder whole. Hidden
    /// entries (`.github`) are left out: SwiftPM does not look at them.
    /// - Parameters:
    ///   - folder: the target's folder, relative to the module's folder (`""`: the module's).
    ///   - kept: the files and folders the target uses (sources, headers, resources), relative
    ///     to the module's folder; a kept folder is kept whole.
    /// - Complexity: O(n log n) in the number of paths of the listing.
    public static func paths(under folder: String, keeping kept: [String], pathList: PodPathList) -> [String] {
        let prefix = folder.isEmpty ? "" : folder + "/"
        let keptSet = Set(kept)
        // Every folder holding a kept path, up to `folder`: walked into, not excluded.
        var holding = Set<String>()
        for path in kept {
            var parent = PathText.directory(of: path)
            while parent != "." && parent != folder && !parent.isEmpty && holding.insert(parent).inserted {
                parent = PathText.directory(of: parent)
            }
        }
        var result: [String] = []
        for path in pathList.files + pathList.directories where path.hasPrefix(prefix) {
            let relative = String(path.dropFirst(prefix.count))
            let parent = PathText.directory(of: path)
            let parentIsWalked = relative.contains("/") ? holding.contains(parent) && !keptSet.contains(parent) : true
            guard parentIsWalked, !keptSet.contains(path), !holding.contains(path) else { continue }
            guard !PathText.lastComponent(of: path).hasPrefix(".") else { continue }
            result.append(relative)
        }
        return result.sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }
    }
}
