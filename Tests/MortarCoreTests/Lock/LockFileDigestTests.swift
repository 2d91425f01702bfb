import MortarCore
import Testing

@Suite struct LockFileDigestTests {
    @Test func lockDigestsAreSHA256WithAPrefix() {
        #expect(LockFile.digest(of: Array("abc".utf8)) == "sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
