/// Which module owns which header: how a quoted `#import "Y.h"` (or a folder-less `<Y.h>`) is
/// resolved to a module.
///
/// A header the importing module owns itself always wins (its own folder is searched first).
/// Otherwise the one module owning a header of that file name; when several do, the one whose
/// header path ends with the path as written (`"Network/Client.h"`); when that still leaves
/// several, the import is ambiguous and left unresolved, so it is never reported.
public struct HeaderIndex: Hashable, Sendable {
    /// Header file name → owners with the header's path inside the module folder.
    private var owners: [String: [Owner]] = [:]

    struct Owner: Hashable, Sendable {
        var module: String
        var path: String
    }

    public init() {}

    /// Records that `module` owns the header at `path` (relative to the module's folder).
    public mutating func add(header path: String, module: String) {
        let owner = Owner(module: module, path: path)
        if owners[HeaderIndex.fileName(path), default: []].contains(owner) { return }
        owners[HeaderIndex.fileName(path), default: []].append(owner)
    }

    /// True when some module owns a header with this file name.
    public func contains(fileName: String) -> Bool { owners[fileName] != nil }

    /// The module that owns `header` (as written in the import) for a file of `importer`, or nil.
    public func owner(of header: String, importer: String?) -> String? {
        guard let candidates = owners[HeaderIndex.fileName(header)] else { return nil }
        if let importer, candidates.contains(where: { $0.module == importer }) { return importer }
        let modules = Set(candidates.map(\.module))
        if modules.count == 1 { return modules.first }
        let suffix = "/" + header
        let matching = Set(candidates.filter { $0.path == header || $0.path.hasSuffix(suffix) }.map(\.module))
        return matching.count == 1 ? matching.first : nil
    }

    /// Resolves every unresolved header import of `importer`'s files through the index.
    public func resolve(_ imports: [SourceImport], importer: String?) -> [SourceImport] {
        imports.map { item in
            guard item.module == nil, let header = item.header else { return item }
            var resolved = item
            resolved.module = owner(of: header, importer: importer)
            return resolved
        }
    }

    /// The last path component: `Network/Client.h` → `Client.h`.
    public static func fileName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
