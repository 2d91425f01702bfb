/// What the migration needs of one pod's spec at one version: where its code is (`source`),
/// the module it builds (`module_name`) and the files of each spec, root and subspecs.
public struct PodSpecFacts: Hashable, Sendable {
    public var name: String
    public var version: String?
    /// `source` `git`, with its `tag`, `commit` or `branch` (nil when it names none).
    public var git: String?
    public var ref: GitReference?
    /// `module_name`, when the spec sets one.
    public var moduleName: String?
    /// `source_files` patterns by spec, the root by its name and subspecs by full name
    /// (`Moya/RxSwift`), platform blocks included.
    public var sourceFiles: [String: [String]]
    /// Fully qualified (`Moya/Core`).
    public var defaultSubspecs: [String]
    /// Every subspec, test and app specs left out, fully qualified (`Moya/Core`), in the
    /// spec's order: those with no files of their own too (`Firebase/Crashlytics`).
    public var subspecs: [String] = []
    /// The pods each spec depends on, the root by its name and subspecs by full name, as
    /// written (`FirebaseCrashlytics`, `GoogleUtilities/Logger`).
    public var dependencies: [String: [String]] = [:]
    /// The file the facts were read from, as shown in the report.
    public var file: String

    public init(
        name: String, version: String? = nil, git: String? = nil, ref: GitReference? = nil, moduleName: String? = nil,
        sourceFiles: [String: [String]] = [:], defaultSubspecs: [String] = [], file: String
    ) {
        self.name = name
        self.version = version
        self.git = git
        self.ref = ref
        self.moduleName = moduleName
        self.sourceFiles = sourceFiles
        self.defaultSubspecs = defaultSubspecs
        self.file = file
    }

    /// `GoogleUtilities` of `GoogleUtilities/Logger`.
    public static func rootName(_ spec: String) -> String {
        spec.firstIndex(of: "/").map { String(spec[..<$0]) } ?? spec
    }

    /// The subspecs directly below `spec` (`Moya/Core` below `Moya`), in the spec's order.
    public func children(of spec: String) -> [String] {
        subspecs.filter { $0.hasPrefix(spec + "/") && !$0.dropFirst(spec.count + 1).contains("/") }
    }

    /// The patterns of `spec` and of every subspec below it, sorted.
    public func sourceFiles(within spec: String) -> [String] {
        sourceFiles.filter { $0.key == spec || $0.key.hasPrefix(spec + "/") }.flatMap(\.value).sorted()
    }
}
