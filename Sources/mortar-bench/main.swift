// mortar-bench SUITE [ARGS]: `imports [FOLDER]` times the import scan (see ImportsBenchmark).
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "imports":
    print(ImportsBenchmark.run(Array(arguments.dropFirst())), terminator: "")
default:
    print("mortar-bench")
}
