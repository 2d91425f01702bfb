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

    @Test func deepNestingIsALocatedErrorNotACrash() {
        let text = "{ a = " + String(repeating: "(", count: 100_000) + "\n"
        #expect(throws: XcodeProjectError.self) { try XcodeProject(text: text, file: "p.pbxproj") }
        do {
            _ = try XcodeProject(text: text, file: "p.pbxproj")
        } catch {
            #expect((error as? XcodeProjectError)?.description == """
                p.pbxproj:1:206: error[xcodeproj-syntax]: values are nested more than 200 deep here; no Xcode project is
                  help: compare the file with its last committed version (git diff) and repair it, or open the project in Xcode and let it write the file again

                """)
        }
    }

    /// Groups nested 1,000 deep (each a separate object, so the reader is fine): deintegration
    /// refuses instead of overflowing the stack while walking them.
    @Test func deepGroupChainIsRefusedNotACrash() throws {
        var project = try XcodeProject(bytes: try Self.bytes(), file: "p.pbxproj")
        var parent = "AA0000000000000000000001"
        for index in 0..<1_000 {
            let id = String(format: "BB%022d", index)
            project.objects[id] = PBXObject(id: id, fields: PlistDictionary([
                .init(key: "isa", value: .string("PBXGroup")), .init(key: "children", value: .array([])), .init(key: "name", value: .string("G\(index)")),
                .init(key: "sourceTree", value: .string("<group>")),
            ]))
            let children = (project.objects[parent]?["children"]?.array ?? []) + [.string(id)]
            project.objects[parent]?["children"] = .array(children)
            parent = id
        }
        #expect(project.fullPath(of: parent) == nil)
        #expect {
            try project.removeCocoaPodsIntegration()
        } throws: { error in
            (error as? XcodeProjectError)?.description == """
                p.pbxproj: error[xcodeproj-refused]: groups are nested more than 200 deep here
                  help: open the project in Xcode and flatten its groups

                """
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
