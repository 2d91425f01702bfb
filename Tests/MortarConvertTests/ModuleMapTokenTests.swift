@testable import MortarConvert
import Testing

/// The one module-map lexer `ModuleMapDeclarations` and the pod module-map check both read.
@Suite struct ModuleMapTokenTests {
    @Test func commentsAreSkippedAndStringsKeepTheirEscapes() {
        let text = """
        // module Commented { }
        /* a comment that ends with a star **/ framework module Kit [system] {
            umbrella header "Kit \\"Pro\\".h"
            export *
        }
        """
        #expect(ModuleMapToken.tokens(in: text) == [
            .word("framework"), .word("module"), .word("Kit"), .word("system"), .open,
            .word("umbrella"), .word("header"), .string("Kit \\\"Pro\\\".h"),
            .word("export"), .close,
        ])
    }

    @Test func anUnclosedCommentOrStringEndsTheText() {
        #expect(ModuleMapToken.tokens(in: "module A /* never closed") == [.word("module"), .word("A")])
        #expect(ModuleMapToken.tokens(in: "header \"never closed") == [.word("header"), .string("never closed")])
    }
}
