/// What converting one podspec module gave: SwiftPM targets and library products (paths
/// relative to the module's folder), the platforms and Swift language modes it requires, and
/// every finding — what SwiftPM cannot express, each at the line it came from.
public struct ModuleConversion: Hashable, Sendable {
    /// The row of the migration report.
    public enum Status: String, Hashable, Sendable {
        case converted
        case convertedWithFindings = "converted with findings"
        case notConvertible = "not convertible"
    }

    /// A library product: `Name`, `Name/Sub` — the same shape a mapped package's products have.
    public typealias Product = PackageProducts.Product

    /// The `defaultLocalization` a package of converted pods gets when it has localized
    /// resources: a podspec names no development region, and CocoaPods' own default is English.
    public static let defaultLocalization = "en"

    public var module: String
    public var targets: [PackageTarget] = []
    public var products: [Product] = []
    /// Platform (`ios`, `osx`) → the lowest version the module supports.
    public var platforms: [String: String] = [:]
    /// SwiftPM language modes (`4`, `4.2`, `5`, `6`) from `swift_versions`, ascending.
    public var swiftLanguageModes: [String] = []
    /// The localizations of the targets' processed resources (`en` for `en.lproj`, `Base`),
    /// sorted: SwiftPM needs the package's `defaultLocalization` when there is one.
    public var localizations: [String] = []
    public var findings: [Diagnostic] = []

    /// Not convertible without targets or products (a product may name only targets another
    /// module builds from files they share); converted with findings when a finding is a
    /// warning or an error (a note says what was inferred, and loses nothing).
    public var status: Status {
        if targets.isEmpty, products.isEmpty { return .notConvertible }
        return findings.contains { $0.severity != .note } ? .convertedWithFindings : .converted
    }
}

extension ModuleConversion {
    /// A conversion that has given nothing yet but `findings`: the converter fills it in; a
    /// module it cannot reach stays not convertible. (The memberwise initializer, with every
    /// part, is what tests build expected conversions with.)
    public init(module: String, findings: [Diagnostic] = []) {
        self.module = module
        self.findings = findings
    }
}
