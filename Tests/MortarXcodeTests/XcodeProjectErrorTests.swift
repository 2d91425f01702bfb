import Foundation
import MortarCore
import MortarXcode
import Testing

/// Projects that cannot be read, and edits that are refused: each one located diagnostic,
/// asserted whole.
@Suite struct XcodeProjectErrorTests {
    static func message(_ text: String) -> String? {
        do {
            _ = try XcodeProject(text: text, file: "App.xcodeproj/project.pbxproj")
            return nil
        } catch {
            return (error as? XcodeProjectError)?.description
        }
    }

    static let mini = XcodeFixtures.root + "-edits/Mini.xcodeproj/project.pbxproj"
    static func miniText() throws -> String { try String(contentsOfFile: mini, encoding: .utf8) }

    @Test func truncatedProject() throws {
        let text = try Self.miniText()
        let end = text.range(of: "AA0000000000000000000011 /* AppDelegate.swift */,\n")!.upperBound
        #expect(Self.message(String(text[..<end])) == """
            App.xcodeproj/project.pbxproj:23:1: error[xcodeproj-syntax]: the file ends inside the array opened here
              App.xcodeproj/project.pbxproj:21:15: note: opened here
              help: compare the file with its last committed version (git diff) and repair it, or open the project in Xcode and let it write the file again

            """)
    }

    @Test func badToken() throws {
        let text = try Self.miniText().replacingOccurrences(of: "name = Products;", with: "name = Products")
        #expect(Self.message(text) == """
            App.xcodeproj/project.pbxproj:33:4: error[xcodeproj-syntax]: expected ';' after the value of 'name', found 'sourceTree'
              help: compare the file with its last committed version (git diff) and repair it, or open the project in Xcode and let it write the file again

            """)
    }

    @Test func characterNoPropertyListHas() throws {
        let text = try Self.miniText().replacingOccurrences(of: "SDKROOT = iphoneos;", with: "SDKROOT = iphone#os;")
        #expect(Self.message(text) == """
            App.xcodeproj/project.pbxproj:92:21: error[xcodeproj-syntax]: expected ';' after the value of 'SDKROOT', found '#'
              help: compare the file with its last committed version (git diff) and repair it, or open the project in Xcode and let it write the file again

            """)
    }

    @Test func emptyFile() {
        #expect(Self.message("// !$*UTF8*$!\n") == """
            App.xcodeproj/project.pbxproj:2:1: error[xcodeproj-syntax]: the file is empty: expected '{'
              help: compare the file with its last committed version (git diff) and repair it, or open the project in Xcode and let it write the file again

            """)
    }

    @Test func xmlPropertyList() {
        #expect(Self.message("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>\n") == """
            App.xcodeproj/project.pbxproj:1:1: error[xcodeproj-syntax]: this is an XML property list; Mortar reads the old-style one Xcode writes (open the project in Xcode and let it save it)
              help: compare the file with its last committed version (git diff) and repair it, or open the project in Xcode and let it write the file again

            """)
    }

    @Test func propertyListThatIsNoProject() {
        #expect(Self.message("{ archiveVersion = 1; objects = { }; rootObject = AB; }") == """
            App.xcodeproj/project.pbxproj:1:1: error[xcodeproj-model]: 'rootObject' 'AB' is not a PBXProject in 'objects'
              help: repair the project file, or open the project in Xcode and let it write the file again

            """)
    }

    @Test func objectWithoutIsa() throws {
        let text = try Self.miniText().replacingOccurrences(of: "isa = PBXSourcesBuildPhase;\n", with: "")
        #expect(Self.message(text) == """
            App.xcodeproj/project.pbxproj:71:3: error[xcodeproj-model]: object 'AA0000000000000000000030' has no 'isa'
              help: repair the project file, or open the project in Xcode and let it write the file again

            """)
    }

    /// An object of a kind Mortar does not know points at a Pods library deintegrate would remove.
    @Test func unknownKindReferringToWhatWouldBeRemovedIsRefused() throws {
        var project = try XcodeFixtures.all.first { $0.id == "zulip" }!.project()
        let library = project.objects.values.first { $0.isa == "PBXFileReference" && $0.string("path") == "libPods-ZulipMobile.a" }!
        project.objects["AB0000000000000000000001"] = PBXObject(id: "AB0000000000000000000001", fields: PlistDictionary([
            .init(key: "isa", value: .string("PBXFutureThing")), .init(key: "payload", value: .string(library.id)),
        ]))
        let before = project
        #expect {
            try project.removeCocoaPodsIntegration()
        } throws: { error in
            (error as? XcodeProjectError)?.description == """
                ZulipMobile.xcodeproj/project.pbxproj: error[xcodeproj-refused]: object 'AB0000000000000000000001' (PBXFutureThing) refers to '\(library.id)' in 'payload', which Mortar does not know how to change; removing '\(library.id)' would leave it dangling
                  help: make this change in Xcode, or remove the reference in 'payload' first

                """
        }
        #expect(project == before)
    }

    @Test func groupsThatContainEachOtherAreRefused() throws {
        let text = try Self.miniText().replacingOccurrences(
            of: "\t\t\t\tAA0000000000000000000012 /* App.app */,\n",
            with: "\t\t\t\tAA0000000000000000000012 /* App.app */,\n\t\t\t\tAA0000000000000000000001,\n")
        var project = try XcodeProject(text: text, file: "App.xcodeproj/project.pbxproj")
        #expect {
            try project.removeCocoaPodsIntegration()
        } throws: { error in
            (error as? XcodeProjectError)?.description == """
                App.xcodeproj/project.pbxproj:19:3: error[xcodeproj-refused]: groups contain each other: 'Main Group' → 'Products' → 'Main Group'
                  help: open the project in Xcode and move one group out of the other

                """
        }
    }
}
