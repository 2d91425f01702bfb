import MortarCore
import MortarXcode

extension IntegrationService {
    /// CocoaPods' workspace, when there is one: the Podfile's `workspace` line (`App` means
    /// `App.xcworkspace`), else `PROJECT.xcworkspace` beside the Podfile, as `pod install` names it.
    func workspacePath(_ settings: PodfileSettings, projectPath: String, options: IntegrationOptions) -> String? {
        let folder = PathText.directory(of: options.podfilePath)
        let name: String
        if let line = settings.workspaceLine {
            name = line.value.hasSuffix(".xcworkspace") ? line.value : line.value + ".xcworkspace"
        } else {
            name = String(PathText.lastComponent(of: projectPath).dropLast(".xcodeproj".count)) + ".xcworkspace"
        }
        let path = PathText.join(folder, name)
        return fileSystem.fileExists(PathText.join(path, "contents.xcworkspacedata")) ? path : nil
    }

    /// The workspace with the entry of this Podfile's `Pods/Pods.xcodeproj` removed (nil when it has none), what
    /// was removed, and the file's bytes as read (what must still be on disk when it is written); a workspace
    /// that does not read is a refusal.
    func editedWorkspace(_ path: String, options: IntegrationOptions)
        -> Result<(workspace: XcodeWorkspace, removed: [String], read: [UInt8])?, XcodeProjectError> {
        let shownFile = PathText.join(shown(path, options), "contents.xcworkspacedata")
        do {
            let read = try fileSystem.readBytes(PathText.join(path, "contents.xcworkspacedata"))
            var workspace = try XcodeWorkspace(text: try FileSystemError.text(of: read, path: PathText.join(path, "contents.xcworkspacedata")), file: shownFile)
            // This Podfile's Pods project only (`pod install` writes it beside the Podfile), as
            // the workspace names it; another app's in the same workspace stays.
            let pods = PathText.join(PathText.directory(of: options.podfilePath), "Pods/Pods.xcodeproj")
            let removed = workspace.removeCocoaPodsProject(at: PathText.relative(pods, from: PathText.directory(of: path)))
            guard workspace.isModified else { return .success(nil) }
            let name = PathText.lastComponent(of: path)
            return .success((workspace, removed.map { "remove '\($0)' from workspace '\(name)'" }, read))
        } catch let error as XcodeProjectError {
            return .failure(error)
        } catch {
            return .failure(.workspaceSyntax(SourceLocation(file: shownFile), message: "cannot read it: \(error)"))
        }
    }
}
