import MortarCore

extension PodspecConverter {
    /// A test spec's targets as SwiftPM test targets: its source targets become `.testTarget`s
    /// (which export no headers), and what a test target cannot be — one hosted in an app, a
    /// UI test — is a finding at the attribute.
    static func testTargets(_ result: SpecResult, spec: PodBuildSpec) -> SpecResult {
        var result = result
        for index in result.targets.indices where result.targets[index].kind == .regular {
            result.targets[index].kind = .test
            result.targets[index].publicHeadersPath = nil
        }
        if let host = spec.attributes["requires_app_host"], host.value.boolValue == true {
            result.findings.append(Findings.appHost(spec, at: host.location))
        }
        if let type = spec.attributes["test_type"], type.value.text == "ui" {
            result.findings.append(Findings.uiTests(spec, at: type.location))
        }
        return result
    }
}
