import Foundation

// mortar-bench SUITE [ARGS]: `imports [FOLDER]` times the import scan (see ImportsBenchmark);
// `podspecs DIR...` times reading every podspec in the folders (see PodspecsBenchmark);
// `fetch [FOLDER]` times mortar fetch against xargs git clone (see FetchSuite).
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "imports":
    print(ImportsBenchmark.run(Array(arguments.dropFirst())), terminator: "")
case "podspecs":
    print(PodspecsBenchmark.run(Array(arguments.dropFirst())), terminator: "")
case "fetch":
    let (report, status) = FetchSuite.run(Array(arguments.dropFirst()))
    print(report, terminator: "")
    exit(status)
default:
    print("mortar-bench")
}
