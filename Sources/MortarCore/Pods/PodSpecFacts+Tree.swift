extension PodSpecFacts {
    /// The migration's facts as a view of a podspec's spec tree (`PodBuildSpec`, as the readers
    /// of both formats give it and the converter reads it): the root's `version`, `source`
    /// (`git` with `tag`, `commit` or `branch`; `http`) and `module_name`, its default subspecs
    /// (`PodDefaultSubspecs`, the one reading), and of the root and every library subspec
    /// (test and app specs left out) the `source_files`, `preserve_paths` and
    /// `vendored_frameworks` set for every platform and in each platform's scope, and the pods
    /// it depends on. A value the reader could not know statically is not there, so not known.
    public init(_ root: PodBuildSpec, file: String) {
        self.init(name: root.name, file: file)
        let attributes = root.attributes
        version = Self.string(attributes["version"])
        let source = attributes["source"]?.value.entries ?? [:]
        git = Self.string(source["git"])
        http = Self.string(source["http"])
        if let commit = Self.string(source["commit"]) { ref = .commit(commit) }
        else if let tag = Self.string(source["tag"]) { ref = .tag(tag) }
        else if let branch = Self.string(source["branch"]) { ref = .branch(branch) }
        moduleName = Self.string(attributes["module_name"])
        defaults = root.defaultSubspecs
        collect(root)
    }

    /// One spec's patterns and dependencies, then its library subspecs'.
    mutating func collect(_ spec: PodBuildSpec) {
        for (attribute, table) in [(PodspecAttribute.sourceFiles, \PodSpecFacts.sourceFiles), (.preservePaths, \.preservePaths), (.vendoredFrameworks, \.vendoredFrameworks)] {
            let values = Self.everyScope(spec).flatMap { attribute.value(in: $0)?.value.strings ?? [] }
            if !values.isEmpty { self[keyPath: table][spec.name] = values }
        }
        if !spec.dependencies.isEmpty { dependencies[spec.name] = spec.dependencies.map(\.name) }
        for child in spec.children where child.kind == .subspec {
            subspecs.append(child.name)
            collect(child)
        }
    }

    /// The attributes set for every platform, then each platform's scope in CocoaPods' order.
    static func everyScope(_ spec: PodBuildSpec) -> [PodAttributes] {
        [spec.attributes] + PodPlatform.all.compactMap { $0.podName.flatMap { spec.platformAttributes[$0] } }
    }

    /// A value that is a string (JSON numbers and Ruby symbols are read as strings).
    static func string(_ value: Located<PodValue>?) -> String? { string(value?.value) }

    static func string(_ value: PodValue?) -> String? {
        if case let .string(text)? = value { return text }
        return nil
    }
}
