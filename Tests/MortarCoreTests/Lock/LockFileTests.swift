import MortarCore
import Testing

@Suite struct LockFileTests {
    static let lock = LockFile(
        manifestDigest: "sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
        modules: [
            "UI": LockFile.Entry(url: "repos/UI.bundle", ref: .tag("1.0.0"), commit: "5076e9b0000000000000000000000000000000aa"),
            "Core": LockFile.Entry(url: "https://git.example.com/ios/Core.git", ref: .branch("develop"), commit: "8500408000000000000000000000000000000000"),
        ],
        pins: [
            "Masonry": LockFile.PinEntry(requirement: ["= 1.1.0"], url: "https://github.com/SnapKit/Masonry.git"),
            "AFNetworking": LockFile.PinEntry(requirement: ["= 4.0.1"]),
        ])

    static let text = """
        {
          "manifestDigest": "sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
          "modules": {
            "Core": {
              "commit": "8500408000000000000000000000000000000000",
              "ref": {
                "kind": "branch",
                "value": "develop"
              },
              "url": "https://git.example.com/ios/Core.git"
            },
            "UI": {
              "commit": "5076e9b0000000000000000000000000000000aa",
              "ref": {
                "kind": "tag",
                "value": "1.0.0"
              },
              "url": "repos/UI.bundle"
            }
          },
          "pins": {
            "AFNetworking": {
              "requirement": [
                "= 4.0.1"
              ]
            },
            "Masonry": {
              "requirement": [
                "= 1.1.0"
              ],
              "url": "https://github.com/SnapKit/Masonry.git"
            }
          },
          "version": 1
        }

        """

    @Test func writesSortedKeysTwoSpacesAndOneTrailingNewline() {
        #expect(LockFileWriter.write(Self.lock) == Self.text)
    }

    @Test func readsWhatItWrites() throws {
        #expect(try LockFileReader.read(Self.text, file: "mortar.lock") == Self.lock)
    }

    @Test func anEmptyLockRoundTrips() throws {
        let empty = LockFile(manifestDigest: "sha256:00")
        #expect(LockFileWriter.write(empty) == "{\n  \"manifestDigest\": \"sha256:00\",\n  \"modules\": {},\n  \"pins\": {},\n  \"version\": 1\n}\n")
        #expect(try LockFileReader.read(LockFileWriter.write(empty), file: "mortar.lock") == empty)
    }

    @Test(arguments: [
        ("{", "mortar.lock:1:1: object opened here is never closed with '}'; delete the lock file and run 'mortar fetch' to write a new one"),
        ("[]", "mortar.lock:1:1: expected an object, found an array; delete the lock file and run 'mortar fetch' to write a new one"),
        ("{\"modules\": {}}", "mortar.lock:1:1: missing key 'manifestDigest'; delete the lock file and run 'mortar fetch' to write a new one"),
        ("{\"manifestDigest\": \"x\", \"version\": 2}",
         "mortar.lock:1:36: lock file version 2 is newer than this mortar understands (1); update mortar"),
        ("{\"manifestDigest\": \"x\", \"modules\": {\"A\": {\"url\": \"u\", \"commit\": \"c\", \"ref\": {\"kind\": \"rev\", \"value\": \"v\"}}}}",
         "mortar.lock:1:86: ref kind 'rev' is not 'branch', 'tag' or 'commit'; delete the lock file and run 'mortar fetch' to write a new one"),
    ])
    func reportsWhereALockIsBroken(_ text: String, _ message: String) {
        do {
            _ = try LockFileReader.read(text, file: "mortar.lock")
            Issue.record("read without error")
        } catch {
            #expect(error.description == message)
        }
    }
}
