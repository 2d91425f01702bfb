import Foundation
import MortarCore

/// The fetch benchmark: `count` local repositories with deterministic content, cloned by
/// `mortar fetch --jobs N` and by `xargs -P N git clone` of the same list, then a no-op second
/// `mortar fetch`. Used by `mortar-bench fetch`.
public struct FetchBenchmark: Sendable {
    /// Wall-clock seconds of each run, and the size of what was cloned.
    public struct Figures: Hashable, Sendable, CustomStringConvertible {
        public var repositories: Int
        /// Bytes of every repository's working files together.
        public var bytes: Int
        public var jobs: Int
        public var mortarCold: Double
        public var xargsCold: Double
        public var mortarNoOp: Double

        public var description: String {
            func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }
            return """
                fetch benchmark: \(repositories) repositories, \(String(format: "%.1f", Double(bytes) / 1_000_000)) MB, --jobs \(jobs), best of the rounds
                  mortar fetch (cold):          \(seconds(mortarCold))
                  xargs -P \(jobs) git clone (cold): \(seconds(xargsCold))
                  mortar fetch (no-op rerun):   \(seconds(mortarNoOp))

                """
        }
    }

    /// Where the repositories, the project and the checkouts go (created; left for the caller).
    public var folder: String
    public var count: Int
    /// Incompressible bytes in each repository (`Resources/data.bin`).
    public var bytesPerRepository: Int
    public var jobs: Int
    public var runner: ProcessRunning

    public init(folder: String, count: Int = 60, bytesPerRepository: Int = 360_000, jobs: Int = 8, runner: ProcessRunning = ProcessRunner()) {
        self.folder = folder
        self.count = count
        self.bytesPerRepository = bytesPerRepository
        self.jobs = jobs
        self.runner = runner
    }

    /// The repository names, `Module01` …
    public var names: [String] { (1...count).map { String(format: "Module%02d", $0) } }

    /// Creates the repositories (one commit on `develop`, fixed author and date) and the
    /// project's `mortar.json`; returns the total bytes of the working files.
    public func prepare() throws -> Int {
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: folder + "/remotes", withIntermediateDirectories: true)
        try fileManager.createDirectory(atPath: folder + "/project", withIntermediateDirectories: true)
        let environment = Git.environment.merging([
            "GIT_AUTHOR_NAME": "Mortar Bench", "GIT_AUTHOR_EMAIL": "bench@mortar.invalid",
            "GIT_COMMITTER_NAME": "Mortar Bench", "GIT_COMMITTER_EMAIL": "bench@mortar.invalid",
            "GIT_AUTHOR_DATE": "2024-01-01T00:00:00Z", "GIT_COMMITTER_DATE": "2024-01-01T00:00:00Z",
            "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null",
        ]) { _, new in new }
        var total = 0
        for (index, name) in names.enumerated() {
            let repository = folder + "/remotes/" + name
            try fileManager.createDirectory(atPath: repository + "/Sources/" + name, withIntermediateDirectories: true)
            try fileManager.createDirectory(atPath: repository + "/Resources", withIntermediateDirectories: true)
            let source = Array("public enum \(name) { public static let index = \(index) }\n".utf8)
            let data = FetchBenchmark.noise(count: bytesPerRepository, seed: UInt64(index + 1))
            try Data(source).write(to: URL(fileURLWithPath: repository + "/Sources/\(name)/\(name).swift"))
            try Data(data).write(to: URL(fileURLWithPath: repository + "/Resources/data.bin"))
            total += source.count + data.count
            for arguments in [["init", "--quiet", "--initial-branch", "develop"], ["add", "-A"], ["commit", "--quiet", "-m", "\(name) 1.0.0"]] {
                let result = try runner.run(ProcessRequest("git", arguments, workingDirectory: repository, environment: environment, timeout: 120))
                if result.status != 0 { throw ProcessError.failed(argv: ["git"] + arguments, status: result.status, stderr: result.stderrText) }
            }
        }
        let modules = names.map { "    { \"name\": \"\($0)\", \"git\": \"../remotes/\($0)\", \"branch\": \"develop\" }" }
        let manifest = "{\n  \"name\": \"Bench\",\n  \"modules\": [\n\(modules.joined(separator: ",\n"))\n  ]\n}\n"
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: folder + "/project/mortar.json"))
        return total
    }

    /// Prepares, then times the three runs `rounds` times, alternating mortar and xargs so
    /// that neither always runs on a warmer machine, and keeps the best time of each (the
    /// machine is shared; the minimum is the least disturbed run). `mortar` is the path of the
    /// `mortar` executable.
    public func run(mortar: String, rounds: Int = 3) throws -> Figures {
        let bytes = try prepare()
        let project = folder + "/project"
        let fetch = ProcessRequest(mortar, ["fetch", "--manifest", project + "/mortar.json", "--jobs", String(jobs)], environment: [:], timeout: 1800)
        let lines = names.map { "\(folder)/remotes/\($0) \(folder)/xargs/\($0)\n" }.joined()
        let xargs = ProcessRequest(
            "xargs", ["-P", String(jobs), "-n", "2", "git", "clone", "--quiet"], environment: Git.environment, timeout: 1800,
            input: Array(lines.utf8))
        var cold: [Double] = [], noOp: [Double] = [], baseline: [Double] = []
        for _ in 0..<max(1, rounds) {
            try? FileManager.default.removeItem(atPath: project + "/Modules")
            try? FileManager.default.removeItem(atPath: project + "/mortar.lock")
            cold.append(try time(fetch))
            noOp.append(try time(fetch))
            try? FileManager.default.removeItem(atPath: folder + "/xargs")
            try FileManager.default.createDirectory(atPath: folder + "/xargs", withIntermediateDirectories: true)
            baseline.append(try time(xargs))
        }
        return Figures(
            repositories: count, bytes: bytes, jobs: jobs, mortarCold: cold.min()!, xargsCold: baseline.min()!, mortarNoOp: noOp.min()!)
    }

    private func time(_ request: ProcessRequest) throws -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try runner.run(request)
        let elapsed = clock.now - start
        if result.status != 0 { throw ProcessError.failed(argv: [request.executable] + request.arguments, status: result.status, stderr: result.stderrText) }
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// Deterministic incompressible bytes (xorshift64*).
    static func noise(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        var bytes = [UInt8](repeating: 0, count: count)
        var index = 0
        while index < count {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            var word = state &* 0x2545_F491_4F6C_DD1D
            for _ in 0..<8 where index < count {
                bytes[index] = UInt8(truncatingIfNeeded: word)
                word >>= 8
                index += 1
            }
        }
        return bytes
    }
}
