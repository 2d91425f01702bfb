import Foundation
import MortarConvert
import MortarCore
import MortarWorkspace
import Testing

/// File selection equal to CocoaPods' own, per spec, subspec and platform: on trees written
/// for these tests (`Oracle/Globs`), and on the real packages of the local mirrors
/// (`Oracle/Real`, with `MORTAR_REAL_PACKAGES=1`).
@Suite struct PodFileSelectionTests {
    static let globCases = ["mixed", "patterns"]

    @Test(arguments: globCases)
    func agreesWithCocoaPodsOnWrittenTrees(_ name: String) throws {
        let folder = CocoaPodsFilesOracle.oracleFolder.appendingPathComponent("Globs/\(name)")
        let tree = try String(contentsOf: folder.appendingPathComponent("tree.txt"), encoding: .utf8)
        let specFile = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".podspec") })
        let component = try CocoaPodsFilesOracle.component(
            String(contentsOf: folder.appendingPathComponent(specFile), encoding: .utf8), file: specFile)
        let expected = try Data(contentsOf: folder.appendingPathComponent("cp-files.json"))
        let differences = try CocoaPodsFilesOracle.differences(
            component: component, pathList: CocoaPodsFilesOracle.pathList(tree.split(separator: "\n").map(String.init)), expected: expected)
        #expect(differences == [])
    }

    /// `OWNER/NAME TAG PODSPEC…` of `Oracle/real.txt`: the tree at the tag from
    /// /opt/swift-packages, compared with the recorded selection.
    static var realCases: [String] {
        let text = (try? String(contentsOf: CocoaPodsFilesOracle.oracleFolder.appendingPathComponent("real.txt"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["MORTAR_REAL_PACKAGES"] == "1",
                   "set MORTAR_REAL_PACKAGES=1 to read the real packages in /opt/swift-packages"),
          arguments: realCases)
    func agreesWithCocoaPodsOnRealPackages(_ line: String) throws {
        let words = line.split(separator: " ").map(String.init)
        let (repo, tag) = (words[0], words[1])
        let git = "/opt/swift-packages/\(repo).git"
        let listing = try RealMirror.git(["-C", git, "ls-tree", "-r", "--name-only", tag])
        let pathList = CocoaPodsFilesOracle.pathList(listing.split(separator: "\n").map(String.init))
        for spec in words.dropFirst(2) {
            let text = try RealMirror.git(["-C", git, "show", "\(tag):\(spec)"])
            let component = try CocoaPodsFilesOracle.component(text, file: spec)
            let name = PathText.lastComponent(of: repo)
            let expected = try Data(contentsOf: CocoaPodsFilesOracle.oracleFolder.appendingPathComponent("Real/\(name)@\(tag)/\(spec).json"))
            let differences = try CocoaPodsFilesOracle.differences(component: component, pathList: pathList, expected: expected)
            #expect(differences == [], "\(repo) \(tag) \(spec)")
        }
    }
}

/// Reads the local mirrors with git (through the product's process runner: posix_spawn, both
/// pipes drained).
enum RealMirror {
    static func git(_ arguments: [String]) throws -> String {
        let result = try ProcessRunner().run(ProcessRequest("git", arguments, timeout: 120))
        return result.stdoutText
    }
}
