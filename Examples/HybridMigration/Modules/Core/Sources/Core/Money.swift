import CCore

/// An amount in cents, with a checksum from the C part of the module.
public struct Money: Equatable, Sendable {
    public var cents: Int

    public init(cents: Int) {
        self.cents = cents
    }

    public var checksum: UInt32 {
        let text = Array(String(cents).utf8)
        return text.withUnsafeBufferPointer { core_checksum($0.baseAddress, $0.count) }
    }
}
