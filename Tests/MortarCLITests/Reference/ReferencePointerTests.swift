import Foundation
import Testing

/// Messages, help texts and starters that send the user to the reference name articles that exist.
struct ReferencePointerTests {
    static let prefix = "Sources/MortarCLI/Mortar.docc/"

    /// Every `Sources/MortarCLI/Mortar.docc/NAME.md` written in the sources and templates.
    static func pointers() -> [String: [String]] {
        let root = CLIHarness.repositoryRoot
        var found: [String: [String]] = [:]
        for folder in ["Sources", "Templates"] {
            guard let walker = FileManager.default.enumerator(atPath: root + "/" + folder) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".swift") || relative.hasSuffix(".json") {
                let file = folder + "/" + relative
                guard let text = try? String(contentsOfFile: root + "/" + file, encoding: .utf8) else { continue }
                var rest = text[...]
                while let start = rest.range(of: prefix) {
                    let name = rest[start.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "." }
                    found[prefix + name.trimmingCharacters(in: CharacterSet(charactersIn: ".")), default: []].append(file)
                    rest = rest[start.upperBound...]
                }
            }
        }
        return found
    }

    @Test func everyPointerNamesAnArticleThatExists() {
        let pointers = Self.pointers()
        let missing = pointers.keys.sorted().filter { !FileManager.default.fileExists(atPath: CLIHarness.repositoryRoot + "/" + $0) }
        #expect(missing == [], "\(missing.map { "\($0) (named in \(pointers[$0]!.sorted().joined(separator: ", ")))" }.joined(separator: "; ")) does not exist")
        #expect(pointers.keys.sorted() == [
            "Sources/MortarCLI/Mortar.docc/ChecksAndDiagnostics.md",
            "Sources/MortarCLI/Mortar.docc/IntegratorManifest.md",
            "Sources/MortarCLI/Mortar.docc/ReadingRealManifests.md",
            "Sources/MortarCLI/Mortar.docc/Templates.md",
        ])
    }

    @Test func theStarterNamesTheReference() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(CLIHarness.run(["init"], in: folder).exitCode == .success)
        let written = try String(contentsOfFile: folder + "/mortar.json", encoding: .utf8)
        #expect(written.split(separator: "\n").prefix(5).joined(separator: "\n") == """
            {
              // mortar.json: the integrator manifest. Lists the app's modules (one git repository each)
              // with the branch, tag or commit to take, and pins every third-party version once.
              // Reference: Sources/MortarCLI/Mortar.docc/IntegratorManifest.md in Mortar's repository.
              // Schema: Templates/mortar.schema.json.
            """)
    }
}
