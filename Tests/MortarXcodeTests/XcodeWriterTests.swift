import Foundation
import MortarCore
import MortarXcode
import Testing

/// The writer's splices on the small project: a section emptied goes with its blank line, a new
/// section goes between its neighbours by isa, a changed object is rendered in its own lines.
@Suite struct XcodeWriterTests {
    static func text() throws -> String {
        try String(contentsOfFile: XcodeFixtures.root + "-edits/Mini.xcodeproj/project.pbxproj", encoding: .utf8)
    }

    @Test func sectionEmptiedAndSectionAddedAndObjectChanged() throws {
        let original = try Self.text()
        var project = try XcodeProject(text: original, file: "Mini.xcodeproj/project.pbxproj")
        // Empty the PBXSourcesBuildPhase section (and drop the target's reference to it).
        project.objects["AA0000000000000000000030"] = nil
        project.objects["AA0000000000000000000020"]?["buildPhases"] = .array([])
        // A new object of a class with no section yet: PBXResourcesBuildPhase sorts before PBXSourcesBuildPhase.
        project.objects["AA0000000000000000000031"] = PBXObject(id: "AA0000000000000000000031", comment: "Resources", fields: PlistDictionary([
            .init(key: "isa", value: .string("PBXResourcesBuildPhase")),
            .init(key: "buildActionMask", value: .string("2147483647")),
            .init(key: "files", value: .array([])),
            .init(key: "runOnlyForDeploymentPostprocessing", value: .string("0")),
        ]))
        let expected = original
            .replacingOccurrences(of: """
                			buildPhases = (
                				AA0000000000000000000030 /* Sources */,
                			);

                """, with: """
                			buildPhases = (
                			);

                """)
            .replacingOccurrences(of: """
                /* End PBXProject section */

                /* Begin PBXSourcesBuildPhase section */
                		AA0000000000000000000030 /* Sources */ = {
                			isa = PBXSourcesBuildPhase;
                			buildActionMask = 2147483647;
                			files = (
                				AA0000000000000000000010 /* AppDelegate.swift in Sources */,
                			);
                			runOnlyForDeploymentPostprocessing = 0;
                		};
                /* End PBXSourcesBuildPhase section */

                """, with: """
                /* End PBXProject section */

                /* Begin PBXResourcesBuildPhase section */
                		AA0000000000000000000031 /* Resources */ = {
                			isa = PBXResourcesBuildPhase;
                			buildActionMask = 2147483647;
                			files = (
                			);
                			runOnlyForDeploymentPostprocessing = 0;
                		};
                /* End PBXResourcesBuildPhase section */

                """)
        #expect(expected != original)
        #expect(project.text() == expected)
        // Written back and read again, it is the same project.
        let reread = try XcodeProject(text: project.text(), file: "Mini.xcodeproj/project.pbxproj")
        #expect(reread.objects == project.objects)
    }

    @Test func stringsAreQuotedAsXcodeQuotesThem() throws {
        var project = try XcodeProject(text: try Self.text(), file: "Mini.xcodeproj/project.pbxproj")
        let settings = PlistDictionary([
            .init(key: "A", value: .string("plain_1.0/$x")), .init(key: "B", value: .string("")),
            .init(key: "C", value: .string("___x")), .init(key: "D", value: .string("-ObjC")),
            .init(key: "E", value: .string("say \"hi\"\n\tback\\slash")), .init(key: "F", value: .string("é\u{1}")),
        ])
        project.objects["AA0000000000000000000051"]?["buildSettings"] = .dictionary(settings)
        #expect(project.text().contains("""
            			buildSettings = {
            				A = plain_1.0/$x;
            				B = "";
            				C = "___x";
            				D = "-ObjC";
            				E = "say \\"hi\\"\\n\\tback\\\\slash";
            				F = "é\\U0001";
            			};

            """))
        let reread = try XcodeProject(text: project.text(), file: "Mini.xcodeproj/project.pbxproj")
        #expect(reread.objects["AA0000000000000000000051"]?["buildSettings"] == .dictionary(settings))
    }
}
