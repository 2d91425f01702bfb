import Foundation
import MortarWorkspace

/// git's smart HTTP server side, as `LoopbackHTTPServer` runs it: each request is handed to
/// `git http-backend` as a CGI program (real git on both sides), every repository under
/// `projectRoot` exported read-only (upload-pack only: http-backend refuses pushes from an
/// anonymous client).
struct GitHTTPBackend: Sendable {
    /// The folder whose repositories are served: `/NAME/info/refs` is `projectRoot/NAME`.
    var projectRoot: String
    var runner = ProcessRunner()

    /// An answer ready to send.
    struct Answer {
        var status: Int
        var headers: [(String, String)]
        var body: [UInt8]
    }

    /// Runs `git http-backend` for one request and turns its CGI output into an answer.
    func answer(method: String, path: String, query: String, headers: [String: String], body: [UInt8]) -> Answer {
        var environment = [
            "GIT_PROJECT_ROOT": projectRoot, "GIT_HTTP_EXPORT_ALL": "1",
            "REQUEST_METHOD": method, "PATH_INFO": path, "QUERY_STRING": query,
            "CONTENT_TYPE": headers["content-type"] ?? "", "CONTENT_LENGTH": String(body.count),
            "REMOTE_ADDR": "127.0.0.1", "SERVER_PROTOCOL": "HTTP/1.1", "GATEWAY_INTERFACE": "CGI/1.1",
        ]
        // Protocol v2 is asked for in a header that http-backend reads from the environment.
        if let version = headers["git-protocol"] { environment["HTTP_GIT_PROTOCOL"] = version }
        if let encoding = headers["content-encoding"] { environment["HTTP_CONTENT_ENCODING"] = encoding }
        let result: ProcessResult
        do {
            result = try runner.run(ProcessRequest("git", ["http-backend"], environment: environment, timeout: 300, input: body))
        } catch {
            return Answer(status: 500, headers: [], body: Array("git http-backend: \(error)\n".utf8))
        }
        return Self.parse(result.stdout)
    }

    /// The CGI output: header lines (`Status: 404 Not Found` sets the status), a blank line,
    /// the body.
    static func parse(_ output: [UInt8]) -> Answer {
        var end = 0, bodyStart = output.count
        var index = 0
        while index < output.count {
            if output[index] == 0x0A {
                let next = index + 1
                if next < output.count, output[next] == 0x0A { end = index; bodyStart = next + 1; break }
                if next + 1 < output.count, output[next] == 0x0D, output[next + 1] == 0x0A { end = index; bodyStart = next + 2; break }
            }
            index += 1
        }
        if bodyStart == output.count, end == 0 { end = output.count }
        var status = 200
        var headers: [(String, String)] = []
        for line in String(decoding: output[0..<end], as: UTF8.self).split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = String(line[..<colon]).trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            if name.lowercased() == "status" {
                status = Int(value.prefix(3)) ?? 500
            } else {
                headers.append((name, value))
            }
        }
        return Answer(status: status, headers: headers, body: Array(output[bodyStart...]))
    }
}
