import Foundation
import MortarWorkspace

/// The anchor of `read`'s Ruby podspecs: Ruby itself evaluating the same files the way
/// `shared/tools/podspec-oracle.rb` does (its stand-in `Pod::Spec`, `eval` of the file, the
/// component's name, version and dependencies as JSON), in one Ruby process. The oracle's class
/// definitions are loaded once; each pass then evaluates every file. Shell-outs (`` `…` ``,
/// `system`) answer nothing, so the anchor times evaluation, not the processes a podspec starts.
/// Ruby times each pass itself (monotonic clock, process CPU clock), so its start-up and the
/// loading of the oracle are not counted, as the harness's own start-up is not.
enum RubyAnchor {
    static let script = #"""
    oracle, runs, *files = ARGV
    source = File.read(oracle)
    eval(source[0, source.index("\npath = ARGV.fetch(0)")], binding, oracle)
    module Kernel; def `(*) = ''; def system(*) = false; end
    def cpu = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID)
    def wall = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    texts = files.map { |f| [File.expand_path(f), nil] }
    runs.to_i.times do
      w, c, rejected = wall, cpu, 0
      texts.each do |path, _|
        Dir.chdir(File.dirname(path))
        spec = eval(File.read(path), binding, path)
        spec = $last_spec if !spec.is_a?(Pod::Spec) && $last_spec
        deps = spec.all_deps(spec.name.to_s).sort.to_h { |k, v| [k, v.uniq.sort] }
        JSON.generate({ 'name' => spec.name.to_s, 'version' => spec.version.to_s, 'dependencies' => deps })
      rescue Exception
        rejected += 1
      end
      puts "#{wall - w} #{cpu - c} #{rejected}"
    end
    puts "peak #{File.read('/proc/self/status')[/VmHWM:\s+(\d+)/, 1] rescue 0}"
    """#

    /// `shared/tools/podspec-oracle.rb` beside the fixtures folder (`shared/fixtures/real`).
    static func oracle(fixtures: String) -> String? {
        let path = URL(fileURLWithPath: fixtures).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("tools/podspec-oracle.rb").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// Runs Ruby over `files` (absolute paths) `runs` times and reads its per-pass timings.
    static func measure(oracle: String, files: [String], runs: Int) throws(BenchError) -> ChildReport {
        let scriptPath = NSTemporaryDirectory() + "mortar-bench-ruby-anchor-\(getpid()).rb"
        do {
            try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        } catch {
            throw .setup("cannot write '\(scriptPath)': \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(atPath: scriptPath) }
        let result = try ProcessRunner().runToZeroExit(
            ProcessRequest("ruby", [scriptPath, oracle, "\(runs)"] + files, timeout: 300), cannotStart: { .setup("ruby: \($0)") }
        ) { .childFailed("ruby exited with status \($0.status): \($0.stderrText.prefix(400))") }
        var readings: [Stopwatch.Reading] = []
        var rejected = 0
        var peak: Double?
        for line in result.stdoutText.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.first == "peak", fields.count == 2, let kilobytes = Double(fields[1]) {
                peak = kilobytes / 1024
            } else if fields.count == 3, let wall = Double(fields[0]), let cpu = Double(fields[1]), let count = Int(fields[2]) {
                readings.append(Stopwatch.Reading(seconds: wall, cpuSeconds: cpu))
                rejected = count
            }
        }
        guard readings.count == runs else { throw .childFailed("ruby printed \(readings.count) timings, not \(runs): \(result.stdoutText.prefix(400))") }
        var sizes: [(key: String, value: Int)] = [("files", files.count)]
        if rejected > 0 { sizes.append(("rejected", rejected)) }
        return ChildReport(readings: readings, peakMemoryMB: peak, sizes: sizes)
    }
}
