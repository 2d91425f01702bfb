import Foundation
/// CocoaPods' glob, as `Pod::Sandbox::PathList` runs it: a pattern's `{a,b}` sets expanded
/// (and `/**/` also meaning `/`), then each path matched like Ruby's `File.fnmatch` with
/// `FNM_CASEFOLD | FNM_PATHNAME`: `*` and `?` never cross `/` nor match a leading `.`, `**/`
/// spans any number of folders whose names do not start with `.`. Pure, over relative paths.
public enum PodGlob {
    /// The patterns `pattern` stands for: `dir_glob_equivalent_patterns` of PathList.
    /// `a/**/b` → `a/**/b`, `a/b`; `*.{h,m}` → `*.h`, `*.m`. Sets do not nest (as in CocoaPods):
    /// `{a,{b,K}}` is the set `{a,{b,K}` followed by a literal `}`, unlike Ruby's `Dir.glob`.
    public static func equivalentPatterns(_ pattern: String) -> [String] {
        let text = pattern.replacingOccurrences(of: "/**/", with: "{/**/,/}")
        var sets: [String] = []
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "{") {
            guard let close = text[open...].firstIndex(of: "}") else { break }
            let set = String(text[open...close])
            if !sets.contains(set) { sets.append(set) }
            index = text.index(after: close)
        }
        var patterns = [text]
        for set in sets {
            // Ruby's `set.gsub(/[{}]/, '')`: a nested set's braces go too (`{a,{b,K}` → a, b, K).
            let values = set.filter { $0 != "{" && $0 != "}" }.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            // Ruby's `split(',')` drops trailing empty strings.
            var trimmed = values
            while trimmed.last == "" { trimmed.removeLast() }
            patterns = patterns.flatMap { old in trimmed.map { old.replacingOccurrences(of: set, with: $0) } }
        }
        return patterns
    }

    /// `File.fnmatch(pattern, path, FNM_CASEFOLD | FNM_PATHNAME)` (no brace sets: expand them first).
    public static func fnmatch(_ pattern: String, _ path: String) -> Bool {
        matchSegments(segments(pattern)[...], segments(path)[...])
    }

    /// A pattern or a path as `fnmatch` compares them: lowercased segments of scalars. Computed
    /// once per pattern and per path by `PodPathList`, not once per comparison.
    public static func segments(_ text: String) -> [[Unicode.Scalar]] {
        text.split(separator: "/", omittingEmptySubsequences: false).map { Array($0.lowercased().unicodeScalars) }
    }

    static func matchSegments(_ pattern: ArraySlice<[Unicode.Scalar]>, _ path: ArraySlice<[Unicode.Scalar]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == ["*", "*"], pattern.count > 1 {
            // `**/`: zero or more folders, none hidden.
            var rest = path
            while true {
                if matchSegments(pattern.dropFirst(), rest) { return true }
                guard let next = rest.first, rest.count > 1, next.first != "." else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let segment = path.first else { return false }
        return matchSegment(first[...], segment[...], atStart: true) && matchSegments(pattern.dropFirst(), path.dropFirst())
    }

    /// One path segment against one pattern segment: `*`, `?`, `[...]`, `\` escapes.
    static func matchSegment(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>, atStart: Bool) -> Bool {
        var p = pattern.startIndex, t = text.startIndex
        var starP: Int?, starT = 0
        while t < text.endIndex {
            let leadingDot = t == text.startIndex && text[t] == "."
            if p < pattern.endIndex {
                let c = pattern[p]
                if c == "*", !leadingDot {
                    starP = p
                    starT = t
                    p += 1
                    continue
                }
                if c == "?", !leadingDot {
                    p += 1; t += 1
                    continue
                }
                if c == "[", !leadingDot, let (matched, end) = matchClass(pattern, p, text[t]) {
                    if matched { p = end; t += 1; continue }
                } else if c == "\\", p + 1 < pattern.endIndex {
                    if pattern[p + 1] == text[t] { p += 2; t += 1; continue }
                } else if c == text[t], c != "*", c != "?", c != "[" || leadingDot {
                    p += 1; t += 1
                    continue
                }
            }
            guard let star = starP else { return false }
            p = star + 1
            starT += 1
            t = starT
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }

    /// `[abc]`, `[a-z]`, `[!a]`, `[^a]`: whether `c` matches, and where the class ends.
    static func matchClass(_ pattern: ArraySlice<Unicode.Scalar>, _ start: Int, _ c: Unicode.Scalar) -> (Bool, Int)? {
        var i = start + 1
        var negate = false
        if i < pattern.endIndex, pattern[i] == "!" || pattern[i] == "^" { negate = true; i += 1 }
        var matched = false
        var first = true
        while i < pattern.endIndex, pattern[i] != "]" || first {
            first = false
            var low = pattern[i]
            if low == "\\", i + 1 < pattern.endIndex { i += 1; low = pattern[i] }
            if i + 2 < pattern.endIndex, pattern[i + 1] == "-", pattern[i + 2] != "]" {
                var high = pattern[i + 2]
                i += 2
                if high == "\\", i + 1 < pattern.endIndex { i += 1; high = pattern[i] }
                if low <= c && c <= high { matched = true }
            } else if low == c {
                matched = true
            }
            i += 1
        }
        guard i < pattern.endIndex else { return nil }
        return (matched != negate, i + 1)
    }
}
