import Foundation
import MortarCore
import MortarFormats
import MortarXcode

/// The real projects in `Fixtures/xcodeproj` (listed with their origin in `SOURCES.tsv`) and
/// what CocoaPods' Xcodeproj said about each (`oracle/ID.view.json`, `.deintegrated.json`).
enum XcodeFixtures {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        return url.path + "/Fixtures/xcodeproj"
    }()

    struct Fixture: CustomStringConvertible, Sendable {
        var id: String
        /// `Name.xcodeproj`
        var projectName: String
        var description: String { id }

        var pbxprojPath: String { "\(XcodeFixtures.root)/\(id)/\(projectName)/project.pbxproj" }

        func bytes() throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: pbxprojPath))) }

        func project() throws -> XcodeProject { try XcodeProject(bytes: bytes(), file: "\(projectName)/project.pbxproj") }

        func oracle(_ kind: String) throws -> JSONValue {
            let path = "\(XcodeFixtures.root)/oracle/\(id).\(kind).json"
            return JSONValue(try JSONParser.parse(try String(contentsOfFile: path, encoding: .utf8), file: path))
        }
    }

    /// Every fixture named in SOURCES.tsv, in its order.
    static let all: [Fixture] = {
        guard let text = try? String(contentsOfFile: "\(root)/SOURCES.tsv", encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count >= 4 else { return nil }
            let folder = fields[3].split(separator: "/").dropLast().last.map(String.init) ?? ""
            return Fixture(id: fields[0], projectName: folder)
        }
    }()
}
