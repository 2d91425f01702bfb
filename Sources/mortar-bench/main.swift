// mortar-bench SUITE [ARGS]: `imports [FOLDER]` times the import scan (see ImportsBenchmark);
// `podspecs DIR...` times reading every podspec in the folders (see PodspecsBenchmark).
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "imports":
    print(ImportsBenchmark.run(Array(arguments.dropFirst())), terminator: "")
case "podspecs":
    print(PodspecsBenchmark.run(Array(arguments.dropFirst())), terminator: "")
default:
    print("mortar-bench")
}
