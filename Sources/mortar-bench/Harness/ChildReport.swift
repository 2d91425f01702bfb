import MortarCore

/// What a child process (`mortar-bench --child SUITE …`) measured, printed as one JSON line on
/// its standard output and read back by the parent.
struct ChildReport: Sendable {
    /// Wall seconds per run.
    var samples: [Double]
    /// CPU seconds (all threads) per run.
    var cpuSamples: [Double]
    var peakMemoryMB: Double?
    var sizes: [(key: String, value: Int)]

    /// This report followed by `other`'s runs (another child measuring the same case); the
    /// peak memory is the larger one.
    func appending(_ other: ChildReport) -> ChildReport {
        var joined = self
        joined.samples += other.samples
        joined.cpuSamples += other.cpuSamples
        joined.peakMemoryMB = [peakMemoryMB, other.peakMemoryMB].compactMap { $0 }.max()
        return joined
    }

    func json() -> String {
        let sizeText = sizes.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ")
        let peak = peakMemoryMB.map { String($0) } ?? "null"
        func list(_ values: [Double]) -> String { "[" + values.map { String($0) }.joined(separator: ", ") + "]" }
        return "{\"samples\": \(list(samples)), \"cpu_samples\": \(list(cpuSamples)), \"peak_memory_mb\": \(peak), \"sizes\": {\(sizeText)}}"
    }

    /// Reads the line a child printed.
    init(json text: String) throws(BenchError) {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text, file: "child output")
        } catch {
            throw .childFailed("its output is not a report: \(error.message)")
        }
        guard let samples = root["samples"]?.arrayValue?.compactMap({ $0.numberValue }), !samples.isEmpty,
              let sizes = root["sizes"]?.members
        else { throw .childFailed("its report has no samples or sizes") }
        self.samples = samples
        self.cpuSamples = root["cpu_samples"]?.arrayValue?.compactMap { $0.numberValue } ?? []
        self.peakMemoryMB = root["peak_memory_mb"]?.numberValue
        self.sizes = sizes.compactMap { member in member.value.numberValue.map { (member.key, Int($0)) } }
    }

    init(readings: [Stopwatch.Reading], peakMemoryMB: Double?, sizes: [(key: String, value: Int)]) {
        self.samples = readings.map(\.seconds)
        self.cpuSamples = readings.map(\.cpuSeconds)
        self.peakMemoryMB = peakMemoryMB
        self.sizes = sizes
    }
}

extension JSONNode {
    var numberValue: Double? {
        if case let .number(text) = value { return Double(text) }
        return nil
    }
}
