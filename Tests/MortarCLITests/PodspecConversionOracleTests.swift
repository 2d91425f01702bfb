import Foundation
import MortarWorkspace
import Testing
import MortarTestSupport

/// The oracle no one here wrote: real packages of the local mirrors that ship a podspec and
/// their own Package.swift at the same tag. Each podspec becomes a podspec module of an app
/// (its own Package.swift removed), `mortar generate` writes the composite package, and the
/// files its targets compile are compared with what the package's own manifest compiles
/// (`swift package describe --type json` of both; headers left out, as describe lists them
/// for neither). Their targets that none of ours touches (SwiftPM-only executables, plugins)
/// are not compared.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["MORTAR_REAL_PACKAGES"] == "1",
                "set MORTAR_REAL_PACKAGES=1 to convert the real packages in /opt/swift-packages (Tests in the reference: Sources/MortarCLI/Mortar.docc/Tests.md)"))
struct PodspecConversionOracleTests {
    /// `OWNER/NAME`, tag, the podspecs at the tag's top level.
    static let cases: [String] = [
        "apple/swift-protobuf 1.39.0 SwiftProtobuf", "CoreOffice/XMLCoder 0.18.2 XMLCoder", "davecom/SwiftGraph 4.0.0 SwiftGraph",
        "drmohundro/SWXMLHash 8.1.1 SWXMLHash", "groue/GRDB.swift 7.10.0 GRDB.swift", "JohnSundell/Files 4.3.0 Files",
        "jpsim/Yams 5.0.1 Yams", "jpsim/Yams 6.2.2 Yams", "kylef/PathKit 1.0.1 PathKit", "kylef/Spectre 0.10.1 Spectre",
        "mattgallagher/CwlCatchException 2.2.1 CwlCatchException CwlCatchExceptionSupport",
        "mattgallagher/CwlPreconditionTesting 2.2.2 CwlMachBadInstructionHandler CwlPosixPreconditionTesting CwlPreconditionTesting",
        "onevcat/Rainbow 4.2.2 RainbowSwift", "OpenCombine/OpenCombine 0.14.0 OpenCombine OpenCombineDispatch OpenCombineFoundation",
        "Quick/Nimble 13.8.0 Nimble", "Quick/Quick 7.6.2 Quick", "stencilproject/Stencil 0.15.1 Stencil",
        "swhitty/FlyingFox 0.27.1 FlyingFox FlyingSocks", "swiftcsv/SwiftCSV 0.10.0 SwiftCSV", "Swinject/Swinject 2.10.0 Swinject",
        "weichsel/ZIPFoundation 0.9.20 ZIPFoundation", "yaslab/CSV.swift 2.5.2 CSV.swift",
    ]

    /// Where the package's own manifest is not what its podspec describes on this machine: Quick's
    /// and Nimble's Package.swift choose, with `#if os(macOS)`, Objective-C targets on macOS and
    /// a Swift-only variant elsewhere; their podspecs (Apple platforms only) describe the first.
    /// Files only the generated package compiles, and files only their manifest compiles here.
    static let ownManifestIsLinuxOnly: [String: (ours: [String], theirs: [String])] = [
        "Quick/Nimble 13.8.0 Nimble": (
            ["Sources/NimbleObjectiveC/DSL.m", "Sources/NimbleObjectiveC/NMBExceptionCapture.m", "Sources/NimbleObjectiveC/NMBStringify.m",
             "Sources/NimbleObjectiveC/XCTestObservationCenter+Register.m"],
            ["Sources/Nimble/Adapters/NonObjectiveC/ExceptionCapture.swift"]),
        "Quick/Quick 7.6.2 Quick": (
            ["Sources/QuickObjCRuntime/QuickSpecBase.m", "Sources/QuickObjectiveC/AsyncSpec+testMethodSelectors.m",
             "Sources/QuickObjectiveC/Configuration/QuickConfiguration.m", "Sources/QuickObjectiveC/DSL/QCKDSL.m", "Sources/QuickObjectiveC/QuickSpec.m",
             "Sources/QuickObjectiveC/XCTestSuite+QuickTestSuiteBuilder.m"],
            ["Sources/Quick/QuickMain.swift", "Sources/Quick/QuickSpec.swift"]),
    ]

    @Test(arguments: cases)
    func generatedTargetsCompileTheFilesOfTheOwnManifest(_ line: String) throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = try RealPackageApp.make(line, in: folder)
        let theirs = try RealPackageApp.describe(app.original)
        let ours = try RealPackageApp.describe(app.root)
        // Library targets against library targets; test targets (from test specs) against
        // test targets, where the podspecs have any.
        for isTest in [false, true] {
            var ourFiles = Set<String>()
            for target in ours where target.name != "App" && target.isTest == isTest {
                // A file Mortar writes in a tree (the source of a target of headers only,
                // GRDB's SQLCipher) is not the package's.
                for source in target.sources where !source.hasPrefix(".mortar/targets/") {
                    // `Modules/<Pod>/x` → `x`: every module folder is a copy of the same tree.
                    let parts = source.split(separator: "/", maxSplits: 2)
                    ourFiles.insert(parts.count == 3 ? String(parts[2]) : source)
                }
            }
            let touched = theirs.filter { $0.isTest == isTest && !Set($0.sources).isDisjoint(with: ourFiles) }
            let theirFiles = Set(touched.flatMap(\.sources))
            let kind = isTest ? "test" : "library"
            if isTest {
                #expect(ourFiles.isEmpty == !Self.hasTestSpecs.contains(line), "\(line): test targets")
            } else {
                #expect(!ourFiles.isEmpty, "\(line): the generated package compiles no file")
            }
            let known: (ours: [String], theirs: [String]) = isTest ? ([], []) : Self.ownManifestIsLinuxOnly[line] ?? ([], [])
            #expect(ourFiles.subtracting(theirFiles).sorted() == known.ours, "\(line): compiled only by the generated package's \(kind) targets")
            #expect(theirFiles.subtracting(ourFiles).sorted() == known.theirs, "\(line): compiled only by the package's own \(kind) targets")
        }
    }

    /// The cases whose podspecs have test specs: their test targets are compared too.
    static let hasTestSpecs: Set<String> = [
        "mattgallagher/CwlCatchException 2.2.1 CwlCatchException CwlCatchExceptionSupport",
        "mattgallagher/CwlPreconditionTesting 2.2.2 CwlMachBadInstructionHandler CwlPosixPreconditionTesting CwlPreconditionTesting",
    ]

    /// Cases whose generated package builds here, kept few for CI's time (30–150 s each on two
    /// cores): Swift only, Swift with a C target (Yams), a pod mapped to a package (Stencil's
    /// PathKit), a system library found from a module map (ZIPFoundation's CZlib), and small
    /// ones. Measured by hand as well: Yams 6.2.2, SwiftGraph, Swinject, SWXMLHash, Spectre,
    /// CSV.swift, XMLCoder, FlyingFox, swift-protobuf and OpenCombine build. Not here, with
    /// their own Package.swift built here for comparison: GRDB.swift and Nimble (their own
    /// builds; their podspecs describe an Apple build — GRDB's `standard` spec defines
    /// `GRDBFRAMEWORK`, which imports the SDK's `SQLite3`; Nimble compiles Objective-C on
    /// XCTest's runtime — that Linux lacks), CwlCatchException and CwlPreconditionTesting (their
    /// own does not build here: `Foundation/Foundation.h`), Quick (its own does not resolve here:
    /// no mirror of swift-fakes).
    static let buildCases = [
        "kylef/PathKit 1.0.1 PathKit", "onevcat/Rainbow 4.2.2 RainbowSwift", "jpsim/Yams 5.0.1 Yams", "JohnSundell/Files 4.3.0 Files",
        "swiftcsv/SwiftCSV 0.10.0 SwiftCSV", "stencilproject/Stencil 0.15.1 Stencil", "weichsel/ZIPFoundation 0.9.20 ZIPFoundation",
    ]

    /// Pins of the app a case needs: the pods its podspecs depend on, mapped to packages.
    static let pins: [String: String] = [
        "stencilproject/Stencil 0.15.1 Stencil": #""PathKit": { "version": "1.0.1", "git": "https://github.com/kylef/PathKit", "products": ["PathKit"] }"#,
    ]

    /// Flags `swift build` needs on this machine that no manifest here gives: ZIPFoundation's
    /// own Package.swift defines `_GNU_SOURCE` for Linux only (glibc's `fopencookie`); its
    /// podspec, Apple platforms only, has no reason to.
    static let buildFlags: [String: [String]] = [
        "weichsel/ZIPFoundation 0.9.20 ZIPFoundation": ["-Xcc", "-D_GNU_SOURCE=1"],
    ]

    /// `swift build` of the generated package: only with `MORTAR_BUILD_TESTS=1` as well.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["MORTAR_BUILD_TESTS"] == "1",
                   "set MORTAR_BUILD_TESTS=1 to build the generated packages"),
          arguments: buildCases)
    func generatedPackageBuilds(_ line: String) throws {
        let build = try Self.buildGenerated(line)
        #expect(build.status == 0, "\(line): swift build of the generated Package.swift failed:\n\(build.output.suffix(4_000))")
    }

    /// Makes the app of `line` and runs `swift build` on its generated package.
    static func buildGenerated(_ line: String) throws -> (status: Int32, output: String) {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = try RealPackageApp.make(line, in: folder)
        let build = try SwiftCommand.run(ProcessRequest(
            "swift", ["build", "--package-path", app.root, "--scratch-path", app.root + "/.build"] + (buildFlags[line] ?? []), timeout: 1_800))
        return (build.status, build.stdoutText + build.stderrText)
    }

    /// Packages whose own Package.swift builds here and whose generated one does not, with the
    /// reason the reference gives: their podspecs describe an Apple build, so what fails is an Apple
    /// SDK header or module. SwiftPM compiles in parallel, so which one it meets first varies;
    /// every compiler error must be one of them. Kept here so that the day one of them builds (or fails
    /// another way), the count in GeneratingManifests.md is looked at again.
    static let knownFailures: [String: [String]] = [
        "groue/GRDB.swift 7.10.0 GRDB.swift": ["no such module 'SQLite3'"],
        "Quick/Nimble 13.8.0 Nimble": ["'XCTest/XCTest.h' file not found", "'Foundation/Foundation.h' file not found"],
    ]

    @Test(.enabled(if: ProcessInfo.processInfo.environment["MORTAR_BUILD_TESTS"] == "1",
                   "set MORTAR_BUILD_TESTS=1 to build the generated packages"),
          arguments: knownFailures.keys.sorted())
    func generatedPackageFailsForTheKnownReason(_ line: String) throws {
        let build = try Self.buildGenerated(line)
        let reasons = Self.knownFailures[line] ?? []
        // Compiler diagnostics (`file:line:col: error:`), not SwiftPM's "command failed" summaries.
        let errors = build.output.split(separator: "\n").filter { $0.contains(": error:") || $0.contains(": fatal error:") }
        let otherErrors = errors.filter { error in !reasons.contains { error.contains($0) } }
        #expect(build.status != 0, "\(line): the generated package builds now; update the count in Sources/MortarCLI/Mortar.docc/GeneratingManifests.md")
        #expect(!errors.isEmpty && otherErrors.isEmpty,
                "\(line): failed another way:\n\(otherErrors.joined(separator: "\n"))\n\(build.output.suffix(2_000))")
    }
}

/// An app made of one real package's podspecs.
enum RealPackageApp {
    struct Target {
        var name: String
        var isTest: Bool
        var sources: [String]
    }

    /// Extracts the tag twice: as the original package, and once per podspec as
    /// `Modules/<Pod>` of an app whose mortar.json lists them; then runs `mortar generate`.
    /// `git` gives the bare repository of `OWNER/NAME` (the mirrors in /opt/swift-packages).
    static func make(_ line: String, in folder: String, git: (String) -> String = { "/opt/swift-packages/\($0).git" }) throws -> (root: String, original: String) {
        let words = line.split(separator: " ").map(String.init)
        let (repo, tag) = (words[0], words[1])
        let original = folder + "/original"
        try extract(git: git(repo), tag: tag, into: original)
        let root = folder + "/app"
        try addModules(line, to: root, git: git)
        try generate(root, modules: modules(line), pins: PodspecConversionOracleTests.pins[line] ?? "")
        return (root, original)
    }

    /// The podspecs of `line` (`OWNER/NAME TAG Pod…`), each at `Modules/<Pod>` of `root`: the tag
    /// extracted with its own Package.swift removed.
    static func addModules(_ line: String, to root: String, git: (String) -> String) throws {
        let words = line.split(separator: " ").map(String.init)
        for pod in words.dropFirst(2) {
            let module = root + "/Modules/" + pod
            try extract(git: git(words[0]), tag: words[1], into: module)
            for name in try FileManager.default.contentsOfDirectory(atPath: module) where name.hasPrefix("Package") && name.hasSuffix(".swift") {
                try FileManager.default.removeItem(atPath: module + "/" + name)
            }
        }
    }

    /// The pods of `line`.
    static func modules(_ line: String) -> [String] { line.split(separator: " ").dropFirst(2).map(String.init) }

    /// Writes the mortar.json of an app of podspec modules `Modules/<Pod>` and runs `mortar generate`.
    /// `manifests`: pod → the `"manifest"` of its module, where it is not the podspec mortar finds.
    static func generate(_ root: String, modules: [String], pins: String, manifests: [String: String] = [:]) throws {
        let list = modules.map { pod in
            let manifest = manifests[pod].map { #", "manifest": "\#($0)""# } ?? ""
            return #"{ "name": "\#(pod)", "path": "Modules/\#(pod)"\#(manifest) }"#
        }
        CLIHarness.write(#"""
        { "name": "App", "modules": [\#(list.joined(separator: ", "))],
          "pins": { \#(pins) },
          "outputs": { "swiftpm": "Package.swift", "podfile": null } }
        """#, to: root + "/mortar.json")
        let run = CLIHarness.run(["generate"], in: root)
        guard run.exitCode == .success else { throw Failure("mortar generate failed: \(run.stderr)") }
    }

    static func extract(git: String, tag: String, into folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let archive = try ProcessRunner().run(ProcessRequest("git", ["-C", git, "archive", "--format=tar", "--", tag], timeout: 120))
        guard archive.status == 0 else {
            // A fetched snapshot may lack its largest blobs: those files are written empty.
            if archive.stderrText.contains("invalid object") { return try extractFileByFile(git: git, tag: tag, into: folder) }
            throw Failure("git archive \(tag) failed: \(archive.stderrText)")
        }
        let untar = try ProcessRunner().run(ProcessRequest("tar", ["-x", "-C", folder], timeout: 120, input: archive.stdout))
        guard untar.status == 0 else { throw Failure("tar failed: \(untar.stderrText)") }
    }

    /// The files of `tag` one by one (`git ls-tree`, `git cat-file --batch`): a blob the copy
    /// lacks is written as an empty file, symbolic links as links, submodules left out.
    static func extractFileByFile(git: String, tag: String, into folder: String) throws {
        let list = try ProcessRunner().run(ProcessRequest("git", ["-C", git, "ls-tree", "-r", "-z", "--full-tree", tag], timeout: 120))
        guard list.status == 0 else { throw Failure("git ls-tree \(tag) failed: \(list.stderrText)") }
        var entries: [(mode: String, object: String, path: String)] = []
        for record in list.stdoutText.split(separator: "\0") {
            guard let tab = record.firstIndex(of: "\t") else { continue }
            let fields = record[..<tab].split(separator: " ")
            guard fields.count == 3, fields[1] == "blob" else { continue }
            entries.append((String(fields[0]), String(fields[2]), String(record[record.index(after: tab)...])))
        }
        let input = Array(entries.map { $0.object + "\n" }.joined().utf8)
        let batch = try ProcessRunner().run(ProcessRequest("git", ["-C", git, "cat-file", "--batch"], timeout: 600, input: input))
        let bytes = [UInt8](batch.stdout)
        var offset = 0
        for entry in entries {
            guard let newline = bytes[offset...].firstIndex(of: 10) else { break }
            let header = String(decoding: bytes[offset..<newline], as: UTF8.self).split(separator: " ")
            offset = newline + 1
            var content = Data()
            if header.count == 3, let size = Int(header[2]) {
                content = Data(bytes[offset..<offset + size])
                offset += size + 1
            }
            let path = folder + "/" + entry.path
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            if entry.mode == "120000" {
                try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: String(decoding: content, as: UTF8.self))
            } else {
                _ = FileManager.default.createFile(atPath: path, contents: content)
            }
        }
    }

    /// The library and test targets `swift package describe --type json` lists, with their
    /// non-header sources relative to the package's folder.
    static func describe(_ package: String) throws -> [Target] {
        let run = try SwiftCommand.run(ProcessRequest("swift", ["package", "--package-path", package, "describe", "--type", "json"], timeout: 600))
        guard run.status == 0 else { throw Failure("swift package describe failed in \(package): \(run.stderrText.suffix(2_000))") }
        let text = run.stdoutText
        guard let start = text.firstIndex(of: "{"),
              let json = try JSONSerialization.jsonObject(with: Data(text[start...].utf8)) as? [String: Any] else {
            throw Failure("swift package describe printed no JSON in \(package)")
        }
        return (json["targets"] as? [[String: Any]] ?? []).compactMap { target in
            guard let type = target["type"] as? String, type == "library" || type == "test",
                  let name = target["name"] as? String, let path = target["path"] as? String else { return nil }
            // A target rooted in its header tree reads its sources through the tree's link to
            // the module's folder: the file compiled is the one the link leads to.
            let root = URL(fileURLWithPath: package).resolvingSymlinksInPath().path + "/"
            let sources = (target["sources"] as? [String] ?? []).map { path + "/" + $0 }
                .map { URL(fileURLWithPath: package + "/" + $0).resolvingSymlinksInPath().path }
                .map { $0.hasPrefix(root) ? String($0.dropFirst(root.count)) : $0 }
                .filter { !["h", "hh", "hpp"].contains(($0 as NSString).pathExtension) }
            return Target(name: name, isTest: type == "test", sources: sources)
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

/// MetroSDK's generated Package.swift (podspec modules converted) is a package SwiftPM accepts.
@Suite struct MetroSDKPackageDescribeTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["MORTAR_BUILD_TESTS"] == "1",
                   "set MORTAR_BUILD_TESTS=1 to run swift package describe on the example"))
    func swiftPMAcceptsTheGeneratedPackage() throws {
        _ = MetroSDKCheckouts.fetched
        let example = CLIHarness.repositoryRoot + "/Examples/MetroSDK"
        let scratch = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let run = try SwiftCommand.run(ProcessRequest(
            "swift", ["package", "--package-path", example, "--scratch-path", scratch, "describe", "--type", "json"], timeout: 600))
        #expect(run.status == 0, "swift package describe rejected Examples/MetroSDK/Package.swift: \(run.stderrText.suffix(2_000))")
        let text = run.stdoutText
        let json = try JSONSerialization.jsonObject(with: Data(text[(text.firstIndex(of: "{") ?? text.startIndex)...].utf8)) as? [String: Any]
        let targets = (json?["targets"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }.sorted()
        #expect(targets == ["Bybus", "BybusRoute", "CityServiceOpen", "CommonView", "Core", "ErrorCode", "Journey", "JourneyRoute", "MetroSDK",
                            "Network", "PayType", "PayTypeRoute", "QRCodeGenerator", "RSA", "Router", "SDKManager", "UI", "UserManager", "WXApi"])
    }
}
