/// What a Podfile says beyond modules and pins, kept so a generated Podfile can say it again.
public struct PodfileSettings: Hashable, Sendable {
    /// `use_frameworks!`; `linkage` is `static` or `dynamic` when given.
    public var useFrameworks: Bool
    public var linkage: String?
    public var useModularHeaders: Bool
    public var inhibitAllWarnings: Bool
    /// The target the generated Podfile declares (defaults to the manifest's name).
    public var target: String?
    /// Hook bodies (`post_install do |installer| … end`), verbatim, in order.
    public var hooks: [String]
    /// The whole Podfile as a tree of target definitions (the top level is the implicit
    /// abstract target `Pods`), every statement in order: what a generated Podfile says again.
    /// Nil for a `mortar.json` app.
    public var root: PodfileTarget?
    /// What the reader could not carry over (a value that is not a literal), located, with why.
    public var notCarried: [Located<String>] = []

    /// Where `target` is declared (the Podfile's first `target` line), for messages about the
    /// app's name, which it gives; nil without one.
    public var targetLocation: SourceLocation?
    /// The Podfile's `workspace` line and its top-level `project` (or `xcodeproj`) line, as
    /// written: what the app's package is named after (`PodfileAppName`).
    public var workspaceLine: Located<String>?
    public var projectLine: Located<String>?
    /// What the package name was derived from, when the `mortar.json` beside the Podfile does
    /// not name the app: `generate` says so in a note.
    public var derivedName: PodfileAppName?
    /// The modules the `mortar.json` beside the Podfile lists: the app's own, even from `:git`
    /// (`ThirdPartyPods`).
    public var sidecarModules: Set<String> = []
    /// The Podfile targets that use each module (a `:git`, `:path` or local `:podspec` pod),
    /// sorted, as a pin's `targets`: what a pin that takes a `:git` pod's place is used by.
    public var moduleTargets: [String: [String]] = [:]
    /// The `:git` pods whose place a pin of the `mortar.json` beside the Podfile takes (its
    /// `git` and `products`, as `migrate --write` records them): the package is used instead
    /// of the module, and the Podfile's line stays for CocoaPods (`PodfileSidecarReader`).
    public var pinnedGitPods: Set<String> = []

    public init(
        useFrameworks: Bool = false, linkage: String? = nil, useModularHeaders: Bool = false,
        inhibitAllWarnings: Bool = false, target: String? = nil, hooks: [String] = []
    ) {
        self.useFrameworks = useFrameworks
        self.linkage = linkage
        self.useModularHeaders = useModularHeaders
        self.inhibitAllWarnings = inhibitAllWarnings
        self.target = target
        self.hooks = hooks
    }
}
