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
