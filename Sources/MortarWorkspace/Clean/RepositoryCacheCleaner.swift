import Foundation
import MortarCore

/// Removes the repository cache (`mortar clean --repository-cache`): only what Mortar put in
/// it — each entry (a folder `NAME.git` holding Mortar's entry marker) under that entry's lock,
/// waiting for a fetch using it to finish, the temporary folders of interrupted entries, and the
/// root marker; the folder itself once it is empty. A folder without the root marker is not a
/// Mortar cache and nothing in it is touched; anything else in the cache is kept and named.
public struct RepositoryCacheCleaner: Sendable {
    public var fileSystem: FileSysteming
    /// How long to wait for a fetch that holds an entry's lock, in seconds.
    public var lockWait: Double

    public init(fileSystem: FileSysteming = LocalFileSystem(), lockWait: Double = 60) {
        self.fileSystem = fileSystem
        self.lockWait = lockWait
    }

    /// What was removed and kept, names relative to the cache folder, sorted.
    public struct Outcome: Hashable, Sendable {
        public var cache: String
        public var removed: [String] = []
        /// Each kept name with why.
        public var kept: [Kept] = []
        public var dryRun: Bool

        public struct Kept: Hashable, Sendable {
            public var name: String
            public var reason: String
        }
    }

    /// Why nothing was removed.
    public enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        case notACache(String)

        public var description: String {
            switch self {
            case let .notACache(path):
                return "\(path) is not a Mortar repository cache (no \(RepositoryCache.rootMarker) in it), so nothing in it was removed; check MORTAR_REPOSITORY_CACHE"
            }
        }
    }

    public func clean(_ cache: RepositoryCache, dryRun: Bool) -> Result<Outcome, Refusal> {
        var outcome = Outcome(cache: cache.directory, dryRun: dryRun)
        guard fileSystem.kind(cache.directory) != nil else { return .success(outcome) }
        let root = PathText.join(cache.directory, RepositoryCache.rootMarker)
        guard fileSystem.directoryExists(cache.directory), fileSystem.fileExists(root) else { return .failure(.notACache(cache.directory)) }
        let names = ((try? fileSystem.contentsOfDirectory(cache.directory)) ?? []).sorted()
        let entries = names.filter { name in
            name.hasSuffix(".git") && !name.hasPrefix(".") && fileSystem.fileExists(PathText.join(cache.directory, name + "/" + RepositoryCache.entryMarker))
        }
        var handled = Set([RepositoryCache.rootMarker])
        for entry in entries {
            handled.insert(entry)
            let path = PathText.join(cache.directory, entry)
            let temporary = "." + entry + FetchEngine.temporaryMarker
            let leftovers = names.filter { $0.hasPrefix(temporary) }
            handled.formUnion(leftovers)
            handled.insert("." + entry + ".mortar-lock")
            if dryRun {
                outcome.removed.append(entry)
                continue
            }
            let lock: WorkspaceLock
            do {
                lock = try WorkspaceLock.acquire(checkouts: path, purpose: "mortar clean --repository-cache", wait: lockWait, clock: fileSystem)
            } catch {
                outcome.kept.append(.init(name: entry, reason: "\(error)"))
                continue
            }
            defer { lock.release() }
            do {
                let aside = PathText.join(cache.directory, temporary + "removing-\(getpid())")
                try fileSystem.moveItem(path, to: aside)
                try fileSystem.removeItem(aside)
                for leftover in leftovers { try? fileSystem.removeItem(PathText.join(cache.directory, leftover)) }
                outcome.removed.append(entry)
            } catch {
                outcome.kept.append(.init(name: entry, reason: "\(error)"))
            }
        }
        // Temporary folders of entries never completed: their entry's lock, when free, says
        // no fetch is writing them.
        for name in names where !handled.contains(name) && name.hasPrefix(".") {
            guard let marker = name.range(of: ".git" + FetchEngine.temporaryMarker) else { continue }
            handled.insert(name)
            let entry = PathText.join(cache.directory, String(name[name.index(after: name.startIndex)..<marker.lowerBound]) + ".git")
            if dryRun { outcome.removed.append(name); continue }
            guard let lock = try? WorkspaceLock.acquire(checkouts: entry, purpose: "mortar clean --repository-cache", wait: lockWait, clock: fileSystem) else {
                outcome.kept.append(.init(name: name, reason: "a fetch is writing it"))
                continue
            }
            if (try? fileSystem.removeItem(PathText.join(cache.directory, name))) != nil { outcome.removed.append(name) }
            lock.release()
        }
        for name in names where !handled.contains(name) && !name.hasSuffix(".mortar-lock") {
            outcome.kept.append(.init(name: name, reason: "not a Mortar repository cache entry"))
        }
        outcome.removed.sort()
        outcome.kept.sort { $0.name < $1.name }
        if !dryRun, outcome.kept.isEmpty {
            try? fileSystem.removeItem(root)
            if ((try? fileSystem.contentsOfDirectory(cache.directory)) ?? ["?"]).isEmpty { try? fileSystem.removeItem(cache.directory) }
        }
        return .success(outcome)
    }
}
