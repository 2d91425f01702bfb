import MortarCore
import Testing
@testable import MortarFormats

/// Syntax real Podfiles use (mostly in hooks, which are parsed but never run).
@Suite struct RubyParserTests {
    @Test(arguments: [
        "post_install do |installer|\n  installer.pods_project.targets.each do |target|\n    target.build_configurations.each do |config|\n      config.build_settings['X'] ||= ['$(inherited)']\n    end\n  end\nend\n",
        "post_install do |i|\n  i.targets.each { |t| t.name =~ /^Pods-(.*)$/ ? $1 : nil }\nend\n",
        "post_install do |i|\n  phase = i.targets.select{ |bp| bp.name == 'x' }.first ||\n    i.new_phase('x')\n  raise ::Pod::Informative, \"no '\" << 'x' << \"'\" unless phase\nend\n",
        "post_install do |i|\n  case i.platform\n  when :ios then puts 'a'\n  when :osx, :tvos\n    puts 'b'\n  else\n    next\n  end\nend\n",
        "post_install do |i|\n  x = i\n    .pods_project\n    &.targets\n  flags = %W[-D#{x} -O]\n  h = { a: 1, 'b': 2, :c => 3, **{} }\n  y = x [0]\n  z = -> (a) { a * 2 }\n  begin\n    x.save\n  rescue StandardError => e\n    warn e.message\n  ensure\n    nil\n  end\nend\n",
        "def helper(name, *rest, key: 'v', **opts, &block)\n  pod name, *rest\nend\nhelper 'A', '1.0'\n",
        "target 'App' do\n  pod 'A', :git => 'https://x/A.git',\n           :branch => 'main'\nend\n",
        "$static = ['A']\npre_install do |installer|\n  installer.pod_targets.each do |pod|\n    if $static.include?(pod.name)\n      def pod.build_type; Pod::BuildType.static_library; end\n    end\n  end\nend\n",
        "x = if ENV['A'] then 'a' else 'b' end\nsource \"https://#{x}.example.com\"\n",
        "ENV['COCOAPODS_DISABLE_STATS'] = 'true'\nplatform :ios, ENV.fetch('IOS', '13.0')\n",
    ])
    func podfileSyntaxParses(text: String) throws {
        _ = try PodfileReader.read(text, file: "Podfile")
    }

    @Test func hooksAreKeptVerbatimAndNeverRun() throws {
        let hook = "post_install do |installer|\n  raise 'never run'\n  `rm -rf /`\nend"
        let podfile = try PodfileReader.read("pod 'A'\n\(hook)\n", file: "Podfile")
        #expect(podfile.manifest.podfile.hooks == [hook])
    }

    @Test func defGroupsWithParametersExpandWhereCalled() throws {
        let text = """
            def gutenberg_pod(name)
              branch = 'develop'
              pod name, :podspec => "https://example.com/#{branch}/#{name}.podspec.json"
            end
            target 'App' do
              gutenberg_pod 'React'
              gutenberg_pod('yoga')
            end
            """
        let pods = try PodfileReader.read(text, file: "Podfile").pods
        #expect(pods.map { "\($0.target) \($0.name) \($0.podspec ?? "-")" } == [
            "App React https://example.com/develop/React.podspec.json",
            "App yoga https://example.com/develop/yoga.podspec.json",
        ])
    }
}
