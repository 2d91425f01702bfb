import MortarCore
import MortarWorkspace

/// Prints a fetch report: one line per module in manifest order and a summary, or JSON.
/// Pure and byte-stable.
public enum FetchRenderer {
    /// What happened to the lock file, for the report's last line.
    public typealias LockStatus = FetchLockStatus
}

extension FetchLockStatus {
    var text: String {
        switch self {
        case let .written(path): return "wrote \(path)"
        case let .unchanged(path): return "\(path) unchanged"
        case let .notWritten(reason): return "lock file not written: \(reason)"
        case let .followed(path): return "checked out the commits of \(path)"
        case .writeFailed: return "lock file not written (the error above says why)"
        }
    }

    var word: String {
        switch self {
        case .written: return "written"
        case .unchanged: return "unchanged"
        case .notWritten: return "not-written"
        case .followed: return "followed"
        case .writeFailed: return "failed"
        }
    }
}

extension FetchRenderer {
    public static func text(_ report: FetchReport, lock: LockStatus) -> String {
        var out = ""
        for folder in report.removedTemporaryFolders {
            out += "removed \(folder), left by an interrupted clone\n"
        }
        for note in report.notes { out += "note: \(note)\n" }
        for result in report.results {
            out += result.line + "\n"
            for note in result.notes { out += "  note: \(note)\n" }
        }
        out += report.summary + "\n"
        out += lock.text + "\n"
        return out
    }

    public static func json(_ report: FetchReport, lock: LockStatus) -> String {
        object(report, lock: lock).rendered()
    }

    /// `{"lock", "modules", "removedTemporaryFolders", "summary"}`.
    public static func object(_ report: FetchReport, lock: LockStatus) -> JSONValue {
        let modules = report.results.map { result -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("commit", .optional(result.outcome.commit)),
                ("name", .string(result.name)),
                ("status", .string(result.outcome.status)),
            ]
            switch result.outcome {
            case let .skipped(reason): members.append(("reason", .string(reason.description)))
            case let .failed(failure): members.append(("reason", .string(failure.reason)))
            case let .updated(from, _): members.append(("previousCommit", .string(from)))
            case let .local(path): members.append(("path", .string(path)))
            case .cloned, .unchanged: break
            }
            if let ref = result.ref {
                members.append(("ref", .object([("kind", .string(ref.kind)), ("value", .string(ref.value))])))
            }
            if let url = result.url { members.append(("url", .string(url))) }
            if let branch = result.defaultBranch { members.append(("defaultBranch", .string(branch))) }
            if !result.notes.isEmpty { members.append(("notes", .array(result.notes.map(JSONValue.string)))) }
            return .object(members.sorted { $0.0 < $1.0 })
        }
        var notes: [(String, JSONValue)] = []
        if !report.notes.isEmpty { notes.append(("notes", .array(report.notes.map(JSONValue.string)))) }
        return .object(([
            ("lock", .string(lock.word)),
            ("modules", .array(modules)),
            ("removedTemporaryFolders", .array(report.removedTemporaryFolders.map(JSONValue.string))),
            ("summary", .object(report.counts.map { ($0.status, JSONValue.int($0.count)) }.sorted { $0.0 < $1.0 })),
        ] + notes).sorted { $0.0 < $1.0 })
    }
}
