import Foundation
import MortarCore
import MortarFormats
import MortarWorkspace
import MortarTestSupport
import Testing

/// The static reading of a `Package.swift` against `swift package dump-package`'s, on the fields
/// Mortar uses: for every manifest it reads, the two agree, or the static reader refuses.
@Suite(.serialized) struct PackageSwiftAgreementTests {
    /// What either reading says of a package, one fact a line.
    static func facts(_ package: SwiftPMPackage) -> [String] {
        var lines = ["name \(package.name)", "tools \(package.toolsVersion ?? "?")"]
        lines += package.products.map { "product \($0): \((package.productTargets[$0] ?? []).joined(separator: ", "))" }
        lines += package.targets.map { "target \($0.name) \($0.type) \($0.path): \($0.dependencies.joined(separator: ", "))" }
        lines += package.dependencies.map {
            "dependency \($0.name) (\($0.identity)) \($0.kind.rawValue) \($0.location) \($0.requirement.canonicalStrings.joined(separator: ", ")) at \($0.sourceLocation)"
        }
        lines += package.platforms.sorted { $0.key < $1.key }.map { "platform \($0.key) \($0.value)" }
        return lines
    }

    enum Outcome: Equatable {
        case agreed
        case refused(String)
        case disagreed
        case dumpFailed(String)
    }

    /// Reads the package in `folder` both ways (dump-package only when the static reader reads it).
    static func compare(folder: String, displayPath: String, cache: String, toolchain: ToolchainVersion) -> Outcome {
        let dumper = PackageDumper(fileSystem: LocalFileSystem(), processRunner: ProcessRunner(), cacheDirectory: cache, toolchain: toolchain)
        let statically: SwiftPMPackage
        switch dumper.readStatically(packageDirectory: folder, displayPath: displayPath) {
        case let .failure(refusal): return .refused(refusal.description)
        case let .success(package): statically = package
        }
        let json: String
        switch dumper.dumpJSON(packageDirectory: folder, displayPath: displayPath) {
        case let .failure(failure): return .dumpFailed(failure.diagnostics.first?.message ?? "?")
        case let .success(dumped): json = dumped.json
        }
        // Located in the file SwiftPM read, as the static reading is.
        let name = dumper.manifestName(packageDirectory: folder) ?? "Package.swift"
        let shown = name == "Package.swift" ? displayPath : PathText.join(PathText.directory(of: displayPath), name)
        let text = (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? ""
        guard let dumped = try? SwiftPMDumpReader.read(json: json, manifestText: text, manifestPath: shown, packageDirectory: folder) else {
            return .dumpFailed("unreadable dump")
        }
        let (mine, theirs) = (facts(statically), facts(dumped))
        #expect(mine == theirs, "\(displayPath): static \(mine.filter { !theirs.contains($0) }) vs dump-package \(theirs.filter { !mine.contains($0) })")
        return mine == theirs ? .agreed : .disagreed
    }

    static var repositoryRoot: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }

    /// Every Package.swift under Examples/ (each a real `dump-package` run, cached by content
    /// in a temporary folder), and the written one of `PackageDumperTests`.
    @Test func everyExamplePackageSwiftReadsAsDumpPackageReadsIt() throws {
        let root = Self.repositoryRoot
        let scratch = NSTemporaryDirectory() + "mortar-agree-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let manifests = (FileManager.default.enumerator(atPath: root + "/Examples")?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix("/Package.swift") && !$0.contains(".build") && !$0.contains("/Checkouts/") }.sorted()
        try #require(manifests.count >= 6, "\(manifests)")
        let written = scratch + "/Written"
        try FileManager.default.createDirectory(atPath: written, withIntermediateDirectories: true)
        try PackageDumperTests.manifest.write(toFile: written + "/Package.swift", atomically: true, encoding: .utf8)
        let folders = manifests.map { root + "/Examples/" + PathText.directory(of: $0) } + [written]
        var outcomes: [String: Outcome] = [:]
        let toolchain = ToolchainVersion()
        for folder in folders {
            outcomes[folder] = Self.compare(folder: folder, displayPath: PathText.relative(folder, from: root) + "/Package.swift", cache: scratch + "/cache", toolchain: toolchain)
        }
        let agreed = outcomes.values.filter { $0 == .agreed }.count
        print("Package.swift agreement (Examples): \(agreed) read statically and agreeing, \(outcomes.count - agreed) not: \(outcomes.filter { $0.value != .agreed })")
        #expect(agreed == folders.count, "every example is literal: \(outcomes.filter { $0.value != .agreed })")
    }

    /// Every mirrored real package at every tag (`/opt/swift-packages/OWNER/NAME.git`): only
    /// with `MORTAR_REAL_PACKAGES=1`, since each statically read one costs a dump-package run.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["MORTAR_REAL_PACKAGES"] == "1" && FileManager.default.fileExists(atPath: "/opt/swift-packages"),
                   "set MORTAR_REAL_PACKAGES=1 on a machine with /opt/swift-packages"))
    func everyMirroredPackageSwiftReadsAsDumpPackageReadsItOrIsRefused() throws {
        let mirrors = "/opt/swift-packages"
        let scratch = NSTemporaryDirectory() + "mortar-agree-real-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let git = ProcessRunner()
        func run(_ arguments: [String], in repository: String) throws -> String {
            let result = try git.run(ProcessRequest("git", ["-C", repository] + arguments, timeout: 60))
            guard result.status == 0 else { throw ProcessFailure(result.stderrText) }
            return result.stdoutText
        }
        var repositories: [String] = []
        for owner in (try FileManager.default.contentsOfDirectory(atPath: mirrors)).sorted() {
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: mirrors + "/" + owner)) ?? []).sorted() where name.hasSuffix(".git") {
                repositories.append(owner + "/" + name)
            }
        }
        var outcomes: [(String, Outcome)] = []
        let toolchain = ToolchainVersion()
        for repository in repositories {
            let path = mirrors + "/" + repository
            for tag in try run(["tag"], in: path).split(separator: "\n").map(String.init).sorted() {
                let files = try run(["ls-tree", "--name-only", "refs/tags/\(tag)"], in: path).split(separator: "\n").map(String.init)
                guard files.contains("Package.swift") else { continue }
                let folder = scratch + "/" + repository.replacingOccurrences(of: "/", with: "+") + "@" + tag
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                for file in files where ManifestKind.isPackageSwift(file) {
                    try run(["show", "refs/tags/\(tag):\(file)"], in: path).write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
                }
                let shown = "\(repository.dropLast(4))@\(tag)/Package.swift"
                outcomes.append((shown, Self.compare(folder: folder, displayPath: shown, cache: scratch + "/cache", toolchain: toolchain)))
            }
        }
        let agreed = outcomes.filter { $0.1 == .agreed }
        let refused = outcomes.filter { if case .refused = $0.1 { return true } else { return false } }
        let report = outcomes.map { "\($0.0): \($0.1)" }.joined(separator: "\n")
        print("Package.swift agreement (mirrors): \(outcomes.count) manifests, \(agreed.count) read statically and agreeing, \(refused.count) refused, \(outcomes.count - agreed.count - refused.count) other\n\(report)")
        #expect(agreed.count + refused.count == outcomes.count)
    }

    struct ProcessFailure: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }
}
