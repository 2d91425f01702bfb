/// What `mortar integrate` is asked to do.
public struct IntegrationOptions: Sendable {
    /// The Podfile, absolute.
    public var podfilePath: String
    /// How the Podfile's path is shown (as the user gave it): every other path shown is beside it.
    public var shownPodfilePath: String
    /// `--project`, absolute; nil: the Podfile's `project` line, else the one `.xcodeproj` beside it.
    public var projectPath: String?
    /// Write nothing; the outcome says what would change.
    public var dryRun: Bool
    /// Every pod's package as a remote reference at its exact version, instead of the composite
    /// package as one local reference.
    public var remotePackages: Bool

    public init(podfilePath: String, shownPodfilePath: String, projectPath: String? = nil, dryRun: Bool = false, remotePackages: Bool = false) {
        self.podfilePath = podfilePath
        self.shownPodfilePath = shownPodfilePath
        self.projectPath = projectPath
        self.dryRun = dryRun
        self.remotePackages = remotePackages
    }
}
