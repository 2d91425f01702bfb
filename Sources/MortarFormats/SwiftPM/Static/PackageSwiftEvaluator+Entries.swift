import MortarCore

// `.package(…)` requirements and `.target(…)` entries, as dump-package describes them.
extension PackageSwiftEvaluator {
    /// `.package(url:from:)`, `(url:exact:)`, `(url:branch:)`, `(url:revision:)`, `(url: "a"..<"b")`,
    /// `(url: .upToNextMajor(from:))`… and `.package(path:)`, each with an optional `name:`.
    func dependency(_ entry: PackageSwiftExpression) throws(PackageSwiftRefusal) -> SwiftPMPackage.PackageDependency {
        guard let (function, arguments) = memberCall(entry), function == "package" else {
            throw PackageSwiftRefusal("a dependency is \(resolve(entry).summary), not '.package(…)'", at: entry.location)
        }
        if let pathExpression = argument("path", in: arguments) {
            let path = try string(pathExpression, "a dependency's 'path:'")
            let absolute = packageDirectory.map { PathText.absolute(path, from: $0) } ?? PathText.normalize(path)
            let shown = packageDirectory.map { PathText.relative(absolute, from: $0) } ?? absolute
            return .init(
                name: PathText.lastComponent(of: absolute), identity: PathText.lastComponent(of: absolute).lowercased(), kind: .fileSystem,
                location: shown, requirement: .any, sourceLocation: SwiftPMDumpReader.locate([shown, path, absolute], in: lines, file: file))
        }
        guard let urlExpression = argument("url", in: arguments) else {
            throw PackageSwiftRefusal("'.package(…)' has no 'url:' or 'path:' (a registry 'id:' is read by SwiftPM only)", at: entry.location)
        }
        let url = try string(urlExpression, "a dependency's 'url:'")
        let requirement = try self.requirement(arguments.filter { $0.label != "url" && $0.label != "name" && $0.label != "traits" }, at: entry.location)
        let name = SwiftPMDumpReader.repositoryName(url) ?? url
        return .init(
            name: name, identity: name.lowercased(), kind: .sourceControl, location: url, requirement: requirement,
            sourceLocation: SwiftPMDumpReader.locate([url, SwiftPMDumpReader.trimmedGit(url)], in: lines, file: file))
    }

    /// The one requirement argument of a `.package(url:…)`.
    func requirement(_ arguments: [PackageSwiftExpression.Argument], at location: SourceLocation) throws(PackageSwiftRefusal) -> Requirement {
        guard arguments.count == 1, let argument = arguments.first else {
            throw PackageSwiftRefusal("'.package(url:…)' has \(arguments.count) requirements, not one", at: location)
        }
        let value = resolve(argument.value)
        switch argument.label {
        case "from": return try upTo(value, next: \.nextMajor)
        case "exact": return .versions([.init(.equal, try version(value))])
        case "branch": return .branch(try string(value, "'branch:'"))
        case "revision": return .revision(try string(value, "'revision:'"))
        case nil: break
        case let label?: throw PackageSwiftRefusal("'\(label):' is not a requirement Mortar reads", at: value.location)
        }
        if case let .halfOpenRange(low, high, _) = value {
            return .versions([.init(.greaterOrEqual, try version(low)), .init(.less, try version(high))])
        }
        guard let (function, requirementArguments) = memberCall(value), requirementArguments.count == 1 else {
            throw PackageSwiftRefusal("a requirement is \(value.summary), not 'from:', 'exact:', a range or '.upToNextMajor(from:)'", at: value.location)
        }
        let inner = requirementArguments[0]
        switch (function, inner.label) {
        case ("upToNextMajor", "from"): return try upTo(inner.value, next: \.nextMajor)
        case ("upToNextMinor", "from"): return try upTo(inner.value, next: \.nextMinor)
        case ("exact", nil): return .versions([.init(.equal, try version(inner.value))])
        case ("branch", nil): return .branch(try string(inner.value, "'.branch(…)'"))
        case ("revision", nil): return .revision(try string(inner.value, "'.revision(…)'"))
        default: throw PackageSwiftRefusal("'.\(function)(…)' is not a requirement Mortar reads", at: value.location)
        }
    }

    func upTo(_ value: PackageSwiftExpression, next: KeyPath<Version, Version>) throws(PackageSwiftRefusal) -> Requirement {
        let lower = try version(value)
        return .versions([.init(.greaterOrEqual, lower), .init(.less, lower[keyPath: next])])
    }

    /// A SwiftPM version: `major.minor.patch`, an optional `-prerelease` and `+build`.
    func version(_ expression: PackageSwiftExpression) throws(PackageSwiftRefusal) -> Version {
        let text = try string(expression, "a version")
        let core = text.prefix { $0 != "-" && $0 != "+" }
        let numbers = core.split(separator: ".", omittingEmptySubsequences: false)
        guard numbers.count == 3, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let version = Version(text)
        else {
            throw PackageSwiftRefusal("'\(text)' is not a SwiftPM version (major.minor.patch)", at: expression.location)
        }
        return version
    }

    /// dump-package's target types by PackageDescription function.
    static let targetTypes: [String: String] = [
        "target": "regular", "executableTarget": "executable", "testTarget": "test", "plugin": "plugin",
        "macro": "macro", "binaryTarget": "binary", "systemLibrary": "system",
    ]

    /// `.target(name:dependencies:path:…)` and its kin; other arguments are literal and unused.
    func target(_ entry: PackageSwiftExpression) throws(PackageSwiftRefusal) -> SwiftPMPackage.Target {
        guard let (function, arguments) = memberCall(entry), let type = Self.targetTypes[function] else {
            throw PackageSwiftRefusal("a target is \(resolve(entry).summary), not '.target(…)' or another target", at: entry.location)
        }
        try checkLabels(arguments, Self.targetLabels, of: "." + function)
        guard let nameExpression = argument("name", in: arguments) else {
            throw PackageSwiftRefusal("'.\(function)(…)' has no 'name:'", at: entry.location)
        }
        let name = try string(nameExpression, "a target's 'name:'")
        // `path: nil` is the default folder, as no `path:` is.
        let path = try argument("path", in: arguments).flatMap { value throws(PackageSwiftRefusal) -> String? in
            if case .nilLiteral = resolve(value) { return nil }
            return try string(value, "a target's 'path:'")
        }
        var dependencies: [String] = []
        for element in try argument("dependencies", in: arguments).map({ value throws(PackageSwiftRefusal) in try array(value, "a target's 'dependencies:'") }) ?? [] {
            dependencies.append(try targetDependency(element))
        }
        // `sources:` narrows the folder a product's files are matched in (GoogleUtilities'
        // targets share one `path:`); one that is not a literal list is left unknown.
        let sources = argument("sources", in: arguments).flatMap { value -> [String]? in
            guard let elements = try? array(value, "a target's 'sources:'") else { return nil }
            let names = elements.compactMap { try? string($0, "a source") }
            return names.count == elements.count ? names : nil
        }
        return .init(
            name: name, type: type, path: path ?? SwiftPMPackage.Target.defaultPath(name: name, type: type), dependencies: dependencies,
            sources: sources)
    }

    /// `"Name"`, `.target(name:)`, `.byName(name:)` → `Name`; `.product(name:package:)` → `Name@package`.
    func targetDependency(_ element: PackageSwiftExpression) throws(PackageSwiftRefusal) -> String {
        if case let .string(name, _) = resolve(element) { return name }
        guard let (function, arguments) = memberCall(element) else {
            throw PackageSwiftRefusal("a target dependency is \(resolve(element).summary), not a name or '.product(name:package:)'", at: element.location)
        }
        let name = try argument("name", in: arguments).map { value throws(PackageSwiftRefusal) in try string(value, "a dependency's 'name:'") }
        switch (function, name) {
        case ("target", let name?), ("byName", let name?):
            return name
        case ("product", let name?):
            guard let package = argument("package", in: arguments) else {
                throw PackageSwiftRefusal("'.product(name: \"\(name)\")' names no 'package:'", at: element.location)
            }
            return "\(name)@\(try string(package, "a product's 'package:'"))"
        default:
            throw PackageSwiftRefusal("a target dependency '.\(function)(…)' is not '.product(name:package:)', '.target(name:)' or '.byName(name:)'", at: element.location)
        }
    }
}
