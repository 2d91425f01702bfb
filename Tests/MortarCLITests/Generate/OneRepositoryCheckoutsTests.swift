import Foundation
import MortarCore
import MortarWorkspace
import Testing

/// Two podspecs of one repository as two git modules (TOCropViewController's
/// `CropViewController.podspec` selects every file of `TOCropViewController.podspec` and its own
/// Swift file, with no dependency on it): each module gets its own checkout. At one commit the
/// checkouts hold the same files, so each file is compiled once — by the module whose every file
/// the other selects too — and both pods keep their product; at different commits both compile
/// them, and a warning says what is defined twice.
@Suite struct OneRepositoryCheckoutsTests {
    /// `remotes/Crop` with `Lib.podspec` (the Objective-C files) and `Crop.podspec` (those and a
    /// Swift file), tagged `1.0.0`, and `1.0.1` on a later commit; the app lists `first` first.
    static func sandbox(first: String, libTag: String = "1.0.0") throws -> FetchSandbox {
        let sandbox = try FetchSandbox()
        let remote = sandbox.remotes + "/Crop"
        try sandbox.makeRemote("Crop")
        for (name, files) in [("Lib", "'ObjC/**/*.{h,m}'"), ("Crop", "'Swift/**/*.swift', 'ObjC/**/*.{h,m}'"), ("LibExtension", "'ObjC/**/*.{h,m}'")] {
            try sandbox.write(remote + "/\(name).podspec", """
                Pod::Spec.new do |s|
                  s.name = '\(name)'
                  s.version = '1.0.0'
                  s.platform = :ios, '12.0'
                  s.source = { :git => 'https://example.invalid/Crop.git', :tag => s.version }
                  s.source_files = \(files)
                end

                """)
        }
        try sandbox.write(remote + "/ObjC/Lib.h", "#import <Foundation/Foundation.h>\n@interface Lib : NSObject\n@end\n")
        try sandbox.write(remote + "/ObjC/Lib.m", "#import \"Lib.h\"\n@implementation Lib\n@end\n")
        try sandbox.write(remote + "/Swift/Crop.swift", "public let crop = 1\n")
        try sandbox.git(["add", "-A"], in: remote)
        try sandbox.git(["commit", "--quiet", "-m", "Pods"], in: remote)
        try sandbox.git(["tag", "1.0.0"], in: remote)
        try sandbox.write(remote + "/README.md", "# Crop, later\n")
        try sandbox.git(["commit", "--quiet", "-am", "Later"], in: remote)
        try sandbox.git(["tag", "1.0.1"], in: remote)
        let entries = [
            "Lib": #"{ "name": "Lib", "git": "../remotes/Crop", "tag": "\#(libTag)", "manifest": "Lib.podspec" }"#,
            "Crop": #"{ "name": "Crop", "git": "../remotes/Crop", "tag": "1.0.0", "manifest": "Crop.podspec" }"#,
        ]
        let order = first == "Lib" ? ["Lib", "Crop"] : ["Crop", "Lib"]
        try sandbox.write(sandbox.project + "/mortar.json", """
            {
              "name": "App",
              "platforms": { "ios": "12.0" },
              "modules": [
                \(order.map { entries[$0]! }.joined(separator: ",\n    "))
              ],
              "pins": {},
              "outputs": { "swiftpm": "Package.swift", "podfile": null }
            }

            """)
        return sandbox
    }

    /// The targets of the generated package, each with the files it compiles.
    static func described(_ sandbox: FetchSandbox) throws -> (accepted: String?, targets: [String], products: [String: [String]]) {
        let ours = try ObjCAnswerKeyTests.describe(sandbox.project)
        let targets = ours.targets.map { "\($0.name): \($0.sources.joined(separator: ", ")) → \($0.dependencies.joined(separator: ", "))" }.sorted()
        return (ours.accepted, targets, ours.products)
    }

    /// Checkouts of one commit hold the same files: compiled once is right, so a note, never a
    /// warning (whose help, "keep one of them", is for an app's own podspecs in one folder).
    static let sharedNote = """
        Modules/Crop/Crop.podspec:6:3: note[swiftpm-conversion]: 'Crop' selects 2 source files that 'Lib' compiles already, in its checkout of the same commit: the same files, compiled once, in the target 'Lib', which 'Crop' uses for them

        """

    /// Whichever the app lists first, the Objective-C files are compiled once, by Lib, and both
    /// pods have their product.
    @Test(arguments: ["Lib", "Crop"])
    func checkoutsOfOneCommitCompileTheSharedFilesOnce(first: String) throws {
        let sandbox = try Self.sandbox(first: first)
        defer { sandbox.cleanUp() }
        #expect(sandbox.run(["fetch"]).code == .success)
        let generate = sandbox.run(["generate"])
        #expect(generate.err == Self.sharedNote)
        #expect(generate.code == .success)
        let package = try Self.described(sandbox)
        #expect(package.accepted == nil)
        #expect(package.targets == [
            "App: Sources/App/App.swift → " + (first == "Lib" ? "Lib, Crop" : "Crop, Lib"),
            "Crop: Modules/Crop/Swift/Crop.swift → Lib",
            "Lib: Modules/Lib/ObjC/Lib.m → ",
        ])
        #expect(package.products == ["App": ["App"], "Crop": ["Crop"], "Lib": ["Lib"]])
    }

    /// A podspec selecting exactly the files of another (a variant, as MMKV's
    /// `MMKVAppExtension`) makes no target of its own, but keeps its product: the targets that
    /// compile its files, with the note that says so.
    @Test func aVariantOfTheSameFilesKeepsItsProduct() throws {
        let sandbox = try Self.sandbox(first: "Lib")
        defer { sandbox.cleanUp() }
        try sandbox.write(sandbox.project + "/mortar.json", """
            {
              "name": "App",
              "modules": [
                { "name": "Lib", "git": "../remotes/Crop", "tag": "1.0.0", "manifest": "Lib.podspec" },
                { "name": "LibExtension", "git": "../remotes/Crop", "tag": "1.0.0", "manifest": "LibExtension.podspec" }
              ],
              "pins": {},
              "outputs": { "swiftpm": "Package.swift", "podfile": null }
            }

            """)
        #expect(sandbox.run(["fetch"]).code == .success)
        let generate = sandbox.run(["generate"])
        #expect(generate.err == """
            Modules/LibExtension/LibExtension.podspec:6:3: note[swiftpm-conversion]: 'LibExtension' selects 2 source files that 'Lib' compiles already, in its checkout of the same commit: the same files, compiled once, in the target 'Lib', which 'LibExtension' uses for them

            """)
        #expect(generate.code == .success)
        let package = try Self.described(sandbox)
        #expect(package.accepted == nil)
        #expect(package.targets == ["App: Sources/App/App.swift → Lib", "Lib: Modules/Lib/ObjC/Lib.m → "])
        #expect(package.products == ["App": ["App"], "Lib": ["Lib"], "LibExtension": ["Lib"]])
    }

    /// An uncommitted change to a shared file in the checkout that does not compile it is not
    /// built: a warning says which copy is and where to make the change.
    @Test func aChangeInTheCopyThatIsNotBuiltIsToldSo() throws {
        let sandbox = try Self.sandbox(first: "Lib")
        defer { sandbox.cleanUp() }
        #expect(sandbox.run(["fetch"]).code == .success)
        try sandbox.write(sandbox.project + "/Modules/Crop/ObjC/Lib.m", "#import \"Lib.h\"\n@implementation Lib\n- (int)changed { return 1; }\n@end\n")
        let generate = sandbox.run(["generate"])
        #expect(generate.err == Self.sharedNote + """
            mortar.json:6:15: warning[swiftpm-conversion]: 'ObjC/Lib.m' differs between the checkouts of 'Lib' and 'Crop', which are at one commit; it is compiled once, from Modules/Lib/ObjC/Lib.m, so Modules/Crop/ObjC/Lib.m is not built
              help: make the change in Modules/Lib/ObjC/Lib.m (the copy that is built), or commit it and check out 'Lib' and 'Crop' at that commit

            """)
        #expect(generate.code == .success)
    }

    /// Checkouts at different commits may differ: each compiles its own, and the warning says
    /// what is then defined twice.
    @Test func checkoutsOfDifferentCommitsAreToldTheyDefineTwice() throws {
        let sandbox = try Self.sandbox(first: "Lib", libTag: "1.0.1")
        defer { sandbox.cleanUp() }
        #expect(sandbox.run(["fetch"]).code == .success)
        let lib = try sandbox.git(["rev-parse", "--short=7", "1.0.1"], in: sandbox.remotes + "/Crop")
        let crop = try sandbox.git(["rev-parse", "--short=7", "1.0.0"], in: sandbox.remotes + "/Crop")
        let generate = sandbox.run(["generate"])
        #expect(generate.err == """
            mortar.json:6:15: warning[swiftpm-conversion]: 'Lib' and 'Crop' are checkouts of one repository at different commits (\(lib), \(crop)), and both compile 'ObjC/Lib.m'; linked into one app, what those files define is defined twice
              help: check out 'Lib' and 'Crop' at one tag or commit (their shared files are then compiled once), or keep one of them on CocoaPods

            """)
        #expect(generate.code == .success)
        let package = try Self.described(sandbox)
        #expect(package.accepted == nil)
        #expect(package.targets == [
            "App: Sources/App/App.swift → Lib, Crop_ObjC, Crop",
            "Crop: Modules/Crop/Swift/Crop.swift → Crop_ObjC",
            "Crop_ObjC: Modules/Crop/ObjC/Lib.m → ",
            "Lib: Modules/Lib/ObjC/Lib.m → ",
        ])
    }

    /// `migrate` reports the pair as converted: the files compiled once is no finding to act
    /// on (before, the warning made it "converted with findings", exit 1).
    @Test func migrateReportsCheckoutsOfOneCommitAsConverted() throws {
        let sandbox = try Self.sandbox(first: "Crop")
        defer { sandbox.cleanUp() }
        let remote = sandbox.remotes + "/Crop"
        try sandbox.write(sandbox.project + "/mortar.json", try sandbox.read(sandbox.project + "/mortar.json")
            .replacingOccurrences(of: #""git": "../remotes/Crop""#, with: #""git": "\#(remote)""#))
        #expect(sandbox.run(["fetch"]).code == .success)
        let migrate = sandbox.run(["migrate"])
        #expect(sandbox.shown(migrate.out) == """
            Crop 1.0.0: no Package.swift at tag '1.0.0'; it stays a module, converted from its podspec
              package: ROOT/remotes/Crop (the :git pod, mortar.json:5:15)
              tag: 1.0.0 (the :git pod's tag)
            Lib 1.0.0: no Package.swift at tag '1.0.0'; it stays a module, converted from its podspec
              package: ROOT/remotes/Crop (the :git pod, mortar.json:6:15)
              tag: 1.0.0 (the :git pod's tag)
            module Crop: converted
              Modules/Crop/Crop.podspec:6:3: note[swiftpm-conversion]: 'Crop' selects 2 source files that 'Lib' compiles already, in its checkout of the same commit: the same files, compiled once, in the target 'Lib', which 'Crop' uses for them
            module Lib: converted
            2 pods: 0 mapped, 0 unmapped, 2 without a Package.swift at that version, 0 with no source known, 0 unavailable; 2 podspec modules: 2 converted, 0 converted with findings, 0 not convertible

            """)
        #expect(migrate.err == "")
        #expect(migrate.code == .success)
    }

    /// At different commits, two modules converted to one target name: the later is left out
    /// (one warning says so), so nothing is compiled twice and no warning says it is.
    @Test func aNameClashAtDifferentCommitsIsToldOnce() throws {
        let sandbox = try Self.sandbox(first: "Lib")
        defer { sandbox.cleanUp() }
        let remote = sandbox.remotes + "/Crop"
        // Lib's module is named 'ObjC', the name Crop's Swift file imports its C-family target by.
        try sandbox.write(remote + "/Lib.podspec", try sandbox.read(remote + "/Lib.podspec").replacingOccurrences(of: "  s.name = 'Lib'\n", with: "  s.name = 'Lib'\n  s.module_name = 'ObjC'\n"))
        try sandbox.write(remote + "/Swift/Crop.swift", "import ObjC\npublic let crop = 1\n")
        try sandbox.git(["commit", "--quiet", "-am", "ObjC"], in: remote)
        try sandbox.git(["tag", "2.0.0"], in: remote)
        try sandbox.write(remote + "/README.md", "# Crop, later still\n")
        try sandbox.git(["commit", "--quiet", "-am", "Later"], in: remote)
        try sandbox.git(["tag", "2.0.1"], in: remote)
        try sandbox.write(sandbox.project + "/mortar.json", try sandbox.read(sandbox.project + "/mortar.json")
            .replacingOccurrences(of: #""tag": "1.0.0", "manifest": "Lib.podspec""#, with: #""tag": "2.0.0", "manifest": "Lib.podspec""#)
            .replacingOccurrences(of: #""tag": "1.0.0", "manifest": "Crop.podspec""#, with: #""tag": "2.0.1", "manifest": "Crop.podspec""#))
        #expect(sandbox.run(["fetch"]).code == .success)
        let generate = sandbox.run(["generate"])
        #expect(generate.err == """
            mortar.json:6:15: warning[swiftpm-conversion]: module 'Crop' is converted to a target or product named 'ObjC', and module 'Lib' builds one by that name too; SwiftPM needs each name once in a package, so the targets of 'Crop' are left out
              help: check out 'Lib' and 'Crop' at one tag or commit (now tag '2.0.0' and tag '2.0.1'; a target both build alike is then built once), give the podspec of 'Crop' a module_name of its own (its targets take that name), or keep one of the modules on CocoaPods

            """)
        #expect(generate.code == .success)
    }

    /// Two modules of one repository at different refs converted to one target name: the
    /// help says the obvious fix first (one tag or commit for both: the target is then built
    /// once), and the module left out gets no finding about the files and targets it no
    /// longer has.
    @Test func aNameClashAtDifferentRefsSuggestsOneRef() throws {
        let sandbox = try Self.clashAtDifferentRefs()
        defer { sandbox.cleanUp() }
        #expect(sandbox.run(["fetch"]).code == .success)
        let generate = sandbox.run(["generate"])
        #expect(generate.err == Self.clashWarning)
        #expect(generate.code == .success)
    }

    /// `migrate` applies generate's rule: the module the package leaves out is reported not
    /// convertible, with generate's warning, never "converted" (exit 1: not everything converts).
    @Test func migrateReportsTheModuleGenerateLeavesOut() throws {
        let sandbox = try Self.clashAtDifferentRefs()
        defer { sandbox.cleanUp() }
        #expect(sandbox.run(["fetch"]).code == .success)
        let migrate = sandbox.run(["migrate"])
        #expect(sandbox.shown(migrate.out) == """
            Crop 2.0.1: no Package.swift at tag '2.0.1'; it stays a module, converted from its podspec
              package: ROOT/remotes/Crop (the :git pod, mortar.json:6:15)
              tag: 2.0.1 (the :git pod's tag)
            Lib 2.0.0: no Package.swift at tag '2.0.0'; it stays a module, converted from its podspec
              package: ROOT/remotes/Crop (the :git pod, mortar.json:5:15)
              tag: 2.0.0 (the :git pod's tag)
            module Crop: not convertible
              mortar.json:6:15: warning[swiftpm-conversion]: module 'Crop' is converted to a target or product named 'ObjC', and module 'Lib' builds one by that name too; SwiftPM needs each name once in a package, so the targets of 'Crop' are left out
                help: check out 'Lib' and 'Crop' at one tag or commit (now tag '2.0.0' and tag '2.0.1'; a target both build alike is then built once), give the podspec of 'Crop' a module_name of its own (its targets take that name), or keep one of the modules on CocoaPods
            module Lib: converted
            2 pods: 0 mapped, 0 unmapped, 2 without a Package.swift at that version, 0 with no source known, 0 unavailable; 2 podspec modules: 1 converted, 0 converted with findings, 1 not convertible

            """)
        #expect(migrate.err == "")
        #expect(migrate.code == .failure)
    }

    /// generate's warning for `clashAtDifferentRefs`.
    static let clashWarning = """
        mortar.json:6:15: warning[swiftpm-conversion]: module 'Crop' is converted to a target or product named 'ObjC', and module 'Lib' builds one by that name too; SwiftPM needs each name once in a package, so the targets of 'Crop' are left out
          help: check out 'Lib' and 'Crop' at one tag or commit (now tag '2.0.0' and tag '2.0.1'; a target both build alike is then built once), give the podspec of 'Crop' a module_name of its own (its targets take that name), or keep one of the modules on CocoaPods

        """

    /// Lib at `2.0.0` and Crop at `2.0.1` of one repository (absolute URL: migrate reads its
    /// tags), both podspecs with the module name `ObjC`; Crop's has findings of its own.
    static func clashAtDifferentRefs() throws -> FetchSandbox {
        let sandbox = try Self.sandbox(first: "Lib")
        let remote = sandbox.remotes + "/Crop"
        try sandbox.write(remote + "/Lib.podspec", try sandbox.read(remote + "/Lib.podspec").replacingOccurrences(of: "  s.name = 'Lib'\n", with: "  s.name = 'Lib'\n  s.module_name = 'ObjC'\n"))
        try sandbox.write(remote + "/Crop.podspec", try sandbox.read(remote + "/Crop.podspec").replacingOccurrences(of: "  s.name = 'Crop'\n", with: "  s.name = 'Crop'\n  s.module_name = 'ObjC'\n  s.requires_arc = false\n  s.vendored_frameworks = 'Missing.xcframework'\n"))
        try sandbox.git(["add", "-A"], in: remote)
        try sandbox.git(["commit", "--quiet", "-am", "ObjC"], in: remote)
        try sandbox.git(["tag", "2.0.0"], in: remote)
        try sandbox.write(remote + "/README.md", "# Crop, later still\n")
        try sandbox.git(["commit", "--quiet", "-am", "Later"], in: remote)
        try sandbox.git(["tag", "2.0.1"], in: remote)
        try sandbox.write(sandbox.project + "/mortar.json", try sandbox.read(sandbox.project + "/mortar.json")
            .replacingOccurrences(of: #""git": "../remotes/Crop""#, with: #""git": "\#(remote)""#)
            .replacingOccurrences(of: #""tag": "1.0.0", "manifest": "Lib.podspec""#, with: #""tag": "2.0.0", "manifest": "Lib.podspec""#)
            .replacingOccurrences(of: #""tag": "1.0.0", "manifest": "Crop.podspec""#, with: #""tag": "2.0.1", "manifest": "Crop.podspec""#))
        return sandbox
    }

    /// The note is for another module's checkout only: in a git module's own checkout, specs
    /// of its podspec that overlap (a subspec selecting the root's files) keep the warning.
    @Test func specsOfOnePodspecOverlappingInACheckoutAreStillWarned() throws {
        let sandbox = try Self.sandbox(first: "Lib")
        defer { sandbox.cleanUp() }
        let remote = sandbox.remotes + "/Crop"
        try sandbox.write(remote + "/Lib.podspec", try sandbox.read(remote + "/Lib.podspec")
            .replacingOccurrences(of: "end\n", with: "  s.subspec 'Extra' do |e|\n    e.source_files = 'ObjC/**/*.m'\n  end\nend\n"))
        try sandbox.git(["commit", "--quiet", "-am", "Extra"], in: remote)
        try sandbox.git(["tag", "2.0.0"], in: remote)
        try sandbox.write(sandbox.project + "/mortar.json", """
            {
              "name": "App",
              "modules": [
                { "name": "Lib", "git": "../remotes/Crop", "tag": "2.0.0", "manifest": "Lib.podspec" }
              ],
              "pins": {},
              "outputs": { "swiftpm": "Package.swift", "podfile": null }
            }

            """)
        #expect(sandbox.run(["fetch"]).code == .success)
        let generate = sandbox.run(["generate"])
        #expect(generate.err == """
            Modules/Lib/Lib.podspec:8:5: warning[swiftpm-conversion]: 'Lib/Extra' selects 1 source file that 'Lib' compiles already; SwiftPM compiles a file in one target only, so 'Lib/Extra' uses the targets of 'Lib' for it
              help: if the specs are variants of the same code, keep one of them for SwiftPM; otherwise move the shared files into a subspec both depend on

            """)
        #expect(generate.code == .success)
    }
}
