/// The two lexical families the import scan reads: Swift, and the C family (C, Objective-C,
/// C++, Objective-C++ and their headers), which share comments, strings and the preprocessor.
public enum SourceLanguage: String, Hashable, Sendable, CaseIterable {
    case swift
    case cFamily = "c"

    /// File extensions the scan reads, lowercased, without the dot.
    public static let extensions: [String: SourceLanguage] = [
        "swift": .swift,
        "h": .cFamily, "hh": .cFamily, "hpp": .cFamily, "hxx": .cFamily,
        "m": .cFamily, "mm": .cFamily, "c": .cFamily, "cc": .cFamily, "cpp": .cFamily, "cxx": .cFamily,
    ]

    /// Header extensions: files whose declarations are public and whose names the header index knows.
    public static let headerExtensions: Set<String> = ["h", "hh", "hpp", "hxx"]

    /// The language of a file by its extension, or nil when the scan does not read it.
    public init?(fileName: String) {
        guard let language = SourceLanguage.extensions[SourceLanguage.pathExtension(fileName)] else { return nil }
        self = language
    }

    /// True for a header file (`.h`, `.hpp`, …).
    public static func isHeader(_ fileName: String) -> Bool {
        headerExtensions.contains(pathExtension(fileName))
    }

    /// The lowercased extension of the last path component, without the dot (`""` when none).
    static func pathExtension(_ fileName: String) -> String {
        let name = fileName.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
