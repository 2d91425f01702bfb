import Foundation
import MortarCore

/// Why an Xcode project (or workspace) could not be read, or an edit was refused. Each case is
/// one located `Diagnostic`: `project.pbxproj:LINE:COL: error[xcodeproj-…]: what`, and what to do.
public enum XcodeProjectError: Error, Equatable, Sendable, LocalizedError, CustomStringConvertible {
    /// The file is not an old-style property list: what was expected and what was found there,
    /// and for a file that ends too soon, where the unclosed construct was opened.
    case syntax(SourceLocation, message: String, openedAt: SourceLocation?)
    /// The property list is not a project: no `objects`, no root `PBXProject`, an object with no `isa`.
    case model(SourceLocation, message: String)
    /// An edit Mortar will not make safely; `help` says what to do instead.
    case refused(SourceLocation, message: String, help: String)
    /// A `contents.xcworkspacedata` that is not the XML Xcode writes.
    case workspaceSyntax(SourceLocation, message: String)

    /// The one rendering of the error, as every command prints diagnostics.
    public var diagnostic: Diagnostic {
        switch self {
        case .syntax(let location, let message, let openedAt):
            let notes = openedAt.map { [Diagnostic.Note("opened here", at: $0)] } ?? []
            return Diagnostic(
                .xcodeprojSyntax, .error, message, at: [location], notes: notes,
                help: "compare the file with its last committed version (git diff) and repair it, or open the project in Xcode and let it write the file again")
        case .model(let location, let message):
            return Diagnostic(
                .xcodeprojModel, .error, message, at: [location],
                help: "repair the project file, or open the project in Xcode and let it write the file again")
        case .refused(let location, let message, let help):
            return Diagnostic(.xcodeprojRefused, .error, message, at: [location], help: help)
        case .workspaceSyntax(let location, let message):
            return Diagnostic(
                .xcworkspaceSyntax, .error, message, at: [location],
                help: "repair contents.xcworkspacedata, or open the workspace in Xcode and let it write the file again")
        }
    }

    public var description: String { diagnostic.text() }
    public var errorDescription: String? { description }
}
