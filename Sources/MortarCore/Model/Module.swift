/// One component the integrator integrates: an entry of `modules` in `mortar.json`, or a
/// `pod` with `:git`/`:path` in a Podfile.
public struct Module: Hashable, Sendable {
    /// The module's name: a folder name (`[A-Za-z0-9_][A-Za-z0-9_.+-]*`), never a path.
    public var name: String
    public var source: ModuleSource
    /// The layer's name, when the integrator declares one for it.
    public var layer: String?
    /// A manifest path inside the checkout, overriding discovery (`Specs/Bybus.podspec`).
    public var manifest: String?
    /// Subspecs asked for (Podfile `:subspecs`); empty means the default ones.
    public var subspecs: [String]
    /// Where the entry starts in the integrator manifest.
    public var location: SourceLocation
    /// Where the `layer` value is, for layer diagnostics (falls back to `location`).
    public var layerLocation: SourceLocation?
    /// What the module is for (`"kind"`), when the integrator says.
    public var kind: ModuleKind? {
        get { extras?.fields.kind }
        set { setExtra(\.kind, newValue) }
    }
    /// Where the `kind` value is.
    public var kindLocation: SourceLocation? {
        get { extras?.fields.kindLocation }
        set { setExtra(\.kindLocation, newValue) }
    }
    /// Through which generated manifest only the module reaches the app (`"integration"`);
    /// nil: both.
    public var integration: ModuleIntegration? {
        get { extras?.fields.integration }
        set { setExtra(\.integration, newValue) }
    }
    /// Where the `integration` value is.
    public var integrationLocation: SourceLocation? {
        get { extras?.fields.integrationLocation }
        set { setExtra(\.integrationLocation, newValue) }
    }
    /// Where the source (`git` and ref, or `path`) is given when not in the entry itself: the
    /// `mortar.local.json` override that replaced it on this machine.
    public var sourceLocation: SourceLocation? {
        get { extras?.fields.sourceLocation }
        set { setExtra(\.sourceLocation, newValue) }
    }
    /// `kind`, `integration` (each with its location) and `sourceLocation`, held by reference,
    /// nil when none is set (most modules): 8 bytes where the five took 112 (272 bytes a
    /// module, 168 now: 5.4 MB of the 20,000 modules of `mortar-bench check`, 3.4 MB now).
    var extras: Extras?

    /// Where to point a problem with the module's source: the override that gave it, else the entry.
    public var sourceSite: SourceLocation { sourceLocation ?? location }

    public init(
        name: String, source: ModuleSource, layer: String? = nil, manifest: String? = nil,
        subspecs: [String] = [], location: SourceLocation, layerLocation: SourceLocation? = nil,
        kind: ModuleKind? = nil, kindLocation: SourceLocation? = nil,
        integration: ModuleIntegration? = nil, integrationLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.source = source
        self.layer = layer
        self.manifest = manifest
        self.subspecs = subspecs
        self.location = location
        self.layerLocation = layerLocation
        self.extras = Extras(Extras.Fields(kind: kind, kindLocation: kindLocation, integration: integration, integrationLocation: integrationLocation))
    }

    /// Sets one of the extras' fields: new extras (they are immutable), or none when every
    /// field is nil, one form for "none" so that two equal modules hold equal extras.
    private mutating func setExtra<Value>(_ field: WritableKeyPath<Extras.Fields, Value>, _ value: Value) {
        var fields = extras?.fields ?? Extras.Fields()
        fields[keyPath: field] = value
        extras = Extras(fields)
    }
}
