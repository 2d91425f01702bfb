import Foundation
import MortarCore
import MortarFormats

/// Refuses, before anything is written, an output path that names a file the command reads
/// (the integrator manifest, the `mortar.json` beside a Podfile, `Podfile.lock`, a module's
/// manifest, the lock, `mortar.local.json`, a template) or another output's file. Paths are
/// compared after following symbolic links in the folders that exist, and without regard to
/// case (macOS's default file system does not tell `podfile` from `Podfile`); existing files
/// also by device and inode, so a hard link to an input is that input.
public enum OutputGuard {
    /// Every output that is an input or another output's file, located where the output's path
    /// is written (or at the input, or the other output, when it comes from an option or a
    /// default), sorted; nil when there is none.
    /// - Parameter resolve: an absolute path with the symbolic links of its existing folders
    ///   followed (`OutputGuard.resolvingLinks` on disk).
    ///   - placement: where outputs may go (`OutputPlacement`); nil checks inputs only.
    ///   - special: what a path names when it is not a regular file (`OutputPlacement.specialKind`).
    ///   - mayReplace: false for an existing file Mortar did not write (`GeneratedFileWriter.mayReplace`).
    ///   - identity: an existing file's device and inode (`OutputGuard.fileIdentity` on disk), else nil.
    public static func refusals(_ outputs: [PlannedOutput], inputs: [InputFile], resolve: (String) -> String = { $0 },
                                placement: OutputPlacement? = nil, special: (String) -> String? = { _ in nil },
                                mayReplace: (String) -> Bool = { _ in true }, identity: (String) -> String? = { _ in nil }) -> ManifestError? {
        // A file is known by its resolved path without case, and when it exists by its identity
        // too: a hard link to an input is the input (and writes go through hard links).
        func keys(_ path: String) -> [String] {
            [resolve(PathText.normalize(path)).lowercased()] + (identity(path).map { [$0] } ?? [])
        }
        var byKey: [String: InputFile] = [:]
        for input in inputs {
            for key in keys(input.path) where byKey[key] == nil { byKey[key] = input }
        }
        var issues: [ManifestIssue] = []
        var seen: Set<String> = []
        for output in outputs {
            guard let input = keys(output.path).lazy.compactMap({ byKey[$0] }).first, seen.insert(output.path).inserted else { continue }
            issues.append(ManifestIssue(
                "\(output.origin) '\(output.shown)' is \(input.what) '\(input.shown)'; Mortar never writes over a file it reads",
                at: output.location ?? SourceLocation(file: input.shown), help: output.help))
        }
        // Two outputs on one file: each would overwrite the other, and --check could never pass.
        var first: [String: PlannedOutput] = [:]
        for output in outputs {
            let outputKeys = keys(output.path)
            guard let earlier = outputKeys.lazy.compactMap({ first[$0] }).first else {
                for key in outputKeys { first[key] = output }
                continue
            }
            guard earlier.origin != output.origin else { continue }
            issues.append(ManifestIssue(
                "\(output.origin) '\(output.shown)' is also \(earlier.origin)\(earlier.location.map { " (\($0))" } ?? " ('\(earlier.shown)')"); each output needs a file of its own",
                at: output.location ?? earlier.location ?? SourceLocation(file: output.shown), help: output.help))
        }
        if let placement {
            // An output already refused as an input is not reported twice.
            issues += placement.issues(outputs.filter { !seen.contains($0.path) }, resolve: resolve, special: special, mayReplace: mayReplace)
        }
        return issues.isEmpty ? nil : ManifestError(issues)
    }

    /// `inode:DEVICE:INODE` of the file `path` names (links followed), or nil when there is none:
    /// two paths with one identity are one file (a hard link, or another case of the name).
    public static func fileIdentity(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "inode:\(info.st_dev):\(info.st_ino)"
    }

    /// `path` with the symbolic links of its longest existing prefix followed; the rest, which
    /// does not exist yet, is appended as written. A link that is the last component is followed
    /// even when it dangles: a write lands where it points (`LocalFileSystem.throughLinks`).
    public static func resolvingLinks(_ path: String) -> String {
        let written = PathText.normalize(LocalFileSystem.throughLinks(PathText.normalize(path)))
        var head = written
        var tail: [String] = []
        while head != "/", !head.isEmpty {
            if let real = realpath(head, nil) {
                defer { free(real) }
                let resolved = String(cString: real)
                return tail.isEmpty ? resolved : PathText.join(resolved, tail.reversed().joined(separator: "/"))
            }
            tail.append(PathText.lastComponent(of: head))
            head = PathText.directory(of: head)
        }
        return written
    }
}
