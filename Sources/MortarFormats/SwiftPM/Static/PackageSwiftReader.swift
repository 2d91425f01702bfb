import MortarCore

/// Reads a `Package.swift` without running it, as Mortar reads podspecs without Ruby (pure:
/// text and a file name in, the model `swift package dump-package` gives out). Only a literal
/// manifest is read: `import PackageDescription` (and `Foundation`), top-level `let`/`var`
/// constants of literal values, and `let package = Package(…)` built of strings, arrays,
/// `.member`s and PackageDescription's own calls. Anything that would be computed when the
/// manifest runs — `#if`, a loop, a function, string interpolation, an operator other than
/// `..<`, a name it cannot resolve, a change to `package` after it is made — is refused with
/// where and why; the reader never guesses.
public enum PackageSwiftReader {
    /// - Parameters:
    ///   - text: the `Package.swift` text.
    ///   - file: the path shown in locations.
    ///   - packageDirectory: the package's absolute folder, to show `path:` dependencies
    ///     relative to it as the dump-package reader does.
    /// - Throws: `PackageSwiftRefusal` with the first construct that is not literal.
    public static func read(_ text: String, file: String, packageDirectory: String? = nil) throws(PackageSwiftRefusal) -> SwiftPMPackage {
        let toolsVersion = try PackageSwiftReader.toolsVersion(text, file: file)
        let (imports, declarations) = try PackageSwiftParser.parse(text, file: file)
        for entry in imports where !["PackageDescription", "Foundation"].contains(entry.module) {
            throw PackageSwiftRefusal("'import \(entry.module)' brings code the manifest may run", at: entry.location)
        }
        guard imports.contains(where: { $0.module == "PackageDescription" }) else {
            throw PackageSwiftRefusal("it does not import PackageDescription", at: SourceLocation(file: file, line: 1))
        }
        var evaluator = PackageSwiftEvaluator(file: file, text: text, packageDirectory: packageDirectory)
        for (index, declaration) in declarations.enumerated() {
            if evaluator.constants[declaration.name] != nil {
                throw PackageSwiftRefusal("'\(declaration.name)' is declared twice", at: declaration.location)
            }
            try evaluator.checkLiteral(declaration.value, visible: index)
            evaluator.constants[declaration.name] = (index, declaration.value)
        }
        guard let package = declarations.first(where: { $0.name == "package" }) else {
            throw PackageSwiftRefusal("it has no 'let package = Package(…)'", at: SourceLocation(file: file))
        }
        var result = try evaluator.package(evaluator.resolve(package.value))
        result.toolsVersion = toolsVersion
        return result
    }

    /// The first line's `// swift-tools-version:X.Y[.Z]` as `X.Y.Z`.
    static func toolsVersion(_ text: String, file: String) throws(PackageSwiftRefusal) -> String {
        let firstLine = text.prefix { $0 != "\n" }
        let at = SourceLocation(file: file, line: 1, column: 1)
        if !String(firstLine).trimmingWhitespace().hasPrefix("//"), !text.lowercased().contains("swift-tools-version") {
            // SwiftPM reads a manifest that names no tools version as written for 3.1.0, which
            // it no longer supports (Zephyr 3.4.0's): known without running it.
            throw PackageSwiftRefusal("\(oldToolsVersionRefusal) 3.1.0 (it names none), which SwiftPM no longer supports", at: at)
        }
        guard firstLine.hasPrefix("//"), let colon = firstLine.firstIndex(of: ":") else {
            throw PackageSwiftRefusal("its first line is not '// swift-tools-version:X.Y'", at: at)
        }
        let label = String(firstLine[firstLine.index(firstLine.startIndex, offsetBy: 2)..<colon]).trimmingWhitespace().lowercased()
        let value = String(firstLine[firstLine.index(after: colon)...]).trimmingWhitespace()
        let numbers = value.split(separator: ".", omittingEmptySubsequences: false)
        guard label == "swift-tools-version", (2...3).contains(numbers.count),
              numbers.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let major = Int(numbers[0])
        else {
            throw PackageSwiftRefusal("its first line is not '// swift-tools-version:X.Y' with X.Y 4.0 or later", at: at)
        }
        let version = (numbers.map { String(Int($0) ?? 0) } + (numbers.count == 2 ? ["0"] : [])).joined(separator: ".")
        guard major >= 4 else {
            // SwiftPM itself refuses these, run or not: no later toolchain reads them.
            throw PackageSwiftRefusal("\(oldToolsVersionRefusal) \(version), which SwiftPM no longer supports", at: at)
        }
        return version
    }

    /// How the refusal of a manifest for tools older than 4.0 starts: no SwiftPM of today reads
    /// it, whether or not manifests may run.
    public static let oldToolsVersionRefusal = "it is written for Swift tools version"
}
