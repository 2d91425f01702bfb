extension PodBuildSpec {
    /// The platforms a root spec names (`platforms`, as the readers record `platform` and
    /// `deployment_target`, then each platform scope's own `deployment_target`), by CocoaPods'
    /// name (`osx`), each with its deployment target, or `""` where none is written
    /// (`s.platform = :ios`; `"ios": null` in JSON): the pod supports that platform with no
    /// minimum. Empty when it names none (every platform). The converter and `describe` ask it.
    public var declaredPlatforms: [String: String] {
        var result: [String: String] = [:]
        for (name, version) in attributes["platforms"]?.value.entries ?? [:] {
            result[PodPlatform.podName(name)] = version.text ?? ""
        }
        for (name, attributes) in platformAttributes {
            if let version = attributes["deployment_target"]?.value.text { result[name] = version }
        }
        return result
    }
}
