import Foundation
import Testing
@testable import MortarFormats

@Test func scratchParseAll() throws {
    for src in ["use_frameworks! unless ENV['X']\n", "foo unless x\n", "foo 1 unless x\n", "t do\n foo unless x\nend\n", "t do\n foo\nend\n"] {
        do {
            _ = try RubyParser.parse(src, file: "t")
        } catch {
            print("FAIL \(src.debugDescription) \(error)")
        }
    }
}
