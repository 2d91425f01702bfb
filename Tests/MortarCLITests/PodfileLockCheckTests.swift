import Foundation
import MortarCLI
import Testing

/// `mortar check` on a Podfile app with a `Podfile.lock` beside it: the lock's exact versions
/// are the pins where the Podfile gives a range or nothing, pods only the lock names are pinned,
/// and a lock that no longer matches the Podfile is reported with the fix.
@Suite struct PodfileLockCheckTests {
    static let podfile = """
        platform :ios, '13.0'

        target 'App' do
          pod 'Core', :path => 'Modules/Core'
          pod 'AFNetworking', '~> 4.0'
          pod 'Masonry'
        end

        """

    /// `sha1sum Podfile` of `podfile` above: what CocoaPods writes as PODFILE CHECKSUM.
    static let podfileSHA1 = "e708a41e675ad7244e6bf37ed2f572faddccd977"

    static let lock = """
        PODS:
          - AFNetworking (4.0.1):
            - AFNetworking/NSURLSession (= 4.0.1)
          - AFNetworking/NSURLSession (4.0.1)
          - Core (1.0.0):
            - AFNetworking (~> 4.0)
            - FMDB
          - FMDB (2.7.5)
          - Masonry (1.1.0)

        DEPENDENCIES:
          - AFNetworking (~> 4.0)
          - Core (from `Modules/Core`)
          - Masonry

        SPEC REPOS:
          trunk:
            - AFNetworking
            - FMDB
            - Masonry

        EXTERNAL SOURCES:
          Core:
            :path: Modules/Core

        SPEC CHECKSUMS:
          AFNetworking: 3bd23d814e976cd148d7d44c3ab78017b744cd58
          Core: 4b6ffb1a2e2d7e0ee6c4fa3f3b9d0fd7b1c5a0a1
          FMDB: 2ce00b547f966261cd18927a3ddb07cb6f3db82a
          Masonry: 678fab65091a9290e40e2832a55e7ab731aad201

        PODFILE CHECKSUM: \(podfileSHA1)

        COCOAPODS: 1.16.2

        """

    /// A module that requires AFNetworking with a range and FMDB, which the Podfile never names.
    static func workspace(podfile: String = podfile, lock: String? = lock) -> String {
        let folder = CLIHarness.makeTemporaryFolder()
        CLIHarness.write(podfile, to: folder + "/Podfile")
        if let lock { CLIHarness.write(lock, to: folder + "/Podfile.lock") }
        CLIHarness.write("Pod::Spec.new do |s|\n  s.name = 'Core'\n  s.version = '1.0.0'\n  s.dependency 'AFNetworking', '~> 4.0'\n  s.dependency 'FMDB'\nend\n",
                         to: folder + "/Modules/Core/Core.podspec")
        return folder
    }

    @Test func withoutTheLockEveryOpenVersionIsAnError() {
        let folder = Self.workspace(lock: nil)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CLIHarness.run(["check"], in: folder, environment: ["NO_COLOR": "1"])
        #expect(run.exitCode == .failure)
        #expect(run.stdout == """
            Modules/Core/Core.podspec:4:3: error[component-requirement]: 'Core' requires package 'AFNetworking' at '~> 4.0'; components name dependencies without versions
              help: remove the requirement from Core.podspec and pin 'AFNetworking' once in Podfile
            Modules/Core/Core.podspec:5:3: error[unknown-dependency]: 'Core' depends on 'FMDB', which is neither a module nor a pin
              help: add pod 'FMDB' with :git or :path to Podfile if it is one of yours, or pin it there with a version
            Podfile:5:3: error[unpinned-dependency]: 'AFNetworking' is required at '~> 4.0' but not pinned to one version
              help: pin an exact version: pod 'AFNetworking', 'X.Y.Z'
            Podfile:6:3: error[unpinned-dependency]: 'Masonry' is required at 'any version' but not pinned to one version
              help: pin an exact version: pod 'Masonry', 'X.Y.Z'
            4 errors (1 module, 0 dependencies between them)

            """)
    }

    @Test func aLockThatPinsEverythingLeavesNothingUnpinnedAndSaysWhereEachPinComesFrom() {
        let folder = Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CLIHarness.run(["check"], in: folder, environment: ["NO_COLOR": "1"])
        #expect(run.exitCode == .success)
        #expect(run.stdout == """
            Podfile.lock: note[locked-pin]: Podfile.lock pins 3 pods Podfile leaves open
              Podfile.lock:2:5: note: 'AFNetworking' = 4.0.1 (Podfile asks '~> 4.0' at Podfile:5:3)
              Podfile.lock:8:5: note: 'FMDB' = 2.7.5 (not in Podfile, required by 'Core')
              Podfile.lock:9:5: note: 'Masonry' = 1.1.0 (Podfile asks 'any version' at Podfile:6:3)
            no problems found (1 module, 0 dependencies between them)

            """)
        #expect(run.stderr.isEmpty)
    }

    @Test func describeShowsTheLockAsThePinsSource() {
        let folder = Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CLIHarness.run(["describe", "Podfile"], in: folder, environment: ["NO_COLOR": "1"])
        #expect(run.exitCode == .success)
        #expect(run.stdout.hasSuffix("""
            pins:
              AFNetworking = 4.0.1  (Podfile.lock:2:5)
              FMDB = 2.7.5  (Podfile.lock:8:5)
              Masonry = 1.1.0  (Podfile.lock:9:5)

            """))
    }

    @Test func aStaleLockIsReportedWithTheFix() {
        // The Podfile moved on: AFNetworking 5, a new pod, one more line (another checksum).
        let podfile = Self.podfile
            .replacingOccurrences(of: "'~> 4.0'", with: "'~> 5.0'")
            .replacingOccurrences(of: "  pod 'Masonry'\n", with: "  pod 'Masonry'\n  pod 'SnapKit', '5.7.1'\n")
        // `sha1sum` of this text, recorded: 836a66d363a7f5a7273adb064c0d70af0e95abe6.
        #expect(podfile.hasSuffix("  pod 'SnapKit', '5.7.1'\nend\n"))
        let folder = Self.workspace(podfile: podfile)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CLIHarness.run(["check"], in: folder, environment: ["NO_COLOR": "1"])
        let fix = "run 'pod install' to bring Podfile.lock up to date with the Podfile (or remove Podfile.lock to pin in the Podfile alone)"
        #expect(run.exitCode == .failure)
        #expect(run.stdout == """
            Modules/Core/Core.podspec:4:3: error[component-requirement]: 'Core' requires package 'AFNetworking' at '~> 4.0'; components name dependencies without versions
              help: remove the requirement from Core.podspec and pin 'AFNetworking' once in Podfile
            Podfile:5:3: warning[stale-podfile-lock]: Podfile.lock has 'AFNetworking' at 4.0.1, which the Podfile's requirement '~> 5.0' excludes
              Podfile.lock:2:5: note: locked here
              help: \(fix)
            Podfile:5:3: error[unpinned-dependency]: 'AFNetworking' is required at '~> 5.0' but not pinned to one version
              help: pin an exact version: pod 'AFNetworking', 'X.Y.Z'
            Podfile:7:3: warning[stale-podfile-lock]: pod 'SnapKit' is in the Podfile but not in Podfile.lock
              help: \(fix)
            Podfile.lock: note[locked-pin]: Podfile.lock pins 2 pods Podfile leaves open
              Podfile.lock:8:5: note: 'FMDB' = 2.7.5 (not in Podfile, required by 'Core')
              Podfile.lock:9:5: note: 'Masonry' = 1.1.0 (Podfile asks 'any version' at Podfile:6:3)
            Podfile.lock:32:19: warning[stale-podfile-lock]: Podfile.lock was written for another Podfile: its PODFILE CHECKSUM is '\(Self.podfileSHA1)', the SHA-1 of Podfile is '836a66d363a7f5a7273adb064c0d70af0e95abe6'
              help: \(fix)
            2 errors, 3 warnings (1 module, 0 dependencies between them)

            """)
    }
}

extension PodfileLockCheckTests {
    @Test func bootstrapWritesTheLockedVersionsIntoMortarLock() throws {
        let folder = Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CLIHarness.run(["bootstrap", "--podfile", "Generated/Podfile", "--no-gitignore"], in: folder, environment: ["NO_COLOR": "1"])
        #expect(run.exitCode == .success, "\(run.stderr)")
        let lock = try String(contentsOfFile: folder + "/mortar.lock", encoding: .utf8)
        #expect(lock.contains("""
              "pins": {
                "AFNetworking": {
                  "requirement": [
                    "= 4.0.1"
                  ]
                },
                "FMDB": {
                  "requirement": [
                    "= 2.7.5"
                  ]
                },
                "Masonry": {
                  "requirement": [
                    "= 1.1.0"
                  ]
                }
              },
            """))
    }

    /// The mortar.json beside the Podfile: a pin with git and products but no version, for a
    /// pod only the lock names, is kept and takes the lock's version; a version there that the
    /// lock excludes is reported as mortar.json's requirement, with mortar.json's fix.
    @Test func aSidecarPinIsPinnedByTheLockAndReportedAsTheSidecars() {
        let folder = Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        CLIHarness.write("""
            {
              "name": "App",
              "pins": {
                "FMDB": { "git": "https://github.com/ccgus/fmdb.git", "products": ["FMDB"] },
                "AFNetworking": { "version": "4.0.0" },
                "Kingfisher": { "version": "7.0.0" }
              }
            }

            """, to: folder + "/mortar.json")
        let run = CLIHarness.run(["check"], in: folder, environment: ["NO_COLOR": "1"])
        #expect(run.stderr == "")
        #expect(run.stdout == """
            Modules/Core/Core.podspec:4:3: error[component-requirement]: 'Core' requires package 'AFNetworking' at '~> 4.0'; components name dependencies without versions
              help: remove the requirement from Core.podspec and pin 'AFNetworking' once in Podfile
            Podfile.lock: note[locked-pin]: Podfile.lock pins 2 pods Podfile leaves open
              Podfile.lock:8:5: note: 'FMDB' = 2.7.5 (not in Podfile, required by 'Core'; mortar.json gives its package at mortar.json:4:5)
              Podfile.lock:9:5: note: 'Masonry' = 1.1.0 (Podfile asks 'any version' at Podfile:6:3)
            mortar.json:5:5: warning[stale-podfile-lock]: Podfile.lock has 'AFNetworking' at 4.0.1, which mortar.json's requirement '= 4.0.0' excludes
              Podfile.lock:2:5: note: locked here
              help: make the pin's "version" in mortar.json agree with Podfile.lock, or run 'pod update AFNetworking' to lock the version it pins
            mortar.json:6:5: warning[stale-podfile-lock]: pod 'Kingfisher' is in mortar.json but not in Podfile.lock
              help: run 'pod install' to bring Podfile.lock up to date with the Podfile (or remove Podfile.lock to pin in the Podfile alone)
            1 error, 2 warnings (1 module, 0 dependencies between them)

            """)
        let generate = CLIHarness.run(["generate", "--swiftpm", "Package.swift", "--podfile", "Out/Podfile"], in: folder)
        #expect(!generate.stderr.contains("FMDB"))
        let package = (try? String(contentsOfFile: folder + "/Package.swift", encoding: .utf8)) ?? ""
        #expect(package.contains(#".package(url: "https://github.com/ccgus/fmdb.git", exact: "2.7.5"),"#))
    }
}
