import MortarCore

/// An Xcode project (`project.pbxproj`) read into objects by ID, and written back keeping every
/// byte of every object it did not change: an unmodified project is written back byte for byte.
///
/// Edits change `objects` (directly, or through the edit API: `removeCocoaPodsIntegration`,
/// `addPackageReference`, `addProductDependency`); `serialized()` re-renders only the objects
/// that differ from what was read, in Xcode's own formatting, and puts new ones where Xcode would
/// (their isa's section, sorted by ID).
public struct XcodeProject: Sendable, Equatable {
    /// The name the project was read under, used in every location (`App.xcodeproj/project.pbxproj`).
    public let file: String
    /// The top-level `objectVersion` (46 for Xcode 3.2 compatibility … 77 for Xcode 16).
    public let objectVersion: String
    /// The ID of the `PBXProject`.
    public let rootObjectID: String
    /// Every object by ID. Change it through the edit API, or directly for edits it lacks.
    public var objects: [String: PBXObject]
    /// What was read: the bytes, the objects as they were, and where each lies.
    let source: XcodeProjectSource
    /// Tests: treat every object as changed, so the renderer's formatting is checked against
    /// every object Xcode wrote.
    var rendersEveryObject = false

    init(file: String, objectVersion: String, rootObjectID: String, objects: [String: PBXObject], source: XcodeProjectSource) {
        self.file = file
        self.objectVersion = objectVersion
        self.rootObjectID = rootObjectID
        self.objects = objects
        self.source = source
    }

    /// The `PBXProject`.
    public var rootObject: PBXObject { objects[rootObjectID] ?? PBXObject(id: rootObjectID, fields: PlistDictionary()) }

    /// Whether anything differs from what was read.
    public var isModified: Bool { objects != source.objects }

    /// Where object `id` was read (its ID's line and column), or the file if it is new.
    public func location(of id: String) -> SourceLocation {
        guard let span = source.spans[id] else { return SourceLocation(file: file) }
        return source.location(at: span.entry.lowerBound, file: file)
    }
}

/// The bytes a project was read from and where its objects lie in them.
struct XcodeProjectSource: Sendable, Equatable {
    /// One object's place: the `ID = {…};` entry, and the whole lines it fills (tabs to newline)
    /// when it has its lines to itself, as Xcode writes it.
    struct Span: Sendable, Equatable {
        var entry: Range<Int>
        var lines: Range<Int>?
    }

    /// A `/* Begin ISA section */ … /* End ISA section */` block.
    struct Section: Sendable, Equatable {
        var isa: String
        /// From the blank line before the Begin comment (if any) to the newline after the End comment.
        var block: Range<Int>
        /// Where the End comment's line starts: new objects sorted last go there.
        var endLineStart: Int
        /// The IDs read inside it, in file order, with where each one's lines start.
        var members: [(id: String, start: Int)]

        static func == (lhs: Section, rhs: Section) -> Bool {
            lhs.isa == rhs.isa && lhs.block == rhs.block && lhs.endLineStart == rhs.endLineStart
                && lhs.members.map(\.id) == rhs.members.map(\.id) && lhs.members.map(\.start) == rhs.members.map(\.start)
        }
    }

    var bytes: [UInt8]
    var objects: [String: PBXObject]
    var spans: [String: Span]
    var sections: [Section]
    /// Where the line of the `}` closing `objects` starts (new sections go before it).
    var objectsCloseLineStart: Int
    var lineStarts: [Int]

    func location(at offset: Int, file: String) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        let column = String(decoding: bytes[lineStarts[low]..<min(offset, bytes.count)], as: UTF8.self).count + 1
        return SourceLocation(file: file, line: low + 1, column: column)
    }
}
