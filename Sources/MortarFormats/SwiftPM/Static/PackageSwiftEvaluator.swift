import MortarCore

/// Turns the literal `Package(…)` expression into the model, resolving top-level constants
/// (each only after it is declared). Every shape it does not know is refused, never skipped,
/// where it could change what the package declares.
struct PackageSwiftEvaluator {
    let file: String
    let lines: [String]
    let packageDirectory: String?
    /// Name → (declaration index, value).
    var constants: [String: (index: Int, value: PackageSwiftExpression)] = [:]

    init(file: String, text: String, packageDirectory: String?) {
        self.file = file
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        self.packageDirectory = packageDirectory
    }

    /// PackageDescription's types, which may qualify a member (`Target.Dependency.product(…)`).
    static let packageDescriptionTypes: Set<String> = [
        "Package", "Target", "Product", "SwiftSetting", "CSetting", "CXXSetting", "LinkerSetting", "Platform",
        "SupportedPlatform", "SwiftVersion", "SwiftLanguageMode", "Resource", "BuildConfiguration", "PackageDescription",
        "CLanguageStandard", "CXXLanguageStandard", "SystemPackageProvider", "LanguageTag", "Version", "TargetDependencyCondition",
        "PluginCapability", "PluginCommandIntent", "PluginPermission", "Trait",
    ]

    func isTypeName(_ expression: PackageSwiftExpression) -> Bool {
        switch expression {
        case let .identifier(name, _): return Self.packageDescriptionTypes.contains(name) && constants[name] == nil
        case let .member(base, name, _): return isTypeName(base) && name.first?.isUppercase == true
        default: return false
        }
    }

    /// Refuses anything but literals, visible constants and PackageDescription's members.
    func checkLiteral(_ expression: PackageSwiftExpression, visible: Int) throws(PackageSwiftRefusal) {
        switch expression {
        case .string, .number, .bool, .nilLiteral, .implicitMember:
            return
        case let .identifier(name, location):
            guard let constant = constants[name], constant.index < visible else {
                throw PackageSwiftRefusal("'\(name)' is not a constant declared above with a literal value", at: location)
            }
        case let .member(base, name, location):
            guard isTypeName(base) else {
                throw PackageSwiftRefusal("'.\(name)' of \(base.summary) is computed when the manifest runs", at: location)
            }
        case let .call(callee, arguments, location):
            switch callee {
            case .implicitMember: break
            case .identifier("Package", _) where constants["Package"] == nil: break
            case let .member(base, _, _) where isTypeName(base): break
            default: throw PackageSwiftRefusal("\(expression.summary) runs code", at: location)
            }
            for argument in arguments { try checkLiteral(argument.value, visible: visible) }
        case let .array(elements, _):
            for element in elements { try checkLiteral(element, visible: visible) }
        case let .dictionary(pairs, _):
            for pair in pairs { try checkLiteral(pair.value, visible: visible) }
        case let .halfOpenRange(low, high, _):
            try checkLiteral(low, visible: visible)
            try checkLiteral(high, visible: visible)
        }
    }

    /// `expression` with a constant's name replaced by its value (checked when declared).
    func resolve(_ expression: PackageSwiftExpression) -> PackageSwiftExpression {
        var value = expression
        while case let .identifier(name, _) = value, let constant = constants[name] { value = constant.value }
        return value
    }

    /// `.name(arguments)` or `Type.name(arguments)`: the member called and its arguments.
    func memberCall(_ expression: PackageSwiftExpression) -> (name: String, arguments: [PackageSwiftExpression.Argument])? {
        switch resolve(expression) {
        case let .call(.implicitMember(name, _), arguments, _): return (name, arguments)
        case let .call(.member(base, name, _), arguments, _) where isTypeName(base): return (name, arguments)
        default: return nil
        }
    }

    func string(_ expression: PackageSwiftExpression, _ what: String) throws(PackageSwiftRefusal) -> String {
        guard case let .string(value, _) = resolve(expression) else {
            throw PackageSwiftRefusal("\(what) is \(resolve(expression).summary), not a string literal", at: expression.location)
        }
        return value
    }

    func array(_ expression: PackageSwiftExpression, _ what: String) throws(PackageSwiftRefusal) -> [PackageSwiftExpression] {
        guard case let .array(elements, _) = resolve(expression) else {
            throw PackageSwiftRefusal("\(what) is \(resolve(expression).summary), not an array literal", at: expression.location)
        }
        return elements
    }

    func argument(_ label: String?, in arguments: [PackageSwiftExpression.Argument]) -> PackageSwiftExpression? {
        arguments.first { $0.label == label }?.value
    }

    func package(_ expression: PackageSwiftExpression) throws(PackageSwiftRefusal) -> SwiftPMPackage {
        guard case let .call(.identifier("Package", _), arguments, location) = expression else {
            throw PackageSwiftRefusal("'package' is \(expression.summary), not 'Package(…)'", at: expression.location)
        }
        try checkLabels(arguments, Self.packageLabels, of: "Package")
        guard let nameExpression = argument("name", in: arguments) else {
            throw PackageSwiftRefusal("'Package(…)' has no 'name:'", at: location)
        }
        let name = try string(nameExpression, "the package's 'name:'")
        var platforms: [String: String] = [:]
        for entry in try argument("platforms", in: arguments).map({ value throws(PackageSwiftRefusal) in try array(value, "'platforms:'") }) ?? [] {
            let (platform, version) = try self.platform(entry)
            platforms[platform] = version
        }
        var products: [String] = []
        var productTargets: [String: [String]] = [:]
        for entry in try argument("products", in: arguments).map({ value throws(PackageSwiftRefusal) in try array(value, "'products:'") }) ?? [] {
            guard let (kind, productArguments) = memberCall(entry) else {
                throw PackageSwiftRefusal("a product is \(resolve(entry).summary), not '.library(…)' or another product", at: entry.location)
            }
            guard kind == "library" else { continue }
            guard let productName = argument("name", in: productArguments) else {
                throw PackageSwiftRefusal("'.library(…)' has no 'name:'", at: entry.location)
            }
            let libraryName = try string(productName, "a library's 'name:'")
            products.append(libraryName)
            productTargets[libraryName] = try (argument("targets", in: productArguments).map { value throws(PackageSwiftRefusal) in try array(value, "'targets:'") } ?? [])
                .map { value throws(PackageSwiftRefusal) in try string(value, "a product's target") }
        }
        var dependencies: [SwiftPMPackage.PackageDependency] = []
        for entry in try argument("dependencies", in: arguments).map({ value throws(PackageSwiftRefusal) in try array(value, "'dependencies:'") }) ?? [] {
            dependencies.append(try dependency(entry))
        }
        var targets: [SwiftPMPackage.Target] = []
        for entry in try argument("targets", in: arguments).map({ value throws(PackageSwiftRefusal) in try array(value, "'targets:'") }) ?? [] {
            targets.append(try target(entry))
        }
        return SwiftPMPackage(name: name, dependencies: dependencies, targets: targets, products: products, platforms: platforms, productTargets: productTargets)
    }

    /// `Package(…)`'s arguments: any other label is not PackageDescription's (SwiftPM would
    /// not compile it), so it is refused rather than skipped.
    static let packageLabels: Set<String> = [
        "name", "defaultLocalization", "platforms", "pkgConfig", "providers", "products", "traits", "dependencies", "targets",
        "swiftLanguageVersions", "swiftLanguageModes", "cLanguageStandard", "cxxLanguageStandard",
    ]

    /// The arguments of the targets' functions.
    static let targetLabels: Set<String> = [
        "name", "dependencies", "path", "exclude", "sources", "resources", "publicHeadersPath", "packageAccess", "cSettings",
        "cxxSettings", "swiftSettings", "linkerSettings", "plugins", "url", "checksum", "pkgConfig", "providers", "capability",
    ]

    func checkLabels(_ arguments: [PackageSwiftExpression.Argument], _ known: Set<String>, of function: String) throws(PackageSwiftRefusal) {
        for argument in arguments {
            guard let label = argument.label else {
                throw PackageSwiftRefusal("'\(function)(…)' has an argument without a label", at: argument.value.location)
            }
            guard known.contains(label) else {
                throw PackageSwiftRefusal("'\(label):' is not an argument of '\(function)(…)' Mortar knows", at: argument.value.location)
            }
        }
    }

    /// `.iOS(.v13)` → (`ios`, `13.0`); `.macOS("10.15.4")` → (`macos`, `10.15.4`).
    func platform(_ entry: PackageSwiftExpression) throws(PackageSwiftRefusal) -> (String, String) {
        guard let (function, arguments) = memberCall(entry), let platform = PodPlatform.swiftPM(function)?.packageKey,
              arguments.count == 1, arguments[0].label == nil
        else {
            throw PackageSwiftRefusal("a platform is \(resolve(entry).summary), not '.iOS(.v13)' or another platform Mortar knows", at: entry.location)
        }
        let value = resolve(arguments[0].value)
        switch value {
        case let .string(version, _):
            return (platform, version)
        case let .implicitMember(member, location), let .member(_, member, location):
            let numbers = member.dropFirst().split(separator: "_", omittingEmptySubsequences: false)
            guard member.hasPrefix("v"), !numbers.isEmpty, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else {
                throw PackageSwiftRefusal("'.\(member)' is not a platform version such as '.v13'", at: location)
            }
            return (platform, (numbers.map(String.init) + (numbers.count == 1 ? ["0"] : [])).joined(separator: "."))
        default:
            throw PackageSwiftRefusal("a platform version is \(value.summary), not '.v13' or a string", at: value.location)
        }
    }
}
