import Foundation
import MortarCore
import MortarXcode
import Testing

/// Whatever the bytes, the reader answers with a project or a located error: never a crash, an
/// error without a line, or a project that does not write back what it read.
@Suite struct XcodeReaderRobustnessTests {
    static func bytes() throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: XcodeFixtures.root + "-edits/Mini.xcodeproj/project.pbxproj")))
    }

    static func check(_ input: [UInt8]) {
        do {
            let project = try XcodeProject(bytes: input, file: "p.pbxproj")
            #expect(project.serialized() == input)
        } catch let error as XcodeProjectError {
            #expect(error.diagnostic.primaryLocation?.line ?? 0 >= 1)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func everyPrefixIsAProjectOrALocatedError() throws {
        let input = try Self.bytes()
        for length in 0..<input.count { Self.check(Array(input[..<length])) }
    }

    @Test func everyByteReplacedIsAProjectOrALocatedError() throws {
        let input = try Self.bytes()
        let replacements: [UInt8] = [0x22, 0x5C, 0x7B, 0x7D, 0x28, 0x29, 0x3B, 0x2F, 0x2A, 0x3C, 0x00, 0xFF]
        for offset in stride(from: 0, to: input.count, by: 7) {
            var changed = input
            changed[offset] = replacements[offset % replacements.count]
            Self.check(changed)
        }
    }
}
