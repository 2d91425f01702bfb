import Foundation

extension FetchSandbox {
    /// The spec repository `remotes/Specs` with `podspecs` (a path inside it → its text)
    /// committed as `message` after the initial commit. Returns its path.
    @discardableResult
    func makeSpecRepository(_ podspecs: [String: String], message: String = "Specs") throws -> String {
        let specs = remotes + "/Specs"
        try makeRemote("Specs")
        for (path, text) in podspecs.sorted(by: { $0.key < $1.key }) {
            try write(specs + "/" + path, text)
        }
        try git(["add", "-A"], in: specs)
        try git(["commit", "--quiet", "-m", message], in: specs)
        return specs
    }

    /// The spec repository with one podspec, Kit 1.2.0 from the package remote `Kit` tagged
    /// `1.2.0`, at its root (no `Specs` folder). Returns its path.
    func makeKitSpecRepository() throws -> String {
        try makeSpecRepository([
            "Kit/1.2.0/Kit.podspec.json": """
                {"name": "Kit", "version": "1.2.0", "source": {"git": "\(remotes)/Kit", "tag": "1.2.0"}}
                """,
        ], message: "Kit 1.2.0")
    }

    /// `text` with the sandbox's folder written `ROOT`: what the migrate tests compare.
    func shown(_ text: String) -> String { text.replacingOccurrences(of: root, with: "ROOT") }
}
