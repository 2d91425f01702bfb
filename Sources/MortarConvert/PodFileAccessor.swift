import MortarCore

/// The files one spec selects on one platform, as CocoaPods' `Sandbox::FileAccessor` selects
/// them from a `PathList`: source files, headers, public and private headers, resources,
/// resource bundles, vendored frameworks and libraries. Paths relative to the pod's root.
public struct PodFileAccessor: Sendable {
    /// `Xcodeproj::Constants::HEADER_FILES_EXTENSIONS`.
    public static let headerExtensions = ["h", "hh", "hpp", "ipp", "tpp", "hxx", "def", "inl", "inc"]
    /// `FileAccessor::SOURCE_FILE_EXTENSIONS`.
    public static let sourceExtensions = ["m", "mm", "i", "c", "cc", "cxx", "cpp", "c++", "swift"] + headerExtensions
    static let sourceFolderPattern = "*{" + sourceExtensions.map { "." + $0 }.joined(separator: ",") + "}"
    static let headerFolderPattern = "*{" + headerExtensions.map { "." + $0 }.joined(separator: ",") + "}"

    public let consumer: PodConsumer
    public let pathList: PodPathList

    public init(consumer: PodConsumer, pathList: PodPathList) {
        self.consumer = consumer
        self.pathList = pathList
    }

    var excludes: [String] { consumer.strings("exclude_files") }

    func paths(_ attribute: String, folderPattern: String?, includeDirectories: Bool = false) -> [String] {
        let patterns = consumer.strings(attribute)
        guard !patterns.isEmpty else { return [] }
        return pathList.glob(patterns, folderPattern: folderPattern, excluding: excludes, includeDirectories: includeDirectories)
    }

    /// The extension of a path as Ruby's `extname` gives it, without the dot (`""` for none,
    /// and for a name that only starts with a dot).
    public static func pathExtension(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    public var sourceFiles: [String] { paths("source_files", folderPattern: Self.sourceFolderPattern) }

    /// Source files with a header extension.
    public var headers: [String] { sourceFiles.filter { Self.headerExtensions.contains(Self.pathExtension($0)) } }

    public var publicHeaderFiles: [String] { paths("public_header_files", folderPattern: Self.headerFolderPattern) }
    public var privateHeaderFiles: [String] { paths("private_header_files", folderPattern: nil) }
    public var projectHeaderFiles: [String] { paths("project_header_files", folderPattern: nil) }

    /// `public_header_files` when given, else every header; private and project headers taken out.
    public var publicHeaders: [String] {
        let declared = publicHeaderFiles
        let hidden = Set(privateHeaderFiles + projectHeaderFiles)
        return (declared.isEmpty ? headers : declared).filter { !hidden.contains($0) }
    }

    public var resources: [String] { paths("resources", folderPattern: nil, includeDirectories: true) }
    public var vendoredFrameworks: [String] { paths("vendored_frameworks", folderPattern: nil, includeDirectories: true) }
    public var vendoredLibraries: [String] { paths("vendored_libraries", folderPattern: nil) }

    /// Bundle name → its files and folders.
    public var resourceBundles: [String: [String]] {
        var result: [String: [String]] = [:]
        for (name, patterns) in consumer.map("resource_bundles") {
            result[name] = pathList.glob(patterns.value.strings, folderPattern: nil, excluding: excludes, includeDirectories: true)
        }
        return result
    }
}
