import Foundation
import MortarCore
import Testing
@testable import MortarFormats

/// `Podfile.lock` read as CocoaPods' `Lockfile` reads it (its `to_hash`, recorded with
/// `cp-oracle.rb lock` in Fixtures/podfile-lock), with locations and located errors.
@Suite struct PodfileLockReaderTests {
    static let fixtures: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        url.deleteLastPathComponent()
        return url.appendingPathComponent("Fixtures/podfile-lock").path
    }()

    /// What `cp-oracle.rb lock` printed for `name`.
    static func oracle(_ name: String) throws -> JSONValue {
        let data = try #require(FileManager.default.contents(atPath: "\(fixtures)/\(name).json"))
        return JSONValue(try JSONParser.parse(String(decoding: data, as: UTF8.self), file: name)).sortedKeys
    }

    /// A lock written for these tests: quoted keys and entries, subspecs, a range with two
    /// parts, a `:path` and a `:git` pod with a branch, a quoted commit.
    static let written = """
        PODS:
          - "Artsy+UIColors (3.1.0)"
          - "Artsy+UILabels (2.2.0)":
            - "Artsy+UIColors (~> 3.0)"
          - FMDB (2.7.5):
            - FMDB/standard (= 2.7.5)
          - FMDB/standard (2.7.5)
          - Moya/Core (15.0.0):
            - Alamofire (< 6.0, >= 5.0)
          - Alamofire (5.8.0)
          - Quick (7.3.0)
          - Core (1.0.0):
            - FMDB
        
        DEPENDENCIES:
          - "Artsy+UILabels"
          - Core (from `Modules/Core`)
          - FMDB (~> 2.7)
          - Moya/Core
          - Quick (from `https://github.com/Quick/Quick.git`, branch `main`)
        
        SPEC REPOS:
          trunk:
            - Alamofire
            - FMDB
            - Moya
          https://github.com/artsy/Specs.git:
            - "Artsy+UIColors"
            - "Artsy+UILabels"
        
        EXTERNAL SOURCES:
          Core:
            :path: Modules/Core
          Quick:
            :branch: main
            :git: https://github.com/Quick/Quick.git
        
        CHECKOUT OPTIONS:
          Quick:
            :commit: '08161e74'
            :git: https://github.com/Quick/Quick.git
        
        SPEC CHECKSUMS:
          Alamofire: 3ca42e259043ee0dc5c0cdd76c4bc568b8e42af7
          "Artsy+UIColors": 31c03c4146f5e6618a9b950f37dfe02dd9ac09a6
          "Artsy+UILabels": 7cb6e290a4f70dddba037b7dbeb21e90b49d7275
          Core: e5c57e7509bc870bd08f2b93971bb2d6f22ab0b7
          FMDB: 2ce00b547f966261cd18927a3ddb07cb6f3db82a
          Moya: 138f0573e53411fb3dc17016add0b748dfbd78ee
          Quick: 6473349e43b9271a8d43839d9ba1c442ed1b7ac4
        
        PODFILE CHECKSUM: 6bd1a1e2b0a7e5c9a7b3c0a0f7e3a1f2f0c7a6b5
        
        COCOAPODS: 1.16.2
        """

    @Test func aWrittenLockAgreesWithCocoaPods() throws {
        let lock = try PodfileLockReader.read(Self.written, file: "Podfile.lock")
        #expect(lock.oracleJSON == (try Self.oracle("written.Podfile.lock")))
    }

    @Test func valuesKeepTheirLocations() throws {
        let lock = try PodfileLockReader.read(Self.written, file: "Podfile.lock")
        #expect(lock.pods.map(\.name) == ["Artsy+UIColors", "Artsy+UILabels", "FMDB", "FMDB/standard", "Moya/Core", "Alamofire", "Quick", "Core"])
        #expect(lock.version(of: "Moya")?.value == "15.0.0")
        #expect(lock.version(of: "Moya")?.location.description == "Podfile.lock:8:5")
        #expect(lock.version(of: "Artsy+UILabels")?.location.description == "Podfile.lock:3:5")
        #expect(lock.pods[4].dependencies.map(\.text) == ["Alamofire (< 6.0, >= 5.0)"])
        #expect(lock.pods[4].dependencies[0].location.description == "Podfile.lock:9:7")
        #expect(lock.checkoutOptions["Quick"]?["commit"] == "08161e74")
        #expect(lock.checkoutOptions["Quick"]?.options["commit"]?.location.description == "Podfile.lock:40:14")
        #expect(lock.externalSources["Core"]?["path"] == "Modules/Core")
        #expect(lock.podfileChecksum?.location.description == "Podfile.lock:52:19")
        #expect(lock.requirers(of: "FMDB") == ["Core"])
        #expect(lock.requirers(of: "Alamofire") == ["Moya"])
        #expect(lock.dependencies[4].isExternal)
    }

    @Test(RealFixtures.present) func everyRealLockAgreesWithCocoaPods() throws {
        let names = RealFixtures.files("podfile-lock")
        #expect(names.count >= 9)
        for name in names {
            let lock = try PodfileLockReader.read(RealFixtures.text("podfile-lock", name), file: name)
            #expect(lock.oracleJSON == (try Self.oracle(name)), "\(name)")
        }
    }

    static let reinstall = "Podfile.lock is written by 'pod install': run 'pod install' to write it again"
    static let fixLine = "Podfile.lock is written by 'pod install': fix the line, or run 'pod install' to write it again"

    /// CocoaPods' PODFILE CHECKSUM is the SHA-1 of the Podfile's bytes: the real Podfiles whose
    /// lock is beside them in the fixtures match it, except home-assistant's, whose fixture
    /// Podfile is a later revision than its lock.
    @Test(RealFixtures.present) func podfileChecksumsOfRealPairsAreTheSHA1OfThePodfile() throws {
        var matching: [String] = [], differing: [String] = []
        for name in RealFixtures.files("podfile-lock") {
            let podfile = String(name.dropLast(".lock".count))
            guard RealFixtures.files("podfile").contains(podfile) else { continue }
            let lock = try PodfileLockReader.read(RealFixtures.text("podfile-lock", name), file: name)
            let bytes = Array(RealFixtures.text("podfile", podfile).utf8)
            if lock.podfileChecksum?.value == SHA1.hex(bytes) { matching.append(podfile) } else { differing.append(podfile) }
        }
        #expect(matching == [
            "MKLoRa_MKLW003Module-iOS__Example_Podfile", "SnapKit_Masonry__Podfile",
            "TangSengDaoDao_TangSengDaoDaoiOS__Podfile", "videolan_vlc-ios__Podfile",
        ])
        #expect(differing == ["home-assistant_iOS__Podfile"])
    }

    @Test(arguments: [
        ("PODS:\n  - Alamofire\n",
         "Podfile.lock:2:5: error[invalid-manifest]: 'Alamofire' in PODS has no version; each pod is written 'Name (version)'\n  help: \(reinstall)"),
        ("PODS:\n  - Alamofire (5.0\n",
         "Podfile.lock:2:5: error[invalid-manifest]: 'Alamofire (5.0' in PODS is not 'Name' or 'Name (requirement)'\n  help: \(reinstall)"),
        ("PODS:\n  - \"Alamofire (5.0)\n",
         "Podfile.lock:2:5: error[invalid-manifest]: a quote opened on line 2 is not closed on that line\n  help: \(fixLine)"),
        ("PODS: &a\n",
         "Podfile.lock:1:7: error[invalid-manifest]: '&' starts a YAML feature no Podfile.lock uses (anchors, tags, block or flow values)\n  help: \(fixLine)"),
        ("PODS:\n\t- A (1.0)\n",
         "Podfile.lock:2:1: error[invalid-manifest]: a tab indents line 2 of 'Podfile.lock'; YAML indents with spaces\n  help: \(fixLine)"),
        ("PODS:\n    - A (1.0)\n  - B (1.0)\n",
         "Podfile.lock:3:3: error[invalid-manifest]: line 3 is indented less than the lines above it belong to\n  help: \(fixLine)"),
        ("PODS: 3\nCOCOAPODS:\n  - 1.0\nSPEC CHECKSUMS:\n  - A\n",
         "Podfile.lock:1:7: error[invalid-manifest]: PODS is the text '3', where a list ('- …' lines) is expected\n  help: \(reinstall)\n"
            + "Podfile.lock:3:3: error[invalid-manifest]: COCOAPODS is a list, where a single value is expected\n  help: \(reinstall)\n"
            + "Podfile.lock:5:3: error[invalid-manifest]: SPEC CHECKSUMS is a list, where 'name: value' lines are expected\n  help: \(reinstall)"),
        ("just text\n",
         "Podfile.lock:1:1: error[invalid-manifest]: line 1 is a value where a 'key:' is expected\n  help: \(fixLine)"),
        ("- A (1.0)\n",
         "Podfile.lock:1:1: error[invalid-manifest]: 'Podfile.lock' is a list, not the sections of a Podfile.lock (PODS:, DEPENDENCIES:, …)\n  help: \(reinstall)"),
        ("PODS:\n  - A (1.0)\nPODS:\n  - B (1.0)\n",
         "Podfile.lock:3:1: error[invalid-manifest]: 'PODS' is given twice in the same mapping\n  help: \(fixLine)"),
    ])
    func badInputIsALocatedErrorWithTheFix(text: String, message: String) {
        #expect(throws: ManifestError.self) { try PodfileLockReader.read(text, file: "Podfile.lock") }
        do {
            _ = try PodfileLockReader.read(text, file: "Podfile.lock")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func nestingAndSizeAreBounded() {
        let deep = (0..<40).map { String(repeating: " ", count: $0 * 2) + "k\($0):" }.joined(separator: "\n")
        #expect(throws: ManifestError.self) { try PodfileLockReader.read(deep, file: "Podfile.lock") }
        do { _ = try PodfileLockReader.read(deep, file: "Podfile.lock") } catch {
            #expect(error.description == "Podfile.lock:9:17: error[invalid-manifest]: 'Podfile.lock' nests deeper than 8 levels, which no Podfile.lock does\n  help: Podfile.lock is written by 'pod install': fix the line, or run 'pod install' to write it again")
        }
        let huge = String(repeating: "# padding\n", count: (16 << 20) / 10 + 1)
        #expect(throws: ManifestError.self) { try PodfileLockReader.read(huge, file: "Podfile.lock") }
        do { _ = try PodfileLockReader.read(huge, file: "Podfile.lock") } catch {
            #expect(error.description == "Podfile.lock: error[invalid-manifest]: 'Podfile.lock' is larger than 16 MB, which no Podfile.lock is\n  help: point mortar at the Podfile.lock 'pod install' wrote")
        }
    }

    /// A mapping of 100,000 keys: duplicate keys were found by a linear search per key, which
    /// took minutes (quadratic); now a set. The benchmark-free check: it finishes within the
    /// run, and a duplicate among them is still the located error.
    @Test func aHundredThousandKeysStayLinear() throws {
        let keys = (0..<100_000).map { "  K\($0): abc\n" }.joined()
        let lock = try PodfileLockReader.read("SPEC CHECKSUMS:\n" + keys, file: "Podfile.lock")
        #expect(lock.specChecksums.count == 100_000)
        #expect(lock.specChecksums["K99999"]?.location == SourceLocation(file: "Podfile.lock", line: 100_001, column: 11))
        do {
            _ = try PodfileLockReader.read("SPEC CHECKSUMS:\n" + keys + "  K5: again\n", file: "Podfile.lock")
            Issue.record("a duplicate key was accepted")
        } catch {
            #expect(error.description.hasPrefix("Podfile.lock:100002:3: error[invalid-manifest]: 'K5' is given twice in the same mapping\n"))
        }
    }

    @Test func anEmptyLockHasNothing() throws {
        #expect(try PodfileLockReader.read("", file: "Podfile.lock") == PodfileLock(file: "Podfile.lock"))
        #expect(try PodfileLockReader.read("PODS: []\nSPEC REPOS: {}\nFUTURE SECTION:\n  x: y\n", file: "Podfile.lock") == PodfileLock(file: "Podfile.lock"))
    }

    /// A list or map section with nothing after its key (as a hand-trimmed lock has) is empty, not an error.
    @Test func aSectionWithNothingAfterItsKeyIsEmpty() throws {
        #expect(try PodfileLockReader.read("PODS:\nDEPENDENCIES:\nSPEC REPOS:\nSPEC CHECKSUMS:\n", file: "Podfile.lock") == PodfileLock(file: "Podfile.lock"))
    }
}
