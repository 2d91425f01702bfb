import Foundation
import MortarCLI
import MortarCore
import MortarFormats
import Testing

/// A test bundle links a product it only inherits from its parent's pods when its own sources
/// (its Sources build phase, read from disk) import one of the product's modules; the products
/// of its own pod lines always stay; an unreadable source keeps CocoaPods' rule, said.
/// `Shop.xcodeproj` (`Oracle/make-shop.rb`) with sources added to its test bundles here.
@Suite(.serialized) struct IntegrateTestBundleTests {
    /// The Sources phases of `Shop.xcodeproj`'s test bundles.
    static let uiTestsSources = "CA2FD7A3FAA0CD3092DBA619", unitTestsSources = "5A321BC2C06C2B3674B21496"

    /// `IntegrateMadeProjectTests.podfile` with the unit tests nested in the app and
    /// inheriting its pods, as CocoaPods' default (`inherit! :complete`) has it.
    static let hostedPodfile = IntegrateMadeProjectTests.podfile.replacingOccurrences(of: "      inherit! :search_paths\n", with: "")

    /// Shop with `files` (path relative to the project's folder → its text, nil for none on
    /// disk) listed in the Sources phase `phase`.
    static func shop(_ files: [(path: String, text: String?)], phase: String, podfile: String = IntegrateMadeProjectTests.podfile) throws -> IntegrateSandbox {
        let box = IntegrateSandbox()
        try FileManager.default.copyItem(atPath: IntegrateCommandTests.oracleFolder + "/Shop.xcodeproj", toPath: box.root + "/Shop.xcodeproj")
        var project = box.text("Shop.xcodeproj/project.pbxproj")
        for (index, file) in files.enumerated() {
            let buildFile = String(format: "B0B0B0B0B0B0B0B0B0B0B0%02d", index), reference = String(format: "F0F0F0F0F0F0F0F0F0F0F0%02d", index)
            let type = file.path.hasSuffix(".m") ? "sourcecode.c.objc" : "sourcecode.swift"
            project = project
                .replacingOccurrences(
                    of: "/* Begin PBXBuildFile section */\n",
                    with: "/* Begin PBXBuildFile section */\n\t\t\(buildFile) = {isa = PBXBuildFile; fileRef = \(reference); };\n")
                .replacingOccurrences(
                    of: "/* Begin PBXFileReference section */\n",
                    with: "/* Begin PBXFileReference section */\n\t\t\(reference) = {isa = PBXFileReference; lastKnownFileType = \(type); path = \(file.path); sourceTree = SOURCE_ROOT; };\n")
                .replacingOccurrences(
                    of: "\t\t\(phase) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n",
                    with: "\t\t\(phase) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n\t\t\t\t\(buildFile),\n")
            if let text = file.text {
                try FileManager.default.createDirectory(atPath: box.root + "/" + PathText.directory(of: file.path), withIntermediateDirectories: true)
                box.write(text, to: file.path)
            }
        }
        box.write(project, to: "Shop.xcodeproj/project.pbxproj")
        box.write(podfile, to: "Podfile")
        box.write(IntegrateMadeProjectTests.sidecar, to: "mortar.json")
        #expect(box.run(["generate", "--manifest", "Podfile"]).exitCode == .success)
        return box
    }

    /// `integrate --dry-run` in `box`, which must succeed (notes are no failure).
    static func dryRun(_ box: IntegrateSandbox, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> CLIRun {
        let run = box.run(["integrate", "--manifest", "Podfile", "--dry-run"])
        #expect(run.exitCode == .success, "\(run.stderr)", sourceLocation: sourceLocation)
        return run
    }

    static let dropHelp = "a UI test runs outside the app's process and a hosted unit test finds its host's code at run time; should a test come to import one, link it to '%@' in Xcode"

    /// rootstrap/ios-base: UI tests nested in the app with `inherit! :complete`, whose sources
    /// import no pod: only its own line's Nimble, though its sources do not import it either.
    @Test func aUITestBundleImportingNoInheritedModuleGetsOnlyItsOwnPods() throws {
        let box = try Self.shop([("ShopUITests/FlowTests.swift", "import XCTest\n\nfinal class FlowTests: XCTestCase {}\n")], phase: Self.uiTestsSources)
        defer { box.cleanUp() }
        let text = Self.dryRun(box)
        #expect(text.stderr == """
            Podfile:15:5: note[test-products]: target 'ShopUITests' is a test bundle whose sources import no module of 'Alamofire', 'Kingfisher', which it would link only because it inherits the pods of 'Shop' (inherit! :complete), so integrate does not link them there
              help: \(String(format: Self.dropHelp, "ShopUITests"))

            """)
        #expect(text.stdout.contains("  ShopUITests: Nimble\n"), "\(text.stdout)")
        let outcome = try box.integrateJSON()
        #expect(IntegrateCommandTests.promisedProducts(outcome).filter { $0.hasPrefix("ShopUITests:") } == ["ShopUITests: Nimble null"])
    }

    /// `--format json` says per target what it links and what it leaves out, and why: the
    /// products a test bundle only inherits and its sources import no module of (`leftOut`).
    @Test func theJSONListsTheProductsATestBundleIsNotGiven() throws {
        let box = try Self.shop([("ShopUITests/FlowTests.swift", "import XCTest\nimport Kingfisher\n")], phase: Self.uiTestsSources)
        defer { box.cleanUp() }
        let run = box.run(["integrate", "--manifest", "Podfile", "--dry-run", "--format", "json"])
        #expect(run.exitCode == .success)
        #expect(run.stdout == Self.leftOutDocument)
    }

    static let leftOutDocument = """
        {
          "project": "Shop.xcodeproj",
          "dryRun": true,
          "refused": false,
          "removed": [
            "remove build phase '[CP] Check Pods Manifest.lock' from target 'Shop'",
            "remove build phase '[CP] Embed Pods Frameworks' from target 'Shop'",
            "unlink 'Pods_Shared_Shop.framework' from target 'Shop'",
            "drop base configuration 'Pods/Target Support Files/Pods-Shared-Shop/Pods-Shared-Shop.release.xcconfig' from configuration 'Release' of target 'Shop'",
            "drop base configuration 'Pods/Target Support Files/Pods-Shared-Shop/Pods-Shared-Shop.debug.xcconfig' from configuration 'Debug' of target 'Shop'",
            "remove build phase '[CP] Check Pods Manifest.lock' from target 'ShopTests'",
            "unlink 'Pods_ShopTests.framework' from target 'ShopTests'",
            "drop base configuration 'Pods/Target Support Files/Pods-ShopTests/Pods-ShopTests.release.xcconfig' from configuration 'Release' of target 'ShopTests'",
            "drop base configuration 'Pods/Target Support Files/Pods-ShopTests/Pods-ShopTests.debug.xcconfig' from configuration 'Debug' of target 'ShopTests'",
            "remove build phase '[CP] Check Pods Manifest.lock' from target 'ShopUITests'",
            "unlink 'Pods_Shared_Shop_ShopUITests.framework' from target 'ShopUITests'",
            "drop base configuration 'Pods/Target Support Files/Pods-Shared-Shop-ShopUITests/Pods-Shared-Shop-ShopUITests.release.xcconfig' from configuration 'Release' of target 'ShopUITests'",
            "drop base configuration 'Pods/Target Support Files/Pods-Shared-Shop-ShopUITests/Pods-Shared-Shop-ShopUITests.debug.xcconfig' from configuration 'Debug' of target 'ShopUITests'",
            "remove build phase '[CP] Check Pods Manifest.lock' from target 'ShopWidget'",
            "unlink 'Pods_Shared_ShopWidget.framework' from target 'ShopWidget'",
            "drop base configuration 'Pods/Target Support Files/Pods-Shared-ShopWidget/Pods-Shared-ShopWidget.release.xcconfig' from configuration 'Release' of target 'ShopWidget'",
            "drop base configuration 'Pods/Target Support Files/Pods-Shared-ShopWidget/Pods-Shared-ShopWidget.debug.xcconfig' from configuration 'Debug' of target 'ShopWidget'",
            "remove empty group 'Pods'"
          ],
          "added": [
            "add package reference local package '.'",
            "link product 'Alamofire' (local package '.') to target 'Shop'",
            "link product 'Kingfisher' (local package '.') to target 'Shop'",
            "link product 'Quick' (local package '.') to target 'ShopTests'",
            "link product 'Kingfisher' (local package '.') to target 'ShopUITests'",
            "link product 'Nimble' (local package '.') to target 'ShopUITests'",
            "link product 'Alamofire' (local package '.') to target 'ShopWidget'",
            "link product 'Kingfisher' (local package '.') to target 'ShopWidget'"
          ],
          "packages": [
            {
              "path": "."
            }
          ],
          "targets": [
            {
              "name": "Shop",
              "label": "Pods-Shared-Shop",
              "products": [
                {
                  "product": "Alamofire",
                  "package": {
                    "path": "."
                  },
                  "pods": [
                    "Alamofire"
                  ]
                },
                {
                  "product": "Kingfisher",
                  "package": {
                    "path": "."
                  },
                  "pods": [
                    "Kingfisher"
                  ]
                }
              ],
              "leftOut": []
            },
            {
              "name": "ShopTests",
              "label": "Pods-ShopTests",
              "products": [
                {
                  "product": "Quick",
                  "package": {
                    "path": "."
                  },
                  "pods": [
                    "Quick"
                  ]
                }
              ],
              "leftOut": []
            },
            {
              "name": "ShopUITests",
              "label": "Pods-Shared-Shop-ShopUITests",
              "products": [
                {
                  "product": "Kingfisher",
                  "package": {
                    "path": "."
                  },
                  "pods": [
                    "Kingfisher"
                  ]
                },
                {
                  "product": "Nimble",
                  "package": {
                    "path": "."
                  },
                  "pods": [
                    "Nimble"
                  ]
                }
              ],
              "leftOut": [
                {
                  "product": "Alamofire",
                  "package": {
                    "path": "."
                  },
                  "pods": [
                    "Alamofire"
                  ],
                  "reason": "not-imported"
                }
              ]
            },
            {
              "name": "ShopWidget",
              "label": "Pods-Shared-ShopWidget",
              "products": [
                {
                  "product": "Alamofire",
                  "package": {
                    "path": "."
                  },
                  "pods": [
                    "Alamofire"
                  ]
                },
                {
                  "product": "Kingfisher",
                  "package": {
                    "path": "."
                  },
                  "pods": [
                    "Kingfisher"
                  ]
                }
              ],
              "leftOut": []
            }
          ],
          "files": [
            "Shop.xcodeproj/project.pbxproj"
          ],
          "finish": [
            "build and test every scheme with its packages",
            "then delete 'Podfile', the folder 'Pods' and the Pods entries of .gitignore: integrate never deletes them"
          ],
          "diagnostics": [
            {
              "code": "test-products",
              "severity": "note",
              "message": "target 'ShopUITests' is a test bundle whose sources import no module of 'Alamofire', which it would link only because it inherits the pods of 'Shop' (inherit! :complete), so integrate does not link it there",
              "locations": [
                {
                  "file": "Podfile",
                  "line": 15,
                  "column": 5
                }
              ],
              "notes": [],
              "help": "a UI test runs outside the app's process and a hosted unit test finds its host's code at run time; should a test come to import one, link it to 'ShopUITests' in Xcode"
            }
          ],
          "messages": []
        }

        """

    /// A UI-test source importing a pod's module gets that product, not the other inherited one.
    @Test func aUITestBundleImportingAnInheritedModuleGetsThatProduct() throws {
        let box = try Self.shop([("ShopUITests/FlowTests.swift", "import XCTest\nimport Kingfisher\n")], phase: Self.uiTestsSources)
        defer { box.cleanUp() }
        let text = Self.dryRun(box)
        #expect(text.stderr == """
            Podfile:15:5: note[test-products]: target 'ShopUITests' is a test bundle whose sources import no module of 'Alamofire', which it would link only because it inherits the pods of 'Shop' (inherit! :complete), so integrate does not link it there
              help: \(String(format: Self.dropHelp, "ShopUITests"))

            """)
        #expect(text.stdout.contains("  ShopUITests: Kingfisher, Nimble\n"), "\(text.stdout)")
    }

    /// iOS-Open-GPX-Tracker: a hosted unit-test bundle inherits its app's pods; an Objective-C
    /// `#import <Alamofire/…>` and a Swift `@testable import` of the app are what it imports.
    @Test func aHostedUnitTestBundleGetsOnlyTheInheritedProductsItImports() throws {
        let box = try Self.shop(
            [("ShopTests/CartTests.swift", "@testable import Shop\nimport Quick\n"), ("ShopTests/Legacy.m", "#import <Alamofire/Alamofire.h>\n")],
            phase: Self.unitTestsSources, podfile: Self.hostedPodfile)
        defer { box.cleanUp() }
        let text = Self.dryRun(box)
        #expect(text.stderr == """
            Podfile:10:5: note[test-products]: target 'ShopTests' is a test bundle whose sources import no module of 'Kingfisher', which it would link only because it inherits the pods of 'Shop' (inherit! :complete), so integrate does not link it there
              help: \(String(format: Self.dropHelp, "ShopTests"))
            Podfile:14:5: note[test-products]: target 'ShopUITests' is a test bundle whose sources import no module of 'Alamofire', 'Kingfisher', which it would link only because it inherits the pods of 'Shop' (inherit! :complete), so integrate does not link them there
              help: \(String(format: Self.dropHelp, "ShopUITests"))

            """)
        #expect(text.stdout.contains("  ShopTests: Alamofire, Quick\n"), "\(text.stdout)")
    }

    /// A source the project lists that is not on disk: what the bundle imports is unknown, so it
    /// links every inherited product, as CocoaPods does, and says why.
    @Test func anUnreadableSourceKeepsTheInheritedProductsWithANote() throws {
        let box = try Self.shop([("ShopUITests/Gone.swift", nil)], phase: Self.uiTestsSources)
        defer { box.cleanUp() }
        let text = Self.dryRun(box)
        #expect(text.stderr == """
            Podfile:15:5: note[test-products]: target 'ShopUITests' is a test bundle that would link 'Alamofire', 'Kingfisher' only because it inherits the pods of 'Shop' (inherit! :complete), and what its sources import is unknown (its source 'ShopUITests/Gone.swift' cannot be read: no such file or folder), so integrate links them as CocoaPods does
              help: make its sources readable and integrate again to link only the inherited products they import, or unlink in Xcode those its tests do not import

            """)
        #expect(text.stdout.contains("  ShopUITests: Alamofire, Kingfisher, Nimble\n"), "\(text.stdout)")
    }

    /// Xcode 16: the UI tests' sources are a synchronized folder, walked for its sources (a
    /// nested folder too; the Info.plist is no source).
    @Test func aSynchronizedFolderIsReadForItsImports() throws {
        let box = try Self.shop([], phase: Self.uiTestsSources)
        defer { box.cleanUp() }
        let group = "C0C0C0C0C0C0C0C0C0C0C0C0"
        let project = box.text("Shop.xcodeproj/project.pbxproj")
            .replacingOccurrences(
                of: "/* Begin PBXFileReference section */\n",
                with: "/* Begin PBXFileReference section */\n\t\t\(group) = {isa = PBXFileSystemSynchronizedRootGroup; path = ShopUITests; sourceTree = \"<group>\"; };\n")
            .replacingOccurrences(of: "\t\t\t\t9027F740F9E38EA9486D9113 /* Products */,\n", with: "\t\t\t\t9027F740F9E38EA9486D9113 /* Products */,\n\t\t\t\t\(group),\n")
            .replacingOccurrences(of: "\t\t\tname = ShopUITests;\n", with: "\t\t\tfileSystemSynchronizedGroups = (\n\t\t\t\t\(group),\n\t\t\t);\n\t\t\tname = ShopUITests;\n")
        box.write(project, to: "Shop.xcodeproj/project.pbxproj")
        try FileManager.default.createDirectory(atPath: box.root + "/ShopUITests/Flows", withIntermediateDirectories: true)
        box.write("import XCTest\n", to: "ShopUITests/LaunchTests.swift")
        box.write("import Kingfisher\n", to: "ShopUITests/Flows/GalleryTests.swift")
        box.write("<plist/>\n", to: "ShopUITests/Info.plist")
        let text = Self.dryRun(box)
        #expect(text.stderr == """
            Podfile:15:5: note[test-products]: target 'ShopUITests' is a test bundle whose sources import no module of 'Alamofire', which it would link only because it inherits the pods of 'Shop' (inherit! :complete), so integrate does not link it there
              help: \(String(format: Self.dropHelp, "ShopUITests"))

            """)
        #expect(text.stdout.contains("  ShopUITests: Kingfisher, Nimble\n"), "\(text.stdout)")
    }
}
