import Foundation
import MortarCLI
import MortarCore
import Testing

/// `mortar bootstrap` on a copy of Examples/MetroSDK: its modules are git bundles, so it runs
/// with no network; the committed lock and Podfile are what it writes again.
@Suite struct BootstrapCommandTests {
    static let example = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/MetroSDK").path

    static let modules = [
        ("Core", "tag '1.0.0'"), ("UI", "tag '1.0.0'"), ("Network", "tag '1.0.0'"), ("Router", "tag '1.0.0'"),
        ("WXApi", "tag '1.0.0'"), ("RSA", "tag '1.0.0'"), ("ErrorCode", "branch 'develop'"), ("UserManager", "branch 'develop'"),
        ("SDKManager", "branch 'develop'"), ("QRCodeGenerator", "branch 'develop'"), ("CommonView", "branch 'develop'"),
        ("JourneyRoute", "branch 'develop'"), ("BybusRoute", "branch 'develop'"), ("PayTypeRoute", "branch 'develop'"),
        ("Bybus", "branch 'develop'"), ("Journey", "branch 'develop'"), ("PayType", "branch 'develop'"),
        ("CityServiceOpen", "branch 'develop'"),
    ]

    @Test func bootstrapsMetroSDKFromItsBundlesAndReproducesTheCommittedLockAndPodfile() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        let copy = sandbox.project + "/MetroSDK"
        for item in ["mortar.json", "mortar.lock", "repos", "Podfile", "Registry", "Package.swift", "Sources"] {
            try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Self.example + "/" + item, toPath: copy + "/" + item)
        }
        let committedLock = try sandbox.read(copy + "/mortar.lock")

        let result = sandbox.run(["bootstrap", "--manifest", "MetroSDK/mortar.json"])

        #expect(result.err == """
        MetroSDK/Modules/Network/Network.podspec.json:25:5: warning[unmapped-pod]: 'Network' depends on the pod 'AFNetworking', which no module or package product stands for; its target 'Network' is generated without it
          help: add 'AFNetworking' as a module, or map the pod to a SwiftPM package product
        MetroSDK/Modules/RSA/RSA.podspec.json:25:5: warning[unmapped-pod]: 'RSA' depends on the pod 'GMObjC', which no module or package product stands for; its target 'RSA' is generated without it
          help: add 'GMObjC' as a module, or map the pod to a SwiftPM package product
        MetroSDK/Modules/UI/UI.podspec.json:25:5: warning[unmapped-pod]: 'UI' depends on the pod 'Masonry', which no module or package product stands for; its target 'UI' is generated without it
          help: add 'Masonry' as a module, or map the pod to a SwiftPM package product

        """)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == Self.modules.count + 12)
        #expect(lines.first == "added Modules/, .mortar/, mortar.local.json to MetroSDK/.gitignore")
        #expect(try sandbox.read(copy + "/.gitignore") == (try sandbox.read(Self.example + "/.gitignore")))
        for ((name, ref), line) in zip(Self.modules, lines.dropFirst()) {
            #expect(line.hasPrefix("\(name): cloned \(ref) at "))
        }
        #expect(Array(lines.suffix(11)) == [
            "18 modules: 18 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed",
            "MetroSDK/mortar.lock unchanged",
            "",
            "no problems found (18 modules, 43 dependencies between them)",
            "",
            "unchanged MetroSDK/Package.swift",
            "unchanged MetroSDK/Sources/MetroSDK/MetroSDK.swift",
            "unchanged MetroSDK/Podfile",
            "unchanged MetroSDK/Registry/ModuleRegistry.swift",
            "unchanged MetroSDK/Registry/ModuleRegistry.plist",
            "",
        ])
        #expect(try sandbox.read(copy + "/Podfile") == (try sandbox.read(Self.example + "/Podfile")))
        #expect(result.code == .success)
        #expect(try sandbox.read(copy + "/mortar.lock") == committedLock)

        let offline = sandbox.run(["bootstrap", "--manifest", "MetroSDK/mortar.json", "--offline", "--locked"])
        #expect(offline.code == .success)
        #expect(offline.out.contains("18 modules: 0 cloned, 0 updated, 18 unchanged, 0 local, 0 skipped, 0 failed\nchecked out the commits of MetroSDK/mortar.lock\n"))
    }
}

/// `bootstrap` keeps the checkouts folder and `.mortar` out of the app's git: once, without
/// touching the user's lines; `--no-gitignore` leaves the file alone.
@Suite struct BootstrapGitIgnoreTests {
    @Test func entriesAreAddedOnceAndTheUsersLinesKeepTheirOrder() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        try sandbox.write(sandbox.project + "/.gitignore", "build/\n*.log\n/Modules\n")

        let first = sandbox.run(["bootstrap"])
        #expect(first.out.hasPrefix("added .mortar/, mortar.local.json to .gitignore\n"))
        #expect(try sandbox.read(sandbox.project + "/.gitignore") == "build/\n*.log\n/Modules\n\n\(GitIgnoreEdit.header)\n/.mortar/\n/mortar.local.json\n")

        let second = sandbox.run(["bootstrap"])
        #expect(!second.out.contains(".gitignore"))
        #expect(try sandbox.read(sandbox.project + "/.gitignore") == "build/\n*.log\n/Modules\n\n\(GitIgnoreEdit.header)\n/.mortar/\n/mortar.local.json\n")
        // git agrees: nothing Mortar made shows up as untracked.
        try sandbox.git(["init", "--quiet"], in: sandbox.project)
        try sandbox.write(sandbox.project + "/.mortar/cache/x", "x\n")
        #expect(try sandbox.git(["status", "--porcelain", "--untracked-files=all"], in: sandbox.project)
                == "?? .gitignore\n?? mortar.json\n?? mortar.lock")
    }

    @Test func noGitIgnoreLeavesItAlone() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Core")
        try sandbox.writeManifest([#"{ "name": "Core", "git": "../remotes/Core", "branch": "develop" }"#])
        let run = sandbox.run(["bootstrap", "--no-gitignore"])
        #expect(run.out.hasPrefix("Core: cloned branch 'develop' at "))
        #expect(!FileManager.default.fileExists(atPath: sandbox.project + "/.gitignore"))
    }
}
