import Foundation
import MortarCore

/// A CocoaPods CDN spec source (trunk, `https://cdn.cocoapods.org/`), read as CocoaPods'
/// `Pod::CDNSource` reads it: the pod's versions from its fragment's `all_pods_versions_X_Y_Z.txt`,
/// then `Specs/X/Y/Z/NAME/VERSION/NAME.podspec.json` (`CDNLayout`).
///
/// Each file is read from the first place that has it: CocoaPods' own copy
/// (`~/.cocoapods/repos/trunk`, `CP_REPOS_DIR`), never written; Mortar's copy in the cache
/// folder (`spec-repos/<url-key>`, the same layout, with `.url` and ETags as CocoaPods keeps
/// them); the network (`CDNDownloader`). A spec at a version is kept as it came. A versions
/// index is used as cached while it lists the version asked for; when it does not, it is
/// revalidated once per run with `If-None-Match` (CocoaPods refreshes only on `pod repo update`,
/// so a pin newer than the copy would read as missing). `offline` reads the copies only.
public struct CDNSource: Sendable {
    /// Why a file could not be had: the URL, what came back, what to do.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// What a lookup of one pod at one version found.
    public enum Answer: Equatable, Sendable {
        /// The spec's text and its path in the source.
        case found(text: String, path: String)
        /// The source does not have it (not listed, no such version): why.
        case absent(String)
        /// It could not be read (a failed download, or offline and not cached): why.
        case failed(String)
    }

    /// What a fragment's versions index says of one pod.
    enum Listing: Equatable, Sendable {
        /// It lists the pod at these versions.
        case versions([String])
        /// It lists no such pod.
        case noSuchPod
        /// The source serves no such index (HTTP 404): no pod of that fragment, as CocoaPods'
        /// `CDNSource` takes it.
        case notServed

        init(name: String, index text: String) {
            self = CDNLayout.versions(of: name, inIndex: text).map(Listing.versions) ?? .noSuchPod
        }

        var versions: [String]? {
            if case let .versions(listed) = self { return listed }
            return nil
        }
    }

    /// The source's URL, ending in `/`.
    public var url: String
    /// CocoaPods' own copy, read first and never written.
    public var cocoaPodsFolder: String?
    public var downloader: CDNDownloader
    public var offline: Bool
    private let state: State

    var fileSystem: FileSysteming { downloader.fileSystem }
    var cacheFolder: String { downloader.folder }

    init(url: String, cocoaPodsFolder: String?, downloader: CDNDownloader, offline: Bool, layout: CDNLayout?) {
        self.url = url
        self.cocoaPodsFolder = cocoaPodsFolder
        self.downloader = downloader
        self.offline = offline
        state = State(layout: layout.map { .success($0) })
    }

    /// Opens `url` as a CDN source when it is one: a copy (CocoaPods' or Mortar's) has its
    /// `CocoaPods-version.yml`; CocoaPods' own copy of trunk is one (trunk's layout); a `known`
    /// source (trunk) is one, its metadata downloaded when a spec is first looked up; any other
    /// URL is one when it serves that file (one GET, as CocoaPods' `cdn_url?` asks).
    /// - Returns: nil when the URL is not a CDN source (a git repository, say), or offline and
    ///   nothing tells.
    public static func open(url: String, cocoaPodsFolder: String?, downloader: CDNDownloader, offline: Bool, known: Bool) -> CDNSource? {
        let base = url.hasSuffix("/") ? url : url + "/"
        for folder in [cocoaPodsFolder, downloader.folder].compactMap({ $0 }) {
            if let text = try? downloader.fileSystem.readText(PathText.join(folder, CDNLayout.metadataFile)), let layout = CDNLayout.metadata(text) {
                return CDNSource(url: base, cocoaPodsFolder: cocoaPodsFolder, downloader: downloader, offline: offline, layout: layout)
            }
        }
        if cocoaPodsFolder != nil {
            return CDNSource(url: base, cocoaPodsFolder: cocoaPodsFolder, downloader: downloader, offline: offline, layout: CDNLayout(prefixLengths: [1, 1, 1]))
        }
        if known { return CDNSource(url: base, cocoaPodsFolder: nil, downloader: downloader, offline: offline, layout: nil) }
        if offline { return nil }
        guard case let .success(.fetched(text)) = downloader.download(CDNLayout.metadataFile, attempts: 1), let layout = CDNLayout.metadata(text) else { return nil }
        downloader.keepURL()
        return CDNSource(url: base, cocoaPodsFolder: nil, downloader: downloader, offline: offline, layout: layout)
    }

    /// The layout, its metadata downloaded once per run when no copy had it; nil offline then.
    func layout() -> Result<CDNLayout?, Failure> {
        state.layout {
            if offline { return .success(nil) }
            switch downloader.download(CDNLayout.metadataFile) {
            case let .success(.fetched(text)):
                guard let layout = CDNLayout.metadata(text) else {
                    return .failure(Failure(message: "'\(url)\(CDNLayout.metadataFile)' is not CocoaPods' metadata (no 'last:' version); is '\(url)' a CocoaPods CDN?"))
                }
                downloader.keepURL()
                return .success(layout)
            case .success:
                return .failure(Failure(message: "'\(url)\(CDNLayout.metadataFile)' is not served (HTTP 404); is '\(url)' a CocoaPods CDN?"))
            case let .failure(failure):
                return .failure(failure)
            }
        }
    }

    /// The spec of `name` at `version`; without `download`, from the copies only.
    public func spec(name: String, version: String, download: Bool = true) -> Answer {
        let lacking = "--offline and it is not cached from '\(url)'; run once without --offline to cache it"
        let layout: CDNLayout
        switch download ? self.layout() : state.known ?? .success(nil) {
        case let .failure(failure): return .failed(failure.message)
        case .success(nil): return .failed(lacking)
        case let .success(found?): layout = found
        }
        guard let path = layout.specPath(name: name, version: version) else { return .absent("'\(name)' \(version) is not a name and version a spec repository can hold") }
        for folder in [cocoaPodsFolder, cacheFolder].compactMap({ $0 }) {
            if let text = try? fileSystem.readText(PathText.join(folder, path)), !text.isEmpty { return .found(text: text, path: path) }
        }
        let index = layout.versionsIndex(name)
        if offline || !download {
            // A copy of the pod's versions index an earlier run kept (or its 404, remembered)
            // answers as it did then: a pod or version it does not list is absent, not merely
            // uncached.
            if let listed = copiedVersions(of: name, index: index), let absent = absence(name: name, version: version, listed: listed, index: index) {
                return absent
            }
            return .failed(lacking)
        }
        switch versions(of: name, index: index, wanting: version) {
        case let .failure(failure):
            return .failed(failure.message)
        case let .success(listed):
            if let absent = absence(name: name, version: version, listed: listed, index: index) { return absent }
        }
        switch downloader.download(path) {
        case let .success(.fetched(text)): return .found(text: text, path: path)
        case .success: return .failed("'\(url)' lists '\(name)' \(version) but serves no '\(url)\(path)' (HTTP 404)")
        case let .failure(failure): return .failed(failure.message)
        }
    }

    /// What `index` saying `listed` of `name` answers for `version`: absent with why, or nil
    /// when it lists it.
    func absence(name: String, version: String, listed: Listing, index: String) -> Answer? {
        switch listed {
        case .noSuchPod:
            return .absent("'\(name)' is not in '\(url)' (\(index) lists no such pod)")
        case .notServed:
            return .absent("'\(name)' is not in '\(url)' ('\(url)\(index)' is not served (HTTP 404))")
        case let .versions(versions):
            guard versions.contains(version) else {
                let known = versions.isEmpty ? "none" : versions.joined(separator: ", ")
                return .absent("'\(url)' has no version \(version) of '\(name)' (versions: \(known)); pin a version it lists")
            }
            return nil
        }
    }

    /// What the first copy of `index` (CocoaPods', then Mortar's) says of `name`, else a 404
    /// Mortar's copy remembers for it; nil when no copy knows.
    func copiedVersions(of name: String, index: String) -> Listing? {
        for folder in [cocoaPodsFolder, cacheFolder].compactMap({ $0 }) {
            guard let text = try? fileSystem.readText(PathText.join(folder, index)), !text.isEmpty else { continue }
            return Listing(name: name, index: text)
        }
        return fileSystem.fileExists(PathText.join(cacheFolder, CDNLayout.notServedMarker(index))) ? .notServed : nil
    }

    /// What a fragment's index says of `name`, from the copies while one lists `version`, else
    /// from the source (revalidated once per run; a 404 is remembered in Mortar's copy).
    func versions(of name: String, index: String, wanting version: String) -> Result<Listing, Failure> {
        // One lookup per index at a time: pods of one fragment looked up in parallel share
        // one download.
        state.serialized(index) { versionsNow(of: name, index: index, wanting: version) }
    }

    func versionsNow(of name: String, index: String, wanting version: String) -> Result<Listing, Failure> {
        var cached: Listing?
        for folder in [cocoaPodsFolder, cacheFolder].compactMap({ $0 }) {
            guard let text = try? fileSystem.readText(PathText.join(folder, index)), !text.isEmpty else { continue }
            let listed = Listing(name: name, index: text)
            if listed.versions?.contains(version) == true { return .success(listed) }
            if cached == nil { cached = listed }
        }
        if let cached, state.wasRevalidated(index) { return .success(cached) }
        switch downloader.download(index, revalidate: true) {
        case let .success(.fetched(text)): return .success(Listing(name: name, index: text))
        case .success(.notModified):
            let text = (try? fileSystem.readText(PathText.join(cacheFolder, index))) ?? ""
            return .success(Listing(name: name, index: text))
        case .success(.notFound):
            downloader.keepNotServed(index)
            return .success(.notServed)
        case let .failure(failure): return .failure(failure)
        }
    }

    /// What one run learned, shared by copies of the source: the layout (or why there is
    /// none), and the indexes already revalidated.
    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var found: Result<CDNLayout?, Failure>?
        private var revalidated: Set<String> = []
        private var locks: [String: NSLock] = [:]

        init(layout: Result<CDNLayout?, Failure>?) {
            found = layout
        }

        /// The layout if known already (no download).
        var known: Result<CDNLayout?, Failure>? { lock.withLock { found } }

        /// The layout, worked out by `find` the first time only (under the lock: one download).
        func layout(_ find: () -> Result<CDNLayout?, Failure>) -> Result<CDNLayout?, Failure> {
            lock.withLock {
                if let found { return found }
                let layout = find()
                found = layout
                return layout
            }
        }

        /// Runs `body` holding the lock of `path` (one per path, made on first use).
        func serialized<T>(_ path: String, _ body: () -> T) -> T {
            let pathLock = lock.withLock { () -> NSLock in
                if let existing = locks[path] { return existing }
                let made = NSLock()
                locks[path] = made
                return made
            }
            return pathLock.withLock(body)
        }

        /// Whether `path` was revalidated already; marks it as revalidated.
        func wasRevalidated(_ path: String) -> Bool {
            lock.withLock { !revalidated.insert(path).inserted }
        }
    }
}
