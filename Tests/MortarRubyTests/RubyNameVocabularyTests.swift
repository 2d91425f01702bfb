import MortarCore
import MortarRuby
import Testing

/// The names every file shares (`RubyName.wellKnown`): found by the lexer by their bytes and by
/// a file's name table by `String`, at their fixed ids, with no `String` made per file.
@Suite struct RubyNameVocabularyTests {
    /// Each once, ASCII, none with a `K` (the Kelvin sign is canonically a `K`: a file may spell
    /// such a name past ASCII first, and keeps that spelling), the operators first.
    @Test func theVocabularyIsOneNameEachAndAscii() {
        let names = RubyName.wellKnown
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } && !$0.contains("K") })
        #expect(Array(names.prefix(RubyName.operators.count)) == RubyName.operators.map(\.description))
        #expect(names[Int(RubyName.call)] == "call" && names[Int(RubyName.new)] == "new")
        for attribute in PodspecAttribute.all where !attribute.name.contains("K") {
            #expect(names.contains(attribute.name) && names.contains(attribute.writer))
        }
    }

    /// A file's table finds every well-known name at its id, whatever it holds already.
    @Test func aTableFindsEveryWellKnownName() {
        var table = RubyNameTable.seeded
        let own = (0..<300).map { table.intern("own_\($0)") }
        #expect(RubyName.wellKnown.map { table.intern($0) } == (0..<Int32(RubyName.wellKnown.count)).map { $0 })
        #expect((0..<300).map { table.intern("own_\($0)") } == own)
        #expect(table.names.count == RubyName.wellKnown.count + 300)
    }

    /// The lexer gives a well-known name as `~id` and keeps no text for it; a file's own name
    /// is a text, once.
    @Test func theLexerGivesWellKnownNamesByTheirIds() throws {
        let tokens = try RubyLexer.tokenize("s.source_files = mine\nmine.dependency s\n", file: "t.rb")
        let names = tokens.tokens.compactMap { token -> Int? in
            if case let .identifier(i) = token.kind { return i }
            return nil
        }
        #expect(names.map { tokens.text($0) } == ["s", "source_files", "mine", "mine", "dependency", "s"])
        let id = { (name: String) in ~(RubyName.wellKnown.firstIndex(of: name) ?? 0) }
        #expect(names == [id("s"), id("source_files"), 0, 0, id("dependency"), id("s")])
        #expect(tokens.texts == ["mine"])
    }

    /// The names manifests write most are at the slot the lexer looks at first
    /// (`RubyNameVocabulary.findAtHome`), and no name is ever found there under another's id: a
    /// miss only means the longer look (`keepNameProbing`).
    @Test func theMostWrittenNamesAreAtTheirFirstSlot() {
        func look(_ name: String) -> Int {
            let bytes = Array(name.utf8) + [UInt8](repeating: 0, count: 16)
            func word(_ from: Int) -> UInt64 { (0..<8).reduce(0) { $0 | UInt64(bytes[from + $1]) << (8 * UInt64($1)) } }
            return RubyNameVocabulary.shared.findAtHome(key: word(0), tail: name.utf8.count > 8 ? word(8) : 0, length: name.utf8.count)
        }
        for name in ["s", "ss", "dependency", "source_files", "subspec", "ios", "version", "frameworks", "exclude_files"] {
            #expect(look(name) == RubyName.wellKnown.firstIndex(of: name), "\(name)")
        }
        for (id, name) in RubyName.wellKnown.enumerated() where name.utf8.count <= 16 {
            #expect(look(name) == id || look(name) == -1, "\(name)")
        }
        #expect(look("source_filez") == -1 && look("sourc") == -1 && look("ss_") == -1)
    }

    /// A well-known name of 17 to 24 bytes is at the slot its three words give
    /// (`findAtHome(key:tail:tail2:length:)`, hashed as `nameHash` hashes its bytes), or not found
    /// there at all: never under another's id; a name one byte off is not found.
    @Test func longNamesAreAtTheirFirstSlot() {
        func words(_ name: String) -> (UInt64, UInt64, UInt64) {
            let bytes = Array(name.utf8) + [UInt8](repeating: 0, count: 24)
            func word(_ from: Int) -> UInt64 {
                (0..<max(0, min(8, name.utf8.count - from))).reduce(0) { $0 | UInt64(bytes[from + $1]) << (8 * UInt64($1)) }
            }
            return (word(0), word(8), word(16))
        }
        func look(_ name: String) -> Int {
            let (key, tail, tail2) = words(name)
            return RubyNameVocabulary.shared.findAtHome(key: key, tail: tail, tail2: tail2, length: name.utf8.count)
        }
        for name in ["deployment_target", "pod_target_xcconfig"] {
            #expect(look(name) == RubyName.wellKnown.firstIndex(of: name), "\(name)")
        }
        var long = 0
        for (id, name) in RubyName.wellKnown.enumerated() where (17...24).contains(name.utf8.count) {
            #expect(look(name) == id || look(name) == -1, "\(name)")
            let (key, tail, tail2) = words(name)
            #expect(RubyLexer.nameHash(key: key, tail: tail, tail2: tail2, length: name.utf8.count) == RubyLexer.nameHash(of: Array(name.utf8)), "\(name)")
            long += 1
        }
        #expect(long > 10)
        #expect(look("deployment_targeT") == -1 && look("deployment_target_") == -1 && look("Deployment_target") == -1)
    }

    /// A name sharing a well-known name's first eight bytes, or its length, is not it.
    @Test func aNameLikeAWellKnownOneIsItsOwn() throws {
        let tokens = try RubyLexer.tokenize("source_filez source_files_x sourcE s_ deployment_targeT deployment_target_x pod_target_xcconfiG\n", file: "t.rb")
        #expect(tokens.texts == ["source_filez", "source_files_x", "sourcE", "s_", "deployment_targeT", "deployment_target_x", "pod_target_xcconfiG"])
    }
}
