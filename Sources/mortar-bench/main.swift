import Foundation
import MortarWorkspace

// `mortar-bench fetch [FOLDER]`: the fetch benchmark (60 local repositories, --jobs 8), run
// against the `mortar` executable built beside this one. The folder is removed afterwards
// unless one was given.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.first == "fetch" else {
    print("usage: mortar-bench fetch [FOLDER]")
    exit(arguments.isEmpty ? 0 : 2)
}
let mortar = (CommandLine.arguments[0] as NSString).deletingLastPathComponent + "/mortar"
guard FileManager.default.isExecutableFile(atPath: mortar) else {
    FileHandle.standardError.write(Data("error: '\(mortar)' not found; build it first with 'swift build -c release'\n".utf8))
    exit(2)
}
let given = arguments.count > 1 ? arguments[1] : nil
let folder = given ?? FileManager.default.temporaryDirectory.path + "/mortar-bench-fetch-\(getpid())"
defer { if given == nil { try? FileManager.default.removeItem(atPath: folder) } }
do {
    let figures = try FetchBenchmark(folder: folder).run(mortar: mortar)
    print(figures, terminator: "")
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
