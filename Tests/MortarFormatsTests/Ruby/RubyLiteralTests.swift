import MortarCore
import Testing
@testable import MortarFormats
import MortarRuby

/// Ruby's literal forms and expressions, evaluated through a podspec's `s.version = …`.
@Suite struct RubyLiteralTests {
    static func version(_ expression: String, environment: [String: String] = [:]) throws(RubyError) -> String? {
        let text = "Pod::Spec.new do |s|\n  s.name = 'A'\n  s.version = \(expression)\nend\n"
        return try RubyPodspecReader.read(text, file: "A.podspec", environment: environment).version
    }

    @Test(arguments: [
        ("'1.0'", "1.0"),
        (#"'a\'b\\c\d'"#, #"a'b\c\d"#),
        (#""a\tb\u0041\x42\s""#, "a\tbAB "),
        (##""1.#{1 + 1}""##, "1.2"),
        (##""#{s.name}-#{'x'}""##, "A-x"),
        ("%q(1.(2))", "1.(2)"),
        ("%Q{v#{'3'}}", "v3"),
        ("%(plain)", "plain"),
        ("%w[a b  c].join('-')", "a-b-c"),
        ("%i[a b].first.to_s", "a"),
        ("%w|x y|.last", "y"),
        ("'a' 'b' \"c\"", "abc"),
        ("\"a\" \\\n  \"b\"", "ab"),
        (":sym.to_s", "sym"),
        (":\"quoted sym\".to_s", "quoted sym"),
        ("10.15.to_s", "10.15"),
        ("1_000.to_s", "1000"),
        ("0x10.to_s", "16"),
        ("(2 * 3 + 1).to_s", "7"),
        ("(['a', 'b'] + ['c']).join(',')", "a,b,c"),
        ("\"#{['a', :b, nil]}\"", "[\"a\", :b, nil]"),
        ("(['a', 'b', 'c'] - ['b']).join", "ac"),
        ("'x'.freeze", "x"),
        ("'  pad  '.strip", "pad"),
        ("'A-B'.downcase", "a-b"),
        ("true ? 'y' : 'n'", "y"),
        ("nil || 'fallback'", "fallback"),
        ("'v' + '1'", "v1"),
        ("[1, [2, [3]]].flatten.map { |x| x * 2 }.join(',')", "2,4,6"),
        ("%w[a b].map(&:upcase).join", "AB"),
        ("{ :a => 'x', b: 'y', 'c' => 'z' }[:b]", "y"),
        ("{ 'k' => 'v' }.fetch('k')", "v"),
        ("'1.2.3'.split('.').last", "3"),
        ("'abc'.gsub('b', 'X')", "aXc"),
    ])
    func literal(expression: String, expected: String) throws {
        #expect(try Self.version(expression) == expected)
    }

    @Test func heredocs() throws {
        #expect(try Self.version("<<-X\n  abc\n  X") == "  abc\n")
        #expect(try Self.version("<<~X\n    a\n      b\n  X") == "a\n  b\n")
        #expect(try Self.version("<<-EOS.strip_heredoc\n   x\n    y\n   EOS") == "x\n y\n")
        #expect(try Self.version("<<-X.squish\n a \n  b\nX") == "a b")
        #expect(try Self.version("<<~'RAW'\n  #{no}\n  RAW") == "#{no}\n")
        #expect(try Self.version("<<~E.strip + '!'\n  v#{1}\n  E") == "v1!")
    }

    @Test func environment() throws {
        #expect(try Self.version("ENV['V'] || 'default'") == "default")
        #expect(try Self.version("ENV['V'] || 'default'", environment: ["V": "2.0"]) == "2.0")
        #expect(try Self.version("ENV.fetch('V', '3.0')") == "3.0")
        #expect(try Self.version("ENV.key?('V') ? 'set' : 'unset'", environment: ["V": ""]) == "set")
    }

    @Test func statements() throws {
        let text = """
            # comment
            =begin
            s.name = 'Never'
            =end
            def pick(kind, fallback = 'f')
              return "#{kind}!" if kind == 'a'
              case kind
              when 'b', 'c' then 'bc'
              else fallback
              end
            end
            major = 1
            major += 1 unless ENV['FROZEN']
            Pod::Spec.new do |s|
              s.name = 'A'
              if major > 5
                s.version = 'big'
              elsif major == 2
                s.version = [pick('a'), pick('c'), pick('z')].join(' ') + " #{major}"
              else
                s.version = 'small'
              end
            end
            """
        #expect(try RubyPodspecReader.read(text, file: "A.podspec").version == "a! bc f 2")
    }

    /// A method called on a constant of a file the podspec loads (GravatarUI's
    /// `s.version.to_s` where `s.version = Gravatar::VERSION` from `require_relative 'version'`)
    /// names the constant and the file, as using the constant itself does; a core class's call
    /// (`File.read`) is still the step mortar does not take.
    @Test func aCallOnAConstantOfALoadedFileNamesTheConstant() {
        let text = """
            require_relative 'version'
            Pod::Spec.new do |s|
              s.name = 'GravatarUI'
              s.version = Gravatar::VERSION
              s.dependency 'Gravatar', s.version.to_s
              s.dependency 'Other', File.read('V').strip
            end
            """
        do {
            _ = try RubyPodspecReader.read(text, file: "GravatarUI.podspec")
            Issue.record("GravatarUI's requirement should not be static")
        } catch {
            #expect("\(error.location): \(error.message)" == "GravatarUI.podspec:5:28: the requirement of dependency 'Gravatar' is not static: it comes from 'Gravatar::VERSION.to_s': constant 'Gravatar::VERSION' is not defined in this file (it may come from 'version')")
        }
        do {
            _ = try RubyPodspecReader.read(text.replacingOccurrences(of: "  s.dependency 'Gravatar', s.version.to_s\n", with: "").replacingOccurrences(of: "s.version = Gravatar::VERSION", with: "s.version = '1.0'"), file: "GravatarUI.podspec")
            Issue.record("File.read should not be static")
        } catch {
            #expect("\(error.location): \(error.message)" == "GravatarUI.podspec:5:25: the requirement of dependency 'Other' is not static: it comes from 'File.read', which mortar never runs")
        }
    }

    @Test(arguments: [
        ("`git describe`", "A.podspec:3:3: the version of 'A' is not static: it comes from the output of the shell command `git describe`, which mortar never runs (at A.podspec:3:15)"),
        ("File.read('VERSION').strip", "A.podspec:3:3: the version of 'A' is not static: it comes from 'File.read', which mortar never runs (at A.podspec:3:15)"),
        ("SOME_CONSTANT", "A.podspec:3:3: the version of 'A' is not static: it comes from constant 'SOME_CONSTANT', which is not defined in this file"),
        ("Dir['*'].first", "A.podspec:3:3: the version of 'A' is not static: it comes from 'Dir.[]', which mortar never runs (at A.podspec:3:15)"),
        ("{ a: 1 }", "A.podspec:3:3: the version of 'A' must be a string, not a hash"),
    ])
    func notStaticVersions(expression: String, message: String) {
        do {
            _ = try Self.version(expression)
            Issue.record("\(expression) should not be static")
        } catch {
            #expect("\(error.location): \(error.message)" == message)
        }
    }

    @Test(arguments: [
        ("'open", "A.podspec:3:15: literal opened here with ''' is never closed"),
        ("\"a#{b\"", "A.podspec:3:15: interpolation '#{' is never closed with '}'"),
        ("<<~X\n  never", "A.podspec:3:15: heredoc 'X' is never terminated"),
        ("(1", "A.podspec:4:1: unexpected 'end'; expected an expression"),
    ])
    func syntaxErrors(expression: String, message: String) {
        do {
            _ = try Self.version(expression)
            Issue.record("\(expression) should not parse")
        } catch {
            #expect("\(error.location): \(error.message)" == message)
        }
    }
}
