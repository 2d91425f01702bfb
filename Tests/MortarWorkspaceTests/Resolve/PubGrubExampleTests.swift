import Testing
@testable import MortarCore
@testable import MortarWorkspace

/// The worked examples of PubGrub's description (dart-lang/pub, doc/solver.md), with `^1.0.0`
/// written `>= 1.0.0, < 2.0.0`: the solver must reach the same solutions.
@Suite struct PubGrubExampleTests {
    static let caret1 = ">= 1.0.0, < 2.0.0"
    static let caret2 = ">= 2.0.0, < 3.0.0"

    @Test func noConflicts() throws {
        let table: [String: [String: [ResolverDependency]]] = [
            "foo": ["1.0.0": [needs("bar", Self.caret1)]],
            "bar": ["1.0.0": [], "2.0.0": []],
        ]
        #expect(try solveTable(table, [appNeeds("foo", Self.caret1)]) == ["foo": "1.0.0", "bar": "1.0.0"])
    }

    @Test func avoidingConflictDuringDecisionMaking() throws {
        let table: [String: [String: [ResolverDependency]]] = [
            "foo": ["1.0.0": [], "1.1.0": [needs("bar", Self.caret2)]],
            "bar": ["1.0.0": [], "1.1.0": [], "2.0.0": []],
        ]
        #expect(try solveTable(table, [appNeeds("foo", Self.caret1), appNeeds("bar", Self.caret1)]) == ["foo": "1.0.0", "bar": "1.1.0"])
    }

    @Test func performingConflictResolution() throws {
        let table: [String: [String: [ResolverDependency]]] = [
            "foo": ["1.0.0": [], "2.0.0": [needs("bar", Self.caret1)]],
            "bar": ["1.0.0": [needs("foo", Self.caret1)]],
        ]
        #expect(try solveTable(table, [appNeeds("foo", ">= 1.0.0")]) == ["foo": "1.0.0"])
    }

    @Test func conflictResolutionWithAPartialSatisfier() throws {
        let table: [String: [String: [ResolverDependency]]] = [
            "foo": ["1.0.0": [], "1.1.0": [needs("left", Self.caret1), needs("right", Self.caret1)]],
            "left": ["1.0.0": [needs("shared", ">= 1.0.0")]],
            "right": ["1.0.0": [needs("shared", "< 2.0.0")]],
            "shared": ["1.0.0": [needs("target", Self.caret1)], "2.0.0": []],
            "target": ["1.0.0": [], "2.0.0": []],
        ]
        #expect(try solveTable(table, [appNeeds("foo", Self.caret1), appNeeds("target", Self.caret2)]) == ["foo": "1.0.0", "target": "2.0.0"])
    }

    @Test func linearErrorReporting() {
        let table: [String: [String: [ResolverDependency]]] = [
            "foo": ["1.0.0": [needs("bar", Self.caret2, file: "foo/Package.swift", line: 3)]],
            "bar": ["2.0.0": [needs("baz", ">= 3.0.0, < 4.0.0", file: "bar/Package.swift", line: 4)]],
            "baz": ["1.0.0": [], "3.0.0": []],
        ]
        let message = failureText(table, [appNeeds("foo", Self.caret1, module: "A", file: "A.podspec.json", line: 1), appNeeds("baz", Self.caret1, module: "B", file: "B.podspec.json", line: 2)])
        #expect(message == """
            no versions satisfy every requirement:
              App → A needs foo '>= 1.0.0, < 2.0.0' (A.podspec.json:1)
              App → A → foo 1.0.0 needs bar '>= 2.0.0, < 3.0.0' (foo/Package.swift:3)
              App → B needs baz '>= 1.0.0, < 2.0.0' (B.podspec.json:2)
              App → A → foo → bar 2.0.0 needs baz '>= 3.0.0, < 4.0.0' (bar/Package.swift:4)
              no version of baz satisfies both
            help: change one of the requirements on 'baz' so that they overlap (in the manifest of 'B', or by a release of 'bar' that accepts the others' range)
            """)
    }

    @Test func branchingErrorReporting() {
        let table: [String: [String: [ResolverDependency]]] = [
            "foo": [
                "1.0.0": [needs("a", Self.caret1, file: "foo/Package.swift", line: 3), needs("b", Self.caret1, file: "foo/Package.swift", line: 4)],
                "1.1.0": [needs("x", Self.caret1, file: "foo/Package.swift", line: 3), needs("y", Self.caret1, file: "foo/Package.swift", line: 4)],
            ],
            "a": ["1.0.0": [needs("b", Self.caret2, file: "a/Package.swift", line: 5)]],
            "b": ["1.0.0": [], "2.0.0": []],
            "x": ["1.0.0": [needs("y", Self.caret2, file: "x/Package.swift", line: 6)]],
            "y": ["1.0.0": [], "2.0.0": []],
        ]
        let message = failureText(table, [appNeeds("foo", Self.caret1, module: "Feed", file: "Feed.podspec.json", line: 1)])
        #expect(message == """
            no versions satisfy every requirement:
              App → Feed needs foo '>= 1.0.0, < 2.0.0' (Feed.podspec.json:1)
              App → Feed → foo 1.0.0 needs a '>= 1.0.0, < 2.0.0' (foo/Package.swift:3)
              App → Feed → foo 1.1.0 needs x '>= 1.0.0, < 2.0.0' (foo/Package.swift:3)
              App → Feed → foo 1.0.0 needs b '>= 1.0.0, < 2.0.0' (foo/Package.swift:4)
              App → Feed → foo → a 1.0.0 needs b '>= 2.0.0, < 3.0.0' (a/Package.swift:5)
              App → Feed → foo 1.1.0 needs y '>= 1.0.0, < 2.0.0' (foo/Package.swift:4)
              App → Feed → foo → x 1.0.0 needs y '>= 2.0.0, < 3.0.0' (x/Package.swift:6)
              no version of b satisfies both; no version of y satisfies both
            help: change the requirements on 'b' or 'y' so that they overlap
            """)
    }
}
