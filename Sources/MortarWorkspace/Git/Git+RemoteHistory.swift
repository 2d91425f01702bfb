extension Git {
    /// What of a checkout's history its remote (`origin`) does not have **now**: commits
    /// reachable from any of its refs (`HEAD`, branches, tags, notes, `refs/wip/…`; not
    /// remote-tracking refs, which may name branches deleted since, nor the stash, counted
    /// apart) and reachable from none of the refs the remote advertises, and local tags the
    /// remote lacks or has elsewhere. The remote is asked with `git ls-remote`; tips it has
    /// that the checkout lacks are fetched by id (objects only, no ref moves) before counting.
    /// When the remote cannot be asked, that is the answer: nothing can be proven pushed.
    /// Empty when everything is on the remote.
    func historyNotOnRemote(in directory: String) throws(GitError) -> [String] {
        guard let url = config("remote.origin.url", in: directory) else { return ["no remote 'origin' to compare its commits with"] }
        let advertised: String
        do {
            // The URL itself, never the remote's name: `remote.origin.uploadpack` could name a program.
            try Git.check(url: url)
            advertised = try run(["ls-remote", "--", url], in: directory, network: true)
        } catch {
            return ["its remote could not be asked which commits it has (\(error.summaryLine.isEmpty ? error.description : error.summaryLine)); run clean again when it can be reached"]
        }
        var tips: Set<String> = [], remoteTags: [String: String] = [:]
        for line in advertised.split(whereSeparator: \.isNewline) {
            let fields = line.split(separator: "\t", maxSplits: 1)
            guard fields.count == 2 else { continue }
            tips.insert(String(fields[0]))
            if fields[1].hasPrefix("refs/tags/"), !fields[1].hasSuffix("^{}") { remoteTags[String(fields[1].dropFirst("refs/tags/".count))] = String(fields[0]) }
        }
        var commits = try commitsNotReachable(from: tips, in: directory)
        if commits > 0 {
            let missing = try missingObjects(tips, in: directory)
            if !missing.isEmpty {
                // Objects only: no ref of the checkout moves, FETCH_HEAD is not written.
                _ = try? run(["fetch", "--quiet", "--no-tags", "--no-write-fetch-head", "--", url] + missing, in: directory, network: true)
                commits = try commitsNotReachable(from: tips, in: directory)
            }
        }
        var work: [String] = []
        if commits > 0 { work.append(commits == 1 ? "1 commit not on its remote" : "\(commits) commits not on its remote") }
        let localTags = try run(["for-each-ref", "--format=%(objectname) %(refname:lstrip=2)", "refs/tags/"], in: directory)
        var tags: [String] = []
        for line in localTags.split(whereSeparator: \.isNewline) {
            guard let space = line.firstIndex(of: " ") else { continue }
            let name = String(line[line.index(after: space)...])
            if remoteTags[name] != String(line[..<space]) { tags.append(name) }
        }
        if !tags.isEmpty { work.append((tags.count == 1 ? "a tag" : "\(tags.count) tags") + " not on its remote (\(Git.listed(tags.sorted())))") }
        return work
    }

    /// How many commits the checkout's own refs reach that none of `tips` reaches (tips not
    /// in the checkout are skipped: they can only make the count smaller once fetched).
    func commitsNotReachable(from tips: Set<String>, in directory: String) throws(GitError) -> Int {
        // `^ID` lines: git before 2.42 refuses `--not` on standard input.
        let input = tips.sorted().map { "^" + $0 + "\n" }.joined()
        let output = try run(
            ["rev-list", "--count", "--ignore-missing", "--exclude=refs/remotes/*", "--exclude=refs/stash", "--all", "--stdin"],
            in: directory, input: Array(input.utf8))
        return Int(output) ?? 0
    }

    /// The ids among `objects` the repository does not hold, sorted.
    func missingObjects(_ objects: Set<String>, in directory: String) throws(GitError) -> [String] {
        let input = objects.sorted().joined(separator: "\n") + "\n"
        let output = try run(["cat-file", "--batch-check=%(objectname)"], in: directory, input: Array(input.utf8))
        // A missing one is answered `ID missing`.
        return output.split(whereSeparator: \.isNewline).compactMap { line in
            line.hasSuffix(" missing") ? String(line.dropLast(" missing".count)) : nil
        }.sorted()
    }
}
