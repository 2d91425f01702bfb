import MortarCore

/// Finds the app's Xcode project for `integrate`: `--project`, else the Podfile's `project` /
/// `xcodeproj` line (beside the Podfile), else the one `.xcodeproj` beside the Podfile.
/// Several and none are refusals that say what to pass.
struct ProjectLocator {
    enum Found {
        /// The `.xcodeproj` folder, absolute.
        case project(String)
        case refused(Diagnostic)
    }

    let fileSystem: any FileSysteming
    let options: IntegrationOptions

    func locate(settings: PodfileSettings) -> Found {
        let podfile = SourceLocation(file: options.shownPodfilePath)
        let folder = PathText.directory(of: options.podfilePath)
        let shownFolder = PathText.directory(of: options.shownPodfilePath)
        if let given = options.projectPath {
            return check(given, shown: given, at: podfile, from: "--project")
        }
        if let line = settings.projectLine {
            let relative = PodfileTargetResolver.projectPath(line.value)
            return check(PathText.join(folder, relative), shown: PathText.join(shownFolder, relative), at: line.location, from: "the Podfile's project line")
        }
        let projects = ((try? fileSystem.contentsOfDirectory(folder)) ?? [])
            .filter { $0.hasSuffix(".xcodeproj") && fileSystem.directoryExists(PathText.join(folder, $0)) }
        switch projects.count {
        case 1:
            return check(PathText.join(folder, projects[0]), shown: PathText.join(shownFolder, projects[0]), at: podfile, from: "beside the Podfile")
        case 0:
            return .refused(Diagnostic(
                .integrateProject, .error, "there is no Xcode project beside '\(options.shownPodfilePath)'", at: [podfile],
                help: "name the app's project with --project PATH.xcodeproj, or with a line like \"project 'App.xcodeproj'\" in the Podfile"))
        default:
            let names = projects.map { "'\(PathText.join(shownFolder, $0))'" }.joined(separator: ", ")
            return .refused(Diagnostic(
                .integrateProject, .error, "there are \(projects.count) Xcode projects beside '\(options.shownPodfilePath)': \(names); integrate changes one", at: [podfile],
                help: "name the app's project with --project PATH.xcodeproj, or with a line like \"project '\(PathText.lastComponent(of: projects[0]))'\" in the Podfile"))
        }
    }

    /// `path` is a `.xcodeproj` folder with a `project.pbxproj`.
    private func check(_ path: String, shown: String, at location: SourceLocation, from origin: String) -> Found {
        guard path.hasSuffix(".xcodeproj") else {
            return .refused(Diagnostic(
                .integrateProject, .error, "'\(shown)' (\(origin)) is not an Xcode project: its name does not end in .xcodeproj", at: [location],
                help: "name the app's .xcodeproj folder"))
        }
        guard fileSystem.fileExists(PathText.join(path, "project.pbxproj")) else {
            let what = fileSystem.directoryExists(path) ? "it has no project.pbxproj" : "there is no such folder"
            return .refused(Diagnostic(
                .integrateProject, .error, "'\(shown)' (\(origin)) is not an Xcode project: \(what)", at: [location],
                help: "name the app's .xcodeproj folder (the one holding project.pbxproj)"))
        }
        return .project(path)
    }
}
