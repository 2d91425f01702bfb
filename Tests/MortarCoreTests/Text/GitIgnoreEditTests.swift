import MortarCore
import Testing

@Suite struct GitIgnoreEditTests {
    let header = GitIgnoreEdit.header

    @Test func noFileGetsTheEntriesUnderTheHeader() {
        #expect(GitIgnoreEdit.adding(["Modules/", ".mortar/"], to: nil) == "\(header)\n/Modules/\n/.mortar/\n")
    }

    @Test func theUsersLinesStayInTheirOrderAndOnlyMissingEntriesAreAdded() {
        let text = "build/\n# mine\nModules\n*.log"
        #expect(GitIgnoreEdit.adding(["Modules/", ".mortar/", "mortar.local.json"], to: text)
                == "build/\n# mine\nModules\n*.log\n\n\(header)\n/.mortar/\n/mortar.local.json\n")
    }

    /// A `.gitignore` saved with Windows line endings: its last line was taken as unended
    /// (`"\r\n"` is one Swift character, not `"\n"`), so a second blank line came before the
    /// block, and the lines added ended in `\n` alone.
    @Test func aFileWithWindowsLineEndingsGetsLinesEndedAsItsOwn() {
        #expect(GitIgnoreEdit.adding(["Modules/", ".mortar/"], to: "build/\r\n")
                == "build/\r\n\r\n\(header)\r\n/Modules/\r\n/.mortar/\r\n")
        #expect(GitIgnoreEdit.adding(["Modules/", ".mortar/"], to: "build/\r\n*.log")
                == "build/\r\n*.log\r\n\r\n\(header)\r\n/Modules/\r\n/.mortar/\r\n")
    }

    @Test func itIsIdempotent() {
        let once = GitIgnoreEdit.adding(["Modules/", ".mortar/"], to: "xcuserdata/\n")!
        #expect(GitIgnoreEdit.adding(["Modules/", ".mortar/"], to: once) == nil)
        // A later entry joins the block without a second header.
        #expect(GitIgnoreEdit.adding(["Modules/", ".mortar/", "mortar.local.json"], to: once)
                == "xcuserdata/\n\n\(header)\n/Modules/\n/.mortar/\n/mortar.local.json\n")
    }

    @Test(arguments: ["/Modules/", "Modules", "/Modules", "Modules/*", "Modules/**", "  Modules/  "])
    func anyUsualSpellingCountsAsPresent(line: String) {
        #expect(GitIgnoreEdit.adding(["Modules/"], to: line + "\n") == nil)
    }

    @Test func aNegationOrCommentIsNotAnEntry() {
        #expect(GitIgnoreEdit.adding(["Modules/"], to: "!Modules/\n#Modules/\n") == "!Modules/\n#Modules/\n\n\(header)\n/Modules/\n")
    }
}
