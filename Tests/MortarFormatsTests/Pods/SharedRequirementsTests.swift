import MortarCore
import Testing
@testable import MortarFormats

/// A requirement text read again in one process answers what `Requirement.parse(_:)` answers,
/// parsed once (`SharedRequirements`); an error is reported each time and never remembered.
@Suite struct SharedRequirementsTests {
    @Test func equalTextsParsedOnceAndOthersOnTheirOwn() throws {
        let requirements = SharedRequirements()
        let pessimistic = try requirements.parse("~> 12.19.0")
        #expect(pessimistic == .versions([Requirement.Constraint(.pessimistic, Version("12.19.0")!)]))
        #expect(try requirements.parse("~> 12.19.0") == pessimistic)
        #expect(requirements.count == 1)
        // Another spelling of the same requirement is another text, with its own answer.
        #expect(try requirements.parse("~>12.19.0") == pessimistic)
        #expect(try requirements.parse(">= 1.0, < 2.0")
            == .versions([Requirement.Constraint(.greaterOrEqual, Version("1.0")!), Requirement.Constraint(.less, Version("2.0")!)]))
        #expect(try requirements.parse("2.0.0-beta.1").description == "= 2.0.0-beta.1")
        #expect(requirements.count == 4)
        for text in ["~> 12.19.0", "~>12.19.0", ">= 1.0, < 2.0", "2.0.0-beta.1", "  ~> 1.2 "] {
            #expect(try requirements.parse(text) == Requirement.parse(text))
        }
    }

    @Test func anErrorIsReportedEachTimeAndNotRemembered() {
        let requirements = SharedRequirements()
        for _ in 0..<2 {
            #expect(throws: RequirementError.malformedVersion("x", in: "~> x")) { try requirements.parse("~> x") }
            #expect(throws: RequirementError.unknownOperator("==", in: "== 1.0")) { try requirements.parse("== 1.0") }
        }
        #expect(requirements.count == 0)
    }

    @Test func pastTheLimitATextIsParsedAsRead() throws {
        let requirements = SharedRequirements()
        for i in 0..<(SharedRequirements.limit + 10) {
            let expected = Requirement.versions([Requirement.Constraint(.greaterOrEqual, Version("\(i).0")!)])
            #expect(try requirements.parse(">= \(i).0") == expected)
            #expect(try requirements.parse(">= \(i).0") == expected)
        }
        #expect(requirements.count == SharedRequirements.limit)
    }

    /// Read through a Ruby podspec: the same requirement twice in one file and in another file,
    /// each dependency with the requirement as parsed; a bad one reported as before, twice.
    @Test func podspecDependenciesReadTheSharedRequirement() throws {
        let text = """
            Pod::Spec.new do |s|
              s.name = 'A'
              s.version = '1.0'
              s.dependency 'B', '~> 4.7.1'
              s.subspec 'Core' do |c|
                c.dependency 'C', '~> 4.7.1'
              end
            end
            """
        let expected = Requirement.versions([Requirement.Constraint(.pessimistic, Version("4.7.1")!)])
        for _ in 0..<2 {
            let component = try RubyPodspecReader.read(text, file: "A.podspec")
            #expect(component.dependencies.map(\.name) == ["B", "C"])
            #expect(component.dependencies.map(\.requirement) == [expected, expected])
            #expect(component.buildSpec?.dependencies.map(\.requirement) == [expected])
        }
        let bad = "Pod::Spec.new do |s|\n  s.name = 'A'\n  s.dependency 'B', '~> x'\nend\n"
        for _ in 0..<2 {
            do {
                _ = try RubyPodspecReader.read(bad, file: "A.podspec")
                Issue.record("should fail")
            } catch {
                #expect("\(error.location): \(error.message)"
                    == "A.podspec:3:21: dependency 'B' has an invalid requirement: 'x' in requirement '~> x' is not a valid version: it must start with a digit; write a version like '1.2.3' or '2.0.0-beta.1'")
            }
        }
    }
}
