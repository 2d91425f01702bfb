extension Git {
    /// What a commit pin names: never a ref, only an object.
    public enum CommitLookup: Hashable, Sendable {
        case found(String)
        case notFound
        /// More than one commit starts with the abbreviation (their full ids, sorted).
        case ambiguous([String])
    }

    /// The commit whose object id is `id` or starts with it — resolved as an object id only,
    /// never as a branch or tag name (git's own rules let a ref named like an abbreviation win,
    /// so a pushed tag `b64840e` could otherwise replace pin `b64840e`). `id` is 4 to 64
    /// hexadecimal digits (`GitInputValidator.ref` checks pins before this is asked).
    public func commitObject(_ id: String, in directory: String) -> CommitLookup {
        let lowered = id.lowercased()
        if lowered.count == 40 || lowered.count == 64 {
            // A full object id is never read as a ref name by git.
            guard (try? run(["cat-file", "-t", "--", lowered], in: directory)) == "commit" else { return .notFound }
            return .found(lowered)
        }
        guard let listed = try? run(["rev-parse", "--disambiguate=" + lowered], in: directory) else { return .notFound }
        let candidates = listed.split(whereSeparator: \.isNewline).map(String.init).filter { candidate in
            (try? run(["cat-file", "-t", "--", candidate], in: directory)) == "commit"
        }.sorted()
        switch candidates.count {
        case 0: return .notFound
        case 1: return .found(candidates[0])
        default: return .ambiguous(candidates)
        }
    }
}
