import MortarCore
@testable import MortarFormats

extension PodfileLock {
    /// The lock in the shape CocoaPods' `Lockfile#to_hash` prints (`cp-oracle.rb lock`), keys
    /// sorted, empty sections left out: what the agreement tests compare.
    var oracleJSON: JSONValue {
        var members: [(String, JSONValue)] = []
        func sources(_ sources: [String: PodfileLockSource]) -> JSONValue {
            .object(sources.map { pod, source in (pod, JSONValue.object(source.options.map { ($0.key, .string($0.value.value)) })) })
        }
        if !checkoutOptions.isEmpty { members.append(("CHECKOUT OPTIONS", sources(checkoutOptions))) }
        if let cocoapodsVersion { members.append(("COCOAPODS", .string(cocoapodsVersion.value))) }
        if !dependencies.isEmpty { members.append(("DEPENDENCIES", .array(dependencies.map { .string($0.text) }))) }
        if !externalSources.isEmpty { members.append(("EXTERNAL SOURCES", sources(externalSources))) }
        if let podfileChecksum { members.append(("PODFILE CHECKSUM", .string(podfileChecksum.value))) }
        if !pods.isEmpty {
            members.append(("PODS", .array(pods.map { pod in
                pod.dependencies.isEmpty ? .string(pod.text) : .object([(pod.text, .array(pod.dependencies.map { .string($0.text) }))])
            })))
        }
        if !specChecksums.isEmpty { members.append(("SPEC CHECKSUMS", .object(specChecksums.map { ($0.key, .string($0.value.value)) }))) }
        if !specRepos.isEmpty { members.append(("SPEC REPOS", .object(specRepos.map { ($0.key, .array($0.value.map { .string($0.value) })) }))) }
        return JSONValue.object(members).sortedKeys
    }
}
