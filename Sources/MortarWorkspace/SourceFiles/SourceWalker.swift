import MortarCore

/// Finds and reads a `Package.swift` module's source files for the import audit: under its
/// targets' folders (`Component.sourcePaths`), else under `Sources/`. (A podspec module's files
/// are CocoaPods' selection, `ImportAudit.podSources`; `roots(of:)` only tells it which folders
/// can hold any.) Every file whose extension the import scan reads
/// (`SourceLanguage.extensions`) is taken; hidden files and folders are skipped; patterns that
/// are absolute or climb out of the module folder (`..`) are ignored. The walk stops at a depth
/// of 48 folders and after 100,000 entries per module, so symbolic link loops cannot run away.
public struct SourceWalker: Sendable {
    public var fileSystem: FileSysteming
    /// Display paths are resolved against this folder to open files.
    public var currentDirectory: String
    /// How deep the walk goes below a root (a guard against symbolic link loops).
    static let maximumDepth = 48
    /// How many files and folders one module's walk looks at, at most.
    static let maximumEntries = 100_000

    public init(fileSystem: FileSysteming, currentDirectory: String) {
        self.fileSystem = fileSystem
        self.currentDirectory = currentDirectory
    }

    /// The folders (or files) to walk, relative to the module folder, sorted, none inside another.
    public static func roots(of component: Component?) -> [String] {
        let patterns = component?.sourcePaths ?? []
        guard !patterns.isEmpty else { return ["Sources"] }
        // One pattern (the usual podspec): its prefix, without the set and the sort.
        if patterns.count == 1 {
            guard !patterns[0].hasPrefix("/"), let root = staticPrefix(patterns[0]) else { return [] }
            return [root]
        }
        var roots: Set<String> = []
        for pattern in patterns {
            guard !pattern.hasPrefix("/"), let root = staticPrefix(pattern) else { continue }
            roots.insert(root)
        }
        let sorted = roots.sorted()
        return sorted.filter { root in
            !sorted.contains { other in other != root && (other == "." || root.hasPrefix(other + "/")) }
        }
    }

    /// `Sources/**/*.swift` → `Sources`; `Classes/A.m` → `Classes/A.m`; `*.swift` → `.`;
    /// nil for a pattern that climbs out (`../x`).
    public static func staticPrefix(_ pattern: String) -> String? {
        // Over UTF-8 bytes (the glob characters and `/` are ASCII): `mortar check` asks this
        // for every module, and splitting into Characters cost more than the walk.
        var parts: [Substring] = []
        for piece in pattern.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            if piece.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "{") }) { break }
            let part = Substring(piece)
            if part == ".." { return nil }
            if part == "." { continue }
            parts.append(part)
        }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Reads the sources of one module living in `folder` (a display path).
    public func sources(module: String, component: Component?, folder: String) -> ModuleSources {
        var files: [SourceFile] = []
        var budget = SourceWalker.maximumEntries
        for root in SourceWalker.roots(of: component) {
            let relative = root == "." ? "" : root
            collect(folder: folder, relative: relative, depth: 0, budget: &budget, into: &files)
        }
        var seen: Set<String> = []
        files = files.filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
        return ModuleSources(module: module, files: files)
    }

    private func absolute(_ path: String) -> String {
        PathText.absolute(path, from: currentDirectory)
    }

    private func collect(folder: String, relative: String, depth: Int, budget: inout Int, into files: inout [SourceFile]) {
        guard budget > 0 else { return }
        budget -= 1
        let display = relative.isEmpty ? folder : PathText.join(folder, relative)
        let path = absolute(display)
        let kind = fileSystem.kind(path)
        if kind == .file {
            guard SourceLanguage(fileName: relative) != nil, let bytes = try? fileSystem.readBytes(path) else { return }
            files.append(SourceFile(path: display, relativePath: relative, bytes: bytes))
            return
        }
        guard depth < SourceWalker.maximumDepth, kind == .directory,
              let entries = try? fileSystem.contentsOfDirectory(path) else { return }
        for entry in entries where !entry.hasPrefix(".") {
            collect(folder: folder, relative: relative.isEmpty ? entry : relative + "/" + entry, depth: depth + 1, budget: &budget, into: &files)
        }
    }
}
