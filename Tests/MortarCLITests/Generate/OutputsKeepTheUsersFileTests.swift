import Foundation
import MortarCLI
import MortarCore
import Testing

/// `generate` replaces what an output holds, never the kind of file the user made: a symbolic
/// link stays a link (its target is written), the mode stays, and a hard link still names it.
@Suite struct OutputsKeepTheUsersFileTests {
    /// `OutputPlacementTests.project(outputs:)` whose modules have a source file each, so
    /// generate prints no finding.
    static func project(outputs: String) -> String {
        let folder = OutputPlacementTests.project(outputs: outputs)
        CLIHarness.write("public let local = 1\n", to: folder + "/Local/Sources/Local.swift")
        CLIHarness.write("{ \"name\": \"Core\", \"version\": \"1.0.0\", \"source_files\": \"Sources\" }\n", to: folder + "/Modules/Core/Core.podspec.json")
        CLIHarness.write("public let core = 1\n", to: folder + "/Modules/Core/Sources/Core.swift")
        return folder
    }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        _ = stat(path, &info)
        return info.st_mode & 0o7777
    }

    @Test func aLinkedPackageSwiftIsWrittenThroughWithItsModeAndHardLinks() throws {
        let folder = Self.project(outputs: "\"podfile\": null")
        defer { try? FileManager.default.removeItem(atPath: PathText.directory(of: folder)) }
        #expect(CLIHarness.run(["generate"], in: folder).exitCode == .success)
        // The user keeps the real file elsewhere in the project, private, with a second name.
        try FileManager.default.createDirectory(atPath: folder + "/Shared", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: folder + "/Package.swift", toPath: folder + "/Shared/Package.swift")
        try FileManager.default.createSymbolicLink(atPath: folder + "/Package.swift", withDestinationPath: "Shared/Package.swift")
        #expect(chmod(folder + "/Shared/Package.swift", 0o600) == 0)
        #expect(link(folder + "/Shared/Package.swift", folder + "/Shared/Package.backup.swift") == 0)
        let generated = try String(contentsOfFile: folder + "/Shared/Package.swift", encoding: .utf8)
        let handle = try #require(FileHandle(forWritingAtPath: folder + "/Shared/Package.swift"))
        handle.seekToEndOfFile()
        handle.write(Data("// stale\n".utf8))
        try handle.close()

        let run = CLIHarness.run(["generate"], in: folder)
        #expect(run.stderr == "")
        #expect(run.stdout == "wrote Package.swift\nunchanged Sources/App/App.swift\n")
        #expect(run.exitCode == .success)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/Package.swift") == "Shared/Package.swift")
        #expect(try String(contentsOfFile: folder + "/Shared/Package.swift", encoding: .utf8) == generated)
        #expect(try String(contentsOfFile: folder + "/Shared/Package.backup.swift", encoding: .utf8) == generated)
        #expect(Self.mode(folder + "/Shared/Package.swift") == 0o600)
        #expect(CLIHarness.run(["generate", "--check"], in: folder).exitCode == .success)
    }
}
