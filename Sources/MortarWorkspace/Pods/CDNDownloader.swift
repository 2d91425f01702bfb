import Foundation
import MortarCore

/// Downloads a CDN source's files into Mortar's copy of it (CocoaPods' layout: the file at its
/// path, its ETag beside it as `PATH.etag`), through the `HTTPFetching` seam: a timeout per
/// request, and up to `attempts` tries with a doubling pause (waited through the file system's
/// clock, `FileSysteming.sleep`, the seam tests drive) when no answer came or the server
/// answered 429 or 5xx (CocoaPods retries 502–504 and network errors; a CDN's 500 is as often
/// passing). A 404 is an answer, never retried.
public struct CDNDownloader: Sendable {
    /// How downloads behave.
    public struct Policy: Sendable {
        /// Seconds one request may take (CocoaPods: 10).
        public var timeout: Double
        /// Tries per file, the first included.
        public var attempts: Int
        /// Seconds before the second try; each later pause is twice the one before.
        public var backoff: Double

        public init(timeout: Double = 10, attempts: Int = 3, backoff: Double = 1) {
            self.timeout = timeout
            self.attempts = max(1, attempts)
            self.backoff = backoff
        }
    }

    /// What a download brought.
    public enum Outcome: Equatable, Sendable {
        /// The file, now also in the copy.
        case fetched(String)
        /// The copy's file is current (304 to its ETag).
        case notModified
        /// The source has no such file.
        case notFound
    }

    public var base: String
    public var folder: String
    public var http: HTTPFetching
    public var fileSystem: FileSysteming
    public var policy: Policy

    public init(base: String, folder: String, http: HTTPFetching, fileSystem: FileSysteming, policy: Policy) {
        self.base = base.hasSuffix("/") ? base : base + "/"
        self.folder = folder
        self.http = http
        self.fileSystem = fileSystem
        self.policy = policy
    }

    /// Downloads `path`, revalidating the copy's file with its ETag when `revalidate`, and
    /// keeps what came (file and ETag) in the copy.
    /// - Returns: the outcome, or why nothing usable came back (URL, status, what to do).
    public func download(_ path: String, revalidate: Bool = false, attempts: Int? = nil) -> Result<Outcome, CDNSource.Failure> {
        let url = base + path
        let local = PathText.join(folder, path)
        var headers: [String: String] = [:]
        if revalidate, fileSystem.fileExists(local), let etag = try? fileSystem.readText(local + ".etag"), !etag.isEmpty {
            headers["If-None-Match"] = etag.trimmingWhitespace()
        }
        let tries = attempts ?? policy.attempts
        var last = ""
        for attempt in 1...tries {
            if attempt > 1 { fileSystem.sleep(seconds: policy.backoff * Double(1 << (attempt - 2))) }
            let response: HTTPResponse
            do {
                response = try http.get(HTTPRequest(url: url, headers: headers, timeout: policy.timeout))
            } catch {
                last = error.description
                continue
            }
            switch response.status {
            case 200 where response.body.count > FileSystemError.inputLimit:
                // Mortar would refuse to read such a file from disk; it never writes one.
                return .failure(CDNSource.Failure(message: "'\(url)' answered \(response.body.count) bytes, more than the \(FileSystemError.inputLimit) any input may have"))
            case 200:
                let text = String(decoding: response.body, as: UTF8.self)
                keep(response.body, at: local, etag: response.headers["etag"])
                return .success(.fetched(text))
            case 304 where !headers.isEmpty:
                return .success(.notModified)
            case 404, 410:
                return .success(.notFound)
            case 429, 500...599:
                last = "'\(url)' answered HTTP \(response.status)"
                continue
            default:
                return .failure(CDNSource.Failure(
                    message: "'\(url)' answered HTTP \(response.status); check that the source URL is right and readable without credentials"))
            }
        }
        let tried = tries == 1 ? "1 attempt" : "\(tries) attempts"
        return .failure(CDNSource.Failure(message: "\(last) (\(tried)); try again later, or pass --offline to use only what an earlier run cached"))
    }

    /// Records the source's URL in the copy (`.url`), as CocoaPods' CDN repositories do; one
    /// with credentials as the cache spells it (`RepositoryCache.normalizedURL`), without them.
    func keepURL() {
        let shown = URLCredentials.hidden(base) == base ? base : RepositoryCache.normalizedURL(base, isLocalPath: false)
        try? fileSystem.createDirectory(folder)
        try? fileSystem.writeAtomically(Array(shown.utf8), to: PathText.join(folder, CDNLayout.urlFile))
    }

    /// Writes the file and its ETag into the copy; a copy that cannot be written only costs a
    /// download next time. A 404 remembered for it (`CDNLayout.notServedMarker`) goes.
    func keep(_ bytes: [UInt8], at local: String, etag: String?) {
        try? fileSystem.createDirectory(PathText.directory(of: local))
        try? fileSystem.writeAtomically(bytes, to: local)
        if let etag, !etag.isEmpty { try? fileSystem.writeAtomically(Array(etag.utf8), to: local + ".etag") }
        let marker = CDNLayout.notServedMarker(local)
        if fileSystem.fileExists(marker) { try? fileSystem.removeItem(marker) }
    }

    /// Remembers in the copy that the source answered 404 for `path` (`CDNLayout.notServedMarker`);
    /// a copy of the file an earlier run kept goes, so offline answers as this run did.
    func keepNotServed(_ path: String) {
        let local = PathText.join(folder, path)
        for stale in [local, local + ".etag"] where fileSystem.fileExists(stale) { try? fileSystem.removeItem(stale) }
        try? fileSystem.createDirectory(PathText.directory(of: local))
        try? fileSystem.writeAtomically(Array("'\(base)\(path)' answered HTTP 404\n".utf8), to: CDNLayout.notServedMarker(local))
    }
}
