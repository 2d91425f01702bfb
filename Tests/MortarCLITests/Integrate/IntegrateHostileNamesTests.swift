import Foundation
import MortarCLI
import MortarCore
import MortarXcode
import Testing

/// Names integrate writes into `project.pbxproj` that come from the user's files (a pin's
/// products in the mortar.json): they never end the comment Xcode's format puts after an ID.
@Suite(.serialized) struct IntegrateHostileNamesTests {
    static let product = "Core */ = {isa = PBXGroup; }; /* x"

    /// A product named with `*/` ended the comment after its new objects' IDs, and the rest of
    /// the name was read as syntax: integrate wrote a project that neither it nor Xcode could
    /// read again (`expected a key or '}', found '='`).
    @Test func aProductNameThatClosesACommentLeavesAProjectThatReadsAgain() throws {
        let sidecar = IntegrateCommandTests.sidecar.replacingOccurrences(
            of: #""products": ["AppAuth", "AppAuthCore"]"#, with: #""products": ["AppAuth", "Core */ = {isa = PBXGroup; }; /* x"]"#)
        let box = try IntegrateCommandTests.app(sidecar: sidecar)
        defer { box.cleanUp() }
        let run = box.run(["integrate", "--manifest", "Podfile"])
        #expect(run.exitCode == .success, "\(run.stderr)")
        let text = box.text("\(IntegrateCommandTests.project)/project.pbxproj")
        #expect(text.contains("/* Core * / = {isa = PBXGroup; }; /* x in Frameworks */ = {isa = PBXBuildFile; productRef = "))
        #expect(text.contains("productName = \"Core */ = {isa = PBXGroup; }; /* x\";"))
        _ = try XcodeProject(bytes: Array(text.utf8), file: "project.pbxproj")

        let again = box.run(["integrate", "--manifest", "Podfile"])
        #expect(again.stderr == "")
        #expect(again.stdout == """
            Example-iOS_ObjC.xcodeproj is integrated already: nothing to change
            targets:
              Example-iOS_ObjC: AppAuth, Core */ = {isa = PBXGroup; }; /* x
              AppAuthExample-iOS_ObjCTests: OCMock
              Example-iOS_ObjC_Extension: AppAuth, Core */ = {isa = PBXGroup; }; /* x

            """ + IntegrateCommandTests.finish)
    }
}
