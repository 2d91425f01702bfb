/// The arguments of `mortar-bench --child SUITE CASE [--key value]…`: what one child measures.
struct ChildArguments: Sendable {
    var suite: String
    /// The case: a size (`5000`) or a variant name (`real-json`).
    var target: String
    var values: [String: String]

    init(_ arguments: [String]) throws(BenchError) {
        guard arguments.count >= 2 else { throw .usage("--child needs SUITE and CASE") }
        suite = arguments[0]
        target = arguments[1]
        values = [:]
        var index = 2
        while index < arguments.count {
            let key = arguments[index]
            guard key.hasPrefix("--"), index + 1 < arguments.count else { throw .usage("--child: expected '--key value', found '\(key)'") }
            values[String(key.dropFirst(2))] = arguments[index + 1]
            index += 2
        }
    }

    func string(_ key: String) throws(BenchError) -> String {
        guard let value = values[key] else { throw .usage("--child \(suite) needs --\(key)") }
        return value
    }

    func int(_ key: String) throws(BenchError) -> Int {
        let text = try string(key)
        guard let value = Int(text) else { throw .usage("--child \(suite): --\(key) must be a number, not '\(text)'") }
        return value
    }
}
