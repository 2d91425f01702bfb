import MortarCore
import Testing
@testable import MortarFormats

/// What a Podfile.lock changes in a Podfile app's manifest, without the disk.
@Suite struct PodfileLockPinsTests {
    static let podfile = """
        target 'App' do
          pod 'Quick', :git => 'https://github.com/Quick/Quick.git'
          pod 'Nimble', :git => 'https://github.com/Quick/Nimble.git', :branch => 'main'
          pod 'Spectre', :git => 'https://github.com/kylef/Spectre.git', :tag => '0.10.1'
          pod 'Alamofire', '5.8.0'
        end
        """

    static let lock = """
        PODS:
          - Alamofire (5.8.1)
          - Nimble (13.0.0)
          - Quick (7.3.0)
          - Spectre (0.10.1)

        CHECKOUT OPTIONS:
          Nimble:
            :commit: 1c49fc1243018f81a7ea99cb5e0985b00096e9f4
            :git: https://github.com/Quick/Nimble.git
          Quick:
            :commit: 08161e74aa2b8b9b1c4d5f3ae1f7e4c1d2b3a4f5
            :git: https://github.com/Quick/Quick.git
          Spectre:
            :git: https://github.com/kylef/Spectre.git
            :tag: 0.10.1

        """

    @Test func commitsOfCheckoutOptionsFixBranchAndRefLessGitPodsAndAnExactPinTheLockContradictsIsStale() throws {
        let manifest = try PodfileReader.read(Self.podfile, file: "Podfile").manifest
        let lock = try PodfileLockReader.read(Self.lock, file: "Podfile.lock")
        let result = PodfileLockPins.apply(lock, to: manifest)
        #expect(result.modules.map { module -> String in
            guard case let .git(url, ref) = module.source else { return module.name }
            return "\(module.name) \(url) \(ref)"
        } == [
            "Quick https://github.com/Quick/Quick.git commit '08161e74aa2b8b9b1c4d5f3ae1f7e4c1d2b3a4f5'",
            "Nimble https://github.com/Quick/Nimble.git commit '1c49fc1243018f81a7ea99cb5e0985b00096e9f4'",
            "Spectre https://github.com/kylef/Spectre.git tag '0.10.1'",
        ])
        #expect(result.pins.map { "\($0.name) \($0.requirement) \($0.location)" } == ["Alamofire = 5.8.0 Podfile:5:3"])
        #expect(result.findings.map { "\($0.primaryLocation?.description ?? ""): \($0.severity.rawValue)[\($0.code.rawValue)]: \($0.message)" } == [
            "Podfile.lock: note[locked-pin]: Podfile.lock pins 2 pods Podfile leaves open",
            "Podfile:5:3: warning[stale-podfile-lock]: Podfile.lock has 'Alamofire' at 5.8.1, which the Podfile's requirement '= 5.8.0' excludes",
        ])
        #expect(result.findings[0].notes.map { "\($0.location.map(\.description) ?? ""): \($0.message)" } == [
            "Podfile.lock:9:14: 'Nimble' at commit '1c49fc1243018f81a7ea99cb5e0985b00096e9f4' (Podfile gives branch 'main')",
            "Podfile.lock:12:14: 'Quick' at commit '08161e74aa2b8b9b1c4d5f3ae1f7e4c1d2b3a4f5' (Podfile gives no ref)",
        ])
    }
}

/// Every pin carries its subspecs in use: the Podfile's `pod 'A/B'` lines and `:subspecs`, and
/// the subspecs the lock's other pods depend on (not a pod's own subspecs pulling each other).
@Suite struct PodfileSubspecPinsTests {
    @Test func pinsCarryTheSubspecsOfThePodfileAndTheLock() throws {
        let podfile = """
            platform :ios, '15.0'
            target 'App' do
              pod 'GRDB.swift/SQLCipher', '5.0.0'
              pod 'Firebase/Crashlytics', '10.0.0'
              pod 'Moya', '15.0.0', :subspecs => ['RxSwift']
              pod 'Kingfisher', '7.0.0'
            end
            """
        let lock = """
            PODS:
              - Firebase/CoreOnly (10.0.0):
                - FirebaseCore (= 10.0.0)
              - Firebase/Crashlytics (10.0.0):
                - Firebase/CoreOnly
                - FirebaseCrashlytics (~> 10.0.0)
              - FirebaseCore (10.0.0):
                - GoogleUtilities/Environment (~> 7.8)
                - GoogleUtilities/Logger (~> 7.8)
              - FirebaseCrashlytics (10.0.0):
                - FirebaseCore (~> 10.0)
              - GoogleUtilities/Environment (7.10.0)
              - GoogleUtilities/Logger (7.10.0):
                - GoogleUtilities/Environment
              - GRDB.swift/SQLCipher (5.0.0)
              - Kingfisher (7.0.0)
              - Moya/Core (15.0.0)
              - Moya/RxSwift (15.0.0):
                - Moya/Core

            DEPENDENCIES:
              - Firebase/Crashlytics (= 10.0.0)
              - GRDB.swift/SQLCipher (= 5.0.0)
              - Kingfisher (= 7.0.0)
              - Moya/RxSwift (= 15.0.0)

            COCOAPODS: 1.12.1

            """
        let manifest = try PodfileReader.read(podfile, file: "Podfile").manifest
        let result = PodfileLockPins.apply(try PodfileLockReader.read(lock, file: "Podfile.lock"), to: manifest)
        let subspecs = Dictionary(uniqueKeysWithValues: result.pins.map { ($0.name, $0.subspecs) })
        #expect(subspecs == [
            "Firebase": ["Firebase/Crashlytics"], "FirebaseCore": [], "FirebaseCrashlytics": [],
            "GoogleUtilities": ["GoogleUtilities/Environment", "GoogleUtilities/Logger"],
            "GRDB.swift": ["GRDB.swift/SQLCipher"], "Kingfisher": [], "Moya": ["Moya/RxSwift"],
        ])
    }
}
