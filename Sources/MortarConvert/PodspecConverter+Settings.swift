import Foundation
import MortarCore

extension PodspecConverter {
    /// A spec's build settings as SwiftPM settings, and what has none.
    struct Settings {
        var c: [PackageSetting] = []
        var swift: [PackageSetting] = []
        var linker: [PackageSetting] = []
        /// Header search paths relative to the module's folder.
        var headerSearchPaths: [String] = []
        var findings: [Diagnostic] = []
    }

    /// xcconfig keys that mean nothing under SwiftPM (it always defines modules, has no
    /// bitcode, and takes the language mode from `swift_versions`).
    static let ignoredKeys: Set<String> = [
        "DEFINES_MODULE", "SWIFT_VERSION", "ENABLE_BITCODE", "CLANG_ENABLE_MODULES", "APPLICATION_EXTENSION_API_ONLY",
        "BUILD_LIBRARY_FOR_DISTRIBUTION",
    ]

    static func settings(consumer: PodConsumer, spec: PodBuildSpec, chain: [PodBuildSpec], context: SpecContext) -> Settings {
        var settings = Settings()
        // Frameworks and libraries: general ones for every platform, scoped ones `.when`.
        let general = PodConsumer(chain: chain, platform: "")
        let root = chain[chain.count - 1]
        var platforms = root.declaredPlatforms.keys.sorted()
        if platforms.isEmpty { platforms = [context.platform] }
        for (attribute, make) in [("frameworks", PackageSetting.Kind.linkedFramework), ("libraries", PackageSetting.Kind.linkedLibrary),
                                  ("weak_frameworks", PackageSetting.Kind.linkedFramework)] {
            // A name the linker cannot take is a finding, never `.linkedFramework("")`.
            for name in consumer.locatedStrings(attribute) where !isLinkName(name.value) && setsItself(spec, attribute) {
                settings.findings.append(Findings.linkName(spec, name.value, attribute: attribute, at: name.location))
            }
            let all = general.strings(attribute).filter(isLinkName)
            for name in all { settings.linker.append(PackageSetting(make(name))) }
            var scoped: [String: [String]] = [:]
            for platform in platforms {
                for name in PodConsumer(chain: chain, platform: platform).strings(attribute) where !all.contains(name) && isLinkName(name) {
                    scoped[name, default: []].append(platform)
                }
            }
            for (name, names) in scoped { settings.linker.append(PackageSetting(make(name), platforms: names)) }
            if attribute == "weak_frameworks", setsItself(spec, attribute) {
                for name in consumer.locatedStrings(attribute) {
                    settings.findings.append(Findings.weakFramework(spec, name.value, at: name.location))
                }
            }
        }
        for flag in consumer.locatedStrings("compiler_flags") {
            var unexpressed: [String] = []
            defer { if !unexpressed.isEmpty { settings.findings.append(Findings.compilerFlags(spec, unexpressed, at: flag.location)) } }
            for word in words(flag.value) {
                if let define = define(word) {
                    if case let .define(name, _) = define, !isMacroName(name) {
                        if setsItself(spec, "compiler_flags") {
                            settings.findings.append(Findings.macroName(spec, word, attribute: "compiler_flags", at: flag.location))
                        }
                        continue
                    }
                    settings.c.append(PackageSetting(define))
                } else if !setsItself(spec, "compiler_flags") {
                    // Said once, for the spec that writes the flag (its subspecs inherit it).
                    continue
                } else if word == "-fno-objc-arc" {
                    settings.findings.append(Findings.noARC(spec, at: flag.location))
                } else {
                    unexpressed.append(word)
                }
            }
        }
        let own = PodConsumer(chain: [spec], platform: context.platform)
        for attribute in ["pod_target_xcconfig", "user_target_xcconfig"] {
            let map = consumer.map(attribute)
            let ownKeys = own.map(attribute).keys
            for key in map.keys.sorted() where XcconfigSDKCondition.split(key) == nil {
                guard let entry = map[key] else { continue }
                // What has no SwiftPM setting is said once, for the spec that sets the key (its
                // subspecs and test specs inherit it): Texture's root `pod_target_xcconfig` was
                // said again for each of its nine subspecs.
                xcconfig(key, entry, attribute: attribute, spec: spec, into: &settings, findings: ownKeys.contains(key))
            }
            sdkConditionedXcconfig(map, attribute: attribute, spec: spec, ownKeys: Set(ownKeys), into: &settings)
        }
        settings.c = unique(settings.c)
        settings.swift = unique(settings.swift)
        settings.linker = unique(settings.linker)
        return settings
    }

    /// The keys of `map` conditioned on an SDK (`KEY[sdk=xros*]`): a platform's value set alike
    /// for its devices and its simulators (or for `macosx*`) becomes KEY's settings on that
    /// platform only, less those KEY sets everywhere already; any other is a finding.
    static func sdkConditionedXcconfig(_ map: [String: Located<PodValue>], attribute: String, spec: PodBuildSpec, ownKeys: Set<String>,
                                       into settings: inout Settings) {
        // Base key → platform → builds → (key, value).
        var conditioned: [String: [String: [XcconfigSDKCondition.Builds: (key: String, entry: Located<PodValue>)]]] = [:]
        var unknown: [String] = []
        for key in map.keys.sorted() {
            guard let (base, sdk) = XcconfigSDKCondition.split(key) else { continue }
            guard let (platform, builds) = XcconfigSDKCondition.platform(ofSDK: sdk) else { unknown.append(key); continue }
            conditioned[base, default: [:]][platform, default: [:]][builds] = (key, map[key]!)
        }
        for key in unknown where ownKeys.contains(key) {
            settings.findings.append(Findings.xcconfigKey(spec, attribute: attribute, key: key, at: map[key]!.location))
        }
        let everywhere = Set(settings.c + settings.swift + settings.linker)
        for base in conditioned.keys.sorted() {
            for (platform, byBuilds) in conditioned[base]!.sorted(by: { $0.key < $1.key }) {
                let devices = byBuilds[.devices], simulators = byBuilds[.simulators]
                let value: (key: String, entry: Located<PodValue>)?
                if let both = byBuilds[.both] {
                    value = both
                } else if let devices, let simulators, words(devices.entry.value.text ?? "") == words(simulators.entry.value.text ?? "") {
                    value = devices
                } else {
                    value = nil
                }
                guard let value else {
                    for (key, entry) in [devices, simulators].compactMap({ $0 }) where ownKeys.contains(key) {
                        settings.findings.append(Findings.xcconfigOneBuild(spec, attribute: attribute, key: key, at: entry.location))
                    }
                    continue
                }
                var found = Settings()
                xcconfig(base, value.entry, attribute: attribute, spec: spec, into: &found, findings: true)
                if !found.findings.isEmpty || !found.headerSearchPaths.isEmpty {
                    if ownKeys.contains(value.key) {
                        settings.findings.append(Findings.xcconfigKey(spec, attribute: attribute, key: value.key, at: value.entry.location))
                    }
                    continue
                }
                func scoped(_ list: [PackageSetting]) -> [PackageSetting] {
                    list.filter { !everywhere.contains($0) }.map { PackageSetting($0.kind, platforms: [platform]) }
                }
                settings.c += scoped(found.c)
                settings.swift += scoped(found.swift)
                settings.linker += scoped(found.linker)
            }
        }
    }

    static func unique(_ settings: [PackageSetting]) -> [PackageSetting] {
        Array(Set(settings)).sorted()
    }

    /// One xcconfig key: definitions, conditions, search paths and linker flags become
    /// settings; a key or a value with no SwiftPM setting is a finding when `findings` (the spec
    /// sets the key itself).
    static func xcconfig(_ key: String, _ entry: Located<PodValue>, attribute: String, spec: PodBuildSpec, into settings: inout Settings,
                         findings: Bool) {
        let values = words(entry.value.text ?? "").filter { $0 != "$(inherited)" && $0 != "${inherited}" }
        var unexpressed: [String] = []
        switch key {
        case _ where ignoredKeys.contains(key):
            return
        case "CLANG_CXX_LIBRARY":
            // libc++ is the only C++ library of Apple's platforms since Xcode 10, and what
            // SwiftPM builds against there: nothing to set.
            unexpressed = values.filter { $0 != "libc++" }
        case "GCC_PREPROCESSOR_DEFINITIONS":
            for value in values {
                let (name, definition) = splitDefinition(value)
                if isMacroName(name) { settings.c.append(PackageSetting(.define(name, value: definition))) } else { unexpressed.append(value) }
            }
        case "SWIFT_ACTIVE_COMPILATION_CONDITIONS":
            for value in values {
                if isMacroName(value) { settings.swift.append(PackageSetting(.define(value, value: nil))) } else { unexpressed.append(value) }
            }
        case "OTHER_SWIFT_FLAGS", "OTHER_CFLAGS":
            var index = 0
            while index < values.count {
                let value = values[index]
                if value == "-D", index + 1 < values.count, isMacroName(splitDefinition(values[index + 1]).0) {
                    let (name, definition) = splitDefinition(values[index + 1])
                    if key == "OTHER_SWIFT_FLAGS" { settings.swift.append(PackageSetting(.define(name, value: nil))) }
                    else { settings.c.append(PackageSetting(.define(name, value: definition))) }
                    index += 2
                    continue
                }
                if let kind = define(value), case let .define(name, _) = kind, isMacroName(name) {
                    if key == "OTHER_SWIFT_FLAGS", case let .define(name, _) = kind { settings.swift.append(PackageSetting(.define(name, value: nil))) }
                    else { settings.c.append(PackageSetting(kind)) }
                } else {
                    unexpressed.append(value)
                }
                index += 1
            }
        case "HEADER_SEARCH_PATHS", "USER_HEADER_SEARCH_PATHS":
            for value in values {
                let unquoted = value.trimmingCharacters(in: ["\""])
                if let inside = podRelative(unquoted) { settings.headerSearchPaths.append(inside) } else { unexpressed.append(value) }
            }
        case "OTHER_LDFLAGS":
            var index = 0
            while index < values.count {
                let value = values[index]
                if value == "-framework" || value == "-weak_framework", index + 1 < values.count, isLinkName(values[index + 1]) {
                    settings.linker.append(PackageSetting(.linkedFramework(values[index + 1])))
                    index += 2
                    continue
                }
                if value.hasPrefix("-l"), isLinkName(String(value.dropFirst(2))) {
                    settings.linker.append(PackageSetting(.linkedLibrary(String(value.dropFirst(2)))))
                } else {
                    unexpressed.append(value)
                }
                index += 1
            }
        default:
            if findings { settings.findings.append(Findings.xcconfigKey(spec, attribute: attribute, key: key, at: entry.location)) }
            return
        }
        if findings, !unexpressed.isEmpty {
            settings.findings.append(Findings.xcconfigValue(spec, attribute: attribute, key: key, values: unexpressed, at: entry.location))
        }
    }

    /// `$(PODS_TARGET_SRCROOT)/x` → `x`: a path inside the module's folder, or nil.
    static func podRelative(_ path: String) -> String? {
        for prefix in ["$(PODS_TARGET_SRCROOT)", "${PODS_TARGET_SRCROOT}"] where path.hasPrefix(prefix) {
            let rest = path.dropFirst(prefix.count).drop { $0 == "/" }
            let normal = PathText.normalize(rest.isEmpty ? "." : String(rest))
            return normal.hasPrefix("..") ? nil : normal
        }
        return nil
    }

    /// A header search path relative to the module's folder, as seen from the target's folder.
    static func relativeSearchPath(_ path: String, to folder: String) -> String {
        folder.isEmpty ? path : PathText.relative(path, from: folder)
    }

    /// `-DNAME` or `-DNAME=VALUE` as a definition.
    static func define(_ word: String) -> PackageSetting.Kind? {
        guard word.hasPrefix("-D"), word.count > 2 else { return nil }
        let (name, value) = splitDefinition(String(word.dropFirst(2)))
        return .define(name, value: value)
    }

    static func splitDefinition(_ text: String) -> (String, String?) {
        guard let equals = text.firstIndex(of: "=") else { return (text, nil) }
        var value = String(text[text.index(after: equals)...])
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
        return (String(text[..<equals]), value)
    }

    /// Attributes with no SwiftPM equivalent at all: prefix headers, ARC off, module maps.
    static func unsupportedAttributes(consumer: PodConsumer, spec: PodBuildSpec) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for attribute in ["prefix_header_file", "prefix_header_contents"] {
            if let value = consumer.value(attribute), value.value.boolValue != false, spec.attributes[attribute] != nil || spec.platformAttributes.values.contains(where: { $0[attribute] != nil }) {
                findings.append(Findings.prefixHeader(spec, attribute: attribute, at: value.location))
            }
        }
        if let arc = consumer.value("requires_arc"), spec.attributes["requires_arc"] != nil || spec.kind == .root {
            if arc.value.boolValue == false {
                findings.append(Findings.noARC(spec, at: arc.location))
            } else if arc.value.boolValue == nil {
                findings.append(Findings.partialARC(spec, at: arc.location))
            }
        }
        return findings
    }

    /// A finding when a spec that makes no target links frameworks or libraries of its own
    /// (FMDB's default subspec 'standard': no files, `library = 'sqlite3'`): no target of the
    /// package carries them. Nil otherwise.
    static func linksOfNoTarget(_ spec: PodBuildSpec, platform: String) -> Diagnostic? {
        let own = PodConsumer(chain: [spec], platform: platform)
        var links: [String] = []
        var locations: [SourceLocation] = []
        for (attribute, kind) in [("frameworks", "framework"), ("weak_frameworks", "framework"), ("libraries", "library")] {
            let names = own.strings(attribute)
            guard !names.isEmpty else { continue }
            links += names.map { "\(kind) '\($0)'" }
            locations += own.values(attribute).map(\.location)
        }
        guard !links.isEmpty else { return nil }
        return Findings.linksOfNoTarget(spec, links: links, at: locations.min() ?? spec.location)
    }

    /// A finding when a spec that makes no target sets build settings of its own
    /// (`compiler_flags`, `pod_target_xcconfig`, `user_target_xcconfig`/`xcconfig`): CocoaPods
    /// applies its compiler flags to its own files (none) and its xcconfig values to every file
    /// of the pod target, while no target of the package stands for it alone. Nil otherwise.
    static func settingsOfNoTarget(_ spec: PodBuildSpec, platform: String) -> Diagnostic? {
        let own = PodConsumer(chain: [spec], platform: platform)
        var settings = own.strings("compiler_flags").map { "compiler_flags '\($0)'" }
        var locations = own.values("compiler_flags").map(\.location)
        for attribute in ["pod_target_xcconfig", "user_target_xcconfig"] {
            let map = own.map(attribute).filter { !ignoredKeys.contains($0.key) }
            settings += map.keys.sorted().map { "\(attribute) '\($0)'" }
            locations += map.values.map(\.location)
        }
        guard !settings.isEmpty else { return nil }
        var seen = Set<String>()
        let specs = spec.dependencies.map(\.name).filter { seen.insert($0).inserted }
        return Findings.settingsOfNoTarget(spec, settings: settings, specs: specs, at: locations.min() ?? spec.location)
    }
}
