import MortarCore
import MortarWorkspace
import Testing

/// A failure that wraps another layer's error says what that error says, after the module.
@Suite struct FetchFailureTests {
    @Test func wrappedErrorsSpeakForThemselves() {
        #expect(FetchFailure.unsafeInput(module: "Core", .urlStartsWithDash("-oProxy")).description
            == "Core: url '-oProxy' starts with '-' and would be read as an option by git; write a repository URL or path")
        #expect(FetchFailure.git(module: "Core", GitError(argv: ["git", "fetch"], reason: .exitStatus(128), stderr: "fatal: x")).description
            == "Core: 'git fetch' failed with exit status 128: fatal: x")
        #expect(FetchFailure.fileSystem(module: "Core", .unwritable("/w/Modules/Core", reason: "Read-only file system")).description
            == "Core: /w/Modules/Core: cannot be written: Read-only file system; check the folder exists and is writable")
    }
}
