/// Which file of a package SwiftPM reads as its manifest (pure; SwiftPM's `findManifest`):
/// `Package@swift-X.Y.Z.swift`, `-X.Y` or `-X` for the running version when one exists; else
/// the newest `Package@swift-V.swift` with V at most the running version, when V is above the
/// tools version of `Package.swift`; else `Package.swift`.
public enum PackageManifestChoice {
    /// - Parameters:
    ///   - files: the names in the package's folder.
    ///   - packageSwiftText: `Package.swift`'s text, for its tools version (3.1 when it names
    ///     none, as SwiftPM reads it).
    ///   - swiftVersion: the running toolchain's version, `[major, minor, patch]`.
    public static func manifest(files: [String], packageSwiftText: String, swiftVersion: [Int]) -> String {
        let packageSwiftToolsVersion = try? PackageSwiftReader.toolsVersion(packageSwiftText, file: "Package.swift")
        let current = (swiftVersion + [0, 0, 0]).prefix(3).map { $0 }
        let names = Set(files)
        let exactKeys = ["\(current[0]).\(current[1]).\(current[2])", "\(current[0]).\(current[1])", "\(current[0])"]
        for key in exactKeys where names.contains("Package@swift-\(key).swift") {
            return "Package@swift-\(key).swift"
        }
        var candidates: [([Int], String)] = []
        for name in files.sorted() {
            guard let version = variantVersion(name) else { continue }
            candidates.append((version, name))
        }
        guard let candidate = candidates.filter({ !isLess(current, $0.0) }).max(by: { isLess($0.0, $1.0) }) else { return "Package.swift" }
        let regular = packageSwiftToolsVersion.map { $0.split(separator: ".").map { Int($0) ?? 0 } } ?? [3, 1, 0]
        return isLess(regular, candidate.0) ? candidate.1 : "Package.swift"
    }

    /// `Package@swift-5.9.swift` → [5, 9, 0]; nil for any other name.
    static func variantVersion(_ name: String) -> [Int]? {
        guard name.hasPrefix("Package@swift-"), name.hasSuffix(".swift") else { return nil }
        let middle = name.dropFirst("Package@swift-".count).dropLast(".swift".count)
        let parts = middle.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        return (parts.map { Int($0)! } + [0, 0]).prefix(3).map { $0 }
    }

    static func isLess(_ a: [Int], _ b: [Int]) -> Bool {
        let x = (a + [0, 0, 0]).prefix(3), y = (b + [0, 0, 0]).prefix(3)
        return x.lexicographicallyPrecedes(y)
    }

    /// `Swift version 6.3.1 (swift-6.3.1-RELEASE)` → [6, 3, 1]; nil when the text names none.
    public static func swiftVersion(fromVersionText text: String) -> [Int]? {
        guard let range = text.range(of: "Swift version ") else { return nil }
        let numbers = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }.split(separator: ".").compactMap { Int($0) }
        return numbers.isEmpty ? nil : (numbers + [0, 0]).prefix(3).map { $0 }
    }
}
