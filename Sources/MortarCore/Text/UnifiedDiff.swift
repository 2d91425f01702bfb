/// A unified diff (`diff -u` format) of two texts by lines, from Myers' O((N+M)·D) shortest
/// edit script. Pure. What `mortar generate --check` prints when a file on disk is stale.
public enum UnifiedDiff {
    /// One step of an edit script: indices into the old (`a`) and new (`b`) lines.
    enum Edit: Hashable {
        case equal(Int, Int)
        case delete(Int)
        case insert(Int)
    }

    /// Beyond this many differing lines the diff shows a whole-file replacement: the trace
    /// Myers' algorithm keeps grows with the square of the edit distance.
    static let maximumEditDistance = 2000

    /// The diff of `old` and `new` with `context` lines around each change, headed
    /// `--- oldName` / `+++ newName`; empty when the texts are equal.
    public static func make(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        if old == new { return "" }
        let a = lines(old), b = lines(new)
        let edits = script(a.lines, b.lines)
        var output = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(edits, context: context) {
            output += header(hunk, edits)
            for edit in edits[hunk] {
                switch edit {
                case let .equal(i, _): output += " " + display(a.lines[i]) + "\n"
                case let .delete(i):
                    output += "-" + display(a.lines[i]) + "\n"
                    if i == a.lines.count - 1, !a.endsWithNewline { output += "\\ No newline at end of file\n" }
                case let .insert(j):
                    output += "+" + display(b.lines[j]) + "\n"
                    if j == b.lines.count - 1, !b.endsWithNewline { output += "\\ No newline at end of file\n" }
                }
            }
        }
        return output
    }

    private static func display(_ line: String) -> String {
        line.hasSuffix("\u{0}") ? String(line.dropLast()) : line
    }

    /// Lines without their `\n`, and whether the text ended with one. A last line that differs
    /// only in its newline compares unequal, so the diff shows it.
    private static func lines(_ text: String) -> (lines: [String], endsWithNewline: Bool) {
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let endsWithNewline = text.hasSuffix("\n") || text.isEmpty
        if endsWithNewline { parts.removeLast() } else if !parts.isEmpty { parts[parts.count - 1] += "\u{0}" }
        return (parts, endsWithNewline)
    }

    /// Myers' shortest edit script from `a` to `b`.
    /// - Complexity: O((N+M)·D) time, O(D²) memory; a full replacement past `maximumEditDistance`.
    static func script(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count, m = b.count
        let limit = min(n + m, maximumEditDistance)
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var found = false
        outer: for d in 0...limit {
            trace.append(Array(v[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break outer
                }
            }
        }
        guard found else { return (0..<n).map { .delete($0) } + (0..<m).map { .insert($0) } }
        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let row = trace[d]
            func at(_ k: Int) -> Int { row[k + d] }
            let k = x - y
            let previousK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : at(previousK)
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX, y > previousY {
                edits.append(.equal(x - 1, y - 1))
                x -= 1
                y -= 1
            }
            if d > 0 {
                edits.append(x == previousX ? .insert(y - 1) : .delete(x - 1))
            }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }

    /// Ranges of `edits` to print: each change with `context` equal lines around it, merged
    /// when they overlap.
    private static func hunks(_ edits: [Edit], context: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (index, edit) in edits.enumerated() {
            if case .equal = edit { continue }
            let lower = max(0, index - context), upper = min(edits.count, index + context + 1)
            if let last = ranges.last, last.upperBound >= lower {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, upper)
            } else {
                ranges.append(lower..<upper)
            }
        }
        return ranges
    }

    /// `@@ -start,count +start,count @@`, with GNU diff's conventions (`,1` omitted; an empty
    /// side starts at the line before).
    private static func header(_ hunk: Range<Int>, _ edits: [Edit]) -> String {
        var oldStart: Int?, newStart: Int?
        var oldCount = 0, newCount = 0
        var oldBefore = 0, newBefore = 0
        for edit in edits[..<hunk.lowerBound] {
            switch edit {
            case .equal: oldBefore += 1; newBefore += 1
            case .delete: oldBefore += 1
            case .insert: newBefore += 1
            }
        }
        for edit in edits[hunk] {
            switch edit {
            case let .equal(i, j):
                oldStart = oldStart ?? i + 1; newStart = newStart ?? j + 1
                oldCount += 1; newCount += 1
            case let .delete(i): oldStart = oldStart ?? i + 1; oldCount += 1
            case let .insert(j): newStart = newStart ?? j + 1; newCount += 1
            }
        }
        func range(_ start: Int?, _ before: Int, _ count: Int) -> String {
            if count == 0 { return "\(before),0" }
            if count == 1 { return "\(start ?? before + 1)" }
            return "\(start ?? before + 1),\(count)"
        }
        return "@@ -\(range(oldStart, oldBefore, oldCount)) +\(range(newStart, newBefore, newCount)) @@\n"
    }
}
