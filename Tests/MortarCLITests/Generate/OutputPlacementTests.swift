import Foundation
import MortarCLI
import MortarCore
import Testing

/// Where outputs may go: a regular file or nothing, never inside a module's checkout, and for a
/// path the manifest chooses, inside the project with no symbolic link leading out. Each
/// refusal is exit 2, located where the path is written, before anything is written.
@Suite struct OutputPlacementTests {
    /// A project whose manifest sets `outputs` to `outputs` (JSON members), with a git module
    /// `Core` (checkouts in `Modules`) and a path module `Local`.
    static func project(outputs: String) -> String {
        let folder = CLIHarness.makeTemporaryFolder() + "/App"
        CLIHarness.write("""
            {
              "name": "App",
              "outputs": { \(outputs) },
              "modules": [
                { "name": "Core", "git": "https://example.com/Core.git", "tag": "1.0.0" },
                { "name": "Local", "path": "Local" }
              ]
            }

            """, to: folder + "/mortar.json")
        CLIHarness.write("{ \"name\": \"Local\", \"version\": \"1.0.0\", \"source_files\": \"Sources\" }\n", to: folder + "/Local/Local.podspec.json")
        CLIHarness.write("{ \"name\": \"Core\", \"version\": \"1.0.0\" }\n", to: folder + "/Modules/Core/Core.podspec.json")
        return folder
    }

    /// Every file below `folder`, sorted.
    static func files(_ folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
    }

    @Test(arguments: [
        ("\"swiftpm\": \"../Elsewhere/Package.swift\"", "mortar.json:3:27: error[invalid-manifest]: outputs.swiftpm '../Elsewhere/Package.swift' is outside the project folder; outputs the manifest names stay inside it"),
        ("\"podfile\": \"Sub/../../Podfile\"", "mortar.json:3:27: error[invalid-manifest]: outputs.podfile '../Podfile' is outside the project folder; outputs the manifest names stay inside it"),
        ("\"podfile\": \"Modules/Core/Podfile\"", "mortar.json:3:27: error[invalid-manifest]: outputs.podfile 'Modules/Core/Podfile' is inside the checkout of module 'Core'; Mortar never writes into a module's files"),
    ])
    func aManifestOutputOutOfPlaceIsRefused(outputs: String, message: String) {
        let folder = Self.project(outputs: outputs)
        defer { try? FileManager.default.removeItem(atPath: PathText.directory(of: folder)) }
        let before = Self.files(folder)
        let run = CLIHarness.run(["generate"], in: folder)
        #expect(run.exitCode == .usage)
        #expect(run.stderr.hasPrefix(message + "\n  help: "), "\(run.stderr)")
        #expect(Self.files(folder) == before)
    }

    @Test func anAbsoluteManifestOutputOutsideTheProjectIsRefused() {
        let folder = Self.project(outputs: "\"podfile\": \"/dev/shm/mortar-outside/Podfile\"")
        defer { try? FileManager.default.removeItem(atPath: PathText.directory(of: folder)) }
        let run = CLIHarness.run(["generate"], in: folder)
        #expect(run.exitCode == .usage)
        #expect(run.stderr.hasPrefix("mortar.json:3:27: error[invalid-manifest]: outputs.podfile '"), "\(run.stderr)")
        #expect(run.stderr.contains("dev/shm/mortar-outside/Podfile' is outside the project folder; outputs the manifest names stay inside it\n"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/dev/shm/mortar-outside"))
    }

    @Test func fetchRefusesALockInsideACheckout() {
        let folder = Self.project(outputs: "\"lock\": \"Modules/Core/mortar.lock\"")
        defer { try? FileManager.default.removeItem(atPath: PathText.directory(of: folder)) }
        let before = Self.files(folder)
        let run = CLIHarness.run(["fetch", "--offline"], in: folder)
        #expect(run.exitCode == .usage)
        #expect(run.stderr.hasPrefix("mortar.json:3:24: error[invalid-manifest]: outputs.lock 'Modules/Core/mortar.lock' is inside the checkout of module 'Core'; Mortar never writes into a module's files\n"), "\(run.stderr)")
        #expect(Self.files(folder) == before)
    }

    @Test func aFolderLinkLeadingOutOfTheProjectIsRefused() throws {
        let folder = Self.project(outputs: "\"podfile\": \"Out/Podfile\"")
        let outside = PathText.directory(of: folder) + "/Outside"
        defer { try? FileManager.default.removeItem(atPath: PathText.directory(of: folder)) }
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/Out", withDestinationPath: outside)
        let run = CLIHarness.run(["generate"], in: folder)
        #expect(run.exitCode == .usage)
        let real = OutputGuardPaths.real(outside) + "/Podfile"
        #expect(run.stderr.hasPrefix("mortar.json:3:27: error[invalid-manifest]: outputs.podfile 'Out/Podfile' leads out of the project folder through a symbolic link (to '\(real)')\n"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == [])
    }

    @Test func aDeviceAFIFOOrAFolderIsNeverReplaced() throws {
        let folder = Self.project(outputs: "")
        defer { try? FileManager.default.removeItem(atPath: PathText.directory(of: folder)) }
        #expect(mkfifo(folder + "/pipe", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: folder + "/Folder", withIntermediateDirectories: true)
        for (option, path, what) in [("--swiftpm", "/dev/null", "a character device"), ("--podfile", "pipe", "a FIFO"), ("--podfile", "Folder", "a folder")] {
            let run = CLIHarness.run(["generate", option, path], in: folder)
            #expect(run.exitCode == .usage)
            #expect(run.stderr.contains(": error[invalid-manifest]: \(option) '") && run.stderr.contains("\(path)' is \(what); Mortar writes only regular files\n"), "\(run.stderr)")
        }
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        #expect(stat(folder + "/pipe", &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    /// A folder on the way that is a file, or a link to nothing, passed the checks: generate
    /// wrote the other outputs and then failed with `error[write-failed]: /…/afile: cannot be
    /// written: File exists`, no place, an absolute path and a reason that hid the cause.
    @Test func aFolderOnTheWayThatIsAFileOrALinkToNothingIsRefusedBeforeAnyWrite() throws {
        let folder = Self.project(outputs: "")
        defer { try? FileManager.default.removeItem(atPath: PathText.directory(of: folder)) }
        CLIHarness.write("notes\n", to: folder + "/afile")
        try FileManager.default.createSymbolicLink(atPath: folder + "/gone", withDestinationPath: "../Gone")
        let before = Self.files(folder)
        let file = CLIHarness.run(["generate", "--swiftpm", "afile/Package.swift"], in: folder)
        #expect(file.exitCode == .usage)
        #expect(file.stdout == "")
        #expect(file.stderr == """
            afile/Package.swift: error[invalid-manifest]: --swiftpm 'afile/Package.swift' cannot be written: 'afile' is a file, not a folder
              help: pass --swiftpm a path of its own

            """)
        let link = CLIHarness.run(["generate", "--podfile", "gone/Sub/Podfile"], in: folder)
        #expect(link.exitCode == .usage)
        #expect(link.stdout == "")
        #expect(link.stderr == """
            gone/Sub/Podfile: error[invalid-manifest]: --podfile 'gone/Sub/Podfile' cannot be written: 'gone' is a symbolic link to '../Gone', which does not exist
              help: pass --podfile a path of its own

            """)
        #expect(Self.files(folder) == before)
    }

    @Test func aCommandLinePathOutsideTheProjectIsTheUsersChoice() {
        let folder = Self.project(outputs: "\"swiftpm\": null")
        let elsewhere = PathText.directory(of: folder) + "/Elsewhere/Podfile"
        defer { try? FileManager.default.removeItem(atPath: PathText.directory(of: folder)) }
        let run = CLIHarness.run(["generate", "--podfile", elsewhere], in: folder)
        #expect(run.exitCode != .usage, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: elsewhere))
    }
}

/// Real paths as the guard compares them.
enum OutputGuardPaths {
    static func real(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
