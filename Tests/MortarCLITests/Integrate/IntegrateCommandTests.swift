import Foundation
import MortarCLI
import MortarCore
import MortarFormats
import MortarTestSupport
import MortarXcode
import Testing

/// `mortar integrate` on AppAuth-iOS's `Example-iOS_ObjC` project (a real CocoaPods app: an
/// app, its unit tests and an app extension, CocoaPods' phases checked in), with its Podfile
/// moved from `:path` to pins and given the unit test target.
@Suite(.serialized) struct IntegrateCommandTests {
    static let podfile = """
        platform :ios, '11.0'

        use_frameworks!

        target 'Example-iOS_ObjC' do
          pod 'AppAuth', '1.7.5'

          target 'AppAuthExample-iOS_ObjCTests' do
            inherit! :search_paths
            pod 'OCMock', '3.9.4'
          end
        end

        target 'Example-iOS_ObjC_Extension' do
          pod 'AppAuth/Core', '1.7.5'
        end

        """

    static let sidecar = """
        {
          "name": "Example",
          "pins": {
            "AppAuth": { "version": "1.7.5", "git": "https://github.com/openid/AppAuth-iOS.git", "products": ["AppAuth", "AppAuthCore"] },
            "OCMock": { "version": "3.9.4", "git": "https://github.com/erikdoe/ocmock.git", "products": ["OCMock"] }
          }
        }

        """

    static let project = "Example-iOS_ObjC.xcodeproj"

    /// The app folder after `mortar generate`: the project and CocoaPods' workspace, the
    /// Podfile, its mortar.json and the composite package.
    static func app(podfile: String = podfile, sidecar: String = sidecar) throws -> IntegrateSandbox {
        let box = IntegrateSandbox()
        try box.copyProject("appauth-objc", project)
        try box.copyProject("appauth-objc", "Example-iOS_ObjC.xcworkspace")
        box.write(podfile, to: "Podfile")
        box.write(sidecar, to: "mortar.json")
        let generate = box.run(["generate", "--manifest", "Podfile"])
        #expect(generate.exitCode == .success, "\(generate.stderr)")
        return box
    }

    static let removals = """
          remove build phase '[CP] Check Pods Manifest.lock' from target 'Example-iOS_ObjC'
          remove build phase '[CP] Embed Pods Frameworks' from target 'Example-iOS_ObjC'
          unlink 'Pods_Example_iOS_ObjC.framework' from target 'Example-iOS_ObjC'
          drop base configuration 'Pods/Target Support Files/Pods-Example-iOS_ObjC/Pods-Example-iOS_ObjC.debug.xcconfig' from configuration 'Debug' of target 'Example-iOS_ObjC'
          drop base configuration 'Pods/Target Support Files/Pods-Example-iOS_ObjC/Pods-Example-iOS_ObjC.release.xcconfig' from configuration 'Release' of target 'Example-iOS_ObjC'
          remove build phase '[CP] Check Pods Manifest.lock' from target 'Example-iOS_ObjC_Extension'
          unlink 'Pods_Example_iOS_ObjC_Extension.framework' from target 'Example-iOS_ObjC_Extension'
          drop base configuration 'Pods/Target Support Files/Pods-Example-iOS_ObjC_Extension/Pods-Example-iOS_ObjC_Extension.debug.xcconfig' from configuration 'Debug' of target 'Example-iOS_ObjC_Extension'
          drop base configuration 'Pods/Target Support Files/Pods-Example-iOS_ObjC_Extension/Pods-Example-iOS_ObjC_Extension.release.xcconfig' from configuration 'Release' of target 'Example-iOS_ObjC_Extension'
          remove file reference '${BUILT_PRODUCTS_DIR}/libPods-Example.a'
          remove file reference 'Pods/Target Support Files/Pods-Example/Pods-Example.debug.xcconfig'
          remove file reference 'Pods/Target Support Files/Pods-Example/Pods-Example.release.xcconfig'
          remove empty group 'Pods'
          remove 'group:Pods/Pods.xcodeproj' from workspace 'Example-iOS_ObjC.xcworkspace'

        """

    static let targetsAndFinish = """
        targets:
          Example-iOS_ObjC: AppAuth, AppAuthCore
          AppAuthExample-iOS_ObjCTests: OCMock
          Example-iOS_ObjC_Extension: AppAuth, AppAuthCore

        """

    static let finish = """
        to finish:
          build and test every scheme with its packages
          then delete 'Podfile', the folder 'Pods' and the Pods entries of .gitignore: integrate never deletes them

        """

    static let additions = """
          add package reference local package '.'
          link product 'AppAuth' (local package '.') to target 'Example-iOS_ObjC'
          link product 'AppAuthCore' (local package '.') to target 'Example-iOS_ObjC'
          link product 'OCMock' (local package '.') to target 'AppAuthExample-iOS_ObjCTests'
          link product 'AppAuth' (local package '.') to target 'Example-iOS_ObjC_Extension'
          link product 'AppAuthCore' (local package '.') to target 'Example-iOS_ObjC_Extension'

        """

    static let oracleFolder = CLIHarness.repositoryRoot + "/Tests/MortarCLITests/Integrate/Oracle"

    static func oracle(_ name: String) throws -> JSONValue {
        let path = "\(oracleFolder)/\(name).json"
        return JSONValue(try JSONParser.parse(try String(contentsOfFile: path, encoding: .utf8), file: path))
    }

    /// What Mortar reads from the project in `box` as the oracle's `view` shows it.
    static func view(_ box: IntegrateSandbox, _ name: String) throws -> JSONValue {
        let bytes = [UInt8](try #require(box.bytes("\(name)/project.pbxproj")))
        return XcodeOracleView.view(of: try XcodeProject(bytes: bytes, file: "\(name)/project.pbxproj"), name: name)
    }

    /// `TARGET: product (package)` for each product dependency a view shows.
    static func viewProducts(_ view: JSONValue) -> [String] {
        guard case let .array(targets)? = view["targets"] else { return [] }
        return targets.flatMap { target -> [String] in
            guard case let .array(products)? = target["products"] ?? target["package_products"] else { return [] }
            return products.map { "\(target["name"]?.text ?? ""): \($0["product"]?.text ?? "") \($0["package"]?.renderedCompact() ?? "null")" }
        }.sorted()
    }

    /// The same lines from what `integrate --format json` promised.
    static func promisedProducts(_ outcome: JSONValue) -> [String] {
        guard case let .array(targets)? = outcome["targets"] else { return [] }
        return targets.flatMap { target -> [String] in
            guard case let .array(products)? = target["products"] else { return [] }
            return products.map { product -> String in
                var package = product["package"] ?? .null
                // A local package's product dependency names no package (Xcode 16's shape).
                if package["path"] != nil { package = .null }
                if let url = package["url"]?.text, let version = package["exactVersion"]?.text {
                    package = .object([("url", .string(url)), ("requirement", .object([("kind", .string("exactVersion")), ("version", .string(version))]))])
                }
                return "\(target["name"]?.text ?? ""): \(product["product"]?.text ?? "") \(package.renderedCompact())"
            }
        }.sorted()
    }

    @Test func dryRunPrintsThePlanAndLeavesEveryByteAlone() throws {
        let box = try Self.app()
        defer { box.cleanUp() }
        let before = box.snapshot()
        let run = box.run(["integrate", "--manifest", "Podfile", "--dry-run"])
        #expect(run.exitCode == .success)
        #expect(run.stderr == "")
        #expect(run.stdout == "would change Example-iOS_ObjC.xcodeproj:\n" + Self.removals + Self.additions + Self.targetsAndFinish
            + "would write Example-iOS_ObjC.xcodeproj/project.pbxproj\nwould write Example-iOS_ObjC.xcworkspace/contents.xcworkspacedata\n" + Self.finish)
        #expect(box.snapshot() == before)
    }

    /// Seen on ZekeSnider/Jared: its Podfile is spelled `podfile`. How to finish names the
    /// files as they are: the Podfile by its own name, the lock beside it because it is there.
    @Test func howToFinishNamesThePodfileAndTheLockAsTheyAre() throws {
        let box = IntegrateSandbox()
        defer { box.cleanUp() }
        try box.copyProject("appauth-objc", Self.project)
        try box.copyProject("appauth-objc", "Example-iOS_ObjC.xcworkspace")
        box.write(Self.podfile, to: "podfile")
        box.write(Self.sidecar, to: "mortar.json")
        box.write("""
            PODS:
              - AppAuth (1.7.5)
              - AppAuth/Core (1.7.5)
              - OCMock (3.9.4)

            DEPENDENCIES:
              - AppAuth (= 1.7.5)
              - AppAuth/Core (= 1.7.5)
              - OCMock (= 3.9.4)

            COCOAPODS: 1.15.2

            """, to: "Podfile.lock")
        let generate = box.run(["generate", "--manifest", "podfile"])
        #expect(generate.exitCode == .success, "\(generate.stderr)")
        let run = box.run(["integrate", "--manifest", "podfile", "--dry-run"])
        #expect(run.exitCode == .success)
        #expect(run.stderr == "")
        #expect(run.stdout == "would change Example-iOS_ObjC.xcodeproj:\n" + Self.removals + Self.additions + Self.targetsAndFinish
            + "would write Example-iOS_ObjC.xcodeproj/project.pbxproj\nwould write Example-iOS_ObjC.xcworkspace/contents.xcworkspacedata\n" + """
            to finish:
              build and test every scheme with its packages
              then delete 'podfile', 'Podfile.lock', the folder 'Pods' and the Pods entries of .gitignore: integrate never deletes them

            """)
    }

    /// App, unit tests (`inherit! :search_paths`: its own pod only) and an app extension, each
    /// linked to its products; Xcodeproj reads the written project as promised; a second run
    /// changes nothing.
    @Test func aRealRunWritesWhatXcodeprojReadsAsPromisedAndASecondRunChangesNothing() throws {
        let box = try Self.app()
        defer { box.cleanUp() }
        let podfileBefore = box.bytes("Podfile")
        let run = box.run(["integrate", "--manifest", "Podfile"])
        #expect(run.exitCode == .success)
        #expect(run.stderr == "")
        #expect(run.stdout == "changed Example-iOS_ObjC.xcodeproj:\n" + Self.removals + Self.additions + Self.targetsAndFinish
            + "wrote Example-iOS_ObjC.xcodeproj/project.pbxproj\nwrote Example-iOS_ObjC.xcworkspace/contents.xcworkspacedata\n" + Self.finish)
        #expect(box.bytes("Podfile") == podfileBefore)
        #expect(box.text("Example-iOS_ObjC.xcworkspace/contents.xcworkspacedata") == """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <FileRef
                  location = "group:Example-iOS_ObjC.xcodeproj">
               </FileRef>
            </Workspace>

            """)

        let view = try Self.view(box, Self.project)
        let oracle = try Self.oracle("appauth-objc.integrated.view")
        #expect(view.rendered() == oracle.rendered())

        let written = box.snapshot()
        let again = box.run(["integrate", "--manifest", "Podfile", "--format", "json"])
        #expect(again.exitCode == .success)
        #expect(box.snapshot() == written)
        let outcome = JSONValue(try JSONParser.parse(again.stdout, file: "stdout"))
        #expect(outcome["added"] == .array([]))
        #expect(outcome["removed"] == .array([]))
        #expect(outcome["files"] == .array([]))
        #expect(Self.promisedProducts(outcome) == Self.viewProducts(oracle))
        #expect(Self.viewProducts(oracle) == [
            "AppAuthExample-iOS_ObjCTests: OCMock null",
            "Example-iOS_ObjC: AppAuth null",
            "Example-iOS_ObjC: AppAuthCore null",
            "Example-iOS_ObjC_Extension: AppAuth null",
            "Example-iOS_ObjC_Extension: AppAuthCore null",
        ])
        #expect(oracle["summary"]?.renderedCompact()
            == #"{"native_targets":3,"cocoapods_phases":0,"pods_base_configurations":0,"pods_frameworks":0,"package_references":1,"package_products":5}"#)

        let text = box.run(["integrate", "--manifest", "Podfile"])
        #expect(text.stdout == "Example-iOS_ObjC.xcodeproj is integrated already: nothing to change\n" + Self.targetsAndFinish + Self.finish)
    }

    @Test func remotePackagesAreReferencedAtTheirExactVersions() throws {
        let box = try Self.app()
        defer { box.cleanUp() }
        let outcome = try box.integrateJSON(["--remote-packages"])
        let oracle = try Self.oracle("appauth-objc.remote.view")
        #expect(try Self.view(box, Self.project).rendered() == oracle.rendered())
        #expect(Self.promisedProducts(outcome) == Self.viewProducts(oracle))
        #expect(oracle["package_references"]?.renderedCompact() == #"[{"url":"https://github.com/erikdoe/ocmock.git","requirement":{"kind":"exactVersion","version":"3.9.4"}},{"url":"https://github.com/openid/AppAuth-iOS.git","requirement":{"kind":"exactVersion","version":"1.7.5"}}]"#)
    }

    /// A sidecar pin outside the Podfile's requirement (`migrate --write
    /// --accept-later-versions` writes one) is the version integrate references too.
    @Test func aSidecarPinOutsideThePodfilesRequirementIsTheVersionReferenced() throws {
        let podfile = Self.podfile.replacingOccurrences(of: "'1.7.5'", with: "'~> 1.6.0'")
        let box = try Self.app(podfile: podfile)
        defer { box.cleanUp() }
        let run = box.run(["integrate", "--manifest", "Podfile", "--remote-packages", "--dry-run"])
        #expect(run.exitCode == .success)
        #expect(run.stderr == """
            mortar.json:4:5: warning[invalid-manifest]: pin 'AppAuth' in mortar.json says = 1.7.5, outside the Podfile's ~> 1.6.0 (at Podfile:6:3); the pin is used
              help: change the pod's requirement in the Podfile to admit 1.7.5 (CocoaPods still reads the Podfile's), or remove the pin

            """)
        #expect(run.stdout.contains("""
              add package reference https://github.com/openid/AppAuth-iOS.git exactly 1.7.5
              link product 'AppAuth' (https://github.com/openid/AppAuth-iOS.git exactly 1.7.5) to target 'Example-iOS_ObjC'

            """), "\(run.stdout)")
    }

    /// A project CocoaPods never touched (AppAuth-iOS's SwiftPM example): nothing to remove,
    /// the package added beside the one it has.
    @Test func aProjectWithNoCocoaPodsGetsItsPackagesOnly() throws {
        let box = IntegrateSandbox()
        defer { box.cleanUp() }
        try box.copyProject("appauth-swift-spm", "Example.xcodeproj")
        box.write("platform :ios, '12.0'\n\ntarget 'Example' do\n  pod 'OCMock', '3.9.4'\nend\n", to: "Podfile")
        box.write(#"{"name": "Example", "pins": {"OCMock": {"version": "3.9.4", "git": "https://github.com/erikdoe/ocmock.git", "products": ["OCMock"]}}}"# + "\n", to: "mortar.json")
        #expect(box.run(["generate", "--manifest", "Podfile"]).exitCode == .success)
        let run = box.run(["integrate", "--manifest", "Podfile"])
        #expect(run.exitCode == .success)
        #expect(run.stderr == "")
        #expect(run.stdout == """
            changed Example.xcodeproj:
              add package reference local package '.'
              link product 'OCMock' (local package '.') to target 'Example'
            targets:
              Example: OCMock
            wrote Example.xcodeproj/project.pbxproj
            to finish:
              build and test every scheme with its packages
              then delete 'Podfile', the folder 'Pods' and the Pods entries of .gitignore: integrate never deletes them

            """)
        #expect(try Self.view(box, "Example.xcodeproj").rendered() == (try Self.oracle("appauth-swift-spm.integrated.view")).rendered())
    }

    /// The same app with its pods in an abstract target: the app and the extension take
    /// AppAuth from it, the unit tests (`inherit! :search_paths`) only their own OCMock.
    @Test func anAbstractTargetWithInheritLinksEachTargetAsCocoaPodsResolvesIt() throws {
        let podfile = """
            platform :ios, '11.0'

            abstract_target 'Shared' do
              pod 'AppAuth', '1.7.5'

              target 'Example-iOS_ObjC' do
                target 'AppAuthExample-iOS_ObjCTests' do
                  inherit! :search_paths
                  pod 'OCMock', '3.9.4'
                end
              end

              target 'Example-iOS_ObjC_Extension'
            end

            """
        let box = try Self.app(podfile: podfile)
        defer { box.cleanUp() }
        let outcome = try box.integrateJSON()
        #expect(Self.promisedProducts(outcome) == [
            "AppAuthExample-iOS_ObjCTests: OCMock null",
            "Example-iOS_ObjC: AppAuth null",
            "Example-iOS_ObjC: AppAuthCore null",
            "Example-iOS_ObjC_Extension: AppAuth null",
            "Example-iOS_ObjC_Extension: AppAuthCore null",
        ])
        #expect(outcome["targets"].map { target -> [String] in
            guard case let .array(items) = target else { return [] }
            return items.compactMap { $0["label"]?.text }
        } == ["Pods-Shared-Example-iOS_ObjC", "Pods-AppAuthExample-iOS_ObjCTests", "Pods-Shared-Example-iOS_ObjC_Extension"])
        // Xcodeproj reads it as the first Podfile's run: the same products on the same targets.
        #expect(try Self.view(box, Self.project).rendered() == (try Self.oracle("appauth-objc.integrated.view")).rendered())
    }
}

private extension JSONValue {
    /// The string, if this is one.
    var text: String? {
        if case let .string(value) = self { return value }
        return nil
    }
}
