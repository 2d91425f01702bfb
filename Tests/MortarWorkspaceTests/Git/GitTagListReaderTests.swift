import Testing
import MortarCore
@testable import MortarWorkspace

@Suite struct GitTagListReaderTests {
    @Test func readsVersionTagsOnceEachIgnoringOthers() {
        let output = """
            1111111111111111111111111111111111111111\trefs/tags/1.0.0
            2222222222222222222222222222222222222222\trefs/tags/v1.1.0
            3333333333333333333333333333333333333333\trefs/tags/v1.1.0^{}
            4444444444444444444444444444444444444444\trefs/tags/latest
            5555555555555555555555555555555555555555\trefs/tags/2.0.0-beta.1
            6666666666666666666666666666666666666666\trefs/tags/1.0
            7777777777777777777777777777777777777777\trefs/tags/-x1.0
            8888888888888888888888888888888888888888\trefs/heads/2.0.0

            """
        let tags = GitTagListReader.read(output).map { "\($0.name)=\($0.version)" }
        #expect(tags == ["1.0=1.0", "v1.1.0=1.1.0", "2.0.0-beta.1=2.0.0-beta.1"])
    }

    /// Each tag's commit: an annotated tag's `^{}` line wins over the tag object, in either order.
    @Test func eachTagNamesItsCommitAnnotatedTagsPeeled() {
        let output = """
            1111111111111111111111111111111111111111\trefs/tags/Utilities-7.1.1
            3333333333333333333333333333333333333333\trefs/tags/v7.1.1^{}
            2222222222222222222222222222222222222222\trefs/tags/v7.1.1
            4444444444444444444444444444444444444444\trefs/tags/8.0.0
            5555555555555555555555555555555555555555\trefs/tags/8.0.0^{}
            6666666666666666666666666666666666666666\trefs/heads/main

            """
        #expect(GitTagListReader.commits(output) == [
            "Utilities-7.1.1": "1111111111111111111111111111111111111111",
            "v7.1.1": "3333333333333333333333333333333333333333",
            "8.0.0": "5555555555555555555555555555555555555555",
        ])
    }
}
