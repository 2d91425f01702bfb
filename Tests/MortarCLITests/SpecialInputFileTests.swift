import Foundation
import MortarCLI
import Testing

/// Inputs are regular files read with a bound: a named pipe, a device or a runaway file among
/// them is refused at its place with what to do, never read until the machine gives up. Each run
/// has a deadline, so a regression fails here instead of hanging the suite.
@Suite struct SpecialInputFileTests {
    /// A folder with `mortar.json` naming one local module `Core` with a podspec.
    static func project() -> String {
        let folder = CLIHarness.makeTemporaryFolder()
        CLIHarness.write(#"{ "name": "App", "modules": [ { "name": "Core", "path": "Core" } ] }"# + "\n", to: folder + "/mortar.json")
        CLIHarness.write("Pod::Spec.new do |s|\n  s.name = 'Core'\n  s.version = '1.0'\nend\n", to: folder + "/Core/Core.podspec")
        return folder
    }

    /// `mortar ARGUMENTS` in `folder`, or nil when it has not finished after `seconds`.
    static func run(_ arguments: [String], in folder: String, seconds: Double = 20) -> CLIRun? {
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.value = CLIHarness.run(arguments, in: folder)
            done.signal()
        }
        return done.wait(timeout: .now() + seconds) == .success ? box.value : nil
    }

    final class ResultBox: @unchecked Sendable {
        var value: CLIRun?
    }

    static func makeFIFO(_ path: String) throws {
        try? FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o644) == 0)
    }

    @Test func aNamedPipeAsTheManifestIsRefusedAtItsPlace() throws {
        let folder = Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.makeFIFO(folder + "/mortar.json")
        let run = try #require(Self.run(["check"], in: folder))
        #expect(run.exitCode == .usage)
        #expect(run.stderr == """
            mortar.json: error[invalid-manifest]: cannot read the integrator manifest: it is a named pipe (FIFO), not a regular file
              help: replace it with a regular file

            """)
    }

    @Test func aNamedPipeAsAPodspecIsAnInvalidManifest() throws {
        let folder = Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.makeFIFO(folder + "/Core/Core.podspec")
        let run = try #require(Self.run(["check"], in: folder))
        #expect(run.exitCode == .failure)
        #expect(run.stdout == """
            Core/Core.podspec: error[invalid-manifest]: cannot read 'Core/Core.podspec': it is a named pipe (FIFO), not a regular file
              help: replace it with a regular file
            1 error (1 module, 0 dependencies between them)

            """)
    }

    @Test func aCharacterDeviceAsTheLocalOverridesIsRefused() throws {
        let folder = Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/mortar.local.json", withDestinationPath: "/dev/zero")
        let run = try #require(Self.run(["check"], in: folder))
        #expect(run.exitCode == .usage)
        #expect(run.stderr == """
            mortar.local.json: error[invalid-manifest]: cannot read 'mortar.local.json': it is a character device, not a regular file
              help: replace it with a regular file

            """)
    }

    @Test func aNamedPipeAsPodfileLockIsRefused() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("platform :ios, '13.0'\ntarget 'App' do\n  pod 'Alamofire', '5.9.0'\nend\n", to: folder + "/Podfile")
        try Self.makeFIFO(folder + "/Podfile.lock")
        let run = try #require(Self.run(["check"], in: folder))
        #expect(run.exitCode == .usage)
        #expect(run.stderr == """
            Podfile.lock: error[invalid-manifest]: cannot read 'Podfile.lock': it is a named pipe (FIFO), not a regular file
              help: replace it with a regular file

            """)
    }

    @Test func aGitignoreThatCannotBeReadIsNeverReplaced() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.makeFIFO(folder + "/.gitignore")
        let run = try #require(Self.run(["init"], in: folder))
        #expect(run.stderr == """
            .gitignore: error[read-failed]: cannot be read: it is a named pipe (FIFO), not a regular file
              help: replace it with a regular file, or pass --no-gitignore to leave it alone

            """)
        var info = stat()
        #expect(lstat(folder + "/.gitignore", &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aFileOverTheInputBoundIsRefusedWithItsSize() throws {
        let folder = Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Sparse: 64 MiB and one byte on disk costs nothing.
        let handle = try #require(FileHandle(forWritingAtPath: folder + "/Core/Core.podspec"))
        try handle.truncate(atOffset: UInt64(64 << 20) + 1)
        try handle.close()
        let run = try #require(Self.run(["check"], in: folder))
        #expect(run.exitCode == .failure)
        #expect(run.stdout == """
            Core/Core.podspec: error[invalid-manifest]: cannot read 'Core/Core.podspec': it is 67,108,865 bytes, over the 64 MiB (67,108,864 bytes) an input file may have
              help: check it is the file you meant
            1 error (1 module, 0 dependencies between them)

            """)
    }

    /// A manifest saved as UTF-16 is named as such, not as a stray byte 0xFF or 0xEF.
    @Test func aUTF16ManifestIsToldToBeSavedAsUTF8() throws {
        let folder = Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = #"{ "name": "App", "modules": [] }"#
        try Data([0xFF, 0xFE] + Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).write(to: URL(fileURLWithPath: folder + "/mortar.json"))
        let run = try #require(Self.run(["check"], in: folder))
        #expect(run.exitCode == .usage)
        #expect(run.stderr == """
            mortar.json: error[invalid-manifest]: cannot read the integrator manifest: it is UTF-16 (little-endian) text, not UTF-8
              help: save it as UTF-8

            """)
        // Without a byte-order mark, in a component manifest.
        try Data(Array(#"{"name":"Core"}"#.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }).write(to: URL(fileURLWithPath: folder + "/Core/Core.podspec.json"))
        try FileManager.default.removeItem(atPath: folder + "/Core/Core.podspec")
        CLIHarness.write(#"{ "name": "App", "modules": [ { "name": "Core", "path": "Core" } ] }"# + "\n", to: folder + "/mortar.json")
        let component = try #require(Self.run(["check", "--no-imports"], in: folder))
        #expect(component.stdout == """
            Core/Core.podspec.json: error[invalid-manifest]: cannot read 'Core/Core.podspec.json': it is UTF-16 (big-endian) text, not UTF-8
              help: save it as UTF-8
            1 error (1 module, 0 dependencies between them)

            """)
    }

    /// A pin name with a control character is refused where it is written (migrate printed it
    /// as 'A\u{0}B' and wrote it into a fix).
    @Test func aPinNameWithAControlCharacterIsRefused() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write(#"{"name":"App","modules":[],"pins":{"A\u0000B":"1.0"}}"#, to: folder + "/mortar.json")
        for command in ["check", "migrate"] {
            let run = try #require(Self.run([command], in: folder))
            #expect(run.exitCode == .usage)
            #expect(run.stdout == "")
            #expect(run.stderr == """
                mortar.json:1:36: error[invalid-manifest]: invalid pin name 'A\\u{0}B'
                  help: name the pod as its podspec does, without control characters or spaces

                """)
        }
    }

    /// A folder that cannot be made says why as the system does, not "NSCocoaErrorDomain
    /// error 512".
    @Test func aFolderThatCannotBeMadeSaysWhy() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write(#"{ "name": "App", "modules": [], "outputs": { "swiftpm": null, "podfile": "Gen/sub/Podfile" } }"#, to: folder + "/mortar.json")
        CLIHarness.write("not a folder\n", to: folder + "/Gen")
        // A file on the way is refused at its place before anything is written.
        let refused = try #require(Self.run(["generate"], in: folder))
        #expect(refused.exitCode == .usage)
        #expect(refused.stderr == """
            mortar.json:1:74: error[invalid-manifest]: outputs.podfile 'Gen/sub/Podfile' cannot be written: 'Gen' is a file, not a folder
              help: set "outputs": {"podfile": "Composite/Podfile"} in mortar.json, or pass --podfile PATH

            """)
        #expect(try String(contentsOfFile: folder + "/Gen", encoding: .utf8) == "not a folder\n")
        // A name the file system refuses fails only when the folder is made, as the system says.
        let name = String(repeating: "x", count: 300)
        CLIHarness.write(#"{ "name": "App", "modules": [], "outputs": { "swiftpm": null, "podfile": "Out/\#(name)/Podfile" } }"#, to: folder + "/mortar.json")
        let run = try #require(Self.run(["generate"], in: folder))
        #expect(run.exitCode == .failure)
        #expect(run.stderr == "error[write-failed]: \(folder)/Out/\(name): cannot be written: File name too long\n  help: check the folder exists and is writable\n")
    }
}
