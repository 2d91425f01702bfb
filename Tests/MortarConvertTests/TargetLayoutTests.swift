import MortarConvert
import MortarCore
import Testing

/// What SwiftPM sees of a converted pod's folder: only the files its spec selects, whatever
/// else the repository holds beside them.
@Suite struct TargetLayoutTests {
    @Test func aTargetAtTheRepositoryRootExcludesTheDemoTheTestsAndTheProject() throws {
        // MBProgressHUD's shape: the pod's files at the root of a repository that holds a demo
        // app (its storyboards), tests and an Xcode project; SwiftPM would take the demo's
        // storyboards in as resources of the pod's target.
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'HUD'
          s.source_files = 'HUD.{h,m}', 'Private/*.h'
          s.public_header_files = 'HUD.h'
          s.resources = 'Assets/HUD.xcassets'
        end
        """, files: ["HUD.h", "HUD.m", "Private/HUDView.h", "Private/Notes.txt", "Assets/HUD.xcassets/Contents.json", "Assets/Other.png",
                     "Demo/Base.lproj/Main.storyboard", "Demo/AppDelegate.m", "Tests/HUDTests.m", "HUD.xcodeproj/project.pbxproj",
                     ".github/workflows/ci.yml", "README.md", "Package.swift.old"])
        #expect(conversion.targets == [
            PackageTarget(name: "HUD", path: "", exclude: ["Assets/Other.png", "Demo", "HUD.xcodeproj", "Package.swift.old", "Private/Notes.txt", "README.md", "Tests"],
                          sources: ["HUD.h", "HUD.m", "Private/HUDView.h"], resources: [PackageResource(.process, "Assets/HUD.xcassets")],
                          publicHeadersPath: "."),
        ])
    }

    @Test func aFolderThatHoldsOnlyTheSelectedFilesExcludesNothing() throws {
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = 'Sources/Kit/**/*.swift'
        end
        """, files: ["Sources/Kit/A.swift", "Sources/Kit/Sub/B.swift", "Sources/Other/C.swift", "Example/Base.lproj/Main.storyboard"])
        #expect(conversion.targets == [PackageTarget(name: "Kit", path: "Sources/Kit", sources: ["A.swift", "Sub/B.swift"])])
    }
}

/// `*.lproj` resources: SwiftPM needs the package's `defaultLocalization`.
@Suite struct LocalizedResourceTests {
    @Test func localizedResourcesAreListedAndAPodWithoutEnglishGetsANote() throws {
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = 'Sources/*.swift'
          s.resource_bundles = { 'Kit' => ['Resources/*.lproj', 'Resources/Assets'] }
          s.resources = 'Copied'
        end
        """, files: ["Sources/K.swift", "Resources/fr.lproj/Kit.strings", "Resources/Base.lproj/Main.storyboard",
                     "Resources/Assets/Contents.json", "Copied/de.lproj/Other.strings"])
        #expect(conversion.localizations == ["Base", "fr"])
        #expect(ConversionHarness.text(conversion.findings) == [
            """
            Pod.podspec:4:3: note[swiftpm-conversion]: 'Kit' has localized resources ('Base.lproj', 'fr.lproj') but no 'en.lproj'; SwiftPM needs a default localization, so the package's defaultLocalization is 'en'
              help: if the pod's development region is not English, set defaultLocalization in the generated Package.swift's template (mortar generate --template-dir)
            """,
        ])
    }

    @Test func aPodWithEnglishResourcesNeedsNoNote() throws {
        let conversion = try ConversionHarness.convert("""
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = 'Sources/*.swift'
          s.resources = 'Resources/*'
        end
        """, files: ["Sources/K.swift", "Resources/en.lproj/Kit.strings", "Resources/fr.lproj/Kit.strings", "Resources/Data.json"])
        #expect(conversion.localizations == ["en", "fr"])
        #expect(conversion.findings == [])
    }
}
