/// What the migration needs of one pod's spec at one version: where its code is (`source`),
/// the module it builds (`module_name`) and the files of each spec, root and subspecs. A view
/// of the podspec's spec tree (`init(_:file:)`), never read from a podspec's text on its own.
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
    /// `default_subspecs` as CocoaPods reads it (`:none` is no subspec, never one named `none`).
    public var defaults: PodDefaultSubspecs
    /// The default subspecs named, fully qualified (`Moya/Core`); empty when unset or `:none`.
    public var defaultSubspecs: [String] {
        guard case let .named(names) = defaults else { return [] }
        return names.map { "\(name)/\($0)" }
    }
    /// Every subspec, test and app specs left out, fully qualified (`Moya/Core`), in the
    /// spec's order: those with no files of their own too (`Firebase/Crashlytics`).
    public var subspecs: [String] = []
    /// The pods each spec depends on, the root by its name and subspecs by full name, as
    /// written (`FirebaseCrashlytics`, `GoogleUtilities/Logger`).
    public var dependencies: [String: [String]] = [:]
    /// `source` `http`: an archive (`swiftlint-0.50.3.zip`, a `.xcframework` zip).
    public var http: String?
    /// `preserve_paths` by spec, as `sourceFiles` (a tool's executable: `swiftlint`).
    public var preservePaths: [String: [String]] = [:]
    /// `vendored_frameworks` by spec, as `sourceFiles` (`Foo.xcframework`).
    public var vendoredFrameworks: [String: [String]] = [:]
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
        let prefix = name + "/"
        self.defaults = defaultSubspecs.isEmpty ? .unset : .named(defaultSubspecs.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 })
        self.file = file
    }

    /// Why `spec` is a tool, nil when it is not: it has no `source_files` and no
    /// `vendored_frameworks` (within it and at the root), and keeps an executable by
    /// `preserve_paths` or comes as an `http` archive (SwiftLint, SwiftGen, R.swift,
    /// `SwiftFormat/CLI`), and depends on no other spec of its own pod (an umbrella's
    /// subspecs, `Firebase/Crashlytics`, do). Nothing of it can be linked into an app target.
    public func toolEvidence(_ spec: String) -> String? {
        let own = { (table: [String: [String]]) in
            table.filter { $0.key == spec || $0.key.hasPrefix(spec + "/") || $0.key == name }.flatMap(\.value).sorted()
        }
        guard own(sourceFiles).isEmpty, own(vendoredFrameworks).isEmpty else { return nil }
        // A subspec that depends on another spec of its own pod groups the pod's code (an
        // umbrella: `Firebase/Crashlytics` → `Firebase/CoreOnly`), whatever the root keeps.
        let within = dependencies.filter { $0.key == spec || $0.key.hasPrefix(spec + "/") }.flatMap(\.value)
        guard !within.contains(where: { Self.rootName($0) == name }) else { return nil }
        let kept = own(preservePaths)
        guard !kept.isEmpty || http != nil else { return nil }
        var parts = ["no source_files"]
        if !kept.isEmpty { parts.append("preserve_paths \(kept.map { "'\($0)'" }.joined(separator: ", "))") }
        if let http { parts.append("source http '\(http)'") }
        return parts.joined(separator: "; ")
    }

    /// The GitHub repository and tag of an `http` source that is one of its release assets
    /// (`https://github.com/Appboy/appboy-ios-sdk/releases/download/3.30.0/Appboy_iOS_SDK.zip`
    /// → `https://github.com/Appboy/appboy-ios-sdk.git`, `3.30.0`): the archive says where it
    /// was released from. Nil for any other URL.
    public var releaseSource: (git: String, tag: String)? {
        guard let http, http.hasPrefix("https://github.com/") else { return nil }
        let parts = http.dropFirst("https://github.com/".count).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 6, parts[2] == "releases", parts[3] == "download", !parts[5].isEmpty else { return nil }
        let safe = { (text: String) in !text.isEmpty && !text.hasPrefix(".") && !text.hasPrefix("-") && text.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) } }
        guard safe(parts[0]), safe(parts[1]), safe(parts[4]) else { return nil }
        return ("https://github.com/\(parts[0])/\(parts[1]).git", parts[4])
    }

    /// The `.xcframework`s the pod vendors, sorted: a binary pod.
    public var xcframeworks: [String] {
        Array(Set(vendoredFrameworks.values.flatMap { $0 }.filter { $0.hasSuffix(".xcframework") })).sorted()
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
