import Foundation
import MortarCLI
import MortarCore
import Testing

/// A `project.pbxproj` saved with Windows line endings (a checkout with `core.autocrlf`).
@Suite(.serialized) struct IntegrateLineEndingsTests {
    static func crlf(_ data: Data) -> Data {
        Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
    }

    /// Its lines were not known as lines (`\r` before each `\n`): each removed object left a
    /// line of tabs, an emptied section stayed with blank lines, the new build files went to a
    /// second `PBXBuildFile` section, and what was added ended its lines with `\n` alone. Now
    /// it is the file integrate writes for the same project with `\n`, each line ending in `\r\n`.
    @Test func aProjectWithWindowsLineEndingsIsIntegratedAsTheSameProjectWithThem() throws {
        let unix = try IntegrateCommandTests.app()
        defer { unix.cleanUp() }
        let box = try IntegrateCommandTests.app()
        defer { box.cleanUp() }
        let pbxproj = "\(IntegrateCommandTests.project)/project.pbxproj"
        try Self.crlf(try #require(box.bytes(pbxproj))).write(to: URL(fileURLWithPath: "\(box.root)/\(pbxproj)"))

        #expect(unix.run(["integrate", "--manifest", "Podfile"]).exitCode == .success)
        let run = box.run(["integrate", "--manifest", "Podfile"])
        #expect(run.exitCode == .success)
        #expect(run.stderr == "")
        #expect(run.stdout == "changed Example-iOS_ObjC.xcodeproj:\n" + IntegrateCommandTests.removals + IntegrateCommandTests.additions
            + IntegrateCommandTests.targetsAndFinish
            + "wrote Example-iOS_ObjC.xcodeproj/project.pbxproj\nwrote Example-iOS_ObjC.xcworkspace/contents.xcworkspacedata\n"
            + IntegrateCommandTests.finish)
        let written = try #require(box.bytes(pbxproj))
        #expect(written == Self.crlf(try #require(unix.bytes(pbxproj))))

        let again = box.run(["integrate", "--manifest", "Podfile"])
        #expect(again.stdout == "Example-iOS_ObjC.xcodeproj is integrated already: nothing to change\n"
            + IntegrateCommandTests.targetsAndFinish + IntegrateCommandTests.finish)
        #expect(box.bytes(pbxproj) == written)
    }
}
