import Testing
@testable import MortarCore

/// Expected outputs are what GNU `diff -u` prints for the same files (headers aside).
@Suite struct UnifiedDiffTests {
    struct Case: Sendable, CustomStringConvertible {
        var old: String
        var new: String
        var hunks: String
        var description: String { "\(old.debugDescription) → \(new.debugDescription)" }
    }

    static let cases: [Case] = [
        Case(old: "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\n", new: "a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\nn\n", hunks: """
            @@ -1,5 +1,5 @@
             a
            -b
            +B
             c
             d
             e
            @@ -11,3 +11,4 @@
             k
             l
             m
            +n

            """),
        Case(old: "x\ny", new: "x\ny\n", hunks: """
            @@ -1,2 +1,2 @@
             x
            -y
            \\ No newline at end of file
            +y

            """),
        Case(old: "", new: "one\n", hunks: "@@ -0,0 +1 @@\n+one\n"),
        Case(old: "one\ntwo\n", new: "", hunks: "@@ -1,2 +0,0 @@\n-one\n-two\n"),
        Case(old: "a\nb\nc\n", new: "a\nc\n", hunks: "@@ -1,3 +1,2 @@\n a\n-b\n c\n"),
    ]

    @Test(arguments: cases)
    func matchesGNUDiff(_ c: Case) {
        #expect(UnifiedDiff.make(old: c.old, new: c.new, oldName: "a/F", newName: "b/F") == "--- a/F\n+++ b/F\n" + c.hunks)
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.make(old: "same\n", new: "same\n", oldName: "a", newName: "b") == "")
    }

    @Test func scriptIsMinimalAndReplaysToTheNewText() {
        let a = (0..<200).map { "line \($0)" }
        var b = a
        b.remove(at: 10)
        b.insert("new", at: 150)
        b[199 - 1] = "changed"
        let edits = UnifiedDiff.script(a, b)
        let changes = edits.filter { if case .equal = $0 { return false } else { return true } }
        #expect(changes.count == 4)
        let replayed: [String] = edits.compactMap { edit in
            switch edit {
            case let .equal(i, _): return a[i]
            case .delete: return nil
            case let .insert(j): return b[j]
            }
        }
        #expect(replayed == b)
    }
}
