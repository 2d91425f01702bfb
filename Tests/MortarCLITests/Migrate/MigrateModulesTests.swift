import Foundation
import MortarCLI
import MortarCore
import Testing

/// `mortar migrate` gives a row per podspec module: converted, converted with findings, or not
/// convertible, with each finding; exit 0 only when every pod maps and every module converts.
@Suite(.serialized) struct MigrateModulesTests {
    /// An app with three podspec modules on disk and no pins: `Clean` (Swift only), `Legacy`
    /// (a prefix header), `Empty` (no source file).
    static func sandbox() throws -> FetchSandbox {
        let box = try FetchSandbox()
        let modules = box.project + "/Modules"
        try box.write(modules + "/Clean/Clean.podspec", """
            Pod::Spec.new do |s|
              s.name = 'Clean'
              s.source_files = 'Sources/**/*.swift'
            end
            """)
        try box.write(modules + "/Clean/Sources/Clean.swift", "public let clean = 1\n")
        try box.write(modules + "/Legacy/Legacy.podspec", """
            Pod::Spec.new do |s|
              s.name = 'Legacy'
              s.source_files = 'Sources/*.m'
              s.prefix_header_file = 'Legacy.pch'
            end
            """)
        try box.write(modules + "/Legacy/Sources/Legacy.m", "int legacy(void) { return 1; }\n")
        try box.write(modules + "/Legacy/Legacy.pch", "#import <Foundation/Foundation.h>\n")
        try box.write(modules + "/Empty/Empty.podspec", """
            Pod::Spec.new do |s|
              s.name = 'Empty'
              s.source_files = 'Sources/*.swift'
            end
            """)
        try box.writeManifest([
            "{\"name\": \"Clean\", \"path\": \"Modules/Clean\"}",
            "{\"name\": \"Legacy\", \"path\": \"Modules/Legacy\"}",
            "{\"name\": \"Empty\", \"path\": \"Modules/Empty\"}",
        ])
        return box
    }

    @Test func textHasARowPerModuleAndExitsOne() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        let run = box.run(["migrate"])
        #expect(run.out == """
            module Clean: converted
            module Empty: not convertible
              Modules/Empty/Empty.podspec:1:1: warning[swiftpm-conversion]: 'Empty' selects no source file on ios, so it becomes no SwiftPM target
                help: check source_files against the files of the module's folder
            module Legacy: converted with findings
              Modules/Legacy/Legacy.podspec:4:3: warning[swiftpm-conversion]: 'Legacy' sets a prefix header (prefix_header_file); SwiftPM has no prefix headers, so it is not applied
                help: import what the prefix header imports in each file that needs it, then remove prefix_header_file
            0 pods: 0 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable; 3 podspec modules: 1 converted, 1 converted with findings, 1 not convertible

            """)
        #expect(run.err == "")
        #expect(run.code == .failure)
    }

    @Test func jsonHasModulesAndTheirCounts() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        let run = box.run(["migrate", "--format", "json"])
        #expect(run.out == """
            {
              "manifest": "mortar.json",
              "pods": [],
              "counts": {
                "total": 0,
                "mapped": 0,
                "unmapped": 0,
                "no-package": 0,
                "no-source": 0,
                "unavailable": 0
              },
              "findings": [],
              "modules": [
                {
                  "name": "Clean",
                  "status": "converted",
                  "findings": []
                },
                {
                  "name": "Empty",
                  "status": "not-convertible",
                  "findings": [
                    {
                      "code": "swiftpm-conversion",
                      "severity": "warning",
                      "location": "Modules/Empty/Empty.podspec:1:1",
                      "message": "'Empty' selects no source file on ios, so it becomes no SwiftPM target",
                      "help": "check source_files against the files of the module's folder"
                    }
                  ]
                },
                {
                  "name": "Legacy",
                  "status": "converted-with-findings",
                  "findings": [
                    {
                      "code": "swiftpm-conversion",
                      "severity": "warning",
                      "location": "Modules/Legacy/Legacy.podspec:4:3",
                      "message": "'Legacy' sets a prefix header (prefix_header_file); SwiftPM has no prefix headers, so it is not applied",
                      "help": "import what the prefix header imports in each file that needs it, then remove prefix_header_file"
                    }
                  ]
                }
              ],
              "moduleCounts": {
                "total": 3,
                "converted": 1,
                "converted-with-findings": 1,
                "not-convertible": 1
              },
              "diagnostics": [],
              "messages": []
            }

            """)
        #expect(run.code == .failure)
    }

    @Test func markdownTicksOnlyTheModuleConvertedWithNoFinding() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        let run = box.run(["migrate", "--format", "markdown"])
        #expect(run.out == """
            # Moving App from CocoaPods to SwiftPM

            0 pods: 0 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable; 3 podspec modules: 1 converted, 1 converted with findings, 1 not convertible

            - [x] **Clean** (podspec module): converted
            - [ ] **Empty** (podspec module): not convertible
              - `swiftpm-conversion` at `Modules/Empty/Empty.podspec:1:1`: 'Empty' selects no source file on ios, so it becomes no SwiftPM target — check source_files against the files of the module's folder
            - [ ] **Legacy** (podspec module): converted with findings
              - `swiftpm-conversion` at `Modules/Legacy/Legacy.podspec:4:3`: 'Legacy' sets a prefix header (prefix_header_file); SwiftPM has no prefix headers, so it is not applied — import what the prefix header imports in each file that needs it, then remove prefix_header_file

            """)
        #expect(run.code == .failure)
    }

    @Test func everyModuleConvertedExitsZero() throws {
        let box = try Self.sandbox()
        defer { box.cleanUp() }
        try box.writeManifest(["{\"name\": \"Clean\", \"path\": \"Modules/Clean\"}"])
        let run = box.run(["migrate"])
        #expect(run.out == """
            module Clean: converted
            0 pods: 0 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable; 1 podspec module: 1 converted, 0 converted with findings, 0 not convertible

            """)
        #expect(run.code == .success)
    }

    /// A pod's own repository with its example app: the Podfile in `Example/`, the module at
    /// `..`. Migrate and generate give one answer through one function: the module is outside
    /// the composite package's folder, with the same finding and the same fix.
    @Test func aModuleOutsideThePackageFolderIsTheSameFindingInMigrateAndGenerate() throws {
        let box = try FetchSandbox()
        defer { box.cleanUp() }
        try box.write(box.project + "/Kit.podspec", "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.version = '1.0.0'\n  s.source_files = 'Sources/*.swift'\nend\n")
        try box.write(box.project + "/Sources/Kit.swift", "public let kit = 1\n")
        try box.write(box.project + "/Example/Podfile", "platform :ios, '13.0'\n\ntarget 'Kit_Example' do\n  pod 'Kit', :path => '../'\nend\n")
        try box.write(box.project + "/Example/mortar.json", "{ \"name\": \"KitExample\" }\n")
        let finding = """
            Example/Podfile:4:3: warning[swiftpm-conversion]: module 'Kit' is at '..', outside the folder of the generated Package.swift; SwiftPM compiles only files inside a package's folder, so its targets are left out
              help: fetch it into the checkouts folder (a git source) or move it below the folder of Podfile, or generate the Package.swift in a folder that holds every module: "outputs": {"swiftpm": "../Package.swift"} in the mortar.json beside Podfile

            """
        let migrate = box.run(["migrate", "--offline", "--manifest", "Example/Podfile"])
        #expect(migrate.code == .failure)
        #expect(migrate.out == """
            module Kit: not convertible
            \(finding.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
            0 pods: 0 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable; 1 podspec module: 0 converted, 0 converted with findings, 1 not convertible

            """)
        #expect(migrate.err == "")
        let generate = box.run(["generate", "--manifest", "Example/Podfile"])
        #expect(generate.code == .success)
        #expect(generate.err == finding)
    }
}
