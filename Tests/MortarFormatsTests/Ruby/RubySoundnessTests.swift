import MortarCore
import Testing
@testable import MortarFormats
import MortarRuby

/// No silent wrong answers: what Ruby decides statically is decided as Ruby does (answers
/// recorded from `ruby`, `podspec-oracle.rb` and CocoaPods' `cp-oracle.rb`); a value that
/// depends on a condition Mortar cannot decide is an error located at that condition, never
/// another branch's value or nothing.
@Suite struct RubySoundnessTests {
    static func podspec(_ body: String) -> String {
        "Pod::Spec.new do |s|\n  s.name = 'A'\n  s.version = '1.0'\n\(body)\nend\n"
    }

    static func dependencies(_ body: String) throws(RubyError) -> [String] {
        try RubyPodspecReader.read(podspec(body), file: "A.podspec").dependencies.map { "\($0.name) \($0.requirement)" }
    }

    static func error(_ body: String) -> String {
        do {
            _ = try RubyPodspecReader.read(podspec(body), file: "A.podspec")
            return "no error"
        } catch {
            return "\(error.location): \(error.message)"
        }
    }

    /// `ruby -e "module Pod; end; s = 1; puts((EXPR).to_s)"` for each expression.
    @Test(arguments: [
        ("'x'.is_a?(String).to_s", "true"),
        ("'x'.is_a?(Hash).to_s", "false"),
        ("'x'.kind_of?(Comparable).to_s", "true"),
        ("1.is_a?(Numeric).to_s", "true"),
        ("1.5.is_a?(Integer).to_s", "false"),
        ("[1].instance_of?(Array).to_s", "true"),
        ("{}.instance_of?(Object).to_s", "false"),
        ("{}.is_a?(Enumerable).to_s", "true"),
        ("nil.is_a?(NilClass).to_s", "true"),
        (":a.respond_to?(:to_proc).to_s", "true"),
        ("'x'.respond_to?(:upcase).to_s", "true"),
        ("'x'.class.to_s", "String"),
        ("({ 'a' => 1 }.class == Hash).to_s", "true"),
        ("(case 'x' when Hash then 'h' when String then 's' end)", "s"),
        ("(case :a when String then 's' when Symbol then 'y' end)", "y"),
        ("(case [1] when Hash then 'h' when Array then 'a' end)", "a"),
        ("(case 3 when Regexp then 'r' when Range then 'g' when Integer then 'i' end)", "i"),
        ("(case nil when String then 's' else 'e' end)", "e"),
        ("(case true when TrueClass then 't' else 'e' end)", "t"),
        ("defined?(Pod).to_s", "constant"),
        ("defined?(String).to_s", "constant"),
        ("defined?(Gem::Version) ? 'y' : 'n'", "y"),
        ("defined?($never_set).inspect", "nil"),
        ("defined?(s).to_s", "local-variable"),
        ("(Gem::Version.new('1.10') > Gem::Version.new('1.9')).to_s", "true"),
        ("(Gem::Version.new('1.0') == Gem::Version.new('1')).to_s", "true"),
        ("(Gem::Version.new('2.0.0.beta') < Gem::Version.new('2.0.0')).to_s", "true"),
        ("Gem::Version.new('1.0-rc1').to_s", "1.0.pre.rc1"),
        ("(Gem::Version.new('1.2.3') <=> Gem::Version.new('1.2.10')).to_s", "-1"),
        ("(Gem::Version.new('1.0.a') <=> Gem::Version.new('1.0.b')).to_s", "-1"),
        ("(Gem::Version.new('5.0') >= '5.0').to_s", "true"),
        ("(Gem::Version.new('1.0.0') <= Gem::Version.new('1')).to_s", "true"),
        ("(Gem::Version.new('10.0') > Gem::Version.new('9.0.1')).to_s", "true"),
        ("Gem::Version.new('').to_s", "0"),
        ("Gem::Version.correct?('1.x-y').to_s", "true"),
    ])
    func decidedAsRubyDecides(expression: String, expected: String) throws {
        #expect(try RubyLiteralTests.version(expression) == expected)
    }

    /// Each gives Ruby `Foo ~> 2.0` (podspec-oracle.rb and cp-oracle.rb spec agree).
    @Test(arguments: [
        "  v = '~> 2.0'\n  r = nil\n  r = v unless v.is_a?(Hash)\n  s.dependency 'Foo', r",
        "  r = nil\n  r = '~> 2.0' if defined?(Pod)\n  s.dependency 'Foo', r",
        "  a = '1.10.0'\n  b = '1.9'\n  deps = {}\n  deps['Foo'] = '~> 2.0' if Gem::Version.new(a) > Gem::Version.new(b)\n  deps.each { |k, v| s.dependency k, v }",
        "  r = nil\n  r.nil? && r = '~> 2.0'\n  s.dependency 'Foo', r",
        "  v = '~> 2.0'\n  case v\n  when Hash then s.dependency 'Foo', v[:requirement]\n  when String then s.dependency 'Foo', v\n  end",
    ])
    func silentWrongCasesGiveRubysAnswer(body: String) throws {
        #expect(try Self.dependencies(body) == ["Foo ~> 2.0"])
    }

    @Test(arguments: [
        // Ruby's answer depends on the disk: the value set under the condition is unknown.
        ("  r = nil\n  r = '~> 2.0' if File.exist?('Package.swift')\n  s.dependency 'Foo', r",
         "A.podspec:5:19: the requirement of dependency 'Foo' (at A.podspec:6:23) is not static: it comes from 'r', set under a condition mortar cannot decide (it depends on 'File.exist?', which mortar never runs)"),
        ("  deps = {}\n  deps['Foo'] = '~> 2.0' if File.exist?('Package.swift')\n  deps.each { |k, v| s.dependency k, v }",
         "A.podspec:5:29: cannot evaluate '.each' (at A.podspec:6:3) on a value that is not static (it comes from 'deps', set under a condition mortar cannot decide (it depends on 'File.exist?', which mortar never runs)), and its block declares what mortar reads"),
        ("  r = nil\n  File.exist?('Package.swift') && r = '~> 2.0'\n  s.dependency 'Foo', r",
         "A.podspec:5:3: the requirement of dependency 'Foo' (at A.podspec:6:23) is not static: it comes from 'r', set under a condition mortar cannot decide (it depends on 'File.exist?', which mortar never runs)"),
        ("  v = '1.0'\n  v << '.1' if File.exist?('Package.swift')\n  s.dependency 'Foo', v",
         "A.podspec:5:16: the requirement of dependency 'Foo' (at A.podspec:6:23) is not static: it comes from 'v', set under a condition mortar cannot decide (it depends on 'File.exist?', which mortar never runs)"),
        ("  ENV['FOO_VERSION'] = '2.0' if File.exist?('Package.swift')\n  s.dependency 'Foo', ENV['FOO_VERSION']",
         "A.podspec:4:33: the requirement of dependency 'Foo' (at A.podspec:5:23) is not static: it comes from an environment variable set under a condition mortar cannot decide (it depends on 'File.exist?', which mortar never runs)"),
        ("  r = nil\n  case `uname`\n  when 'Darwin' then r = '~> 2.0'\n  end\n  s.dependency 'Foo', r",
         "A.podspec:6:8: the requirement of dependency 'Foo' (at A.podspec:8:23) is not static: it comes from 'r', set under a 'when' mortar cannot decide (it depends on the output of the shell command `uname`, which mortar never runs (at A.podspec:5:8))"),
        ("  %w[Foo Bar].each do |name|\n    next if File.exist?(name)\n    s.dependency name\n  end",
         "A.podspec:5:13: cannot decide this condition statically: it depends on 'File.exist?', which mortar never runs, and the code it guards may leave the block or loop ('next' or 'break'), so what follows cannot be known"),
        ("  s.ios.deployment_target = '12.0' unless File.exist?('Package.swift')",
         "A.podspec:4:43: cannot decide this condition statically: it depends on 'File.exist?', which mortar never runs, and the code it guards declares what mortar reads"),
        ("  s.source_files = 'Sources/**/*.swift' if File.exist?('Sources')",
         "A.podspec:4:44: cannot decide this condition statically: it depends on 'File.exist?', which mortar never runs, and the code it guards declares what mortar reads"),
        // Not under a condition: located where it is used, naming where it comes from.
        ("  s.ios.deployment_target = `xcrun --show-sdk-version`",
         "A.podspec:4:3: the deployment target of 'ios' is not static: it comes from the output of the shell command `xcrun --show-sdk-version`, which mortar never runs (at A.podspec:4:29)"),
        // The spec itself is never made unknown; a name that may hold it cannot declare anything.
        ("  spec = nil\n  spec = s if File.exist?('x')\n  spec.dependency 'Foo'",
         "A.podspec:5:15: 'dependency' (at A.podspec:6:3) is called on a value that is not static (it comes from 'spec', set under a condition mortar cannot decide (it depends on 'File.exist?', which mortar never runs)); what it declares cannot be known"),
        ("  spec = nil\n  spec = s if File.exist?('x')\n  spec.version = '2.0'",
         "A.podspec:5:15: 'version=' (at A.podspec:6:3) is called on a value that is not static (it comes from 'spec', set under a condition mortar cannot decide (it depends on 'File.exist?', which mortar never runs)); what it declares cannot be known"),
        ("  all = { 'a' => ['Foo'] }\n  all.values.first << 'Bar' if File.exist?('x')\n  all['a'].each { |d| s.dependency d }",
         "A.podspec:5:32: cannot evaluate '.each' (at A.podspec:6:3) on a value that is not static (it comes from 'all', set under a condition mortar cannot decide (it depends on 'File.exist?', which mortar never runs)), and its block declares what mortar reads"),
        ("  s.platforms = JSON.parse('{}')",
         "A.podspec:4:3: the platforms hash is not static: it comes from 'JSON.parse', which mortar never runs (at A.podspec:4:17)"),
        ("  s.default_subspecs = Dir['Sources/*'].map { |d| File.basename(d) }",
         "A.podspec:4:3: the default subspec list of 'A' is not static: it comes from 'Dir.[]', which mortar never runs (at A.podspec:4:24)"),
        ("  s.dependency 'Foo', Gem::Version.new('1.x y').to_s",
         "A.podspec:4:23: the manifest raises an error when evaluated: 'Malformed version number string 1.x y' (from 'Gem::Version.new')"),
    ])
    func undecidableValuesAreErrorsAtTheCondition(body: String, message: String) {
        #expect(Self.error(body) == message)
    }

    /// Changes in place are never lost (answers from `podspec-oracle.rb`).
    @Test(arguments: [
        ("  deps = { 'ios' => ['Foo'] }\n  deps['ios'] << 'Bar'\n  deps['ios'].each { |d| s.dependency d }", ["Foo any version", "Bar any version"]),
        ("  list = %w[Foo Bar Baz Qux]\n  list.delete('Bar')\n  list.pop\n  list.shift\n  list.each { |d| s.dependency d }", ["Baz any version"]),
        ("  name = 'Foo-Kit'\n  name.gsub!('-', '')\n  name.upcase!\n  s.dependency name", ["FOOKIT any version"]),
        ("  list = ['Foo']\n  list.clear\n  list << 'Bar'\n  list.concat(['Baz'])\n  list.each { |d| s.dependency d }", ["Bar any version", "Baz any version"]),
        ("  h = { 'Foo' => '1.0', 'Bar' => '2.0' }\n  h.delete('Foo')\n  h.each { |k, v| s.dependency k, v }", ["Bar = 2.0"]),
    ])
    func changesInPlaceAreKept(body: String, expected: [String]) throws {
        #expect(try Self.dependencies(body) == expected)
    }

    @Test func aChangeThroughAMethodResultMakesTheVariableUnknown() {
        #expect(Self.error("  all = { 'a' => ['Foo'] }\n  all.values.first << 'Bar'\n  all['a'].each { |d| s.dependency d }")
            == "A.podspec:6:3: cannot evaluate '.each' on a value that is not static (it comes from 'all', changed in place through '.first', which mortar does not follow), and its block declares what mortar reads")
    }

    /// Ruby changes every name holding the value (`podspec-oracle.rb`: `Foo`, `Bar` in each
    /// case); Mortar's values are copies, so such a change is refused where it happens.
    @Test(arguments: [
        ("  all = ['Foo']\n  list = all\n  list << 'Bar'\n  all.each { |d| s.dependency d }", "A.podspec:6:3: 'list'"),
        ("  ios = []\n  deps = { 'ios' => ios }\n  ios << 'Foo'\n  deps['ios'].each { |d| s.dependency d }", "A.podspec:6:3: 'ios'"),
        ("  def add(list)\n    list << 'Bar'\n  end\n  deps = ['Foo']\n  add(deps)\n  deps.each { |d| s.dependency d }", "A.podspec:5:5: 'list'"),
    ])
    func aChangeInPlaceOfASharedValueIsRefused(body: String, start: String) {
        #expect(Self.error(body) == start + " is changed in place here, but what it holds may also be held elsewhere (it was assigned from another value, passed as an argument or stored in another value), which mortar does not follow")
    }

    @Test func freshValuesChangeInPlace() throws {
        let body = "  deps = []\n  deps << 'Foo'\n  deps.push('Bar')\n  fresh = deps + ['Baz']\n  fresh << 'Qux'\n  fresh.each { |d| s.dependency d }"
        #expect(try Self.dependencies(body) == ["Foo any version", "Bar any version", "Baz any version", "Qux any version"])
    }

    /// A block Mortar does not run, or a method it cannot see, may change what it is given.
    @Test(arguments: [
        ("  deps = ['Foo']\n  Dir['*.podspec'].each { |f| deps << File.basename(f, '.podspec') }\n  deps.each { |d| s.dependency d }",
         "A.podspec:5:3: cannot evaluate '.each' (at A.podspec:6:3) on a value that is not static (it comes from 'deps', which '.each' may change, and mortar cannot run it: its receiver comes from 'Dir.[]', which mortar never runs), and its block declares what mortar reads"),
        ("  deps = ['Foo']\n  add_more(deps)\n  deps.each { |d| s.dependency d }",
         "A.podspec:5:3: cannot evaluate '.each' (at A.podspec:6:3) on a value that is not static (it comes from 'deps', which 'add_more' may change, and it is not defined in this file), and its block declares what mortar reads"),
    ])
    func whatCodeNotRunMayChangeIsUnknown(body: String, message: String) {
        #expect(Self.error(body) == message)
    }

    /// Code before `rescue` that uses an unknown value may raise in Ruby (`podspec-oracle.rb`:
    /// `Bar` and `Foo` here, where `VERSION` is missing); code that uses none does not.
    @Test func rescueAfterUnknownCodeMayRun() throws {
        #expect(Self.error("  deps = ['Foo']\n  begin\n    v = File.read('VERSION')\n  rescue\n    deps << 'Bar'\n  end\n  deps.each { |d| s.dependency d }")
            == "A.podspec:5:3: cannot evaluate '.each' (at A.podspec:10:3) on a value that is not static (it comes from 'deps', set under a 'rescue' mortar cannot decide (it depends on whether the code before 'rescue' raises (it uses values mortar cannot know))), and its block declares what mortar reads")
        #expect(try Self.dependencies("  deps = ['Foo']\n  begin\n    deps << 'Bar'\n  rescue\n    deps << 'Baz'\n  end\n  deps.each { |d| s.dependency d }")
            == ["Foo any version", "Bar any version"])
        // `ensure` always runs, and what it cannot read is an error, never swallowed.
        #expect(Self.error("  begin\n    x = 1\n  ensure\n    s.dependency `cat dep`\n  end")
            == "A.podspec:7:18: the name of a dependency is not static: it comes from the output of the shell command `cat dep`, which mortar never runs")
    }

    @Test func anAttributeSetUnderAnUndecidableConditionLeavesTheSpecKnown() throws {
        #expect(try Self.dependencies("  s.summary = 'x' if File.exist?('x')\n  s.dependency 'Foo'") == ["Foo any version"])
    }

    @Test func unknownSourceFilesStandForThePodsFolder() throws {
        let component = try RubyPodspecReader.read(Self.podspec("  s.source_files = Dir['Sources/*.swift'] + ['Extra/*.m']"), file: "A.podspec")
        #expect(component.sourcePaths == ["."])
    }

    // MARK: Podfiles

    static func podfile(_ text: String) throws(RubyError) -> [String] {
        let podfile = try PodfileReader.read(text, file: "Podfile")
        return podfile.manifest.platforms.map { "platform \($0.name) \($0.version ?? "-")" }
            + podfile.pods.map { "\($0.target): \($0.name) \($0.requirements.joined(separator: ", ")) \($0.git ?? "") \($0.tag ?? "")" }
    }

    static func podfileError(_ text: String) -> String {
        do {
            _ = try PodfileReader.read(text, file: "Podfile")
            return "no error"
        } catch {
            return "\(error.location): \(error.message)"
        }
    }

    /// `cp-oracle.rb podfile`: the old platform form gives `"platform": {"ios": "9.0"}`; the
    /// `case` on a global set in the file picks `when Hash`.
    @Test func oldPlatformFormAndCaseOnAGlobal() throws {
        let text = """
            $v = { :git => 'https://example.com/Foo.git', :tag => '1.0' }
            platform :ios, :deployment_target => '9.0'
            target 'App' do
              case $v
              when String
                pod 'Foo', $v
              when Hash
                pod 'Foo', $v
              end
            end
            """
        #expect(try Self.podfile(text) == ["platform ios 9.0", "App: Foo  https://example.com/Foo.git 1.0"])
    }

    /// A global no file sets is nil in Ruby (`podfile-oracle.rb`: `Foo ~> 2.0`); with a file
    /// loaded that may set it, it is unknown, and the message says so.
    @Test func globalsTheFileNeverSets() throws {
        let body = "target 'App' do\n  case $v\n  when String then pod 'Foo', $v\n  else pod 'Foo', '~> 2.0'\n  end\nend\n"
        #expect(try Self.podfile("platform :ios, '13.0'\n" + body) == ["platform ios 13.0", "App: Foo ~> 2.0  "])
        #expect(Self.podfileError("require_relative 'versions'\n" + body)
            == "Podfile:4:8: cannot decide this 'when' statically: it depends on '$v', a global variable this file does not set (it may come from 'versions') (at Podfile:3:8), and the code it guards declares what mortar reads")
    }

    /// A method may change what it was given fresh (a default `{}`, a literal argument):
    /// `podfile-oracle.rb` gives these paths and tags. A variable passed in would change too in
    /// Ruby: that is refused where the method changes it.
    @Test func methodsChangeFreshArgumentsInPlace() throws {
        let text = """
            platform :ios, '13.0'
            def dev_pod(name, options = {})
              options[:path] = "../#{name}"
              pod name, options
            end
            def tagged(name, opts)
              opts[:tag] = '1.0'
              pod name, opts
            end
            target 'App' do
              dev_pod 'Core'
              dev_pod 'Net', :inhibit_warnings => true
              tagged 'Foo', { :git => 'https://x/Foo.git' }
            end

            """
        let podfile = try PodfileReader.read(text, file: "Podfile")
        #expect(podfile.pods.map { "\($0.name) \($0.path ?? "") \($0.git ?? "") \($0.tag ?? "")" } == [
            "Core ../Core  ", "Net ../Net  ", "Foo  https://x/Foo.git 1.0",
        ])
        #expect(Self.podfileError(text + "target 'B' do\n  base = { :git => 'https://x/Bar.git' }\n  tagged 'Bar', base\nend\n")
            == "Podfile:7:3: 'opts' is changed in place here, but what it holds may also be held elsewhere (it was assigned from another value, passed as an argument or stored in another value), which mortar does not follow")
    }

    @Test func podfileSettingsUnderAnUndecidableConditionAreRefused() {
        #expect(Self.podfileError("platform :ios, '13.0'\nuse_modular_headers! if File.exist?('x')\ntarget 'App' do\nend\n")
            == "Podfile:2:25: cannot decide this condition statically: it depends on 'File.exist?', which mortar never runs, and the code it guards declares what mortar reads")
    }

    /// CocoaPods runs `node` here (and fails without node_modules); Mortar stops at line 1.
    @Test func aRequireOfACommandsOutputIsRefusedWhereItIs() {
        let text = """
            require File.join(File.dirname(`node --print "require.resolve('react-native/package.json')"`), "scripts/react_native_pods")
            platform :ios, '13.0'
            target 'App' do
              pod 'Foo', '~> 2.0'
            end
            """
        #expect(Self.podfileError(text)
            == "Podfile:1:9: the file loaded by 'require' is not static: it comes from the output of the shell command `node --print \"require.resolve('react-native/package.json')\"`, which mortar never runs (at Podfile:1:32)")
    }

    /// `cp-oracle.rb podfile` reads `platform :ios, ‘8.0’` and `target “App”` as straight quotes.
    @Test func smartQuotesAreReplacedWithAWarning() throws {
        let text = "platform :ios, \u{2018}8.0\u{2019}\ntarget \u{201C}App\u{201D} do\n  pod 'Foo', '~> 2.0'\nend\n"
        let podfile = try PodfileReader.read(text, file: "Podfile")
        #expect(podfile.manifest.platforms.map { "\($0.name) \($0.version ?? "-")" } == ["ios 8.0"])
        #expect(podfile.pods.map { "\($0.target): \($0.name) \($0.requirements)" } == ["App: Foo [\"~> 2.0\"]"])
        #expect(podfile.warnings.map { "\($0.locations[0]): \($0.message)" } == [
            "Podfile:1:16: typographic quotes (“ ” ‘ ’ ‛) were read as straight quotes, as CocoaPods does",
        ])
        // Podspecs get no such treatment from CocoaPods.
        #expect(Self.error("  s.dependency \u{2018}Foo\u{2019}")
            == "A.podspec:4:16: unexpected typographic quote '‘'; Ruby strings need straight quotes (' or \")")
    }
}
