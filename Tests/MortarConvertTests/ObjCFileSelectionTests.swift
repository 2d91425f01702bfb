import Foundation
import MortarConvert
import MortarCore
import MortarWorkspace
import Testing

/// File selection equal to CocoaPods' own `FileAccessor` on the pods of the Objective-C answer
/// key (ObjCAnswerKeyTests): `Oracle/objc.txt`, recorded by `Oracle/record-objc.sh` from the fetch
/// tool's bare copies under /work/.mirror (or MORTAR_OBJC_MIRRORS).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["MORTAR_OBJC_KEY"] == "1",
                "set MORTAR_OBJC_KEY=1 (with the pods fetched under /work/.mirror or MORTAR_OBJC_MIRRORS) to compare file selection on the Objective-C answer key"))
struct ObjCFileSelectionTests {
    static let mirrors = ProcessInfo.processInfo.environment["MORTAR_OBJC_MIRRORS"] ?? "/work/.mirror"

    static var cases: [String] {
        let text = (try? String(contentsOf: CocoaPodsFilesOracle.oracleFolder.appendingPathComponent("objc.txt"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// Where this test's reading differs from CocoaPods', and why.
    static let knownDifferences: [String: String] = [
        // `ss.source_files = Dir['Sources/*.swift'] - …`: the podspec lists the folder with Ruby;
        // this test reads it with no file system (a workspace reads it over the module's folder).
        "mxcl/PromiseKit 8.2.0 PromiseKit.podspec": "Dir[] needs the tree",
    ]

    @Test(arguments: cases)
    func agreesWithCocoaPods(_ line: String) throws {
        let words = line.split(separator: " ").map(String.init)
        let (repo, tag) = (words[0], words[1])
        var git = Self.mirrors + "/" + repo.replacingOccurrences(of: "/", with: "+") + "/repo"
        if FileManager.default.fileExists(atPath: git + "/.git") { git += "/.git" }
        try #require(FileManager.default.fileExists(atPath: git), "\(repo) is not fetched: \(git)")
        let listing = try RealMirror.git(["--git-dir", git, "ls-tree", "-r", "--name-only", tag])
        let pathList = CocoaPodsFilesOracle.pathList(listing.split(separator: "\n").map(String.init))
        for spec in words.dropFirst(2) {
            let expected = try Data(contentsOf: CocoaPodsFilesOracle.oracleFolder.appendingPathComponent("ObjC/\(PathText.lastComponent(of: repo))@\(tag)/\(spec).json"))
            // A podspec CocoaPods evaluates with a script of its tree (IGListKit's version) is read
            // from what CocoaPods made of it; the selection is the same either way.
            let text = try RealMirror.git(["--git-dir", git, "show", "\(tag):\(spec)"])
            let json = CocoaPodsFilesOracle.oracleFolder.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("MortarCLITests/ObjCAnswerKeyJSON/\(PathText.lastComponent(of: repo))@\(tag)/\(spec).json")
            let component: Component
            if let read = try? CocoaPodsFilesOracle.component(text, file: spec) {
                component = read
            } else {
                let recorded = try #require(try? String(contentsOf: json, encoding: .utf8), "\(repo) \(tag) \(spec): mortar cannot read the podspec statically and no pod ipc spec JSON of it is recorded")
                component = try CocoaPodsFilesOracle.component(recorded, file: spec + ".json")
            }
            let differences = try CocoaPodsFilesOracle.differences(component: component, pathList: pathList, expected: expected)
            if let reason = Self.knownDifferences["\(repo) \(tag) \(spec)"] {
                #expect(!differences.isEmpty, "\(repo) \(tag) \(spec) agrees with CocoaPods now (\(reason)): remove it from knownDifferences")
            } else {
                #expect(differences == [], "\(repo) \(tag) \(spec)")
            }
        }
    }
}
