import Foundation
import MortarCLI
import MortarCore

/// A temporary folder per test, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        path = PathText.normalize("\(base)/mortar-generate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ relative: String) -> String? { try? String(contentsOfFile: "\(path)/\(relative)", encoding: .utf8) }

    func context(stdout: BufferOutput, stderr: BufferOutput) -> CommandContext {
        CommandContext(environment: [:], currentDirectory: path, stdout: stdout, stderr: stderr)
    }
}

/// A small SwiftPM workspace as model values: two path modules and one pin.
enum GenerateFixtures {
    static func workspace(podfile: String? = nil) -> AppManifests {
        let m = "mortar.json"
        let integrator = IntegratorManifest(
            path: m, name: "Shop",
            modules: [
                Module(name: "Cart", source: .path("Modules/Cart"), location: SourceLocation(file: m, line: 4, column: 5)),
                Module(name: "Pay", source: .git(url: "https://git.example.com/Pay.git", ref: .tag("1.0.0")), location: SourceLocation(file: m, line: 5, column: 5)),
            ],
            pins: [Pin(name: "swift-log", requirement: .versions([.init(.equal, Version("1.16.2")!)]), url: "https://github.com/apple/swift-log", products: ["Logging"], location: SourceLocation(file: m, line: 8, column: 5))],
            outputs: Outputs(swiftpm: "Package.swift", podfile: podfile))
        return AppManifests(integrator: integrator, components: [
            "Cart": Component(name: "Cart", format: .swiftpm, path: "Modules/Cart/Package.swift", products: ["Cart"]),
            "Pay": Component(name: "Pay", format: .swiftpm, path: "Modules/Pay/Package.swift", products: ["Pay"]),
        ])
    }
}
