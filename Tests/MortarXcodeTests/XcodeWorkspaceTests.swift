import Foundation
import MortarCore
import MortarXcode
import Testing

/// `contents.xcworkspacedata` of the real apps in Fixtures/xcodeproj, read and written back.
@Suite struct XcodeWorkspaceTests {
    static var files: [String] {
        let root = XcodeFixtures.root
        let found = (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []
        return found.filter { $0.hasSuffix(".xcworkspace/contents.xcworkspacedata") }.sorted().map { "\(root)/\($0)" }
    }

    static func workspace(_ id: String) throws -> XcodeWorkspace {
        let path = files.first { $0.contains("/\(id)/") }!
        return try XcodeWorkspace(text: try String(contentsOfFile: path, encoding: .utf8), file: "App.xcworkspace/contents.xcworkspacedata")
    }

    @Test func unmodifiedWorkspacesAreWrittenBackByteForByte() throws {
        #expect(Self.files.count >= 9)
        for path in Self.files {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let workspace = try XcodeWorkspace(text: text, file: "contents.xcworkspacedata")
            #expect(workspace.text() == text)
            #expect(!workspace.fileRefs.isEmpty)
        }
    }

    /// Mattermost's workspace once CocoaPods' project is out of it: the app's project alone.
    static let mattermostAlone = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace
           version = "1.0">
           <FileRef
              location = "group:Mattermost.xcodeproj">
           </FileRef>
        </Workspace>

        """

    @Test func removesThePodsProjectAndNothingElse() throws {
        var workspace = try Self.workspace("mattermost")
        #expect(workspace.fileRefs.map(\.location) == ["group:Mattermost.xcodeproj", "group:Pods/Pods.xcodeproj"])
        #expect(workspace.removeCocoaPodsProject() == ["group:Pods/Pods.xcodeproj"])
        #expect(workspace.text() == Self.mattermostAlone)
        let once = workspace.text()
        #expect(workspace.removeCocoaPodsProject() == [])
        #expect(workspace.text() == once)
    }

    @Test func addingAFileRefIsIdempotent() throws {
        var workspace = try Self.workspace("mattermost")
        workspace.removeCocoaPodsProject()
        workspace.addFileRef(location: "group:Mattermost.xcodeproj")
        workspace.addFileRef(location: "group:../Packages/App")
        workspace.addFileRef(location: "group:../Packages/App")
        #expect(workspace.text() == Self.mattermostAlone.replacingOccurrences(
            of: "</Workspace>\n", with: "   <FileRef\n      location = \"group:../Packages/App\">\n   </FileRef>\n</Workspace>\n"))
    }

    @Test func groupsAreRead() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <Group
                  location = "container:"
                  name = "Apps">
                  <FileRef
                     location = "group:App/App.xcodeproj">
                  </FileRef>
                  <FileRef
                     location = "group:Pods/Pods.xcodeproj">
                  </FileRef>
               </Group>
            </Workspace>

            """
        var workspace = try XcodeWorkspace(text: text, file: "App.xcworkspace/contents.xcworkspacedata")
        #expect(workspace.entries.map(\.name) == ["Apps"])
        #expect(workspace.fileRefs.map(\.path) == ["App/App.xcodeproj", "Pods/Pods.xcodeproj"])
        workspace.removeCocoaPodsProject()
        #expect(workspace.text() == text.replacingOccurrences(of: "      <FileRef\n         location = \"group:Pods/Pods.xcodeproj\">\n      </FileRef>\n", with: ""))
    }

    /// A workspace of several apps, another of which still installs its pods (`Legacy/Pods`):
    /// integrate took out every `…/Pods/Pods.xcodeproj`, breaking the other app's build. Only
    /// this Podfile's Pods project goes, its path resolved through the groups.
    @Test func onlyThisPodfilesPodsProjectIsRemoved() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <FileRef
                  location = "group:App.xcodeproj">
               </FileRef>
               <FileRef
                  location = "group:Legacy/Pods/Pods.xcodeproj">
               </FileRef>
               <Group
                  location = "group:Legacy"
                  name = "Legacy">
                  <FileRef
                     location = "group:Pods/Pods.xcodeproj">
                  </FileRef>
               </Group>
               <Group
                  location = "container:"
                  name = "Mine">
                  <FileRef
                     location = "group:./Pods/Pods.xcodeproj">
                  </FileRef>
               </Group>
               <FileRef
                  location = "group:Pods/Pods.xcodeproj">
               </FileRef>
            </Workspace>

            """
        var workspace = try XcodeWorkspace(text: text, file: "App.xcworkspace/contents.xcworkspacedata")

        #expect(workspace.removeCocoaPodsProject() == ["group:./Pods/Pods.xcodeproj", "group:Pods/Pods.xcodeproj"])
        #expect(workspace.fileRefs.map(\.location) == ["group:App.xcodeproj", "group:Legacy/Pods/Pods.xcodeproj", "group:Pods/Pods.xcodeproj"])
        #expect(workspace.text() == text
            .replacingOccurrences(of: "      <FileRef\n         location = \"group:./Pods/Pods.xcodeproj\">\n      </FileRef>\n", with: "")
            .replacingOccurrences(of: "   </Group>\n   <FileRef\n      location = \"group:Pods/Pods.xcodeproj\">\n   </FileRef>\n", with: "   </Group>\n"))
        // A workspace elsewhere (`workspace '../All'`) names the Podfile's folder on the way.
        var elsewhere = try XcodeWorkspace(text: text, file: "All.xcworkspace/contents.xcworkspacedata")
        #expect(elsewhere.removeCocoaPodsProject(at: "Legacy/Pods/Pods.xcodeproj") == ["group:Legacy/Pods/Pods.xcodeproj", "group:Pods/Pods.xcodeproj"])
    }

    @Test func deepGroupsAreALocatedErrorNotACrash() {
        let text = "<Workspace version = \"1.0\">\n" + String(repeating: "<Group location = \"container:\">", count: 50_000)
        #expect(throws: XcodeProjectError.self) { try XcodeWorkspace(text: text, file: "contents.xcworkspacedata") }
    }

    @Test func aWorkspaceThatIsNotXcodesXMLIsLocated() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace\n   version = \"1.0\">\n   <FileRef\n      location = \"group:App.xcodeproj\">\n   </Group>\n</Workspace>\n"
        let error = #expect(throws: XcodeProjectError.self) { try XcodeWorkspace(text: text, file: "App.xcworkspace/contents.xcworkspacedata") }
        #expect(error?.description == """
            App.xcworkspace/contents.xcworkspacedata:6:4: error[xcworkspace-syntax]: expected </FileRef>, found </Group>
              help: repair contents.xcworkspacedata, or open the workspace in Xcode and let it write the file again

            """)
    }
}
