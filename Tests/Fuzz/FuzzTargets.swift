// libFuzzer entry point for every parser Mortar has. Not part of the package: `.ci/fuzz` builds
// it with `swiftc -sanitize=fuzzer` against MortarCore, MortarFormats and MortarXcode and runs one target per
// process, chosen by MORTAR_FUZZ_TARGET. A target never crashes, hangs or runs away with memory
// on any input: a value or a located error is the only answer (libFuzzer reports the rest).
import Foundation
import MortarCore
import MortarFormats
import MortarXcode

/// The targets `.ci/fuzz` knows, by name.
let fuzzTargets: [String: ([UInt8]) -> Void] = [
    "json": { bytes in _ = try? JSONParser.parse(bytes: bytes, file: "f.json", allowComments: true) },
    "mortar-json": { bytes in _ = try? MortarJSONReader.read(text(bytes), file: "mortar.json") },
    "podspec-json": { bytes in _ = try? PodspecJSONReader.read(text(bytes), file: "Fuzz.podspec.json") },
    "podspec-ruby": { bytes in _ = try? RubyPodspecReader.read(text(bytes), file: "Fuzz.podspec") },
    "podfile": { bytes in _ = try? PodfileReader.read(text(bytes), file: "Podfile") },
    "podfile-lock": { bytes in _ = try? PodfileLockReader.read(text(bytes), file: "Podfile.lock") },
    "mortar-lock": { bytes in _ = try? LockFileReader.read(text(bytes), file: "mortar.lock") },
    "local-overrides": { bytes in
        let modules = [Module(name: "Core", source: .git(url: "https://example.com/Core.git", ref: .branch("main")), location: SourceLocation(file: "mortar.json")),
                       Module(name: "Local", source: .path("Local"), location: SourceLocation(file: "mortar.json"))]
        _ = try? LocalOverridesReader.read(text(bytes), file: "mortar.local.json", modules: modules)
    },
    "template": { bytes in
        // The first byte picks the language; the rest is the template, rendered with a value
        // for every name it could ask for.
        guard let first = bytes.first else { return }
        let escaping = TemplateEscaping.allCases[Int(first) % TemplateEscaping.allCases.count]
        guard let template = try? Template(text(Array(bytes.dropFirst())), file: "t.mustache", escaping: escaping) else { return }
        let item: TemplateValue = .object(["name": .string("A\"#{x}\\(y)\n"), "flag": .bool(true), "list": .list([.string("1"), .string("2")])])
        _ = try? template.render(.object(["name": .string("N'\"\u{202E}"), "flag": .bool(false), "list": .list([item, item]), "a": item]))
    },
    "requirement": { bytes in
        // Lines are requirement strings; each is parsed, and every pair intersected.
        let lines = text(bytes).split(separator: "\n", omittingEmptySubsequences: false).prefix(64).map(String.init)
        let requirements = lines.compactMap { try? Requirement.parse($0) }
        var set = VersionSet.all
        for requirement in requirements { set = set.intersection(requirement.versionSet) }
        for line in lines { if let version = Version(line) { _ = requirements.map { $0.isSatisfied(by: version) } } }
    },
    "imports": { bytes in
        let scanner = ImportScanner(knownModules: ["Core", "UIKit", "Foundation"], knownHeaders: ["Core.h"], definedFlags: ["DEBUG"])
        _ = scanner.scan(bytes, file: "F.swift")
        _ = scanner.scan(bytes, file: "F.m")
    },
    "package-swift": { bytes in
        let file = text(bytes)
        _ = try? PackageSwiftReader.read(file, file: "Package.swift", packageDirectory: "/p")
        _ = PackageManifestChoice.manifest(files: ["Package.swift", "Package@swift-5.9.swift"], packageSwiftText: file, swiftVersion: [6, 0, 0])
    },
    "dump-package": { bytes in
        _ = try? SwiftPMDumpReader.read(json: text(bytes), manifestText: "// swift-tools-version:5.9\nlet package = Package(name: \"P\")\n", manifestPath: "Package.swift")
    },
    "xcodeproj": { bytes in
        // A project that reads is written back byte for byte; then every edit integrate makes
        // gives a project or a located error, and a project that writes.
        guard var project = try? XcodeProject(bytes: bytes, file: "project.pbxproj") else { return }
        precondition(project.serialized() == bytes, "an unmodified project was not written back byte for byte")
        _ = try? project.removeCocoaPodsIntegration()
        if let reference = try? project.addPackageReference(.local(path: "..")), let target = project.targets.first?.string("name") {
            _ = try? project.addProductDependency(target: target, product: "Kit", package: reference)
        }
        _ = project.serialized()
    },
    "xcworkspace": { bytes in
        let file = text(bytes)
        guard let workspace = try? XcodeWorkspace(text: file, file: "contents.xcworkspacedata") else { return }
        precondition(workspace.text() == file, "an unmodified workspace was not written back as it was")
    },
]

func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

/// The target this process fuzzes, read once.
let selectedTarget: ([UInt8]) -> Void = {
    let name = ProcessInfo.processInfo.environment["MORTAR_FUZZ_TARGET"] ?? ""
    guard let target = fuzzTargets[name] else {
        FileHandle.standardError.write(Data("MORTAR_FUZZ_TARGET must be one of: \(fuzzTargets.keys.sorted().joined(separator: ", "))\n".utf8))
        exit(2)
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    selectedTarget(bytes)
    return 0
}
