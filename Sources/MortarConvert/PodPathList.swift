/// The files and folders of a pod's root, relative, and CocoaPods' `PathList#relative_glob`
/// over them: exact names first, a folder given to an attribute with a folder pattern meaning
/// the files under it that pattern selects, matches in the listing's order (sorted
/// case-insensitively), exclusions (`exclude_files`, always recursive) taken out. Pure.
public struct PodPathList: Hashable, Sendable {
    /// Regular files (and symbolic links to files), relative to the root, `/`-separated.
    public let files: [String]
    /// Folders, relative to the root.
    public let directories: [String]
    let lowercasedDirectories: Set<String>
    /// `PodGlob.segments` of every file, then every folder (the order `relativeGlob` lists them).
    let fileSegments: [[[Unicode.Scalar]]]
    let directorySegments: [[[Unicode.Scalar]]]

    /// - Parameter paths: every file and folder under the root (hidden ones included, as
    ///   CocoaPods lists them); `directories` says which are folders. Order does not matter.
    public init(files: [String], directories: [String]) {
        self.files = files.sorted(by: PodPathList.listingOrder)
        self.directories = directories.sorted(by: PodPathList.listingOrder)
        self.lowercasedDirectories = Set(directories.map { $0.lowercased() })
        self.fileSegments = self.files.map(PodGlob.segments)
        self.directorySegments = self.directories.map(PodGlob.segments)
    }

    /// `sort_by!(&:upcase)`: case-insensitive, ties by the bytes so the order is total.
    static func listingOrder(_ a: String, _ b: String) -> Bool {
        let ua = a.uppercased(), ub = b.uppercased()
        return ua != ub ? Array(ua.utf8).lexicographicallyPrecedes(ub.utf8) : Array(a.utf8).lexicographicallyPrecedes(b.utf8)
    }

    /// Whether `path` names a folder of the listing, case-insensitively (as CocoaPods asks).
    public func isDirectory(_ path: String) -> Bool {
        var text = path.lowercased()
        if text.hasSuffix("/") { text.removeLast() }
        return lowercasedDirectories.contains(text)
    }

    /// The paths `patterns` select, each once, in CocoaPods' order.
    /// - Parameters:
    ///   - folderPattern: appended to a pattern that names a folder (`*{.h,.m,…}` for
    ///     `source_files`); nil leaves such a pattern matching the folder only.
    ///   - excluding: `exclude_files` patterns; a folder excludes everything under it.
    ///   - includeDirectories: folders can be selected too (resources, vendored frameworks).
    public func glob(_ patterns: [String], folderPattern: String?, excluding: [String] = [], includeDirectories: Bool = false) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        let excluded = excluding.isEmpty ? [] : Set(relativeGlob(excluding, folderPattern: "**/*", includeDirectories: includeDirectories))
        for path in relativeGlob(patterns, folderPattern: folderPattern, includeDirectories: includeDirectories)
        where !excluded.contains(path) && seen.insert(path).inserted {
            result.append(path)
        }
        return result
    }

    func relativeGlob(_ patterns: [String], folderPattern: String?, includeDirectories: Bool) -> [String] {
        let list = includeDirectories ? files + directories : files
        let listSegments = includeDirectories ? fileSegments + directorySegments : fileSegments
        let exact = Set(list).intersection(patterns)
        var result: [String] = []
        for var pattern in patterns {
            if exact.contains(pattern) {
                result.append(pattern)
                continue
            }
            if let folderPattern, isDirectory(pattern) {
                if !pattern.hasSuffix("/") { pattern += "/" }
                pattern += folderPattern
            }
            let expanded = PodGlob.equivalentPatterns(pattern).map(PodGlob.segments)
            for (index, segments) in listSegments.enumerated() where expanded.contains(where: { PodGlob.matchSegments($0[...], segments[...]) }) {
                result.append(list[index])
            }
        }
        return result
    }
}
