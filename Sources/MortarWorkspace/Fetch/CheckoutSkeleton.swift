import Foundation

/// The `[core]` section `git init` writes into a new repository in one run's checkouts folder,
/// asked of git once per run (`git init --template=` into a temporary folder there, then
/// removed) and shared by the worker threads under a lock. git probes the file system for it
/// (`filemode`, `symlinks`, `ignorecase`, `precomposeunicode`), so the answer is git's own and
/// holds for every checkout made beside it. `FetchEngine.checkOutFromEntry` writes it into
/// each checkout it makes from a cache entry.
final class CheckoutSkeleton: @unchecked Sendable {
    private let lock = NSLock()
    private var asked = false
    private var section: String?

    /// The keys git writes into `[core]` of a new non-bare repository whose meaning this code
    /// knows; a section with any other (a `sharedRepository`, an extension, another format)
    /// is not used, and checkouts are cloned by git.
    static let knownKeys: Set<String> = ["repositoryformatversion", "filemode", "bare", "logallrefupdates", "symlinks", "ignorecase", "precomposeunicode"]

    /// The section, made by `probe` on the first call (from any thread; the others wait);
    /// nil when git could not say or said something this code does not know.
    func coreSection(_ probe: () -> String?) -> String? {
        lock.withLock {
            if !asked {
                asked = true
                section = probe().flatMap(Self.acceptedCore)
            }
            return section
        }
    }

    /// `config` (a new repository's `.git/config`) when it is exactly one `[core]` section of
    /// `knownKeys`, format 0 and not bare; else nil.
    static func acceptedCore(_ config: String) -> String? {
        let lines = config.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == "[core]", config.hasSuffix("\n") else { return nil }
        var values: [String: String] = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            guard line.hasPrefix("\t"), let equals = line.firstIndex(of: "=") else { return nil }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard knownKeys.contains(key), values[key] == nil, value == "true" || value == "false" || value == "0" else { return nil }
            values[key] = value
        }
        guard values["repositoryformatversion"] == "0", values["bare"] == "false" else { return nil }
        return config
    }
}
