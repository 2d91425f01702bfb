import MortarCore
import MortarRuby
import Testing
@testable import MortarFormats

@Suite struct PodfileReaderTests {
    static let podfile = """
        source 'https://cdn.cocoapods.org/'
        platform :ios, '13.0'
        use_frameworks! :linkage => :static
        use_modular_headers!
        inhibit_all_warnings!

        def shared(extra = nil)
          pod 'Core', :git => 'https://git.example.com/Core.git', :branch => 'develop'
          pod extra, '1.0' if extra
        end

        abstract_target 'All' do
          shared
          target 'App' do
            pod 'UI', :path => '../UI'
            pod 'AFNetworking', '4.0.1'
            pod 'Masonry', '~> 1.1', :configurations => ['Debug']
            pod 'Net/Reachability', git: 'https://git.example.com/Net.git', tag: '2.3.0'
            pod 'Net', git: 'https://git.example.com/Net.git', tag: '2.3.0', subspecs: ['Core', 'Cache']
            pod 'Bybus', :git => 'https://git.example.com/Bybus.git', :commit => '9f1c2e0'
            pod 'Local', :podspec => 'Specs/Local.podspec'
            target 'AppTests' do
              inherit! :search_paths
              shared 'OCMock'
            end
          end
        end

        post_install do |installer|
          installer.pods_project.targets.each { |t| t.name }
        end
        """

    @Test func readsPodsInOrderWithTargetPaths() throws {
        let podfile = try PodfileReader.read(Self.podfile, file: "Podfile")
        #expect(podfile.pods.map { "\($0.target) \($0.name) \($0.requirements)" } == [
            "All Core []",
            "All/App UI []",
            "All/App AFNetworking [\"4.0.1\"]",
            "All/App Masonry [\"~> 1.1\"]",
            "All/App Net/Reachability []",
            "All/App Net []",
            "All/App Bybus []",
            "All/App Local []",
            "All/App/AppTests Core []",
            "All/App/AppTests OCMock [\"1.0\"]",
        ])
        #expect(podfile.pods[3].configurations == ["Debug"])
        #expect(podfile.pods[0].location == SourceLocation(file: "Podfile", line: 8, column: 3))
    }

    @Test func mapsToTheIntegratorModel() throws {
        let manifest = try PodfileReader.read(Self.podfile, file: "App/Podfile").manifest
        #expect(manifest.kind == .podfile)
        #expect(manifest.path == "App/Podfile")
        #expect(manifest.name == "App")
        #expect(manifest.platforms == [Platform(name: "ios", version: "13.0", location: SourceLocation(file: "App/Podfile", line: 2, column: 1))])
        #expect(manifest.sources == ["https://cdn.cocoapods.org/"])
        #expect(manifest.modules.map(\.name) == ["Core", "UI", "Net", "Bybus", "Local"])
        #expect(manifest.modules.map(\.source) == [
            .git(url: "https://git.example.com/Core.git", ref: .branch("develop")),
            .path("../UI"),
            .git(url: "https://git.example.com/Net.git", ref: .tag("2.3.0")),
            .git(url: "https://git.example.com/Bybus.git", ref: .commit("9f1c2e0")),
            .path("Specs"),
        ])
        #expect(manifest.modules[2].subspecs == ["Reachability", "Core", "Cache"])
        #expect(manifest.modules[4].manifest == "Local.podspec")
        #expect(manifest.pins.map { "\($0.name) \($0.requirement)" } == ["AFNetworking = 4.0.1", "Masonry ~> 1.1", "OCMock = 1.0"])
        #expect(manifest.pins[0].version == Version("4.0.1"))
        #expect(manifest.pins[1].version == nil)
        let settings = manifest.podfile
        #expect(settings.useFrameworks && settings.linkage == "static" && settings.useModularHeaders && settings.inhibitAllWarnings)
        #expect(settings.target == "App")
        #expect(settings.hooks == ["post_install do |installer|\n  installer.pods_project.targets.each { |t| t.name }\nend"])
    }

    @Test func layersComeFromMortarJSON() throws {
        let manifest = try PodfileReader.read(Self.podfile, file: "Podfile").manifest
        let sidecar = try PodfileSidecarReader.read("""
            {
              "layers": [
                { "name": "foundation" },
                { "name": "features", "isolated": true }
              ],
              "modules": [{ "name": "Core", "layer": "foundation" }, { "name": "Bybus", "layer": "features" }]
            }
            """, file: "mortar.json")
        let layered = PodfileSidecarReader.apply(sidecar, to: manifest)
        #expect(layered.manifest.layers == [Layer(name: "foundation", location: SourceLocation(file: "mortar.json", line: 3, column: 15)),
                                            Layer(name: "features", isolated: true, location: SourceLocation(file: "mortar.json", line: 4, column: 15))])
        #expect(layered.manifest.modules.map { $0.layer ?? "-" } == ["foundation", "-", "-", "features", "-"])
        #expect(layered.warnings == [])
    }

    @Test func environmentDecidesBranches() throws {
        let text = """
            if ENV['USE_LOCAL']
              pod 'Core', :path => '../Core'
            else
              pod 'Core', :git => 'https://x/Core.git', :tag => ENV.fetch('CORE_TAG', '1.0.0')
            end
            """
        let plain = try PodfileReader.read(text, file: "Podfile").manifest.modules
        #expect(plain.map(\.source) == [.git(url: "https://x/Core.git", ref: .tag("1.0.0"))])
        let local = try PodfileReader.read(text, file: "Podfile", environment: ["USE_LOCAL": "1"]).manifest.modules
        #expect(local.map(\.source) == [.path("../Core")])
    }

    /// WordPressKit-iOS's Podfile (wordpress-mobile/WordPressKit-iOS) names its deployment target
    /// once as a `Gem::Version`; CocoaPods' `Platform.new` reads its text (`cp-oracle.rb
    /// podfile-targets`: ios 13.0). It was refused ("must be a string, not a Gem::Version").
    @Test func aDeploymentTargetMayBeAGemVersion() throws {
        let text = "APP_IOS_DEPLOYMENT_TARGET = Gem::Version.new('13.0')\n\nplatform :ios, APP_IOS_DEPLOYMENT_TARGET\n"
        #expect(try PodfileReader.read(text, file: "Podfile").manifest.platforms
                == [Platform(name: "ios", version: "13.0", location: SourceLocation(file: "Podfile", line: 3, column: 1))])
    }

    /// Simplenote's Podfile (Automattic/simplenote-ios) starts so: the help names what it read.
    @Test func aRaiseAfterUnsetEnvironmentNamesIt() throws {
        let text = """
            raise 'Please run CocoaPods via `bundle exec`' unless %w[BUNDLE_BIN_PATH BUNDLE_GEMFILE].any? { |k| ENV.key?(k) }
            pod 'A', :git => 'https://x/A.git', :tag => '1.0.0'
            """
        let error = #expect(throws: RubyError.self) { try PodfileReader.read(text, file: "Podfile") }
        #expect(error?.description == """
            Podfile:1:1: the manifest raises an error when evaluated: 'Please run CocoaPods via `bundle exec`'; \
            the manifest read ENV['BUNDLE_BIN_PATH'] and ENV['BUNDLE_GEMFILE'], which are not set here, before raising: \
            if it needs one, set it for mortar (BUNDLE_GEMFILE=… mortar …); otherwise make the manifest evaluate \
            without errors in a plain environment, or use mortar.json / a .podspec.json
            """)
        let one = #expect(throws: RubyError.self) {
            try PodfileReader.read("ENV['CI'] ? 1 : 2\nabort unless ENV['TOKEN']\n", file: "Podfile")
        }
        #expect(one?.help == """
            the manifest read ENV['CI'] and ENV['TOKEN'], which are not set here, before raising: if it needs one, \
            set it for mortar (TOKEN=… mortar …); otherwise make the manifest evaluate without errors in a plain \
            environment, or use mortar.json / a .podspec.json
            """)
        let set = try PodfileReader.read(text, file: "Podfile", environment: ["BUNDLE_GEMFILE": "Gemfile"]).manifest.modules
        #expect(set.map(\.name) == ["A"])
        let plain = #expect(throws: RubyError.self) { try PodfileReader.read("raise 'no'\n", file: "Podfile") }
        #expect(plain?.help == "make the manifest evaluate without errors in a plain environment, or use mortar.json / a .podspec.json")
    }

    @Test(arguments: [
        ("use_react_native!(:path => '../node_modules/react-native')\n",
         "Podfile:1:1: calls 'use_react_native!', which is not defined in this file; what it declares cannot be known without running it"),
        ("require_relative 'scripts/pods'\ntarget 'App' do\n  shared_pods\nend\n",
         "Podfile:3:3: calls 'shared_pods', which is not defined in this file (it may come from 'scripts/pods'); what it declares cannot be known without running it"),
        ("pod 'A', File.read('VERSION')\n", "Podfile:1:10: the requirement of pod 'A' is not static: it comes from 'File.read', which mortar never runs"),
        ("pod 'A', '~> one'\n", "Podfile:1:1: pod 'A' has an invalid requirement: 'one' in requirement '~> one' is not a valid version: it must start with a digit; write a version like '1.2.3' or '2.0.0-beta.1'"),
        ("target 'App' do\n  pod 'A'\n", "Podfile:1:14: block opened here is never closed with 'end'"),
        ("pod '../../etc', :git => 'https://x/evil.git', :tag => '1'\n",
         "Podfile:1:1: pod '../../etc' cannot be a module: '..' is not a valid folder name"),
        // Flutter: the root comes from a file, and a skipped block may `return`.
        ("def flutter_root\n  File.foreach('Generated.xcconfig') do |line|\n    m = line.match(/FLUTTER_ROOT=(.*)/)\n    return m[1].strip if m\n  end\n  raise 'FLUTTER_ROOT not found'\nend\nrequire File.join(flutter_root, 'podhelper')\n",
         "Podfile:2:3: cannot evaluate 'File.foreach' statically, and its block may return from the method, so what follows cannot be known"),
        // React Native: helpers come from node_modules.
        ("require_relative '../node_modules/react-native/scripts/react_native_pods'\nplatform :ios, min_ios_version_supported\n",
         "Podfile:2:16: calls 'min_ios_version_supported', which is not defined in this file (it may come from '../node_modules/react-native/scripts/react_native_pods'); what it declares cannot be known without running it"),
    ])
    func errors(text: String, message: String) {
        do {
            _ = try PodfileReader.read(text, file: "Podfile")
            Issue.record("should fail")
        } catch {
            #expect("\(error.location): \(error.message)" == message)
        }
    }

    /// What to use instead of a file the reader cannot take says which file it is: a podspec's
    /// JSON form for a podspec, mortar.json for a Podfile (never `pod ipc spec` for a Podfile).
    @Test func syntaxAndLimitErrorsSayWhatToUseInstead() {
        func podfile(_ text: String, _ file: String) -> String {
            do { _ = try PodfileReader.read(text, file: file); return "no error" } catch { return error.help }
        }
        func podspec(_ text: String, _ file: String) -> String {
            do { _ = try RubyPodspecReader.read(text, file: file); return "no error" } catch { return error.help }
        }
        #expect(podfile("target 'App' do\n  pod 'A', '1.0\nend\n", "ios/Podfile")
                == "fix the syntax, or describe the app in mortar.json ('mortar init' writes a starter)")
        #expect(podspec("Pod::Spec.new do |s|\n  s.name = 'A\nend\n", "Specs/Kit.podspec")
                == "fix the syntax, or convert it with 'pod ipc spec Kit.podspec > Kit.podspec.json' and point mortar at the JSON")
        #expect(podfile("x = 0\nwhile true\n  x += 1\nend\n", "Podfile")
                == "simplify the manifest, or describe the app in mortar.json ('mortar init' writes a starter)")
    }
}
