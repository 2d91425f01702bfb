import MortarCore

/// An Xcode workspace's `contents.xcworkspacedata`: the `FileRef`s (projects, files) and
/// `Group`s it lists, read from the XML Xcode writes and written back keeping every byte it did
/// not change: an unmodified workspace is written back byte for byte.
public struct XcodeWorkspace: Sendable, Equatable {
    /// One `<FileRef>` or `<Group>`, its attributes, and where it lies.
    public struct Entry: Sendable, Equatable {
        public enum Kind: String, Sendable { case fileRef = "FileRef", group = "Group" }
        public var kind: Kind
        /// `location` as written: `group:App.xcodeproj`, `container:…`, `absolute:…`, `self:`.
        public var location: String
        public var name: String?
        public var children: [Entry]
        /// The whole lines of the element, from its `<` to the end of its closing tag's line.
        var lines: Range<Int>

        /// The path of `location` without its `group:`/`container:`/`absolute:` prefix.
        public var path: String {
            guard let colon = location.firstIndex(of: ":") else { return location }
            return String(location[location.index(after: colon)...])
        }
    }

    /// The name the workspace was read under (used in every location).
    public let file: String
    /// The top-level entries, in file order.
    public private(set) var entries: [Entry]
    private let bytes: [UInt8]
    private var removed: [Range<Int>] = []
    private var added: [String] = []
    /// Where the `</Workspace>` line starts: new entries go before it.
    private let closeLineStart: Int

    /// Reads `contents.xcworkspacedata`.
    /// - Throws: `XcodeProjectError.workspaceSyntax` at the first thing that is not the XML Xcode writes.
    public init(text: String, file: String) throws {
        self.file = file
        self.bytes = Array(text.utf8)
        var reader = WorkspaceXMLReader(bytes: bytes, file: file)
        let root = try reader.read()
        entries = root.children
        closeLineStart = XcodeProject.lineStart(of: root.closeOffset, in: bytes) ?? root.closeOffset
    }

    /// Every `FileRef`, groups' included, depth first in file order.
    public var fileRefs: [Entry] {
        func walk(_ entries: [Entry]) -> [Entry] {
            entries.flatMap { $0.kind == .fileRef ? [$0] : walk($0.children) }
        }
        return walk(entries)
    }

    /// Whether anything was removed or added.
    public var isModified: Bool { !removed.isEmpty || !added.isEmpty }

    /// Removes the `FileRef`s to CocoaPods' Pods project (what `pod install` added; `pod
    /// deintegrate` leaves it) at `podsProject`, its path from the workspace's folder
    /// (`Pods/Pods.xcodeproj` for a workspace beside the Podfile), returning the locations
    /// removed. Each entry's path is resolved through its groups and compared normalized, so
    /// another app's `Legacy/Pods/Pods.xcodeproj` in the same workspace stays.
    @discardableResult
    public mutating func removeCocoaPodsProject(at podsProject: String = "Pods/Pods.xcodeproj") -> [String] {
        let target = PathText.normalize(podsProject)
        return removeFileRefs { _, resolved in resolved.map(PathText.normalize) == target }
    }

    /// Removes every `FileRef` `matching` says to (top level or in a group), returning their
    /// locations; `matching` is given the entry and its path from the workspace's folder
    /// (through its groups; nil for an `absolute:` one or one under it).
    @discardableResult
    public mutating func removeFileRefs(matching: (Entry, String?) -> Bool) -> [String] {
        var locations: [String] = []
        func prune(_ entries: [Entry], base: String?) -> [Entry] {
            entries.compactMap { entry in
                let resolved = Self.resolve(entry.location, base: base)
                if entry.kind == .fileRef, matching(entry, resolved) {
                    removed.append(entry.lines)
                    locations.append(entry.location)
                    return nil
                }
                var kept = entry
                kept.children = prune(entry.children, base: resolved)
                return kept
            }
        }
        entries = prune(entries, base: "")
        return locations
    }

    /// The path of `location` from the workspace's folder: `group:` is relative to the
    /// enclosing group's (`base`), `container:` to the workspace's folder, `self:` the
    /// workspace itself; nil for `absolute:` or below an unknown `base`.
    static func resolve(_ location: String, base: String?) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return base.map { PathText.join($0, location) } }
        let kind = location[..<colon], path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return base.map { $0.isEmpty ? path : PathText.join($0, path) }
        case "container": return path
        case "self": return ""
        default: return nil
        }
    }

    /// Adds a top-level `FileRef` to `location` (`group:App.xcodeproj`) unless one is there.
    public mutating func addFileRef(location: String) {
        guard !fileRefs.contains(where: { $0.location == location }) else { return }
        added.append("   <FileRef\n      location = \"\(Self.escaped(location))\">\n   </FileRef>\n")
        entries.append(Entry(kind: .fileRef, location: location, name: nil, children: [], lines: closeLineStart..<closeLineStart))
    }

    /// The workspace's text: what was read, without the removed entries' lines, with the added
    /// ones before `</Workspace>` in Xcode's layout.
    public func text() -> String {
        guard isModified else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        var cursor = 0
        for range in removed.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.lowerBound >= cursor {
            out += bytes[cursor..<range.lowerBound]
            cursor = range.upperBound
        }
        if cursor <= closeLineStart {
            out += bytes[cursor..<closeLineStart]
            cursor = closeLineStart
        }
        out += Array(added.joined().utf8)
        out += bytes[cursor...]
        return String(decoding: out, as: UTF8.self)
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    public static func == (lhs: XcodeWorkspace, rhs: XcodeWorkspace) -> Bool {
        lhs.file == rhs.file && lhs.text() == rhs.text()
    }
}
